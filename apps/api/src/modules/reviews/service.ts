import { ErrorCode } from '@wine/contract/errors';
import { REVIEWS_PAGE_SIZE, type OwnReviewResult, type ReviewBody, type ReviewList, type reviewListQuery } from '@wine/contract/reviews';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { readTogether, type Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { shiftRating } from '../catalogue/service';
import { toOwnReview, toRatingSummary, toReview } from './present';
import {
  addReport, addVote, deleteReview, findOwnReview, findReview, findUserReview, findWineRating, lockWine, removeVote, reviewPageStatement,
  upsertReview, type ReviewRow,
} from './queries';

/** The stars a review counts for in its wine's rating: none while hidden. */
const countedStars = (row: Pick<ReviewRow, 'rating' | 'isHidden'> | undefined) => (row && !row.isHidden ? row.rating : undefined);

/** GET /catalogue/{id}/reviews: the wine's rating, a page of its visible reviews, and the reader's own. */
export async function listReviews(ctx: AppContext, tenantId: string, wineId: string, query: z.output<typeof reviewListQuery>, viewer: AuthUser | null): Promise<ReviewList> {
  const rating = await findWineRating(ctx.db, tenantId, wineId);
  if (!rating) throw notFound('Wine');
  const page = pageOf(query.skip, query.limit ?? REVIEWS_PAGE_SIZE);
  const [rows, mine] = await Promise.all([
    reviewPageStatement(ctx.db, wineId, query.sort ?? 'newest', page, viewer?.id),
    viewer ? findOwnReview(ctx.db, wineId, viewer.id) : undefined,
  ]);
  // The kept count is the number of visible reviews: no count per request.
  return { summary: toRatingSummary(rating), reviews: rows.map(toReview), total: rating.ratingCount ?? 0, mine: mine ? toOwnReview(mine) : null };
}

/** The caller's review and the wine's summary as they stand after a change (on the primary, after commit). */
async function ownResult(db: Executor, tenantId: string, wineId: string, userId: string): Promise<OwnReviewResult> {
  const [rating, mine] = await readTogether(db, [() => findWineRating(db, tenantId, wineId), () => findOwnReview(db, wineId, userId)]);
  if (!rating) throw notFound('Wine');
  return { summary: toRatingSummary(rating), mine: mine ? toOwnReview(mine) : null };
}

/**
 * PUT /catalogue/{id}/review: rates an active wine, or replaces one's rating and text of it. A hidden
 * review stays hidden when edited (a moderator restores it) and stays out of the wine's rating.
 */
export async function saveReview(ctx: AppContext, viewer: AuthUser, wineId: string, body: ReviewBody): Promise<OwnReviewResult> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockWine(tx, viewer.tenantId, wineId, true))) throw notFound('Wine');
    const before = await findUserReview(tx, wineId, viewer.id);
    const saved = await upsertReview(tx, {
      id: newId(),
      tenantId: viewer.tenantId,
      wineId,
      userId: viewer.id,
      rating: body.rating,
      text: body.text || null,
      bySommelier: viewer.row.type === 'sommelier' && viewer.row.activeStatus === 'approved',
    });
    await shiftRating(tx, wineId, countedStars(before), countedStars(saved));
  });
  return ownResult(ctx.db, viewer.tenantId, wineId, viewer.id);
}

/** DELETE /catalogue/{id}/review: removes one's own review of the wine, if any, and its stars. */
export async function removeReview(ctx: AppContext, viewer: AuthUser, wineId: string): Promise<OwnReviewResult> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockWine(tx, viewer.tenantId, wineId, false))) throw notFound('Wine');
    const before = await findUserReview(tx, wineId, viewer.id);
    if (!before) throw notFound('Review');
    await deleteReview(tx, before.id);
    await shiftRating(tx, wineId, countedStars(before), undefined);
  });
  return ownResult(ctx.db, viewer.tenantId, wineId, viewer.id);
}

/** A visible review someone else wrote: the one a reader may vote for or report. */
async function othersVisibleReview(db: Executor, viewer: AuthUser, reviewId: string, doing: string) {
  const row = await findReview(db, viewer.tenantId, reviewId);
  if (!row || row.isHidden) throw notFound('Review');
  if (row.userId === viewer.id) throw new AppError(ErrorCode.OWN_REVIEW, `You cannot ${doing} your own review`);
  return row;
}

/** POST/DELETE /reviews/{reviewId}/helpful: one vote per reader; voting twice keeps one. */
export async function voteHelpful(ctx: AppContext, viewer: AuthUser, reviewId: string, helpful: boolean) {
  const review = await othersVisibleReview(ctx.db, viewer, reviewId, 'vote for');
  const helpfulCount = await ctx.db.transaction((tx) => (helpful ? addVote : removeVote)(tx, review.id, viewer.id));
  return { _id: review.id, helpfulCount, votedHelpful: helpful };
}

/** POST /reviews/{reviewId}/report: one report per reader per review; reporting again changes nothing. */
export async function reportReview(ctx: AppContext, viewer: AuthUser, reviewId: string, reason: string) {
  const review = await othersVisibleReview(ctx.db, viewer, reviewId, 'report');
  await ctx.db.transaction((tx) => addReport(tx, { id: newId(), reviewId: review.id, userId: viewer.id, reason }));
  return { _id: review.id, reported: true as const };
}
