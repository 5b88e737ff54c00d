import { PUBLIC_CLIENT_KEY } from '@wine/contract/api';
import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { bearer, signIn, signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logout = (headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/user/logout', headers });

describe('POST /api/user/logout', () => {
  it('revokes the token: a protected call with it then gets 401', async () => {
    const account = await signUp(t.app);
    expect(expectSuccess(await logout(account.auth))).toEqual({ message: 'Logged out successfully' });

    const [session] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(account.token)));
    expect(session!.revokedAt).toBeInstanceOf(Date);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${account.user._id}`,
      headers: account.auth,
      payload: { bio: 'after logout' },
    });
    expectFailure(patch, 401, ErrorCode.UNAUTHENTICATED, 'Your session has expired');
    expectFailure(await logout(account.auth), 401, ErrorCode.UNAUTHENTICATED);
  });

  it('revokes only that session: another device stays signed in', async () => {
    const account = await signUp(t.app);
    const other = expectSuccess<{ token: string }>(await signIn(t.app, account.email, account.password));
    expectSuccess(await logout(account.auth));

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${account.user._id}`,
      headers: bearer(other.token),
      payload: { bio: 'still here' },
    });
    expect(expectSuccess(patch)).toMatchObject({ bio: 'still here' });
  });

  it.each([
    ['no token', {}],
    ['the public key', bearer(PUBLIC_CLIENT_KEY)],
    ['a made-up token', bearer('made-up-token')],
  ])('answers 401 with %s', async (_case, headers) => {
    expectFailure(await logout(headers), 401, ErrorCode.UNAUTHENTICATED);
  });
});
