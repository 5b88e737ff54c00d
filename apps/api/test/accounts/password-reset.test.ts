import { verify } from '@node-rs/argon2';
import { ErrorCode } from '@wine/contract/errors';
import { Text } from '@wine/contract/texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, passwordResets, sessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, outboxFor, RESET_MAIL_SUBJECT, resetLinkFor, userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { signIn, signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Asks for a reset link, then waits for the work the answer leaves behind (the lookup and the mail). */
async function forgot(email: unknown) {
  const answer = await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
  await t.app.background.idle();
  return answer;
}
const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload });
const NEW_PASSWORD = 'BrandNew456!';

/** A user who asked for a reset link, with the link's token. */
async function userWithResetLink() {
  const account = await signUp(t.app);
  expectSuccess(await forgot(account.email));
  const link = await resetLinkFor(t.db, account.email);
  return { ...account, link };
}

describe('POST /api/user/forgot-password', () => {
  it('gives the same answer for an existing and an unknown email, and mails only the existing one', async () => {
    const account = await signUp(t.app);
    const mailsBefore = await countRows(t.db, outboxEmails);

    const known = expectSuccess<{ message: string }>(await forgot(account.email));
    const unknown = expectSuccess<{ message: string }>(await forgot('nobody-here@example.com'));

    expect(known.message).toMatch(/If an account exists for this email/);
    expect(unknown).toEqual(known);
    expect(await countRows(t.db, outboxEmails)).toBe(mailsBefore + 1);
    expect(await outboxFor(t.db, 'nobody-here@example.com')).toEqual([]);

    const [mail] = await outboxFor(t.db, account.email, RESET_MAIL_SUBJECT);
    expect(mail).toMatchObject({ to: account.email, status: 'pending', subject: expect.stringContaining('Reset') });
    expect(mail!.text).toMatch(/http:\/\/shop\.test\/reset-password\?t=[\w-]+&e=[^\s&]+/);

    const link = await resetLinkFor(t.db, account.email);
    expect(link.email).toBe(account.email);
    // Only the hash of the token is stored, with a one-hour life.
    const [stored] = await t.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(link.token)));
    expect(stored).toMatchObject({ userId: account.user._id, usedAt: null });
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(JSON.stringify(await t.db.select().from(passwordResets))).not.toContain(link.token);
  });

  it("answers without waiting for the account's reset work, and the mail still lands in the outbox", async () => {
    const account = await signUp(t.app);
    // Holding the account's row makes the reset link's insert wait (its foreign key check needs a
    // share lock on the row): a forgot-password that did the work before answering would hang here.
    await t.db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.id, account.user._id)).for('update');
      const answer = await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: account.email } });
      expect(expectSuccess<{ message: string }>(answer).message).toMatch(/If an account exists for this email/);
      expect(await outboxFor(t.db, account.email, RESET_MAIL_SUBJECT)).toEqual([]);
    });
    await t.app.background.idle();
    expect(await outboxFor(t.db, account.email, RESET_MAIL_SUBJECT)).toMatchObject([{ to: account.email, status: 'pending' }]);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, account.user._id))).toHaveLength(1);
  });

  it('finds the account whatever the case of the email', async () => {
    const account = await signUp(t.app);
    expectSuccess(await forgot(account.email.toUpperCase()));
    expect(await outboxFor(t.db, account.email, RESET_MAIL_SUBJECT)).toHaveLength(1);
  });

  it.each([
    ['no email', undefined],
    ['a malformed email', 'not-an-email'],
  ])('refuses %s and sends nothing', async (_case, email) => {
    const before = { mails: await countRows(t.db, outboxEmails), resets: await countRows(t.db, passwordResets) };
    expectFailure(await forgot(email), 400, ErrorCode.VALIDATION_FAILED, 'email:');
    expect({ mails: await countRows(t.db, outboxEmails), resets: await countRows(t.db, passwordResets) }).toEqual(before);
  });
});

