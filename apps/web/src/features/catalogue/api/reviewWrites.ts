import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { helpfulResult, ReviewBody } from '@wine/contract/reviews';
import type { z } from 'zod';
import { userRequest } from '../../../lib/userClient';
import { catalogueKeys } from './catalogueKeys';

const reviewPath = (wineId: string) => `/catalogue/${encodeURIComponent(wineId)}/review`;
const reviewActionPath = (reviewId: string, action: 'helpful' | 'report') => `/reviews/${encodeURIComponent(reviewId)}/${action}`;

/** PUT /catalogue/{id}/review: rates the wine, or replaces the reader's rating of it. */
export const saveReview = ({ wineId, body }: { wineId: string; body: ReviewBody }) => userRequest<unknown>(reviewPath(wineId), { method: 'PUT', body });

/** DELETE /catalogue/{id}/review: the reader's own review. */
export const deleteReview = (wineId: string) => userRequest<unknown>(reviewPath(wineId), { method: 'DELETE' });

/** POST (vote) or DELETE (take back) /reviews/{reviewId}/helpful. */
export const setHelpful = ({ reviewId, helpful }: { reviewId: string; helpful: boolean }) =>
  userRequest<z.infer<typeof helpfulResult>>(reviewActionPath(reviewId, 'helpful'), { method: helpful ? 'POST' : 'DELETE' });

/** POST /reviews/{reviewId}/report: reporting a review again changes nothing. */
export const reportReview = ({ reviewId, reason }: { reviewId: string; reason: string }) =>
  userRequest<unknown>(reviewActionPath(reviewId, 'report'), { method: 'POST', body: { reason } });

/**
 * A change to the reader's own review moves the wine's rating, which the wine page and every list's
 * cards show: the whole catalogue's cache goes stale. The save stays pending until the open page has
 * refetched, so the form never shows the review as it was.
 */
function useOwnReviewWrite<I>(mutationFn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }) });
}

export const useSaveReview = () => useOwnReviewWrite(saveReview);
export const useDeleteReview = () => useOwnReviewWrite(deleteReview);

export function useHelpfulVote(wineId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setHelpful, onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.reviews(wineId) }) });
}

export const useReportReview = () => useMutation({ mutationFn: reportReview });
