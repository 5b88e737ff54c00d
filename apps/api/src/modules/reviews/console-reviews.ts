import type { AdminReview, adminReviewQuery } from '@wine/contract/admin/reviews';
import { ErrorCode } from '@wine/contract/errors';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { fullName } from '../accounts/present';
import { findModerationRow, latestReports, listModerationRows, setReviewHidden, type ModerationRow } from './console-queries';
import { toReview } from './present';
import { shiftRating } from '../catalogue/service';
import { findReview, lockWine, type ReviewRow } from './queries';

/** How many of a review's reports the console shows with it. */
const REPORTS_SHOWN = 5;

type ReportRow = Awaited<ReturnType<typeof latestReports>>[number];

function toAdminReview(row: ModerationRow, reports: ReportRow[]): AdminReview {
  const { votedHelpful: _reader, ...shown } = toReview({ ...row, votedHelpful: false });
  return {
    ...shown,
    wine: { _id: row.wine.id, title: row.wine.title },
    authorEmail: row.author.email,
    isHidden: row.review.isHidden,
    moderationReason: row.review.moderationReason,
    reportCount: row.review.reportCount,
    reports: reports.map((report) => ({
      reason: report.reason,
      reporter: report.reporter ? { _id: report.reporter.id, name: fullName(report.reporter), email: report.reporter.email } : null,
      createdAt: report.createdAt.toISOString(),
    })),
  };
}

/** GET /admin/reviews: reported (most reported first), hidden (latest hidden first) or all (newest first). */
export async function listModeratedReviews(ctx: AppContext, viewer: AuthUser, query: z.output<typeof adminReviewQuery>) {
  const { rows, total } = await listModerationRows(ctx.db, viewer.tenantId, query.status ?? 'reported', pageOf(query.skip, query.limit));
  return { reviews: await presentAll(ctx, rows), total };
}

/** The rows with their latest reports, fetched in one query. */
async function presentAll(ctx: AppContext, rows: ModerationRow[]): Promise<AdminReview[]> {
  const reports = await latestReports(ctx.db, rows.map((row) => row.review.id), REPORTS_SHOWN);
  return rows.map((row) => toAdminReview(row, reports.filter((report) => report.reviewId === row.review.id)));
}

/** What the audit log keeps of a review. */
const auditedReview = (row: ReviewRow) => ({
  wineId: row.wineId,
  userId: row.userId,
  rating: row.rating,
  text: row.text,
  isHidden: row.isHidden,
  moderationReason: row.moderationReason,
  reportCount: row.reportCount,
});

/**
 * POST /admin/reviews/{reviewId}/hide and /restore: a hidden review leaves its wine's list and
 * rating, a restored one comes back to both; audited with the reason, in the same transaction.
 */
export async function moderateReview(ctx: AppContext, viewer: AuthUser, reviewId: string, hide: boolean, reason: string) {
  const found = await findReview(ctx.db, viewer.tenantId, reviewId);
  if (!found) throw notFound('Review');
  await ctx.db.transaction(async (tx) => {
    await lockWine(tx, viewer.tenantId, found.wineId, false);
    const before = await findReview(tx, viewer.tenantId, reviewId);
    if (!before) throw notFound('Review');
    if (before.isHidden === hide) throw new AppError(ErrorCode.REVIEW_STATE_CONFLICT, hide ? 'This review is already hidden' : 'This review is not hidden');
    const after = await setReviewHidden(tx, reviewId, hide, reason);
    await shiftRating(tx, before.wineId, hide ? before.rating : undefined, hide ? undefined : before.rating);
    await recordAudit(tx, viewer, {
      action: hide ? 'review.hide' : 'review.restore',
      entityType: 'review',
      entityId: reviewId,
      before: auditedReview(before),
      after: auditedReview(after),
    });
  });
  const row = await findModerationRow(ctx.db, viewer.tenantId, reviewId);
  if (!row) throw notFound('Review');
  const [review] = await presentAll(ctx, [row]);
  return review!;
}
