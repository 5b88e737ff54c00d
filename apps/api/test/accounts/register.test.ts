import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { TRACKING_KEY_MAX_LENGTH, TRACKING_PARAMS_MAX, TRACKING_VALUE_MAX_LENGTH } from '@wine/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, userByEmail, userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { bearer, uniqueEmail } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validBody = () => ({
  email: uniqueEmail('reg'),
  password: 'Secret123!',
  givenName: 'Ann',
  familyName: 'Lee',
  tenantId: SHOP_TENANT_ID,
  type: 'user',
});

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/user/register', payload: payload as object });

/** Sends a bad body and checks that the call is refused and no account or session appeared. */
async function expectRefused(payload: unknown, statusCode: number, errorCode: number, message: string | RegExp) {
  const before = { users: await countRows(t.db, users), sessions: await countRows(t.db, sessions) };
  expectFailure(await register(payload), statusCode, errorCode, message);
  expect({ users: await countRows(t.db, users), sessions: await countRows(t.db, sessions) }).toEqual(before);
}

describe('POST /api/user/register', () => {
  it('accepts the spec\'s sign-up body: profilePicture "" or null and trackingParams {} or null mean none (issue 29)', async () => {
    for (const extra of [
      { profilePicture: '', trackingParams: {} },
      { profilePicture: null, trackingParams: null },
      { profilePicture: '/media/uploads/me.webp', trackingParams: { utm_source: 'newsletter' } },
    ]) {
      const result = expectSuccess<{ user: { _id: string; profilePicture: string | null } }>(await register({ ...validBody(), ...extra }));
      const row = await userRow(t.db, result.user._id);
      expect(row.profilePicture).toBe(extra.profilePicture || null);
      expect(row.trackingParams).toEqual(extra.trackingParams && Object.keys(extra.trackingParams).length > 0 ? extra.trackingParams : null);
    }
    await expectRefused({ ...validBody(), profilePicture: 'javascript:alert(1)' }, 400, ErrorCode.VALIDATION_FAILED, /profilePicture/);
    // Any other site's picture would be loaded by every page showing the person (issue 45): uploads and Google's only.
    for (const picture of ['https://tracker.example/pixel.gif', 'https://lh3.googleusercontent.com.evil.example/a.png', 'https://evil.example/lh3.googleusercontent.com/a.png']) {
      await expectRefused({ ...validBody(), profilePicture: picture }, 400, ErrorCode.VALIDATION_FAILED, /profilePicture: must be a picture uploaded to the shop/);
    }
    const google = expectSuccess<{ user: { profilePicture: string | null } }>(await register({ ...validBody(), profilePicture: 'https://lh3.googleusercontent.com/a/ACg8oc=s96-c' }));
    expect(google.user.profilePicture).toBe('https://lh3.googleusercontent.com/a/ACg8oc=s96-c');
  });

  it('creates the account and answers a working token with the user', async () => {
    const body = { ...validBody(), email: `Mixed.Case${Date.now()}@Example.COM` };
    const result = expectSuccess<{ token: string; user: Record<string, unknown> }>(await register(body));

    expect(result.token).toMatch(/^[\w-]{40,}$/);
    expect(result.user).toMatchObject({
      email: body.email.toLowerCase(),
      givenName: 'Ann',
      familyName: 'Lee',
      name: 'Ann Lee',
      type: 'user',
      roles: ['user'],
      isActive: true,
      activeStatus: null,
      tenantId: SHOP_TENANT_ID,
    });
    expect(result.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(result)).not.toContain('argon2');

    const row = await userRow(t.db, result.user._id as string);
    expect(row.email).toBe(body.email.toLowerCase());
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(body.password);

    const me = await t.app.inject({ method: 'GET', url: `/api/users/${row.id}`, headers: bearer(result.token) });
    expect(expectSuccess(me)).toMatchObject({ _id: row.id, email: row.email });
  });

  it('keeps the optional profile picture and tracking parameters', async () => {
    const body = { ...validBody(), profilePicture: '/media/uploads/x.webp', trackingParams: { utm_source: 'mail' } };
    const result = expectSuccess<{ user: { _id: string; profilePicture: string } }>(await register(body));
    expect(result.user.profilePicture).toBe('/media/uploads/x.webp');
    expect((await userRow(t.db, result.user._id)).trackingParams).toEqual({ utm_source: 'mail' });
  });

  it.each(['email', 'password', 'givenName', 'familyName'])('refuses a body without %s, naming the field', async (field) => {
    const body: Record<string, unknown> = validBody();
    delete body[field];
    await expectRefused(body, 400, ErrorCode.VALIDATION_FAILED, `${field}:`);
  });

  it('refuses a request without a body', async () => {
    await expectRefused(undefined, 400, ErrorCode.VALIDATION_FAILED, 'body: must be an object');
  });

  it.each([
    ['an email that is not email-shaped', { email: 'not-an-email' }, 'email: Please enter a valid email address'],
    ['an email with a space inside', { email: 'ann lee@example.com' }, 'email: Please enter a valid email address'],
    ['a number as email', { email: 42 }, 'email:'],
    ['a first name with a space', { givenName: 'Ann Marie' }, 'givenName: First name cannot contain spaces'],
    ['a last name with a space', { familyName: 'de Lee' }, 'familyName: Last name cannot contain spaces'],
    ['a blank first name', { givenName: '   ' }, 'givenName: First name is required'],
    ['a too long last name', { familyName: 'x'.repeat(61) }, 'familyName: Last name must be at most 60 characters'],
    ['a short password', { password: 'Short1!' }, 'password: Password must be at least 8 characters'],
    ['a too long password', { password: 'x'.repeat(129) }, 'password: Password must be at most 128 characters'],
    ['a malformed tenant id', { tenantId: 'shop' }, 'tenantId:'],
    ['type sommelier', { type: 'sommelier' }, 'type:'],
  ])('refuses %s', async (_case, change, message) => {
    await expectRefused({ ...validBody(), ...change }, 400, ErrorCode.VALIDATION_FAILED, message);
  });

  it('refuses an unknown tenant', async () => {
    await expectRefused(
      { ...validBody(), tenantId: '01930000-0000-7000-8000-000000000999' },
      400,
      ErrorCode.VALIDATION_FAILED,
      'Unknown tenant',
    );
  });

  it('refuses an unknown tenant header', async () => {
    const before = await countRows(t.db, users);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { tenantid: '01930000-0000-7000-8000-000000000999' },
      payload: validBody(),
    });
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'Unknown tenant');
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('refuses a body over the 1 MB JSON limit with 413', async () => {
    const before = await countRows(t.db, users);
    const body = { ...validBody(), trackingParams: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, 'x'.repeat(400)])) };
    const response = await register(body);
    expectFailure(response, 413, ErrorCode.PAYLOAD_TOO_LARGE, 'too large');
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('bounds trackingParams: the number of keys, each key and each value, and stores nothing past them', async () => {
    const before = await countRows(t.db, users);
    const params = (count: number, key = (i: number) => `utm_k${i}`, value = 'x') => Object.fromEntries(Array.from({ length: count }, (_, i) => [key(i), value]));
    const refused: [Record<string, string>, string][] = [
      [params(TRACKING_PARAMS_MAX + 1), `trackingParams: at most ${TRACKING_PARAMS_MAX} parameters`],
      [params(1, () => 'k'.repeat(TRACKING_KEY_MAX_LENGTH + 1)), `trackingParams: a key is 1 to ${TRACKING_KEY_MAX_LENGTH} characters`],
      [params(1, undefined, 'v'.repeat(TRACKING_VALUE_MAX_LENGTH + 1)), `trackingParams: a value is at most ${TRACKING_VALUE_MAX_LENGTH} characters`],
    ];
    for (const [trackingParams, message] of refused) {
      expectFailure(await register({ ...validBody(), trackingParams }), 400, ErrorCode.VALIDATION_FAILED, message);
    }
    expect(await countRows(t.db, users)).toBe(before);

    const longest = params(TRACKING_PARAMS_MAX, (i) => `utm_${String(i).padStart(TRACKING_KEY_MAX_LENGTH - 4, '0')}`, 'v'.repeat(TRACKING_VALUE_MAX_LENGTH));
    const result = expectSuccess<{ user: { _id: string } }>(await register({ ...validBody(), trackingParams: longest }));
    expect((await userRow(t.db, result.user._id)).trackingParams).toEqual(longest);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'not valid JSON');
  });

  it.each([
    ['roles', { roles: ['admin'] }],
    ['activeStatus', { activeStatus: 'approved' }],
    ['isActive', { isActive: false }],
    ['followersCount', { followersCount: 1000 }],
  ])('refuses a body that tries to set %s', async (field, change) => {
    const body = { ...validBody(), ...change };
    await expectRefused(body, 400, ErrorCode.VALIDATION_FAILED, `"${field}" is not a field this accepts`);
    expect(await userByEmail(t.db, body.email)).toBeUndefined();
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const body = validBody();
    expectSuccess(await register(body));
    const original = await userByEmail(t.db, body.email);

    await expectRefused({ ...body, password: 'Another123!' }, 409, ErrorCode.EMAIL_TAKEN, 'already exists');
    await expectRefused(
      { ...body, email: body.email.toUpperCase(), givenName: 'Other' },
      409,
      ErrorCode.EMAIL_TAKEN,
      'already exists',
    );
    expect(await userByEmail(t.db, body.email)).toEqual(original);
  });
});
