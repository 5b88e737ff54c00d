import { ErrorCode } from '@wine/contract/errors';
import type { OwnReviewResult, ReviewList } from '@wine/contract/reviews';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, orders, reviews, reviewVotes } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeSommelier, makeUser, makeWine } from '../helpers/fixtures';
import { makeConfirmedOrder, saveTestCard } from '../helpers/payments';
import { writeReview } from '../helpers/reviews';
import { insertAccount, openSession } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (userId: string) => openSession(t.db, userId);
const put = async (userId: string, wineId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/catalogue/${wineId}/review`, headers: await as(userId), payload });
const list = async (wineId: string, query = '', userId?: string) =>
  expectSuccess<ReviewList>(await t.app.inject({ method: 'GET', url: `/api/catalogue/${wineId}/reviews${query}`, headers: userId ? await as(userId) : {} }));
const stored = async (wineId: string) =>
  (await t.db.select({ distribution: catalogueItems.ratingDistribution, count: catalogueItems.ratingCount, average: catalogueItems.ratingAverage }).from(catalogueItems).where(eq(catalogueItems.id, wineId)))[0]!;
const reviewCount = async (wineId: string) => (await t.db.select({ n: count() }).from(reviews).where(eq(reviews.wineId, wineId)))[0]!.n;

describe('writing a review', () => {
  it('keeps one review per user per wine: a second PUT replaces the first and moves the stars', async () => {
    const wine = await makeWine(t.db);
    const user = await makeUser(t.db);
    const first = expectSuccess<OwnReviewResult>(await put(user.id, wine.id, { rating: 2, text: '  Thin  ' }));
    expect(first.mine).toMatchObject({ rating: 2, text: 'Thin', isHidden: false, isVerifiedPurchase: false, isSommelier: false });
    expect(first.summary).toEqual({ average: 2, count: 1, distribution: [0, 1, 0, 0, 0] });
    const second = expectSuccess<OwnReviewResult>(await put(user.id, wine.id, { rating: 5, text: null }));
    expect(second.mine).toMatchObject({ _id: first.mine!._id, rating: 5, text: null });
    expect(second.summary).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    expect(await reviewCount(wine.id)).toBe(1);
  });

  it('leaves one review and a consistent rating after the same user’s simultaneous PUTs (double click, two tabs)', async () => {
    const wine = await makeWine(t.db);
    const user = await makeUser(t.db);
    const answers = await Promise.all([1, 2, 3, 4, 5, 4, 3, 2].map((rating) => put(user.id, wine.id, { rating })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await reviewCount(wine.id)).toBe(1);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.wineId, wine.id));
    const kept = await stored(wine.id);
    expect(kept.count).toBe(1);
    expect(kept.distribution[row!.rating - 1]).toBe(1);
  });

  it('loses no update when many users rate one wine at once', async () => {
    const wine = await makeWine(t.db);
    const ratings = Array.from({ length: 24 }, (_, n) => (n % 5) + 1);
    await Promise.all(ratings.map((rating) => writeReview(t, wine.id, { rating })));
    const kept = await stored(wine.id);
    expect(kept.distribution).toEqual([5, 5, 5, 5, 4]);
    expect(kept.count).toBe(24);
    expect(kept.average).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / 24) * 10) / 10);
    const shown = expectSuccess<{ rating: unknown }>(await t.app.inject({ method: 'GET', url: `/api/catalogue/${wine.id}` }));
    expect(shown.rating).toEqual({ average: kept.average, count: 24 });
  });

  it.each([
    [{ rating: 0 }, 'Rating must be 1 to 5 stars'],
    [{ rating: 6 }, 'Rating must be 1 to 5 stars'],
    [{ rating: 3.5 }, 'whole number'],
    [{ rating: '4' }, 'Rating must be a number'],
    [{ text: 'No stars' }, 'rating'],
    [{ rating: 4, text: 'x'.repeat(2001) }, 'at most 2000'],
    [{ rating: 4, extra: true }, 'extra'],
  ])('refuses %j with a clear error and changes nothing', async (payload, message) => {
    const wine = await makeWine(t.db);
    const user = await makeUser(t.db);
    expectFailure(await put(user.id, wine.id, payload), 400, ErrorCode.VALIDATION_FAILED, new RegExp(message, 'i'));
    expect(await reviewCount(wine.id)).toBe(0);
    expect((await stored(wine.id)).count).toBe(0);
  });

  it('stores text as plain text: trimmed, line breaks kept, hidden controls removed, markup left as typed', async () => {
    const wine = await makeWine(t.db);
    const user = await makeUser(t.db);
    const saved = expectSuccess<OwnReviewResult>(await put(user.id, wine.id, { rating: 4, text: ' <b>Ripe</b>\r\nplum\u0007\u202e fig\t ' }));
    expect(saved.mine!.text).toBe('<b>Ripe</b>\nplum fig');
    const blank = expectSuccess<OwnReviewResult>(await put(user.id, wine.id, { rating: 4, text: '   ' }));
    expect(blank.mine!.text).toBeNull();
  });

  it('reviews only active wines: a withdrawn wine, a collection or an unknown id is 404', async () => {
    const user = await makeUser(t.db);
    const withdrawn = await makeWine(t.db, { isActive: false });
    const collection = await makeWine(t.db, { type: 'COLLECTION' });
    for (const id of [withdrawn.id, collection.id, '0192f0c0-0000-7000-8000-000000000000']) {
      expectFailure(await put(user.id, id, { rating: 4 }), 404, ErrorCode.NOT_FOUND);
      expectFailure(await t.app.inject({ method: 'GET', url: `/api/catalogue/${id}/reviews` }), 404, ErrorCode.NOT_FOUND);
    }
  });

  it('refuses signed-out writes with 401 and changes nothing', async () => {
    const wine = await makeWine(t.db);
    const reviewId = await writeReview(t, wine.id, { rating: 3 });
    expectFailure(await t.app.inject({ method: 'PUT', url: `/api/catalogue/${wine.id}/review`, payload: { rating: 5 } }), 401, ErrorCode.UNAUTHENTICATED);
    expectFailure(await t.app.inject({ method: 'DELETE', url: `/api/catalogue/${wine.id}/review` }), 401, ErrorCode.UNAUTHENTICATED);
    expectFailure(await t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/helpful` }), 401, ErrorCode.UNAUTHENTICATED);
    expectFailure(await t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/report`, payload: { reason: 'x' } }), 401, ErrorCode.UNAUTHENTICATED);
    expect(await stored(wine.id)).toMatchObject({ count: 1, distribution: [0, 0, 1, 0, 0] });
  });
});

describe('deleting a review', () => {
  it('removes one’s own review and its stars; another user can neither delete nor edit it', async () => {
    const wine = await makeWine(t.db);
    const author = await makeUser(t.db);
    const other = await makeUser(t.db);
    await writeReview(t, wine.id, { rating: 5, text: 'Mine' }, author.id);
    await writeReview(t, wine.id, { rating: 1 });
    // The other user's DELETE and PUT concern their own review only.
    expectFailure(await t.app.inject({ method: 'DELETE', url: `/api/catalogue/${wine.id}/review`, headers: await as(other.id) }), 404, ErrorCode.NOT_FOUND);
    expectSuccess(await put(other.id, wine.id, { rating: 2 }));
    const mine = (await list(wine.id, '', author.id)).mine;
    expect(mine).toMatchObject({ rating: 5, text: 'Mine' });
    expect((await stored(wine.id)).distribution).toEqual([1, 1, 0, 0, 1]);

    const gone = expectSuccess<OwnReviewResult>(await t.app.inject({ method: 'DELETE', url: `/api/catalogue/${wine.id}/review`, headers: await as(author.id) }));
    expect(gone).toEqual({ mine: null, summary: { average: 1.5, count: 2, distribution: [1, 1, 0, 0, 0] } });
    expectFailure(await t.app.inject({ method: 'DELETE', url: `/api/catalogue/${wine.id}/review`, headers: await as(author.id) }), 404, ErrorCode.NOT_FOUND);
    expect((await stored(wine.id)).count).toBe(2);
  });
});

describe('the wine page’s list', () => {
  it('lists approved sommeliers’ reviews first with their badge, then newest or most helpful', async () => {
    const wine = await makeWine(t.db);
    const sommelier = await makeSommelier(t.db, { givenName: 'Sam', familyName: 'Somm' });
    const applicant = await makeSommelier(t.db, { activeStatus: 'in-review' });
    const old = await writeReview(t, wine.id, { rating: 3, text: 'Old' });
    const somm = await writeReview(t, wine.id, { rating: 5, text: 'Benchmark' }, sommelier.id);
    const pending = await writeReview(t, wine.id, { rating: 4 }, applicant.id);
    const newest = await writeReview(t, wine.id, { rating: 2 });
    const voter = await makeUser(t.db);
    expectSuccess(await t.app.inject({ method: 'POST', url: `/api/reviews/${old}/helpful`, headers: await as(voter.id) }));

    const byNewest = await list(wine.id);
    expect(byNewest.reviews.map((review) => review._id)).toEqual([somm, newest, pending, old]);
    expect(byNewest.reviews[0]).toMatchObject({ isSommelier: true, author: { _id: sommelier.id, name: 'Sam Somm' } });
    expect(byNewest.reviews.slice(1).every((review) => !review.isSommelier)).toBe(true);
    expect(byNewest).toMatchObject({ total: 4, mine: null, summary: { count: 4, average: 3.5, distribution: [0, 1, 1, 1, 1] } });

    const byHelpful = await list(wine.id, '?sort=helpful', voter.id);
    expect(byHelpful.reviews.map((review) => review._id)).toEqual([somm, old, newest, pending]);
    expect(byHelpful.reviews[1]).toMatchObject({ helpfulCount: 1, votedHelpful: true });
    expect((await list(wine.id, '?skip=1&limit=2')).reviews.map((review) => review._id)).toEqual([newest, pending]);
    expectFailure(await t.app.inject({ method: 'GET', url: `/api/catalogue/${wine.id}/reviews?sort=stars` }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await t.app.inject({ method: 'GET', url: `/api/catalogue/${wine.id}/reviews?limit=51` }), 400, ErrorCode.VALIDATION_FAILED);
  });

  it('moves a sommelier’s reviews to the front when approved and back when the approval is revoked', async () => {
    const wine = await makeWine(t.db);
    const applicant = await makeSommelier(t.db, { activeStatus: 'in-review' });
    const theirs = await writeReview(t, wine.id, { rating: 4 }, applicant.id);
    const later = await writeReview(t, wine.id, { rating: 4 });
    const admin = await insertAccount(t.db, { roles: ['admin'] });
    const decide = async (activeStatus: string) =>
      expectSuccess(await t.app.inject({ method: 'PATCH', url: `/api/users/${applicant.id}`, headers: await as(admin.row.id), payload: { activeStatus } }));
    expect((await list(wine.id)).reviews.map((review) => review._id)).toEqual([later, theirs]);
    await decide('approved');
    expect((await list(wine.id)).reviews.map((review) => [review._id, review.isSommelier])).toEqual([[theirs, true], [later, false]]);
    await decide('rejected');
    expect((await list(wine.id)).reviews.map((review) => [review._id, review.isSommelier])).toEqual([[later, false], [theirs, false]]);
  });
});

describe('verified purchase', () => {
  it('turns true when an order holding the wine is delivered, also after the review was written, and not before', async () => {
    const business = await makeBusiness(t.db);
    const wine = await makeWine(t.db, { businessId: business.id });
    const shopper = await makeUser(t.db);
    const card = await saveTestCard(t.db, shopper.id);
    await writeReview(t, wine.id, { rating: 4 }, shopper.id);
    const order = await makeConfirmedOrder(t.db, { userId: shopper.id, cardId: card.id, totalCents: 3000, placedAt: new Date(), lines: [{ catalogueId: wine.id, quantity: 1, unitPriceCents: 3000 }] });
    await t.db.update(orders).set({ businessId: business.id, status: 'CHARGED' }).where(eq(orders.id, order.id));
    // Placed and paid, not received.
    expect((await list(wine.id)).reviews[0]!.isVerifiedPurchase).toBe(false);

    const admin = await insertAccount(t.db, { roles: ['admin'] });
    expectSuccess(await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/delivered`, headers: await as(admin.row.id), payload: { ageChecked: true } }));
    expect((await list(wine.id)).reviews[0]!.isVerifiedPurchase).toBe(true);
    expect((await list(wine.id, '', shopper.id)).mine!.isVerifiedPurchase).toBe(true);
  });

  it('is false for a delivered order of another wine', async () => {
    const wine = await makeWine(t.db);
    const other = await makeWine(t.db);
    const shopper = await makeUser(t.db);
    const order = await makeConfirmedOrder(t.db, { userId: shopper.id, cardId: null, totalCents: 3000, placedAt: new Date(), lines: [{ catalogueId: other.id, quantity: 1, unitPriceCents: 3000 }] });
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, order.id));
    await writeReview(t, wine.id, { rating: 4 }, shopper.id);
    expect((await list(wine.id)).reviews[0]!.isVerifiedPurchase).toBe(false);
  });
});

