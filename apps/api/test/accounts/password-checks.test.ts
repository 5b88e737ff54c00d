import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_FAILURES_MAIL_AT, SESSION_PASSWORD_FAILURES_MAX } from '../../src/modules/auth/password-checks';
import { createTestApp, type TestApp } from '../helpers/app';
import { outboxFor, userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { visibleText } from '../helpers/mail';
import { countCases } from '../helpers/reliability';
import { openSession, signUp, uniqueEmail } from '../helpers/users';

/**
 * Issue 30: every check of an account's password (sign-in, the proof an email change asks for)
 * spends one budget of the account, whatever address the guesser calls from; wrong passwords mail
 * the owner, and a session that keeps giving them is signed out (docs/decisions/0042).
 */

/** Password checks per window from all the clients that never signed in to the account. */
const BUDGET = 8;
const OWNER_CLIENT = { remoteAddress: '203.0.113.30' };
const FAILURES_SUBJECT = 'Wrong passwords were tried on your Sommlike account';

let t: TestApp;
beforeAll(async () => {
  // The per-client and per-email limits out of the way: only the account's budget is under test.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000', AUTH_NEW_CLIENTS_RATE_LIMIT_MAX: String(BUDGET) });
});
afterAll(() => t.close());

let address = 0;
const fromNewAddress = () => {
  address += 1;
  return { remoteAddress: `198.18.${Math.floor(address / 250)}.${(address % 250) + 1}` };
};

const changeEmail = (userId: string, auth: Record<string, string>, currentPassword: string, client = fromNewAddress()) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${userId}`, headers: auth, payload: { email: uniqueEmail('taken'), currentPassword }, ...client });
const signInFrom = (client: { remoteAddress: string }, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/tokensignin', payload: { strategy: 'basic_email', idToken: email, idTokenSecret: password }, ...client });
const expectBudgetSpent = (answer: Awaited<ReturnType<typeof signInFrom>>) =>
  expectFailure(answer, 429, ErrorCode.TOO_MANY_REQUESTS, /^Too many requests for this account/);

describe('guessing the password with a stolen session', () => {
  it('gives no more guesses from rotating addresses: the session is signed out, the owner mailed, and sign-in shares the budget', async (context) => {
    const victim = await signUp(t.app, {}, OWNER_CLIENT);
    const stolen = await openSession(t.db, victim.user._id);
    const answers = [];
    for (let guess = 1; guess <= SESSION_PASSWORD_FAILURES_MAX; guess++) answers.push(await changeEmail(victim.user._id, stolen, `Guess${guess}!x`));
    answers.slice(0, -1).forEach((answer) => expectFailure(answer, 403, ErrorCode.PROOF_OF_OWNER_FAILED, 'Your current password is not correct'));
    expectFailure(answers.at(-1)!, 401, ErrorCode.UNAUTHENTICATED, 'Too many wrong passwords: you have been signed out on this device');
    // The session is over, even with the right password.
    expectFailure(await changeEmail(victim.user._id, stolen, victim.password), 401, ErrorCode.UNAUTHENTICATED);

    // The owner hears of it once, in the shop's HTML layout.
    const mails = await outboxFor(t.db, victim.email, FAILURES_SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${PASSWORD_FAILURES_MAIL_AT} wrong passwords were tried on your Sommlike account`);
    expect(visibleText(mails[0]!.html!)).toContain('See where I am signed in');

    // What is left of the account's budget is all any new address gets, through sign-in or another stolen session.
    const left = BUDGET - SESSION_PASSWORD_FAILURES_MAX;
    for (let guess = 0; guess < left; guess++) expectFailure(await signInFrom(fromNewAddress(), victim.email, 'Wrong123!'), 401, ErrorCode.INVALID_CREDENTIALS);
    expectBudgetSpent(await signInFrom(fromNewAddress(), victim.email, victim.password));
    const another = await openSession(t.db, victim.user._id);
    expectBudgetSpent(await changeEmail(victim.user._id, another, victim.password));
    expect((await userRow(t.db, victim.user._id)).email).toBe(victim.email);
    countCases(context, SESSION_PASSWORD_FAILURES_MAX + left + 3);

    // The owner's own client is not a stranger: it signs in and proves the password as ever.
    expectSuccess(await signInFrom(OWNER_CLIENT, victim.email, victim.password));
    expect((await changeEmail(victim.user._id, victim.auth, victim.password, OWNER_CLIENT)).statusCode).toBe(200);
  });
});

describe('wrong passwords at sign-in', () => {
  it('mail the owner once a window, from wherever they come', async () => {
    const victim = await signUp(t.app, {}, OWNER_CLIENT);
    for (let guess = 1; guess < PASSWORD_FAILURES_MAIL_AT; guess++) await signInFrom(OWNER_CLIENT, victim.email, `Guess${guess}!x`);
    expect(await outboxFor(t.db, victim.email, FAILURES_SUBJECT)).toHaveLength(0);
    expectFailure(await signInFrom(fromNewAddress(), victim.email, 'Wrong123!'), 401, ErrorCode.INVALID_CREDENTIALS);
    expect(await outboxFor(t.db, victim.email, FAILURES_SUBJECT)).toHaveLength(1);
    await signInFrom(OWNER_CLIENT, victim.email, 'Wrong456!');
    expect(await outboxFor(t.db, victim.email, FAILURES_SUBJECT)).toHaveLength(1);
    // A right password is not a failure, and mails nothing.
    expectSuccess(await signInFrom(OWNER_CLIENT, victim.email, victim.password));
    expect(await outboxFor(t.db, victim.email, FAILURES_SUBJECT)).toHaveLength(1);
  });
});
