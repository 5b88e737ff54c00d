import { ErrorCode } from '@wine/contract/errors';
import type { FollowRecord, LikedWine } from '@wine/contract/social';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, follows } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeSommelier, makeWine } from '../helpers/fixtures';
import { signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const like = (headers: Headers, catalogueId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/post/action/feed', headers, payload: { type: 'BOOKMARK', catalogueId } });
const unlike = (headers: Headers, actionId: string) => t.app.inject({ method: 'DELETE', url: `/api/post/action/${actionId}`, headers });
const liked = (headers: Headers, query = 'type=BOOKMARK&limit=100&skip=0') =>
  t.app.inject({ method: 'GET', url: `/api/post/action/catalogue?${query}`, headers });
const followUser = (headers: Headers, followId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/user/social/follow', headers, payload: { followId } });
const unfollowRecord = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/social/follow/${id}`, headers });
const followed = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/user/social/follow', headers });

describe('liking wines', () => {
  it('likes, lists and unlikes a wine; liking twice keeps one bookmark', async () => {
    const shopper = await signUp(t.app);
    const wine = await makeWine(t.db, { title: 'Liked Malbec' });

    const first = expectSuccess<{ _id: string; catalogueId: string }>(await like(shopper.auth, wine.id));
    const second = expectSuccess<{ _id: string; catalogueId: string }>(await like(shopper.auth, wine.id));
    expect(second).toEqual(first);
    expect(first.catalogueId).toBe(wine.id);
    expect(await t.db.select().from(bookmarks).where(eq(bookmarks.userId, shopper.user._id))).toHaveLength(1);

    const list = expectSuccess<{ categories: LikedWine[]; total: number }>(await liked(shopper.auth));
    expect(list.total).toBe(1);
    expect(list.categories[0]).toMatchObject({ _id: wine.id, title: 'Liked Malbec', catalogueId: wine.id, actions: [{ _id: first._id }] });

    expectSuccess(await unlike(shopper.auth, first._id));
    expect(expectSuccess<{ categories: LikedWine[] }>(await liked(shopper.auth)).categories).toEqual([]);
  });

  it("refuses to remove another user's like, and keeps it", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const wine = await makeWine(t.db);
    const mark = expectSuccess<{ _id: string }>(await like(owner.auth, wine.id));

    expectFailure(await unlike(intruder.auth, mark._id), 403, ErrorCode.FORBIDDEN);
    expect(expectSuccess<{ total: number }>(await liked(owner.auth)).total).toBe(1);
  });

  it('refuses inactive, unknown and malformed wines, and anonymous callers, storing nothing', async () => {
    const shopper = await signUp(t.app);
    const inactive = await makeWine(t.db, { isActive: false });
    const before = await countRows(t.db, bookmarks);

    expectFailure(await like(shopper.auth, inactive.id), 404, ErrorCode.NOT_FOUND, 'Wine not found');
    expectFailure(await like(shopper.auth, '01930000-0000-7000-8000-00000000dead'), 404, ErrorCode.NOT_FOUND);
    expectFailure(await like(shopper.auth, 'not-an-id'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await like({}, inactive.id), 401, ErrorCode.UNAUTHENTICATED);
    expectFailure(await unlike(shopper.auth, '01930000-0000-7000-8000-00000000dead'), 404, ErrorCode.NOT_FOUND);
    expectFailure(await liked(shopper.auth, 'type=BOOKMARK&limit=101'), 400, ErrorCode.VALIDATION_FAILED);
    expect(await countRows(t.db, bookmarks)).toBe(before);
  });

  it('hides liked wines that were taken off sale', async () => {
    const shopper = await signUp(t.app);
    const wine = await makeWine(t.db);
    expectSuccess(await like(shopper.auth, wine.id));
    const { catalogueItems } = await import('../../src/db/schema');
    await t.db.update(catalogueItems).set({ isActive: false }).where(eq(catalogueItems.id, wine.id));
    expect(expectSuccess<{ total: number }>(await liked(shopper.auth)).total).toBe(0);
    // Liking it again is refused like any wine off sale, though the old like is kept.
    expectFailure(await like(shopper.auth, wine.id), 404, ErrorCode.NOT_FOUND, 'Wine not found');
  });
});

describe('following users', () => {
  it('follows and unfollows, keeping the followers count true', async () => {
    const shopper = await signUp(t.app);
    const somm = await makeSommelier(t.db);

    const record = expectSuccess<FollowRecord>(await followUser(shopper.auth, somm.id));
    expect(record).toMatchObject({ followId: somm.id, user: { _id: somm.id } });
    expect(record.id).toBe(record._id);
    expectSuccess(await followUser(shopper.auth, somm.id));
    expect((await userRow(t.db, somm.id)).followersCount).toBe(1);

    const list = expectSuccess<{ data: FollowRecord[] }>(await followed(shopper.auth));
    expect(list.data.map((entry) => entry.followId)).toEqual([somm.id]);

    expectSuccess(await unfollowRecord(shopper.auth, record.id));
    expect((await userRow(t.db, somm.id)).followersCount).toBe(0);
    expect(expectSuccess<{ data: FollowRecord[] }>(await followed(shopper.auth)).data).toEqual([]);
  });

  it('refuses following oneself and unknown users, storing nothing', async () => {
    const shopper = await signUp(t.app);
    const before = await countRows(t.db, follows);
    expectFailure(await followUser(shopper.auth, shopper.user._id), 422, ErrorCode.CANNOT_FOLLOW_SELF, 'You cannot follow yourself');
    expectFailure(await followUser(shopper.auth, '01930000-0000-7000-8000-00000000dead'), 404, ErrorCode.NOT_FOUND);
    expectFailure(await followUser(shopper.auth, 42), 400, ErrorCode.VALIDATION_FAILED);
    expect(await countRows(t.db, follows)).toBe(before);
    expect((await userRow(t.db, shopper.user._id)).followersCount).toBe(0);
  });

  it('refuses an unknown query key on the follow list', async () => {
    const shopper = await signUp(t.app);
    const answer = await t.app.inject({ method: 'GET', url: '/api/user/social/follow?skip=0', headers: shopper.auth });
    expectFailure(answer, 400, ErrorCode.UNKNOWN_QUERY_KEY);
  });

  it("refuses to remove another user's follow, and keeps it and the count", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const somm = await makeSommelier(t.db);
    const record = expectSuccess<FollowRecord>(await followUser(owner.auth, somm.id));

    expectFailure(await unfollowRecord(intruder.auth, record.id), 403, ErrorCode.FORBIDDEN);
    expect((await userRow(t.db, somm.id)).followersCount).toBe(1);
  });
});