describe('helpful votes and reports', () => {
  it('counts one helpful vote per reader, takes it back once, and refuses a vote for one’s own review', async () => {
    const wine = await makeWine(t.db);
    const author = await makeUser(t.db);
    const reader = await makeUser(t.db);
    const reviewId = await writeReview(t, wine.id, { rating: 4 }, author.id);
    const vote = async (method: 'POST' | 'DELETE', userId: string) => t.app.inject({ method, url: `/api/reviews/${reviewId}/helpful`, headers: await as(userId) });

    const votes = await Promise.all([vote('POST', reader.id), vote('POST', reader.id), vote('POST', reader.id)]);
    expect(votes.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect((await t.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0]!.helpfulCount).toBe(1);
    expect(expectSuccess(await vote('POST', reader.id))).toEqual({ _id: reviewId, helpfulCount: 1, votedHelpful: true });
    expect(expectSuccess(await vote('DELETE', reader.id))).toEqual({ _id: reviewId, helpfulCount: 0, votedHelpful: false });
    expect(expectSuccess(await vote('DELETE', reader.id))).toEqual({ _id: reviewId, helpfulCount: 0, votedHelpful: false });

    expectFailure(await vote('POST', author.id), 422, ErrorCode.OWN_REVIEW, 'You cannot vote for your own review');
    expect(await t.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, reviewId))).toEqual([]);
    expectFailure(await t.app.inject({ method: 'POST', url: '/api/reviews/0192f0c0-0000-7000-8000-000000000000/helpful', headers: await as(reader.id) }), 404, ErrorCode.NOT_FOUND);
  });

  it('files one report per reader per review and refuses reporting one’s own', async () => {
    const wine = await makeWine(t.db);
    const author = await makeUser(t.db);
    const reader = await makeUser(t.db);
    const reviewId = await writeReview(t, wine.id, { rating: 1, text: 'Buy pills at example.com' }, author.id);
    const report = async (userId: string, reason: string) => t.app.inject({ method: 'POST', url: `/api/reviews/${reviewId}/report`, headers: await as(userId), payload: { reason } });

    expect(expectSuccess(await report(reader.id, 'Spam'))).toEqual({ _id: reviewId, reported: true });
    expectSuccess(await report(reader.id, 'Spam, really'));
    expect((await t.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0]!.reportCount).toBe(1);
    expectFailure(await report(author.id, 'Mine'), 422, ErrorCode.OWN_REVIEW, 'You cannot report your own review');
    expectFailure(await report(reader.id, '   '), 400, ErrorCode.VALIDATION_FAILED, 'Say what is wrong with it');
    expect((await t.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0]!.reportCount).toBe(1);
  });
});
