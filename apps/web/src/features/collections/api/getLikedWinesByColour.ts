import { useInfiniteQuery } from '@tanstack/react-query';
import type { Color } from '@wine/contract/catalogue';
import { LIST_LIMIT_MAX } from '@wine/contract/constants';
import type { LikedWine } from '@wine/contract/social';
import { useSession } from '../../../lib/session';
import { userRequest } from '../../../lib/userClient';

interface LikedPage {
  categories: LikedWine[];
  total: number;
}

/** GET /post/action/catalogue?type=BOOKMARK&limit=100&skip=N: the liked (bookmarked) wines. */
export const fetchLikedWinesPage = (skip: number, signal?: AbortSignal) =>
  userRequest<LikedPage>('/post/action/catalogue', { query: { type: 'BOOKMARK', limit: LIST_LIMIT_MAX, skip }, signal });

/** All liked wines, 100 a page; the colour tabs filter them by `customData.product.color`. */
export function useLikedWinePages(enabled: boolean) {
  const userId = useSession()?.user.id ?? '';
  return useInfiniteQuery({
    queryKey: ['liked-wines', 'pages', userId],
    queryFn: ({ pageParam, signal }) => fetchLikedWinesPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.categories.length, 0);
      return last.categories.length < LIST_LIMIT_MAX || loaded >= last.total ? undefined : loaded;
    },
    enabled: enabled && userId !== '',
  });
}

export const byColour = (wines: LikedWine[], colour: Color) => wines.filter((wine) => wine.customData.product.color === colour);
