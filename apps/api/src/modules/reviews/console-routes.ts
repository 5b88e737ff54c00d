import { adminReview, adminReviewList, adminReviewQuery, reviewModerationBody } from '@wine/contract/admin/reviews';
import { ok } from '@wine/contract/envelope';
import { reviewParams } from '@wine/contract/reviews';
import type { AppContext } from '../../context';
import { done } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import { adminOnlyRoutes, readErrors, writeErrors, tags } from '../../plugins/console';
import { listModeratedReviews, moderateReview } from './console-reviews';

/** The console's moderation of reviews (issue 20): the list, hiding one and restoring it. */
export const reviewsConsoleRoutes = (ctx: AppContext) =>
  adminOnlyRoutes((admin) => {
    admin.get('/admin/reviews', { schema: { tags, querystring: adminReviewQuery, response: { 200: ok(adminReviewList), ...readErrors } } }, async (request) =>
      done(await listModeratedReviews(ctx, currentUser(request), request.query)),
    );

    for (const [action, hide] of [['hide', true], ['restore', false]] as const) {
      admin.post(`/admin/reviews/:reviewId/${action}`, { schema: { tags, params: reviewParams, body: reviewModerationBody, response: { 200: ok(adminReview), ...writeErrors } } }, async (request) =>
        done(await moderateReview(ctx, currentUser(request), request.params.reviewId, hide, request.body.reason)),
      );
    }
  });
