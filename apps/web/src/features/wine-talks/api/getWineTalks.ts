import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { FeedPost } from '@wine/contract/feed';
import { publicRequest } from '../../../lib/publicClient';
import { Topic } from '@wine/contract/topics';

/** Wine Talks page size (spec 000 §9). */
export const WINE_TALKS_LIMIT = 10;

interface FeedPage {
  feeds: FeedPost[];
  total: number;
}

/** GET /post/feed?topicId=<Wine Talks>&skip=N&limit=10&includeCurrentUser=true: result.feeds. */
export const fetchWineTalks = (skip: number, signal?: AbortSignal): Promise<FeedPage> =>
  publicRequest<FeedPage>('/post/feed', {
    query: { topicId: Topic.wineTalks.id, skip, limit: WINE_TALKS_LIMIT, includeCurrentUser: true },
    signal,
  });

/** The first 10 posts: the home row and the detail page's other posts. */
export function useWineTalks() {
  return useQuery({
    queryKey: ['feed', 'wine-talks', 0],
    queryFn: ({ signal }) => fetchWineTalks(0, signal),
    select: (page) => page.feeds,
  });
}

/** The list page: 10 at a time, with more on request. */
export const wineTalksPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['feed', 'wine-talks', 'pages'],
    queryFn: ({ pageParam, signal }) => fetchWineTalks(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.feeds.length, 0);
      return last.feeds.length < WINE_TALKS_LIMIT || loaded >= last.total ? undefined : loaded;
    },
  });

export const useWineTalksPages = () => useInfiniteQuery(wineTalksPagesQuery());
