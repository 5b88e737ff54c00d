import { Header } from '@wine/contract/api';
import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { bearer, insertAccount, signIn, signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Session {
  token: string;
  user: { _id: string; email: string; type: string };
}

describe('POST /api/user/tokensignin (basic_email)', () => {
  it('signs in with the right password and answers a token that works', async () => {
    const account = await signUp(t.app);
    const result = expectSuccess<Session>(await signIn(t.app, account.email, account.password));

    expect(result.token).not.toBe(account.token);
    expect(result.user).toMatchObject({ _id: account.user._id, email: account.email, type: 'user' });
    expect(result.user).not.toHaveProperty('passwordHash');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(result.token)));
    expect(session).toMatchObject({ userId: account.user._id, revokedAt: null });
    const days = (session!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const me = await t.app.inject({ method: 'GET', url: `/api/users/${account.user._id}`, headers: bearer(result.token) });
    expect(expectSuccess(me)).toMatchObject({ _id: account.user._id, email: account.email });
  });

  it('accepts the email in another case and with surrounding spaces', async () => {
    const account = await signUp(t.app);
    const result = expectSuccess<Session>(await signIn(t.app, `  ${account.email.toUpperCase()} `, account.password));
    expect(result.user._id).toBe(account.user._id);
  });

  it('gives the same 401 for a wrong password and for an unknown email, and opens no session', async () => {
    const account = await signUp(t.app);
    const before = await countRows(t.db, sessions);

    const wrongPassword = expectFailure(await signIn(t.app, account.email, 'Wrong1234!'), 401, ErrorCode.INVALID_CREDENTIALS);
    const unknownEmail = expectFailure(await signIn(t.app, 'nobody@example.com', account.password), 401, ErrorCode.INVALID_CREDENTIALS);

    expect(wrongPassword.errorMessage).toBe('Invalid email or password');
    expect(unknownEmail).toEqual(wrongPassword);
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it('refuses a deactivated account with the same 401', async () => {
    const { row, password } = await insertAccount(t.db, { isActive: false });
    expectFailure(await signIn(t.app, row.email, password), 401, ErrorCode.INVALID_CREDENTIALS, 'Invalid email or password');
  });

  it('refuses a plain user who ticks "Login as sommelier" with a clear 403', async () => {
    const account = await signUp(t.app);
    const before = await countRows(t.db, sessions);
    expectFailure(
      await signIn(t.app, account.email, account.password, { [Header.userType]: 'sommelier' }),
      403,
      ErrorCode.NOT_A_SOMMELIER_ACCOUNT,
      'not a sommelier account',
    );
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it('signs a sommelier in as sommelier, and also without the header', async () => {
    const { row, password } = await insertAccount(t.db, { type: 'sommelier', activeStatus: 'approved' });
    const asSommelier = expectSuccess<Session>(await signIn(t.app, row.email, password, { [Header.userType]: 'sommelier' }));
    expect(asSommelier.user).toMatchObject({ _id: row.id, type: 'sommelier', activeStatus: 'approved' });
    const plain = expectSuccess<Session>(await signIn(t.app, row.email, password, { [Header.userType]: 'user' }));
    expect(plain.user._id).toBe(row.id);
  });

  it('still checks the password of a sommelier', async () => {
    const { row } = await insertAccount(t.db, { type: 'sommelier', activeStatus: 'approved' });
    expectFailure(await signIn(t.app, row.email, 'Wrong1234!', { [Header.userType]: 'sommelier' }), 401, ErrorCode.INVALID_CREDENTIALS);
  });

  it('refuses an unknown usertype header', async () => {
    const account = await signUp(t.app);
    expectFailure(await signIn(t.app, account.email, account.password, { [Header.userType]: 'admin' }), 400, ErrorCode.VALIDATION_FAILED, 'usertype:');
  });

  it.each([
    ['no strategy', { idToken: 'a@example.com', idTokenSecret: 'Secret123!' }, 'strategy:'],
    ['an unknown strategy', { strategy: 'facebook', idToken: 'x' }, 'strategy:'],
    ['no email', { strategy: 'basic_email', idTokenSecret: 'Secret123!' }, 'idToken:'],
    ['an empty email', { strategy: 'basic_email', idToken: ' ', idTokenSecret: 'Secret123!' }, 'idToken: Email is required'],
    ['no password', { strategy: 'basic_email', idToken: 'a@example.com' }, 'idTokenSecret:'],
    ['an empty password', { strategy: 'basic_email', idToken: 'a@example.com', idTokenSecret: '' }, 'idTokenSecret: Password is required'],
  ])('refuses a body with %s', async (_case, payload, message) => {
    const before = await countRows(t.db, sessions);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/tokensignin', payload });
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, message);
    expect(await countRows(t.db, sessions)).toBe(before);
  });
});

describe('POST /api/user/tokensignin (google) without GOOGLE_CLIENT_ID', () => {
  it('answers a clear 400', async () => {
    const before = await countRows(t.db, sessions);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokensignin',
      payload: { strategy: 'google', idToken: 'eyJhbGciOiJSUzI1NiJ9.e30.sig' },
    });
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'Google sign-in is not available');
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it('refuses a google sign-in without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/tokensignin', payload: { strategy: 'google', idToken: '' } });
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'idToken:');
  });
});
