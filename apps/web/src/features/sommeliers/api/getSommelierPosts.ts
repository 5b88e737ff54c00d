import { useQuery } from '@tanstack/react-query';
import type { FeedPost } from '@wine/contract/feed';
import { publicRequest } from '../../../lib/publicClient';
import { Topic } from '@wine/contract/topics';

/** Sommelier posts (spec 000 §9). */
export const SOMMELIER_POSTS_LIMIT = 10;

/** GET /post/feed?topicId=<Wine Talks>&skip=0&limit=10&user=<id>: one sommelier's posts. */
export async function fetchSommelierPosts(userId: string): Promise<FeedPost[]> {
  const { feeds } = await publicRequest<{ feeds: FeedPost[] }>('/post/feed', {
    query: { topicId: Topic.wineTalks.id, skip: 0, limit: SOMMELIER_POSTS_LIMIT, user: userId },
  });
  return feeds;
}

export function useSommelierPosts(userId: string) {
  return useQuery({ queryKey: ['feed', 'by', userId], queryFn: () => fetchSommelierPosts(userId), enabled: userId !== '' });
}
