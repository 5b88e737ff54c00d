import { Header } from '@wine/contract/api';
import { ErrorCode } from '@wine/contract/errors';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, emailLinkFor, outboxFor, resetLinkFor, userByEmail, userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { startFakeGoogle, type FakeGoogle } from '../helpers/google';
import { bearer, followEmailLink, insertAccount, signIn, signUp, uniqueEmail } from '../helpers/users';

const CLIENT_ID = 'sommlike-test.apps.googleusercontent.com';

let t: TestApp;
let google: FakeGoogle;
beforeAll(async () => {
  google = await startFakeGoogle(CLIENT_ID);
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

interface Session {
  token: string;
  user: { _id: string; email: string; givenName: string; familyName: string; type: string };
}

let subjects = 0;
const newSubject = () => `1000000000${Date.now()}${(subjects += 1)}`;

const googleSignIn = (idToken: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/tokensignin', headers, payload: { strategy: 'google', idToken } });

/** Asks for a new email with the owner's proof, then follows the link mailed to it. */
async function changeEmail(userId: string, token: string, payload: { email: string; currentPassword?: string; googleIdToken?: string }) {
  expectSuccess(await t.app.inject({ method: 'PATCH', url: `/api/users/${userId}`, headers: bearer(token), payload }));
  expectSuccess(await followEmailLink(t.app, (await emailLinkFor(t.db, payload.email, 'Confirm your new Sommlike email')).token));
}

describe('POST /api/user/tokensignin (google)', () => {
  it('creates the account on a first sign-in and answers a working token', async () => {
    const email = uniqueEmail('google');
    const sub = newSubject();
    const idToken = await google.signIdToken({ email, sub, given_name: 'Mary Ann', family_name: 'Smith', picture: 'https://lh3.example/p.jpg' });

    const result = expectSuccess<Session>(await googleSignIn(idToken));
    expect(result.user).toMatchObject({ email, givenName: 'MaryAnn', familyName: 'Smith', type: 'user' });

    const row = await userRow(t.db, result.user._id);
    expect(row).toMatchObject({ email, googleSubject: sub, passwordHash: null, profilePicture: 'https://lh3.example/p.jpg' });

    const me = await t.app.inject({ method: 'GET', url: `/api/users/${row.id}`, headers: bearer(result.token) });
    expect(expectSuccess(me)).toMatchObject({ email });
  });

  it("falls back to the email's local part for blank names, as registration refuses blanks", async () => {
    const email = uniqueEmail('blank.names');
    const idToken = await google.signIdToken({ email, sub: newSubject(), given_name: '  ', family_name: '', name: ' ' });
    const result = expectSuccess<Session>(await googleSignIn(idToken));
    const localPart = email.split('@')[0]!;
    expect(result.user).toMatchObject({ givenName: localPart, familyName: localPart, emailVerified: true });
    expect(await userRow(t.db, result.user._id)).toMatchObject({ givenName: localPart, familyName: localPart });
  });

  it('asks an account without a password for a fresh Google sign-in of its own identity to change its email', async () => {
    const email = uniqueEmail('google');
    const sub = newSubject();
    const session = expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email, sub })));
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/users/${session.user._id}`, headers: bearer(session.token), payload });
    const wanted = uniqueEmail('moved');

    expectFailure(await patch({ email: wanted }), 403, ErrorCode.PROOF_OF_OWNER_FAILED, 'sign in with Google again');
    const someoneElse = await google.signIdToken({ email: uniqueEmail('other'), sub: newSubject() });
    expectFailure(await patch({ email: wanted, googleIdToken: someoneElse }), 403, ErrorCode.PROOF_OF_OWNER_FAILED);
    expect(await outboxFor(t.db, wanted)).toEqual([]);

    const proof = await google.signIdToken({ email, sub });
    expect(expectSuccess(await patch({ email: wanted, googleIdToken: proof }))).toMatchObject({ email, pendingEmail: wanted });
    expect(await outboxFor(t.db, wanted)).toHaveLength(1);
  });

  it('finds the same account on the second sign-in', async () => {
    const email = uniqueEmail('google');
    const sub = newSubject();
    const first = expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email, sub })));
    const usersBefore = await countRows(t.db, users);

    const second = expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email, sub })));
    expect(second.user._id).toBe(first.user._id);
    expect(second.token).not.toBe(first.token);
    expect(await countRows(t.db, users)).toBe(usersBefore);
  });

  it('links an existing email account instead of creating a second one', async () => {
    const account = await signUp(t.app);
    const sub = newSubject();
    const usersBefore = await countRows(t.db, users);

    const result = expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email: account.email.toUpperCase(), sub })));
    expect(result.user._id).toBe(account.user._id);
    expect(await countRows(t.db, users)).toBe(usersBefore);
    const row = await userRow(t.db, account.user._id);
    expect(row.googleSubject).toBe(sub);
    expect(row.givenName).toBe(account.user.givenName);
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${row.id}`, headers: bearer(result.token) });
    expect(expectSuccess(me)).toMatchObject({ email: account.email });
  });

  it('honours "Login as sommelier": refuses a plain Google account, admits a sommelier', async () => {
    const email = uniqueEmail('google');
    const plain = await google.signIdToken({ email, sub: newSubject() });
    expectFailure(await googleSignIn(plain, { [Header.userType]: 'sommelier' }), 403, ErrorCode.NOT_A_SOMMELIER_ACCOUNT);

    const { row } = await insertAccount(t.db, { type: 'sommelier', activeStatus: 'approved' });
    const somm = await google.signIdToken({ email: row.email, sub: newSubject() });
    expect(expectSuccess<Session>(await googleSignIn(somm, { [Header.userType]: 'sommelier' })).user).toMatchObject({
      _id: row.id,
      type: 'sommelier',
    });
  });

  it('refuses a deactivated account', async () => {
    const { row } = await insertAccount(t.db, { isActive: false });
    const before = await countRows(t.db, sessions);
    expectFailure(await googleSignIn(await google.signIdToken({ email: row.email, sub: newSubject() })), 401, ErrorCode.INVALID_CREDENTIALS);
    expect(await countRows(t.db, sessions)).toBe(before);
  });

  it('leaves a deactivated account as it was', async () => {
    const { row, password } = await insertAccount(t.db, { isActive: false });
    expectFailure(await googleSignIn(await google.signIdToken({ email: row.email, sub: newSubject() })), 401, ErrorCode.INVALID_CREDENTIALS);
    const after = await userRow(t.db, row.id);
    expect(after).toEqual(row);
    expect(await verify(after.passwordHash!, password)).toBe(true);
  });

  const badTokens: [string, (email: string) => Promise<string>][] = [
    ['for another audience', (email) => google.signIdToken({ email, aud: 'someone-else.apps.googleusercontent.com' })],
    ['expired', (email) => google.signIdToken({ email }, { expiresIn: Math.floor(Date.now() / 1000) - 600 })],
    ['from another issuer', (email) => google.signIdToken({ email, iss: 'https://evil.example.com' })],
    ['signed by another key', async (email) => google.signIdToken({ email }, { key: (await generateKeyPair('RS256')).privateKey })],
    ['with an unknown key id', (email) => google.signIdToken({ email }, { kid: 'unknown-key' })],
    ['with an unverified email', (email) => google.signIdToken({ email, email_verified: false })],
    ['without an email', () => google.signIdToken({ email: undefined })],
    ['that is not a JWT at all', async () => 'not-a-jwt'],
  ];

  it.each(badTokens)('refuses a token %s with 401 and creates no user', async (_case, makeToken) => {
    const email = uniqueEmail('rejected');
    const idToken = await makeToken(email);
    const before = { users: await countRows(t.db, users), sessions: await countRows(t.db, sessions) };

    expectFailure(await googleSignIn(idToken), 401, ErrorCode.GOOGLE_TOKEN_INVALID, 'Google sign-in failed');
    expect({ users: await countRows(t.db, users), sessions: await countRows(t.db, sessions) }).toEqual(before);
    expect(await userByEmail(t.db, email)).toBeUndefined();
  });

  it('tells the app the Google client id to use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app/config' });
    expect(expectSuccess(response)).toEqual({ googleClientId: CLIENT_ID });
  });
});

