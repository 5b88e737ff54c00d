// A wine's reviews, the votes on them, and the wine's kept rating (docs/decisions/0036-ratings-and-reviews.md).

import { ORDER_STATUS, ORDER_STATUS_VALUES } from '@wine/contract/order-status';
import type { ReviewSort } from '@wine/contract/reviews';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems, orderItems, orders, returnLines, returnRequests, reviewReports, reviews, reviewVotes, users } from '../../db/schema';
import type { Page } from '../../lib/paging';
import { bylineColumns } from '../accounts/service';

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewInsert = typeof reviews.$inferInsert;

/** The statuses of an order the shopper has received: delivered, or picked up. */
const RECEIVED = ORDER_STATUS_VALUES.filter((status) => ORDER_STATUS[status].shopper === 'Delivered');

/** Bottles of an order line given back by accepted (so refunded) returns. */
const returnedOfLine = sql`(select coalesce(sum(${returnLines.quantity}), 0) from ${returnLines}
  join ${returnRequests} on ${returnRequests.id} = ${returnLines.returnId} and ${returnRequests.status} = 'accepted'
  where ${returnLines.orderId} = ${orderItems.orderId} and ${returnLines.catalogueId} = ${orderItems.catalogueId})`;

/**
 * The author has received the wine and kept at least a bottle: read when the review is shown, so it
 * turns true the moment an order of it is delivered, whenever the review was written, and false
 * once every bottle came back refunded (issue 44). Walks the author's orders
 * (orders_user_newest_idx), probes each one's line of this wine by primary key and its returns by
 * return_lines_order_line_idx.
 */
export const verifiedPurchase = sql<boolean>`exists (
  select 1 from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id} and ${orderItems.catalogueId} = ${reviews.wineId}
  where ${orders.userId} = ${reviews.userId} and ${inArray(orders.status, RECEIVED)} and ${orderItems.quantity} > ${returnedOfLine})`;

const votedBy = (viewerId: string | undefined) =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.userId} = ${viewerId})`
    : sql<boolean>`false`;

/** A review as the wine page shows it: the row, its author's public name and picture, and what is read live. */
const shownColumns = (viewerId: string | undefined) => ({
  review: reviews,
  author: bylineColumns,
  isVerifiedPurchase: verifiedPurchase,
  votedHelpful: votedBy(viewerId),
});


const visibleOf = (wineId: string) => and(eq(reviews.wineId, wineId), eq(reviews.isHidden, false));

/** The order of a wine's list: sommeliers' first (both indexes lead with it), then the chosen sort, then newest. */
const LIST_ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.bySommelier), desc(reviews.id)],
  helpful: [desc(reviews.bySommelier), desc(reviews.helpfulCount), desc(reviews.id)],
};

/** A page of a wine's visible reviews (reviews_wine_newest_idx or reviews_wine_helpful_idx), unexecuted: plan checks EXPLAIN it. */
export const reviewPageStatement = (db: Executor, wineId: string, sort: ReviewSort, page: Page, viewerId: string | undefined) =>
  db
    .select(shownColumns(viewerId))
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(visibleOf(wineId))
    .orderBy(...LIST_ORDER[sort])
    .limit(page.limit)
    .offset(page.offset);

/** The viewer's own review of a wine, hidden or not. */
export const findOwnReview = async (db: Executor, wineId: string, userId: string) =>
  (
    await db
      .select(shownColumns(userId))
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.wineId, wineId), eq(reviews.userId, userId)))
      .limit(1)
  )[0];

const wine = catalogueItems;
const ratingColumns = { id: wine.id, ratingDistribution: wine.ratingDistribution, ratingCount: wine.ratingCount, ratingAverage: wine.ratingAverage };
const activeWine = (tenantId: string, wineId: string) =>
  and(eq(wine.id, wineId), eq(wine.tenantId, tenantId), eq(wine.type, 'PRODUCT'), eq(wine.isActive, true));

export type ShownReviewRow = NonNullable<Awaited<ReturnType<typeof findOwnReview>>>;

/** An active wine's kept rating; undefined when there is no such wine on sale. */
export const findWineRating = async (db: Executor, tenantId: string, wineId: string) =>
  (await db.select(ratingColumns).from(wine).where(activeWine(tenantId, wineId)).limit(1))[0];
export type WineRatingRow = NonNullable<Awaited<ReturnType<typeof findWineRating>>>;

/**
 * The wine's row, locked for this transaction's review change: every change of a wine's reviews
 * takes it first, so one user's two tabs apply one after the other and each sees the review as the
 * other left it. Other wines' reviews never wait. `activeOnly`: only a wine on sale can be reviewed;
 * a review of a withdrawn one can still be deleted or moderated.
 */
export const lockWine = async (tx: Executor, tenantId: string, wineId: string, activeOnly: boolean) =>
  (
    await tx
      .select({ id: wine.id })
      .from(wine)
      .where(activeOnly ? activeWine(tenantId, wineId) : and(eq(wine.id, wineId), eq(wine.tenantId, tenantId)))
      .for('no key update')
      .limit(1)
  )[0];

/** Creates or replaces the user's review of the wine (the unique index keeps one per user per wine). */
export const upsertReview = async (tx: Executor, row: ReviewInsert) =>
  (
    await tx
      .insert(reviews)
      .values(row)
      .onConflictDoUpdate({
        target: [reviews.wineId, reviews.userId],
        set: { rating: row.rating, text: row.text, bySommelier: row.bySommelier, updatedAt: sql`now()` },
      })
      .returning()
  )[0]!;

export const findUserReview = async (tx: Executor, wineId: string, userId: string) =>
  (await tx.select().from(reviews).where(and(eq(reviews.wineId, wineId), eq(reviews.userId, userId))).limit(1))[0];

export const deleteReview = (tx: Executor, id: string) => tx.delete(reviews).where(eq(reviews.id, id));

/** A review of the tenant, hidden or not. */
export const findReview = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(reviews).where(and(eq(reviews.id, id), eq(reviews.tenantId, tenantId))).limit(1))[0];

/** Adds the user's helpful vote and counts it; voting again changes nothing. The review's helpful count after it. */
export async function addVote(tx: Executor, reviewId: string, userId: string) {
  const added = await tx.insert(reviewVotes).values({ reviewId, userId }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
  return countVote(tx, reviewId, added.length);
}

/** Takes the user's helpful vote back, if there was one. The review's helpful count after it. */
export async function removeVote(tx: Executor, reviewId: string, userId: string) {
  const removed = await tx
    .delete(reviewVotes)
    .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, userId)))
    .returning({ reviewId: reviewVotes.reviewId });
  return countVote(tx, reviewId, -removed.length);
}

async function countVote(tx: Executor, reviewId: string, change: number) {
  const [row] =
    change === 0
      ? await tx.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId))
      : await tx
    .update(reviews)
    .set({ helpfulCount: sql`${reviews.helpfulCount} + ${change}` })
    .where(eq(reviews.id, reviewId))
    .returning({ helpfulCount: reviews.helpfulCount });
  return row?.helpfulCount ?? 0;
}

/** Files the user's report of a review and queues it for the console; reporting again changes nothing. */
export async function addReport(tx: Executor, row: typeof reviewReports.$inferInsert) {
  const added = await tx.insert(reviewReports).values(row).onConflictDoNothing().returning({ id: reviewReports.id });
  if (added.length > 0) await tx.update(reviews).set({ reportCount: sql`${reviews.reportCount} + 1` }).where(eq(reviews.id, row.reviewId));
}
