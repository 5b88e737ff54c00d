import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE, type ReviewList, type ReviewSort } from '@wine/contract/reviews';
import { publicRequest } from '../../../lib/publicClient';
import { useSession } from '../../../lib/session';
import { userRequest } from '../../../lib/userClient';
import { catalogueKeys } from './catalogueKeys';

/**
 * GET /catalogue/{id}/reviews: the summary, a page of reviews (sommeliers' first) and the reader's
 * own review. A signed-in reader asks with their token, so that the answer holds their review and
 * their helpful votes.
 */
export function fetchReviews(wineId: string, sort: ReviewSort, skip: number, signedIn: boolean, signal?: AbortSignal): Promise<ReviewList> {
  const request = signedIn ? userRequest : publicRequest;
  return request<ReviewList>(`/catalogue/${encodeURIComponent(wineId)}/reviews`, { query: { sort, skip, limit: REVIEWS_PAGE_SIZE }, signal });
}

/** A wine's reviews, a page at a time ("Show more"); the first page carries the summary and the reader's own review. */
export function useReviewPages(wineId: string, sort: ReviewSort) {
  const userId = useSession()?.user.id ?? null;
  return useInfiniteQuery({
    queryKey: [...catalogueKeys.reviews(wineId), sort, userId],
    queryFn: ({ pageParam, signal }) => fetchReviews(wineId, sort, pageParam, userId !== null, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.reviews.length, 0);
      return last.reviews.length === 0 || loaded >= last.total ? undefined : loaded;
    },
    // Another order keeps the current list on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}
