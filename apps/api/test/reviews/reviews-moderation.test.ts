import type { AdminReview } from '@wine/contract/admin/reviews';
import { ErrorCode } from '@wine/contract/errors';
import type { ReviewList } from '@wine/contract/reviews';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueItems } from '../../src/db/schema';
import { auditCount, auditOf, consoleSuite } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeUser, makeWine } from '../helpers/fixtures';
import { writeReview } from '../helpers/reviews';
import { openSession } from '../helpers/users';

const suite = consoleSuite();
const admin = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  suite.t.app.inject({ method, url: `/api${url}`, headers: await suite.cast.admin(), ...(payload ? { payload } : {}) });
const report = async (reviewId: string, reason: string) =>
  expectSuccess(await suite.t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/report`, headers: await openSession(suite.t.db, (await makeUser(suite.t.db)).id), payload: { reason } }));
const ratingOf = async (wineId: string) =>
  (await suite.t.db.select({ count: catalogueItems.ratingCount, average: catalogueItems.ratingAverage, distribution: catalogueItems.ratingDistribution }).from(catalogueItems).where(eq(catalogueItems.id, wineId)))[0]!;
const listed = async (wineId: string, userId?: string) =>
  expectSuccess<ReviewList>(await suite.t.app.inject({ method: 'GET', url: `/api/catalogue/${wineId}/reviews`, headers: userId ? await openSession(suite.t.db, userId) : {} }));

describe('moderating reviews', () => {
  it('lists reported reviews, most reported first, with their latest reports', async () => {
    const wine = await makeWine(suite.t.db, { title: 'Reported Red' });
    const once = await writeReview(suite.t, wine.id, { rating: 1, text: 'Meh' });
    const twice = await writeReview(suite.t, wine.id, { rating: 1, text: 'Visit my shop' });
    await report(once, 'Rude');
    await report(twice, 'Spam');
    await report(twice, 'Advertising');
    const { reviews } = expectSuccess<{ reviews: AdminReview[]; total: number }>(await admin('GET', '/admin/reviews?status=reported&limit=100'));
    const ours = reviews.filter((review) => review.wine._id === wine.id);
    expect(ours.map((review) => [review._id, review.reportCount])).toEqual([[twice, 2], [once, 1]]);
    expect(ours[0]).toMatchObject({ wine: { title: 'Reported Red' }, isHidden: false, authorEmail: expect.stringContaining('@') });
    expect(ours[0]!.reports.map((entry) => entry.reason)).toEqual(['Advertising', 'Spam']);
    expectFailure(await admin('GET', '/admin/reviews?status=flagged'), 400, ErrorCode.VALIDATION_FAILED);
  });

  it('hides a review with a reason (audited): it leaves the list and the rating, its author still sees it as theirs; restoring brings both back', async () => {
    const wine = await makeWine(suite.t.db);
    const author = await makeUser(suite.t.db);
    const reviewId = await writeReview(suite.t, wine.id, { rating: 1, text: 'Offensive words' }, author.id);
    await writeReview(suite.t, wine.id, { rating: 5 });
    await report(reviewId, 'Offensive');
    expect(await ratingOf(wine.id)).toEqual({ count: 2, average: 3, distribution: [1, 0, 0, 0, 1] });

    const hidden = expectSuccess<AdminReview>(await admin('POST', `/admin/reviews/${reviewId}/hide`, { reason: '  Insults  ' }));
    expect(hidden).toMatchObject({ _id: reviewId, isHidden: true, moderationReason: 'Insults', reportCount: 0 });
    expect(await ratingOf(wine.id)).toEqual({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
    const publicList = await listed(wine.id);
    expect(publicList.reviews.map((review) => review._id)).not.toContain(reviewId);
    expect(publicList.total).toBe(1);
    expect((await listed(wine.id, author.id)).mine).toMatchObject({ _id: reviewId, isHidden: true, text: 'Offensive words' });
    // Its author editing it keeps it hidden and out of the rating.
    expectSuccess(await suite.t.app.inject({ method: 'PUT', url: `/api/catalogue/${wine.id}/review`, headers: await openSession(suite.t.db, author.id), payload: { rating: 2 } }));
    expect(await ratingOf(wine.id)).toEqual({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
    // Nobody can vote for or report a hidden review.
    const reader = await openSession(suite.t.db, (await makeUser(suite.t.db)).id);
    expectFailure(await suite.t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/helpful`, headers: reader }), 404, ErrorCode.NOT_FOUND);

    const { reviews: hiddenList } = expectSuccess<{ reviews: AdminReview[] }>(await admin('GET', '/admin/reviews?status=hidden'));
    expect(hiddenList[0]!._id).toBe(reviewId);
    const { reviews: reported } = expectSuccess<{ reviews: AdminReview[] }>(await admin('GET', '/admin/reviews?status=reported&limit=100'));
    expect(reported.map((review) => review._id)).not.toContain(reviewId);

    const restored = expectSuccess<AdminReview>(await admin('POST', `/admin/reviews/${reviewId}/restore`, { reason: 'Appeal accepted' }));
    expect(restored).toMatchObject({ isHidden: false, moderationReason: 'Appeal accepted', rating: 2 });
    expect(await ratingOf(wine.id)).toEqual({ count: 2, average: 3.5, distribution: [0, 1, 0, 0, 1] });
    expect((await listed(wine.id)).reviews.map((review) => review._id)).toContain(reviewId);

    const audits = await auditOf(suite.t.db, reviewId);
    expect(audits.map((entry) => [entry.action, entry.entityType, entry.actorUserId])).toEqual([
      ['review.hide', 'review', suite.cast.adminRow.id],
      ['review.restore', 'review', suite.cast.adminRow.id],
    ]);
    expect(audits[0]).toMatchObject({ before: { isHidden: false, reportCount: 1 }, after: { isHidden: true, moderationReason: 'Insults', reportCount: 0 } });
    expect(audits[1]).toMatchObject({ before: { isHidden: true, rating: 2 }, after: { isHidden: false, moderationReason: 'Appeal accepted' } });
  });

  it('refuses a decision already taken, a missing reason, an unknown review and non-admins, changing nothing', async () => {
    const wine = await makeWine(suite.t.db);
    const reviewId = await writeReview(suite.t, wine.id, { rating: 3 });
    const before = await auditCount(suite.t.db);
    expectFailure(await admin('POST', `/admin/reviews/${reviewId}/restore`, { reason: 'Fine' }), 409, ErrorCode.REVIEW_STATE_CONFLICT, 'This review is not hidden');
    expectFailure(await admin('POST', `/admin/reviews/${reviewId}/hide`, { reason: ' ' }), 400, ErrorCode.VALIDATION_FAILED, 'Reason is required');
    expectFailure(await admin('POST', `/admin/reviews/${reviewId}/hide`, {}), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await admin('POST', '/admin/reviews/0192f0c0-0000-7000-8000-000000000000/hide', { reason: 'x' }), 404, ErrorCode.NOT_FOUND);
    const { plain, sommelier, retailer } = await suite.cast.refused();
    for (const headers of [plain, sommelier, retailer]) {
      expectFailure(await suite.t.app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/hide`, headers, payload: { reason: 'x' } }), 403, ErrorCode.FORBIDDEN);
    }
    expect(await auditCount(suite.t.db)).toBe(before);
    expect(await ratingOf(wine.id)).toMatchObject({ count: 1, distribution: [0, 0, 1, 0, 0] });

    expectSuccess(await admin('POST', `/admin/reviews/${reviewId}/hide`, { reason: 'Spam' }));
    expectFailure(await admin('POST', `/admin/reviews/${reviewId}/hide`, { reason: 'Spam' }), 409, ErrorCode.REVIEW_STATE_CONFLICT, 'already hidden');
    expect(await ratingOf(wine.id)).toMatchObject({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] });
  });
});