describe('POST /api/user/reset-password', () => {
  it('sets the new password once, and revokes the open sessions', async () => {
    const account = await userWithResetLink();
    const body = { email: account.link.email, token: account.link.token, newPassword: NEW_PASSWORD, newPasswordCopy: NEW_PASSWORD };

    const result = expectSuccess<{ success: boolean; message: string }>(await reset(body));
    expect(result).toEqual({ success: true, message: expect.stringContaining('password has been reset') });

    expectSuccess(await signIn(t.app, account.email, NEW_PASSWORD));
    expectFailure(await signIn(t.app, account.email, account.password), 401, ErrorCode.INVALID_CREDENTIALS);

    // The session from before the reset no longer works.
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${account.user._id}`,
      headers: account.auth,
      payload: { givenName: 'Mallory' },
    });
    expectFailure(patch, 401, ErrorCode.UNAUTHENTICATED);
    expect((await userRow(t.db, account.user._id)).givenName).toBe(account.user.givenName);

    // The link works only once.
    const hashAfterReset = (await userRow(t.db, account.user._id)).passwordHash;
    const again = await reset({ ...body, newPassword: 'Third789!!', newPasswordCopy: 'Third789!!' });
    expectFailure(again, 400, ErrorCode.RESET_TOKEN_INVALID, 'invalid or has expired');
    expect((await userRow(t.db, account.user._id)).passwordHash).toBe(hashAfterReset);
  });

  it('ends the older links of the same user once one of them was used', async () => {
    const account = await userWithResetLink();
    const older = account.link;
    expectSuccess(await forgot(account.email));
    const newer = await resetLinkFor(t.db, account.email);
    expect(newer.token).not.toBe(older.token);

    expectSuccess(await reset({ email: newer.email, token: newer.token, newPassword: NEW_PASSWORD, newPasswordCopy: NEW_PASSWORD }));
    const late = await reset({ email: older.email, token: older.token, newPassword: 'Third789!!', newPasswordCopy: 'Third789!!' });
    expectFailure(late, 400, ErrorCode.RESET_TOKEN_INVALID);
    expectSuccess(await signIn(t.app, account.email, NEW_PASSWORD));
  });

  it('refuses an expired token and leaves the password as it was', async () => {
    const account = await userWithResetLink();
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashToken(account.link.token)));
    const before = await userRow(t.db, account.user._id);

    const response = await reset({ email: account.email, token: account.link.token, newPassword: NEW_PASSWORD, newPasswordCopy: NEW_PASSWORD });
    expectFailure(response, 400, ErrorCode.RESET_TOKEN_INVALID, 'invalid or has expired');
    expect(await userRow(t.db, account.user._id)).toEqual(before);
    expectSuccess(await signIn(t.app, account.email, account.password));
  });

  it("refuses a token presented with another account's email; neither password changes", async () => {
    const owner = await userWithResetLink();
    const victim = await signUp(t.app);
    const victimBefore = await userRow(t.db, victim.user._id);
    const ownerBefore = await userRow(t.db, owner.user._id);

    const response = await reset({ email: victim.email, token: owner.link.token, newPassword: NEW_PASSWORD, newPasswordCopy: NEW_PASSWORD });
    expectFailure(response, 400, ErrorCode.RESET_TOKEN_INVALID);
    expect(await userRow(t.db, victim.user._id)).toEqual(victimBefore);
    expect(await userRow(t.db, owner.user._id)).toEqual(ownerBefore);
    expect(await verify(victimBefore.passwordHash!, victim.password)).toBe(true);
    // The token was not used up by the failed attempt: its owner can still use it.
    expectSuccess(
      await reset({ email: owner.email, token: owner.link.token, newPassword: NEW_PASSWORD, newPasswordCopy: NEW_PASSWORD }),
    );
  });

  it('refuses a made-up token and an unknown email', async () => {
    const account = await userWithResetLink();
    expectFailure(
      await reset({ email: account.email, token: 'made-up-token', newPassword: NEW_PASSWORD, newPasswordCopy: NEW_PASSWORD }),
      400,
      ErrorCode.RESET_TOKEN_INVALID,
    );
    expectFailure(
      await reset({ email: 'nobody@example.com', token: account.link.token, newPassword: NEW_PASSWORD, newPasswordCopy: NEW_PASSWORD }),
      400,
      ErrorCode.RESET_TOKEN_INVALID,
    );
    expectSuccess(await signIn(t.app, account.email, account.password));
  });

  it.each([
    ['mismatched copies', { newPasswordCopy: 'Different456!' }, `newPasswordCopy: ${Text.passwordsDoNotMatch}`],
    ['a short new password', { newPassword: 'Short1!', newPasswordCopy: 'Short1!' }, 'newPassword: Password must be at least 8 characters'],
    ['no token', { token: undefined }, 'token:'],
    ['no email', { email: undefined }, 'email:'],
    ['no copy', { newPasswordCopy: undefined }, 'newPasswordCopy:'],
  ])('refuses %s with a 400 and keeps the token and the password', async (_case, change, message) => {
    const account = await userWithResetLink();
    const before = await userRow(t.db, account.user._id);
    const sessionsBefore = await countRows(t.db, sessions);
    const body = { email: account.email, token: account.link.token, newPassword: NEW_PASSWORD, newPasswordCopy: NEW_PASSWORD, ...change };

    expectFailure(await reset(body), 400, ErrorCode.VALIDATION_FAILED, message);
    expect(await userRow(t.db, account.user._id)).toEqual(before);
    expect(await countRows(t.db, sessions)).toBe(sessionsBefore);
    const [stored] = await t.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, hashToken(account.link.token)));
    expect(stored!.usedAt).toBeNull();
  });
});
