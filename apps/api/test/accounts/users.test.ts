import { PUBLIC_CLIENT_KEY } from '@wine/contract/api';
import { ErrorCode } from '@wine/contract/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { bearer, insertAccount, signUp, signUpVerified } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });
const patchUser = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload: payload as object });

const PRIVATE_FIELDS = ['email', 'contactNumber', 'countryCode', 'roles', 'savedAddress', 'billingAddress', 'isActive'];

/** A user with private data filled in, to check what others can see. */
async function userWithPrivateData() {
  const account = await signUp(t.app);
  await t.db
    .update(users)
    .set({ contactNumber: '+12025550123', countryCode: '+1', bio: 'Loves Barolo', customData: { isSubscribe: true, profileOneLine: 'Somm' } })
    .where(eq(users.id, account.user._id));
  return account;
}

describe('GET /api/users/{id}', () => {
  it('answers the full record to its owner', async () => {
    const account = await userWithPrivateData();
    const user = expectSuccess(await getUser(account.user._id, account.auth));
    expect(user).toMatchObject({
      _id: account.user._id,
      id: account.user._id,
      email: account.email,
      contactNumber: '+12025550123',
      countryCode: '+1',
      roles: ['user'],
      savedAddress: [],
      billingAddress: [],
      customData: { isSubscribe: true, profileOneLine: 'Somm' },
    });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it("shows only public fields of another user's record", async () => {
    const other = await userWithPrivateData();
    const viewer = await signUp(t.app);
    const user = expectSuccess(await getUser(other.user._id, viewer.auth));

    expect(user).toMatchObject({ _id: other.user._id, givenName: other.user.givenName, bio: 'Loves Barolo', customData: { profileOneLine: 'Somm' } });
    for (const field of PRIVATE_FIELDS) expect(user).not.toHaveProperty(field);
    expect(user.customData).not.toHaveProperty('isSubscribe');
    expect(JSON.stringify(user)).not.toContain(other.email);
  });

  it.each([
    ['no token', {}],
    ['the public key', bearer(PUBLIC_CLIENT_KEY)],
  ])('shows the public view to an anonymous caller (%s)', async (_case, headers) => {
    const other = await userWithPrivateData();
    const user = expectSuccess(await getUser(other.user._id, headers));
    expect(user._id).toBe(other.user._id);
    for (const field of PRIVATE_FIELDS) expect(user).not.toHaveProperty(field);
    expect(user.customData).not.toHaveProperty('isSubscribe');
  });

  it.each([
    ['a made-up token', async () => 'made-up-token'],
    ['an over-long token', async () => 'x'.repeat(201)],
    ['a signed-out token', async () => {
      const account = await signUp(t.app);
      expectSuccess(await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: account.auth }));
      return account.token;
    }],
  ])('refuses %s as an invalid token (RFC 6750), even on a read a guest could make', async (_case, tokenOf) => {
    const other = await userWithPrivateData();
    const response = await getUser(other.user._id, bearer(await tokenOf()));
    expectFailure(response, 401, ErrorCode.UNAUTHENTICATED, 'Your session has expired');
    expect(response.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
    const list = await t.app.inject({ method: 'GET', url: '/api/catalogue?type=PRODUCT&limit=1', headers: bearer(await tokenOf()) });
    expectFailure(list, 401, ErrorCode.UNAUTHENTICATED);
  });

  it('shows the full record of anyone to an admin', async () => {
    const other = await userWithPrivateData();
    const admin = await signUp(t.app);
    await t.db.update(users).set({ roles: ['admin'] }).where(eq(users.id, admin.user._id));
    expect(expectSuccess(await getUser(other.user._id, admin.auth))).toMatchObject({ email: other.email });
  });

  it('answers 404 for an unknown or deactivated user', async () => {
    expectFailure(await getUser('01930000-0000-7000-8000-00000000abcd'), 404, ErrorCode.NOT_FOUND, 'User not found');
    const { row } = await insertAccount(t.db, { isActive: false });
    expectFailure(await getUser(row.id), 404, ErrorCode.NOT_FOUND, 'User not found');
  });

  it('answers 400 for a malformed id', async () => {
    expectFailure(await getUser('not-a-uuid'), 400, ErrorCode.VALIDATION_FAILED, 'id:');
  });
});

describe('PATCH /api/users/{id}', () => {
  it('changes the own profile fields and answers the updated record', async () => {
    const account = await signUp(t.app);
    const changes = {
      givenName: 'Marie',
      familyName: 'Curie',
      countryCode: '+1',
      contactNumber: '2025550123',
      profilePicture: '/media/uploads/me.webp',
      coverPicture: '/media/uploads/cover.webp',
      bio: '  Wine lover  ',
      address: { fullAddress: '1 Main Street, Napa, CA' },
    };
    const user = expectSuccess(await patchUser(account.user._id, changes, account.auth));
    expect(user).toMatchObject({
      givenName: 'Marie',
      familyName: 'Curie',
      name: 'Marie Curie',
      contactNumber: '+12025550123',
      bio: 'Wine lover',
      address: { fullAddress: '1 Main Street, Napa, CA' },
    });

    const row = await userRow(t.db, account.user._id);
    expect(row).toMatchObject({
      givenName: 'Marie',
      familyName: 'Curie',
      countryCode: '+1',
      contactNumber: '+12025550123',
      profilePicture: '/media/uploads/me.webp',
      coverPicture: '/media/uploads/cover.webp',
      bio: 'Wine lover',
      fullAddress: '1 Main Street, Napa, CA',
      roles: ['user'],
      type: 'user',
    });
  });

  it('keeps a phone that already carries +1', async () => {
    const account = await signUp(t.app);
    expect(expectSuccess(await patchUser(account.user._id, { contactNumber: '+12025550199' }, account.auth))).toMatchObject({
      contactNumber: '+12025550199',
    });
  });

  it('merges customData, keeping the keys it does not mention', async () => {
    const account = await signUp(t.app);
    await t.db
      .update(users)
      .set({ customData: { isSubscribe: true, featuredCollection: { _id: account.user._id, title: 'Mine' } } })
      .where(eq(users.id, account.user._id));

    const user = expectSuccess(await patchUser(account.user._id, { customData: { instagram: 'https://instagram.com/me', work: ['Somm at X'] } }, account.auth));
    const expected = {
      isSubscribe: true,
      featuredCollection: { _id: account.user._id, title: 'Mine' },
      instagram: 'https://instagram.com/me',
      work: ['Somm at X'],
    };
    expect(user.customData).toEqual(expected);
    expect((await userRow(t.db, account.user._id)).customData).toEqual(expected);
  });

  it("refuses to change another user's record with 403, and that user stays unchanged", async () => {
    const victim = await signUp(t.app);
    const attacker = await signUp(t.app);
    const before = await userRow(t.db, victim.user._id);
    expectFailure(
      await patchUser(victim.user._id, { givenName: 'Hacked', email: `taken${Date.now()}@example.com` }, attacker.auth),
      403,
      ErrorCode.FORBIDDEN,
      'your own profile',
    );
    expect(await userRow(t.db, victim.user._id)).toEqual(before);
  });

  it.each([
    ['roles', ['admin']],
    ['tenantId', '01930000-0000-7000-8000-000000000999'],
    ['followersCount', { users: 1000 }],
    ['passwordHash', 'x'],
    ['googleSubject', 'x'],
  ])('refuses an attempt to set %s on oneself and changes nothing', async (field, value) => {
    const account = await signUp(t.app);
    const before = await userRow(t.db, account.user._id);
    const response = await patchUser(account.user._id, { givenName: 'Changed', [field]: value }, account.auth);
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, `"${field}" is not a field this accepts`);
    expect(await userRow(t.db, account.user._id)).toEqual(before);
  });

  it.each([
    ['approve oneself', { activeStatus: 'approved' }, 403, ErrorCode.FORBIDDEN, 'Only an admin'],
    ['deactivate oneself', { isActive: false }, 403, ErrorCode.FORBIDDEN, 'active'],
    ['become a sommelier without an application', { type: 'sommelier' }, 400, ErrorCode.VALIDATION_FAILED, 'Phone number must be of 10 digits'],
    ['become a plain user again', { type: 'user' }, 400, ErrorCode.VALIDATION_FAILED, 'type'],
  ])('refuses an attempt to %s and changes nothing', async (_label, body, status, code, message) => {
    // Verified: an unverified account's application is refused before its fields are looked at (account-email.test.ts).
    const account = await signUpVerified(t.app, t.db);
    const before = await userRow(t.db, account.user._id);
    const response = await patchUser(account.user._id, { givenName: 'Changed', ...body }, account.auth);
    expectFailure(response, status, code, message);
    expect(await userRow(t.db, account.user._id)).toEqual(before);
  });

  it.each([
    ['a 9-digit phone', { contactNumber: '202555012' }, 'contactNumber: Phone number must be of 10 digits'],
    ['an 11-digit phone', { contactNumber: '20255501234' }, 'contactNumber: Phone number must be of 10 digits'],
    ['a phone with letters', { contactNumber: '202555012e' }, 'contactNumber: Phone number must be of 10 digits'],
    ['another country code', { countryCode: '+44' }, 'countryCode:'],
    ['a first name with a space', { givenName: 'Ann Marie' }, 'givenName: First name cannot contain spaces'],
    ['an empty last name', { familyName: '' }, 'familyName: Last name is required'],
    ['a malformed email', { email: 'nope' }, 'email: Please enter a valid email address'],
    ['an unknown address key', { address: { fullAddress: 'x', zip: '10001' } }, 'address'],
    ['a too long bio', { bio: 'x'.repeat(2001) }, 'bio:'],
  ])('refuses %s with a 400 and changes nothing', async (_case, payload, message) => {
    const account = await signUp(t.app);
    const before = await userRow(t.db, account.user._id);
    expectFailure(await patchUser(account.user._id, payload, account.auth), 400, ErrorCode.VALIDATION_FAILED, message);
    expect(await userRow(t.db, account.user._id)).toEqual(before);
  });

  it('accepts the own email unchanged', async () => {
    const account = await signUp(t.app);
    expect(expectSuccess(await patchUser(account.user._id, { email: account.email, bio: 'same' }, account.auth))).toMatchObject({
      email: account.email,
      bio: 'same',
    });
  });

  it('answers 401 to an anonymous caller and changes nothing', async () => {
    const account = await signUp(t.app);
    const before = await userRow(t.db, account.user._id);
    expectFailure(await patchUser(account.user._id, { givenName: 'Anon' }), 401, ErrorCode.UNAUTHENTICATED, 'Please log in');
    expectFailure(await patchUser(account.user._id, { givenName: 'Anon' }, bearer(PUBLIC_CLIENT_KEY)), 401, ErrorCode.UNAUTHENTICATED);
    expect(await userRow(t.db, account.user._id)).toEqual(before);
  });

  it('answers 401 with an expired session and changes nothing', async () => {
    const account = await signUp(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(account.token)));
    const before = await userRow(t.db, account.user._id);
    expectFailure(await patchUser(account.user._id, { givenName: 'Late' }, account.auth), 401, ErrorCode.UNAUTHENTICATED, 'Your session has expired');
    expect(await userRow(t.db, account.user._id)).toEqual(before);
  });

  it('answers 400 for a malformed id', async () => {
    const account = await signUp(t.app);
    expectFailure(await patchUser('not-a-uuid', { givenName: 'X' }, account.auth), 400, ErrorCode.VALIDATION_FAILED, 'id:');
  });
});
