// The console's reads and writes of reviews: the moderation queue (decision 0029).

import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems, reviewReports, reviews, users } from '../../db/schema';
import { cappedCount } from '../../lib/capped-count';
import type { Page } from '../../lib/paging';
import { verifiedPurchase, type ReviewRow } from './queries';

export type ModerationStatus = 'reported' | 'hidden' | 'all';

/** Each list's rows and order, as its index (migration 0020) holds them. */
const LISTS = {
  reported: { where: and(gt(reviews.reportCount, 0), eq(reviews.isHidden, false)), order: [desc(reviews.reportCount), desc(reviews.id)] },
  hidden: { where: eq(reviews.isHidden, true), order: [desc(reviews.moderatedAt), desc(reviews.id)] },
  all: { where: undefined, order: [desc(reviews.id)] },
};

/** Reviews with their wine and author, as the console lists them. */
const moderationRows = (db: Executor, where: SQL | undefined) =>
  db
    .select({
      review: reviews,
      author: { id: users.id, givenName: users.givenName, familyName: users.familyName, profilePicture: users.profilePicture, email: users.email },
      wine: { id: catalogueItems.id, title: catalogueItems.title },
      isVerifiedPurchase: verifiedPurchase,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, reviews.wineId))
    .where(where);

/** A page of the tenant's reviews in a moderation list. */
export async function listModerationRows(db: Executor, tenantId: string, status: ModerationStatus, page: Page) {
  const { where: listed, order } = LISTS[status];
  const where = and(eq(reviews.tenantId, tenantId), listed);
  const [rows, total] = await Promise.all([
    moderationRows(db, where).orderBy(...order).limit(page.limit).offset(page.offset),
    cappedCount(db, reviews, where),
  ]);
  return { rows, total };
}

export const findModerationRow = async (db: Executor, tenantId: string, id: string) =>
  (await moderationRows(db, and(eq(reviews.tenantId, tenantId), eq(reviews.id, id))).limit(1))[0];
export type ModerationRow = NonNullable<Awaited<ReturnType<typeof findModerationRow>>>;

/** The latest reports of these reviews, at most `each` per review, newest first, with their reporters. */
export async function latestReports(db: Executor, reviewIds: string[], each: number) {
  if (reviewIds.length === 0) return [];
  const ranked = db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
      userId: reviewReports.userId,
      rank: sql<number>`row_number() over (partition by ${reviewReports.reviewId} order by ${reviewReports.id} desc)`.as('rank'),
    })
    .from(reviewReports)
    .where(inArray(reviewReports.reviewId, reviewIds))
    .as('ranked');
  return db
    .select({ reviewId: ranked.reviewId, reason: ranked.reason, createdAt: ranked.createdAt, reporter: { id: users.id, givenName: users.givenName, familyName: users.familyName, email: users.email } })
    .from(ranked)
    .leftJoin(users, eq(users.id, ranked.userId))
    .where(sql`${ranked.rank} <= ${each}`)
    .orderBy(desc(ranked.createdAt));
}

/** Hides or restores a review, with the admin's reason; the reports so far are dealt with by the decision. */
export const setReviewHidden = async (tx: Executor, id: string, isHidden: boolean, reason: string) =>
  (
    await tx
      .update(reviews)
      .set({ isHidden, moderationReason: reason, moderatedAt: sql`now()`, reportCount: 0 })
      .where(eq(reviews.id, id))
      .returning()
  )[0] as ReviewRow;