/** A call only a live session may make: answers 401 once the session is revoked. */
const patchOwnName = (id: string, token: string, givenName: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(token), payload: { givenName } });

/** Asks for a reset link for the email and uses it to set `password`: the email is then proven. */
async function resetPasswordByMail(email: string, password: string) {
  expectSuccess(await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } }));
  await t.app.background.idle();
  const link = await resetLinkFor(t.db, email);
  const payload = { email: link.email, token: link.token, newPassword: password, newPasswordCopy: password };
  expectSuccess(await t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload }));
}

describe('Google sign-in on an account that already holds the email (docs/decisions/0018)', () => {
  it('takes over an account signed up with the email by someone else: their password and sessions stop working', async () => {
    // The attacker signs up first with the victim's email, which nobody checks at sign-up.
    const victimEmail = uniqueEmail('victim');
    const attacker = await signUp(t.app, { email: victimEmail });

    const sub = newSubject();
    const victim = expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email: victimEmail, sub })));
    expect(victim.user._id).toBe(attacker.user._id);
    expect(await userRow(t.db, attacker.user._id)).toMatchObject({ googleSubject: sub, passwordHash: null });

    expectFailure(await signIn(t.app, victimEmail, attacker.password), 401, ErrorCode.INVALID_CREDENTIALS);
    expectFailure(await patchOwnName(attacker.user._id, attacker.token, 'Mallory'), 401, ErrorCode.UNAUTHENTICATED);
    expect(expectSuccess(await patchOwnName(victim.user._id, victim.token, 'Victoria'))).toMatchObject({ givenName: 'Victoria' });

    // The owner may choose a password again through the mail, and still use Google.
    await resetPasswordByMail(victimEmail, 'Owner-Chosen-1');
    expectSuccess(await signIn(t.app, victimEmail, 'Owner-Chosen-1'));
    expect(expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email: victimEmail, sub }))).user._id).toBe(victim.user._id);
  });

  it('keeps the password and the sessions of an account whose email a completed reset proved', async () => {
    const account = await signUp(t.app);
    await resetPasswordByMail(account.email, 'Proven-Password-2');
    const session = expectSuccess<Session>(await signIn(t.app, account.email, 'Proven-Password-2'));

    const sub = newSubject();
    expect(expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email: account.email, sub }))).user._id).toBe(account.user._id);
    expect((await userRow(t.db, account.user._id)).googleSubject).toBe(sub);
    expectSuccess(await signIn(t.app, account.email, 'Proven-Password-2'));
    expectSuccess(await patchOwnName(account.user._id, session.token, 'Stillin'));
  });

  it('does not count a reset done for the email an account had before it changed to the Google one', async () => {
    const attacker = await signUp(t.app);
    await resetPasswordByMail(attacker.email, 'Attacker-Proven-3');
    const session = expectSuccess<Session>(await signIn(t.app, attacker.email, 'Attacker-Proven-3'));
    const victimEmail = uniqueEmail('victim');
    // The change goes through (its link followed), as it would for an address the account's holder read at the time.
    await changeEmail(attacker.user._id, session.token, { email: victimEmail, currentPassword: 'Attacker-Proven-3' });
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, attacker.user._id))).toEqual([]);

    expectSuccess(await googleSignIn(await google.signIdToken({ email: victimEmail, sub: newSubject() })));
    expect((await userRow(t.db, attacker.user._id)).passwordHash).toBeNull();
    expectFailure(await signIn(t.app, victimEmail, 'Attacker-Proven-3'), 401, ErrorCode.INVALID_CREDENTIALS);
    expectFailure(await patchOwnName(attacker.user._id, session.token, 'Mallory'), 401, ErrorCode.UNAUTHENTICATED);
  });

  it("replaces another Google identity on an account whose email was changed to this one's", async () => {
    const attackerSub = newSubject();
    const attackerEmail = uniqueEmail('attacker');
    const attacker = expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email: attackerEmail, sub: attackerSub })));
    const victimEmail = uniqueEmail('victim');
    await changeEmail(attacker.user._id, attacker.token, { email: victimEmail, googleIdToken: await google.signIdToken({ email: attackerEmail, sub: attackerSub }) });

    const victimSub = newSubject();
    const victim = expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email: victimEmail, sub: victimSub })));
    expect(victim.user._id).toBe(attacker.user._id);
    expect((await userRow(t.db, victim.user._id)).googleSubject).toBe(victimSub);
    expectFailure(await patchOwnName(attacker.user._id, attacker.token, 'Mallory'), 401, ErrorCode.UNAUTHENTICATED);

    // The attacker's Google identity now opens a new, empty account of its own email.
    const again = expectSuccess<Session>(await googleSignIn(await google.signIdToken({ email: attackerEmail, sub: attackerSub })));
    expect(again.user._id).not.toBe(victim.user._id);
    expect(again.user.email).toBe(attackerEmail);
  });
});
