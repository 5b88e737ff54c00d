import { failure, id, ok } from '@wine/contract/envelope';
import { helpfulResult, ownReviewResult, reportBody, reportResult, reviewBody, reviewList, reviewListQuery, reviewParams } from '@wine/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { publicRead, type Reads } from '../../db/replicas';
import { done } from '../../lib/envelope';
import { currentUser, requireUser } from '../../plugins/auth';
import { listReviews, removeReview, reportReview, saveReview, voteHelpful } from './service';

const readErrors = { 400: failure, 401: failure, 403: failure, 404: failure };
const writeErrors = { ...readErrors, 409: failure, 422: failure };
const wineParams = z.object({ id });
const noQuery = z.object({}).strict();

/** Ratings and reviews of wines (issue 20); the console's moderation of them is in console-routes.ts. */
export function reviewsRoutes(ctx: AppContext, reads: Reads): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/catalogue/:id/reviews',
      { config: { sharedCache: true }, schema: { tags: ['reviews'], params: wineParams, querystring: reviewListQuery, response: { 200: ok(reviewList), 400: failure, 404: failure } } },
      async (request) => done(await publicRead(reads, ctx, request, (read) => listReviews(read, request.tenantId, request.params.id, request.query, request.user))),
    );

    app.put(
      '/catalogue/:id/review',
      { onRequest: requireUser, schema: { tags: ['reviews'], params: wineParams, body: reviewBody, response: { 200: ok(ownReviewResult), ...writeErrors } } },
      async (request) => done(await saveReview(ctx, currentUser(request), request.params.id, request.body)),
    );

    app.delete(
      '/catalogue/:id/review',
      { onRequest: requireUser, schema: { tags: ['reviews'], params: wineParams, querystring: noQuery, response: { 200: ok(ownReviewResult), ...writeErrors } } },
      async (request) => done(await removeReview(ctx, currentUser(request), request.params.id)),
    );

    app.post(
      '/reviews/:reviewId/helpful',
      { onRequest: requireUser, schema: { tags: ['reviews'], params: reviewParams, response: { 200: ok(helpfulResult), ...writeErrors } } },
      async (request) => done(await voteHelpful(ctx, currentUser(request), request.params.reviewId, true)),
    );

    app.delete(
      '/reviews/:reviewId/helpful',
      { onRequest: requireUser, schema: { tags: ['reviews'], params: reviewParams, querystring: noQuery, response: { 200: ok(helpfulResult), ...writeErrors } } },
      async (request) => done(await voteHelpful(ctx, currentUser(request), request.params.reviewId, false)),
    );

    app.post(
      '/reviews/:reviewId/report',
      { onRequest: requireUser, schema: { tags: ['reviews'], params: reviewParams, body: reportBody, response: { 200: ok(reportResult), ...writeErrors } } },
      async (request) => done(await reportReview(ctx, currentUser(request), request.params.reviewId, request.body.reason)),
    );
  };
}
