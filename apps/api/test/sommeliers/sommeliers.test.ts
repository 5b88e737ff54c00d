import { ErrorCode } from '@wine/contract/errors';
import type { PublicUser } from '@wine/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeCollection, makeSommelier, makeUser, makeWine, type UserRow } from '../helpers/fixtures';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

/** The app's discovery call (spec 000 §7), with overrides. */
const discovery = (overrides: Record<string, string> = {}) =>
  `/users?${new URLSearchParams({
    type: 'sommelier', matchUsers: 'true', $sort: 'createdAt', isActive: 'true', $limit: '100', activeStatus: 'approved', ...overrides,
  })}`;

interface SommelierList {
  data: PublicUser[];
  total: number;
}

/** Approved sommeliers, by sign-up time; created out of that order so id order cannot pass for it. */
let approved: UserRow[];
let hidden: Record<string, UserRow>;

beforeAll(async () => {
  t = await createTestApp();
  const day = (n: number) => new Date(`2024-03-0${n}T09:00:00Z`);
  const third = await makeSommelier(t.db, { givenName: 'Cleo', createdAt: day(3), customData: { isSubscribe: true, profileOneLine: 'Rhone fan' } });
  const first = await makeSommelier(t.db, { givenName: 'Ada', createdAt: day(1) });
  // Admin is only the first entry of roles (DESIGN §5): a later 'admin' does not hide anyone.
  const fourth = await makeSommelier(t.db, { givenName: 'Dee', createdAt: day(4), roles: ['user', 'admin'] });
  const second = await makeSommelier(t.db, { givenName: 'Bo', createdAt: day(2) });
  approved = [first, second, third, fourth];
  hidden = {
    inReview: await makeSommelier(t.db, { activeStatus: 'in-review', createdAt: day(5) }),
    rejected: await makeSommelier(t.db, { activeStatus: 'rejected', createdAt: day(5) }),
    inactive: await makeSommelier(t.db, { isActive: false, createdAt: day(5) }),
    admin: await makeSommelier(t.db, { roles: ['admin'], createdAt: day(5) }),
    plainUser: await makeUser(t.db, { activeStatus: 'approved', createdAt: day(5) }),
  };
});
afterAll(() => t.close());

describe('GET /api/users (Discover Somms + Experts)', () => {
  it('lists approved, active sommeliers by sign-up time and nobody else', async () => {
    const result = expectSuccess<SommelierList>(await get(discovery()));
    expect(result.data.map((user) => user._id)).toEqual(approved.map((user) => user.id));
    expect(result.total).toBe(4);
    for (const user of Object.values(hidden)) expect(result.data.map((row) => row._id)).not.toContain(user.id);
  });

  it('shows only public fields', async () => {
    const result = expectSuccess<SommelierList>(await get(discovery()));
    const cleo = result.data[2];
    expect(cleo).toMatchObject({ givenName: 'Cleo', type: 'sommelier', activeStatus: 'approved', customData: { profileOneLine: 'Rhone fan' } });
    for (const field of ['email', 'roles', 'contactNumber', 'savedAddress', 'billingAddress']) expect(cleo).not.toHaveProperty(field);
    expect(cleo?.customData).not.toHaveProperty('isSubscribe');
  });

  it('sorts newest first with $sort=-createdAt', async () => {
    const result = expectSuccess<SommelierList>(await get(discovery({ $sort: '-createdAt' })));
    expect(result.data.map((user) => user._id)).toEqual(approved.map((user) => user.id).reverse());
  });

  it('honours $limit and pages with $skip', async () => {
    const firstPage = expectSuccess<SommelierList>(await get(discovery({ $limit: '2' })));
    expect(firstPage.data.map((user) => user._id)).toEqual(approved.slice(0, 2).map((user) => user.id));
    expect(firstPage.total).toBe(4);
    const secondPage = expectSuccess<SommelierList>(await get(discovery({ $limit: '2', $skip: '2' })));
    expect(secondPage.data.map((user) => user._id)).toEqual(approved.slice(2).map((user) => user.id));
  });

  it('refuses a $limit over 100, other statuses and types, and unknown keys', async () => {
    expectFailure(await get(discovery({ $limit: '101' })), 400, ErrorCode.VALIDATION_FAILED, '$limit');
    expectFailure(await get(discovery({ activeStatus: 'in-review' })), 400, ErrorCode.VALIDATION_FAILED, 'activeStatus');
    expectFailure(await get(discovery({ type: 'user' })), 400, ErrorCode.VALIDATION_FAILED, 'type');
    expectFailure(await get(discovery({ roles: 'admin' })), 400, ErrorCode.UNKNOWN_QUERY_KEY, 'roles');
    expectFailure(await get('/users'), 400, ErrorCode.VALIDATION_FAILED);
  });
});

describe('GET /api/users/{id}/stats', () => {
  it('counts followers, active collections and the distinct active wines in them', async () => {
    const somm = await makeSommelier(t.db, { followersCount: 7 });
    const [merlot, syrah, riesling, retired, elsewhere] = [
      await makeWine(t.db), await makeWine(t.db), await makeWine(t.db), await makeWine(t.db, { isActive: false }), await makeWine(t.db),
    ];
    await makeCollection(t.db, { createdBy: somm.id, wines: [merlot!, syrah!, retired!] });
    await makeCollection(t.db, { createdBy: somm.id, wines: [syrah!, riesling!] });
    await makeCollection(t.db, { createdBy: somm.id, isActive: false, wines: [elsewhere!] });
    await makeCollection(t.db, { createdBy: approved[0]!.id, wines: [elsewhere!] });

    expect(expectSuccess(await get(`/users/${somm.id}/stats`))).toEqual({ followersCount: 7, collectionsCount: 2, winesCount: 3 });
  });

  it('answers zeros for a user without collections', async () => {
    const user = await makeUser(t.db);
    expect(expectSuccess(await get(`/users/${user.id}/stats`))).toEqual({ followersCount: 0, collectionsCount: 0, winesCount: 0 });
  });

  it('answers 404 for unknown and inactive users, 400 for a malformed id', async () => {
    expectFailure(await get(`/users/${newId()}/stats`), 404, ErrorCode.NOT_FOUND, 'User not found');
    expectFailure(await get(`/users/${hidden.inactive!.id}/stats`), 404, ErrorCode.NOT_FOUND, 'User not found');
    expectFailure(await get('/users/nobody/stats'), 400, ErrorCode.VALIDATION_FAILED);
  });
});
