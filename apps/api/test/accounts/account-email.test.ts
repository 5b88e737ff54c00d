import { EMAIL_CHANGES_PER_DAY } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import type { OwnUser } from '@wine/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { emailTokens, outboxEmails, passwordResetRequests } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { passwordHashes } from '../../src/lib/metrics';
import { handleLeftPasswordResetRequests } from '../../src/modules/auth/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, emailLinkFor, outboxFor, RESET_MAIL_SUBJECT, userRow, VERIFY_MAIL_SUBJECT } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { followEmailLink, signIn, signUp, signUpVerified, uniqueEmail } from '../helpers/users';

/**
 * The account's email (issue 18): verified by a mailed link, changed only with the owner's proof
 * and a link followed at the new address, undone from the old one; and the answers that could tell
 * which emails have accounts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHANGE_SUBJECT = 'Confirm your new Sommlike email';
const NOTICE_SUBJECT = 'Your Sommlike email is being changed';

const patchUser = (id: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers, payload });
const getUser = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers });
const follow = async (to: string, subject: string) => followEmailLink(t.app, (await emailLinkFor(t.db, to, subject)).token);

describe('email verification', () => {
  it('mails a link on sign-up; following it once verifies the account', async () => {
    const account = await signUp(t.app);
    expect(account.user).toMatchObject({ emailVerified: false, pendingEmail: null, hasPassword: true });
    const [mail] = await outboxFor(t.db, account.email, VERIFY_MAIL_SUBJECT);
    expect(mail!.text).toMatch(/http:\/\/shop\.test\/email-link\?t=[\w-]+/);

    const { token } = await emailLinkFor(t.db, account.email, VERIFY_MAIL_SUBJECT);
    expect(expectSuccess(await followEmailLink(t.app, token))).toEqual({ purpose: 'verify', message: 'Thank you, your email is verified.' });
    expect(expectSuccess<OwnUser>(await getUser(account.user._id, account.auth)).emailVerified).toBe(true);
    expectFailure(await followEmailLink(t.app, token), 400, ErrorCode.EMAIL_LINK_INVALID, 'invalid or has expired');
  });

  it('resends a fresh link on request; the older one dies', async () => {
    const account = await signUp(t.app);
    const first = await emailLinkFor(t.db, account.email, VERIFY_MAIL_SUBJECT);
    const resend = await t.app.inject({ method: 'POST', url: '/api/user/verify-email/resend', headers: account.auth });
    expect(expectSuccess(resend)).toEqual({ message: `We sent a new verification link to ${account.email}.` });
    expect(await outboxFor(t.db, account.email, VERIFY_MAIL_SUBJECT)).toHaveLength(2);

    expectFailure(await followEmailLink(t.app, first.token), 400, ErrorCode.EMAIL_LINK_INVALID);
    expect((await userRow(t.db, account.user._id)).emailVerifiedAt).toBeNull();
    expectSuccess(await follow(account.email, VERIFY_MAIL_SUBJECT));
    expect((await userRow(t.db, account.user._id)).emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses made-up links and anonymous resends, changing nothing', async () => {
    const before = await countRows(t.db, emailTokens);
    expectFailure(await followEmailLink(t.app, 'made-up-token'), 400, ErrorCode.EMAIL_LINK_INVALID);
    expectFailure(await t.app.inject({ method: 'POST', url: '/api/user/email-link', payload: { token: '' } }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await t.app.inject({ method: 'POST', url: '/api/user/verify-email/resend' }), 401, ErrorCode.UNAUTHENTICATED);
    expect(await countRows(t.db, emailTokens)).toBe(before);
  });
});

describe('changing the email (PATCH /users/{id})', () => {
  it('needs the current password: a stolen session alone changes nothing and mails nobody', async () => {
    const account = await signUpVerified(t.app, t.db);
    const wanted = uniqueEmail('attacker');
    const before = await userRow(t.db, account.user._id);
    const mailsBefore = await countRows(t.db, outboxEmails);

    expectFailure(await patchUser(account.user._id, { email: wanted }, account.auth), 403, ErrorCode.PROOF_OF_OWNER_FAILED, 'current password');
    expectFailure(await patchUser(account.user._id, { email: wanted, currentPassword: 'Wrong123!' }, account.auth), 403, ErrorCode.PROOF_OF_OWNER_FAILED, 'not correct');
    expect(await userRow(t.db, account.user._id)).toEqual(before);
    expect(await countRows(t.db, outboxEmails)).toBe(mailsBefore);
  });

  it('takes effect only when the link mailed to the new address is followed; the old address is told', async () => {
    const account = await signUpVerified(t.app, t.db);
    const wanted = uniqueEmail('moved');
    const answered = expectSuccess<OwnUser>(await patchUser(account.user._id, { email: wanted, currentPassword: account.password }, account.auth));
    expect(answered).toMatchObject({ email: account.email, pendingEmail: wanted, emailVerified: true });
    expect((await userRow(t.db, account.user._id)).email).toBe(account.email);

    // Until then, a reset asked for the account still goes to the old address.
    expectSuccess(await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: wanted } }));
    await t.app.background.idle();
    expect(await outboxFor(t.db, wanted, RESET_MAIL_SUBJECT)).toEqual([]);

    const [notice] = await outboxFor(t.db, account.email, NOTICE_SUBJECT);
    expect(notice!.text).toContain(wanted);
    expect(notice!.text).toMatch(/email-link\?t=/);

    expect(expectSuccess(await follow(wanted, CHANGE_SUBJECT))).toEqual({ purpose: 'change', message: `Your email is now ${wanted}.` });
    expect(await userRow(t.db, account.user._id)).toMatchObject({ email: wanted, emailVerifiedAt: expect.any(Date) });
    expect(expectSuccess<OwnUser>(await getUser(account.user._id, account.auth))).toMatchObject({ email: wanted, pendingEmail: null });
    expectSuccess(await signIn(t.app, wanted, account.password));
  });

  it('mails the new address no text the asker chose, says ignoring it changes nothing, and sends at most a day\'s number of them', async () => {
    const account = await signUpVerified(t.app, t.db, { givenName: 'WinAPrizeAtEvilExample' });
    const wanted = Array.from({ length: EMAIL_CHANGES_PER_DAY + 1 }, () => uniqueEmail('stranger'));
    for (const email of wanted.slice(0, -1)) expectSuccess(await patchUser(account.user._id, { email, currentPassword: account.password }, account.auth));
    const [mail] = await outboxFor(t.db, wanted[0]!, CHANGE_SUBJECT);
    for (const text of [mail!.text, mail!.html!]) {
      expect(text).not.toContain('WinAPrizeAtEvilExample');
      expect(text).toContain('Someone asked to attach this email address');
      expect(text).toContain('ignore this mail: nothing changes');
    }

    const before = await userRow(t.db, account.user._id);
    expectFailure(
      await patchUser(account.user._id, { email: wanted.at(-1), currentPassword: account.password, givenName: 'Changed' }, account.auth),
      429,
      ErrorCode.TOO_MANY_REQUESTS,
      `You have asked for ${EMAIL_CHANGES_PER_DAY} email changes in the last 24 hours`,
    );
    expect(await outboxFor(t.db, wanted.at(-1)!)).toEqual([]);
    expect(await userRow(t.db, account.user._id)).toMatchObject({ givenName: before.givenName, email: account.email });
  });

  it('lets the old address undo the change: the email comes back, every session ends, and a reset link goes there', async () => {
    const account = await signUpVerified(t.app, t.db);
    const wanted = uniqueEmail('thief');
    expectSuccess(await patchUser(account.user._id, { email: wanted, currentPassword: account.password }, account.auth));
    expectSuccess(await follow(wanted, CHANGE_SUBJECT));

    const undone = expectSuccess<{ purpose: string; message: string }>(await follow(account.email, NOTICE_SUBJECT));
    expect(undone).toMatchObject({ purpose: 'undo', message: expect.stringContaining(`email is ${account.email}`) });
    expect((await userRow(t.db, account.user._id)).email).toBe(account.email);
    expectFailure(await patchUser(account.user._id, { givenName: 'Mallory' }, account.auth), 401, ErrorCode.UNAUTHENTICATED);
    expect(await outboxFor(t.db, account.email, RESET_MAIL_SUBJECT)).toHaveLength(1);
  });

  it('kills a change not confirmed yet when it is undone', async () => {
    const account = await signUpVerified(t.app, t.db);
    const wanted = uniqueEmail('thief');
    expectSuccess(await patchUser(account.user._id, { email: wanted, currentPassword: account.password }, account.auth));
    expectSuccess(await follow(account.email, NOTICE_SUBJECT));
    expectFailure(await follow(wanted, CHANGE_SUBJECT), 400, ErrorCode.EMAIL_LINK_INVALID);
    expect((await userRow(t.db, account.user._id)).email).toBe(account.email);
  });

  it('answers the same whether or not another account holds the email; only its link tells, to that address', async () => {
    const holder = await signUp(t.app);
    const account = await signUpVerified(t.app, t.db);
    const proof = { currentPassword: account.password };
    const free = await patchUser(account.user._id, { email: uniqueEmail('free'), ...proof }, account.auth);
    const taken = await patchUser(account.user._id, { email: holder.email.toUpperCase(), ...proof }, account.auth);
    expect(taken.statusCode).toBe(free.statusCode);
    expect(expectSuccess<OwnUser>(taken)).toMatchObject({ email: account.email, pendingEmail: holder.email });

    expectFailure(await follow(holder.email, CHANGE_SUBJECT), 409, ErrorCode.EMAIL_TAKEN, 'already exists');
    expect((await userRow(t.db, account.user._id)).email).toBe(account.email);
    expect((await userRow(t.db, holder.user._id)).email).toBe(holder.email);
  });

  it('gives the email to one of two accounts confirming it at once, and a 409 to the other', async () => {
    const wanted = uniqueEmail('wanted');
    const first = await signUpVerified(t.app, t.db);
    const second = await signUpVerified(t.app, t.db);
    expectSuccess(await patchUser(first.user._id, { email: wanted, currentPassword: first.password }, first.auth));
    const firstLink = await emailLinkFor(t.db, wanted, CHANGE_SUBJECT);
    expectSuccess(await patchUser(second.user._id, { email: wanted, currentPassword: second.password }, second.auth));
    const secondLink = await emailLinkFor(t.db, wanted, CHANGE_SUBJECT);
    const answers = await Promise.all([followEmailLink(t.app, firstLink.token), followEmailLink(t.app, secondLink.token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('reset-password work', () => {
  const hashesSoFar = async () => (await passwordHashes.get()).values.find((value) => value.labels.operation === 'hash')?.value ?? 0;
  /** The answer to one reset call, and how many passwords it hashed. */
  async function resetCounted(email: string) {
    const before = await hashesSoFar();
    const answer = await t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { email, token: 'not-a-token', newPassword: 'Another123!', newPasswordCopy: 'Another123!' } });
    return { status: answer.statusCode, body: answer.json<unknown>(), hashes: (await hashesSoFar()) - before };
  }

  it('does the same work for an unknown email as for a registered one (the new password is hashed either way)', async () => {
    const account = await signUp(t.app);
    const known = await resetCounted(account.email);
    const unknown = await resetCounted(uniqueEmail('nobody'));
    // Hashing is most of the work: counted rather than timed, so a busy machine cannot blur it.
    expect(known.hashes).toBe(1);
    expect(unknown).toEqual(known);
  });
});

describe('forgot-password after a crash', () => {
  it('mails a request the stopped process had answered but not handled', async () => {
    const account = await signUp(t.app);
    // What a process killed right after answering leaves behind: the stored request, no link, no mail.
    await t.db.insert(passwordResetRequests).values({ id: newId(), email: account.email });
    expect(await outboxFor(t.db, account.email, RESET_MAIL_SUBJECT)).toEqual([]);

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, PUBLIC_ORIGIN: 'http://shop.test' });
    const handled = await handleLeftPasswordResetRequests({ config, db: t.db, mailer: t.app.mailer, log: t.app.log });
    expect(handled).toBeGreaterThanOrEqual(1);
    expect(await outboxFor(t.db, account.email, RESET_MAIL_SUBJECT)).toHaveLength(1);
    expect(await t.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.email, account.email))).toEqual([]);
  });
});
