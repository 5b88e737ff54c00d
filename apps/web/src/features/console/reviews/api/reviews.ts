import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminReviewList, adminReviewQuery } from '@wine/contract/admin/reviews';
import type { z } from 'zod';
import { userRequest } from '../../../../lib/userClient';

export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;
type AdminReviewPage = z.infer<typeof adminReviewList>;

const reviewsKey = ['admin', 'reviews'] as const;

/** GET /admin/reviews: reported reviews (most reported first), hidden ones (latest first) or all. */
export const listAdminReviews = (query: AdminReviewQuery): Promise<AdminReviewPage> => userRequest<AdminReviewPage>('/admin/reviews', { query: { ...query } });

export function useAdminReviews(query: AdminReviewQuery) {
  return useQuery({ queryKey: [...reviewsKey, query], queryFn: () => listAdminReviews(query), placeholderData: keepPreviousData, staleTime: 0 });
}

export interface ReviewModeration {
  reviewId: string;
  action: 'hide' | 'restore';
  reason: string;
}

/** POST /admin/reviews/{reviewId}/hide or /restore: the reason goes to the audit log. */
export const moderateReview = ({ reviewId, action, reason }: ReviewModeration) =>
  userRequest<unknown>(`/admin/reviews/${encodeURIComponent(reviewId)}/${action}`, { method: 'POST', body: { reason } });

export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateReview,
    // The wine's rating and its page's reviews change too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: reviewsKey }), queryClient.invalidateQueries({ queryKey: ['catalogue'] })]),
  });
}
