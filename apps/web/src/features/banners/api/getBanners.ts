import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedPost } from '@wine/contract/feed';
import { publicRequest } from '../../../lib/publicClient';
import { Topic } from '@wine/contract/topics';

/** Banner list size (spec 000 §9). */
export const BANNER_LIMIT = 20;

/** GET /post/feed?topicId=<banner topic>&skip=0&limit=20: result.feeds. */
export async function fetchBanners(topicId: string = Topic.banner.id): Promise<FeedPost[]> {
  const { feeds } = await publicRequest<{ feeds: FeedPost[] }>('/post/feed', {
    query: { topicId, skip: 0, limit: BANNER_LIMIT },
  });
  return feeds;
}

export const bannersQuery = (topicId: string = Topic.banner.id) =>
  queryOptions({ queryKey: ['feed', 'banners', topicId], queryFn: () => fetchBanners(topicId), staleTime: 5 * 60_000 });

export const useBanners = (topicId?: string) => useQuery(bannersQuery(topicId));
