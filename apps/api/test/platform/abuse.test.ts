import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets, sessions, users } from '../../src/db/schema';
import { RESET_MAIL_INTERVAL_MS, RESET_MAILS_PER_DAY } from '../../src/modules/auth/routes';
import { ACCOUNT_LIMIT_WINDOW_MS } from '../../src/plugins/security';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, outboxFor, RESET_MAIL_SUBJECT, resetLinkFor } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { countCases } from '../helpers/reliability';
import { signUp, uniqueEmail } from '../helpers/users';

/**
 * Hostile clients against the account calls, spread over many addresses so that the per-client
 * limits (rate-limit.test.ts) never trigger: each account (email) still gets only
 * AUTH_ACCOUNT_RATE_LIMIT_MAX calls per window, answered after that with 429 in the envelope and a
 * Retry-After header, and nothing happens. Sign-in counts per account and address, plus a shared
 * budget for addresses new to the account (AUTH_NEW_CLIENTS_RATE_LIMIT_MAX), so that nobody can
 * lock the owner out (docs/decisions/0023).
 */

const PER_ACCOUNT = 3;
/** Sign-ins per account from all the addresses that never signed in to it. */
const NEW_CLIENTS = 6;
const ATTEMPTS = 12;
/** The address the victims sign up from. */
const OWNER_CLIENT = { remoteAddress: '203.0.113.7' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: String(PER_ACCOUNT),
    AUTH_NEW_CLIENTS_RATE_LIMIT_MAX: String(NEW_CLIENTS),
  });
});
afterAll(() => t.close());

let address = 0;
/** Every call from a different client address, as a botnet would send them. */
const fromNewAddress = () => {
  address += 1;
  return { remoteAddress: `198.51.${Math.floor(address / 250)}.${(address % 250) + 1}` };
};

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, ...fromNewAddress() });
const signInFrom = (client: { remoteAddress: string }, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/tokensignin', payload: { strategy: 'basic_email', idToken: email, idTokenSecret: password }, ...client });
const signIn = (email: string, password: string) => signInFrom(fromNewAddress(), email, password);

type Answer = Awaited<ReturnType<typeof post>>;

/** The per-account 429: envelope, code, a message naming the wait, and Retry-After within the window. */
function expectAccountLimited(answer: Answer) {
  expectLimitedFor(answer, ACCOUNT_LIMIT_WINDOW_MS / 1000);
}

function expectLimitedFor(answer: Answer, windowSeconds: number) {
  expectFailure(answer, 429, ErrorCode.TOO_MANY_REQUESTS, /^Too many requests for this account, please try again in \d+ minutes?$/);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in brute force against one account', () => {
  it('answers guesses from new addresses past their shared budget with 429, while the owner signs in from a client they used before', async (context) => {
    const victim = await signUp(t.app, {}, OWNER_CLIENT);
    const sessionsBefore = await countRows(t.db, sessions);
    const answers: Answer[] = [];
    for (let guess = 1; guess <= ATTEMPTS; guess++) answers.push(await signIn(victim.email, `Guess${guess}!x`));
    countCases(context, ATTEMPTS + 2);

    answers.slice(0, NEW_CLIENTS).forEach((answer) => expectFailure(answer, 401, ErrorCode.INVALID_CREDENTIALS));
    answers.slice(NEW_CLIENTS).forEach(expectAccountLimited);
    expectAccountLimited(await signIn(victim.email, victim.password));
    expect(await countRows(t.db, sessions)).toBe(sessionsBefore);
    // The owner's own client (it signed up from there) is not a stranger: the attack locks them out of nothing.
    expectSuccess(await signInFrom(OWNER_CLIENT, victim.email, victim.password));
  });

  it("limits one client's guesses without locking the owner out from anywhere else", async (context) => {
    const victim = await signUp(t.app, {}, OWNER_CLIENT);
    const attacker = fromNewAddress();
    for (let guess = 0; guess < PER_ACCOUNT; guess++) expectFailure(await signInFrom(attacker, victim.email, 'Wrong123!'), 401, ErrorCode.INVALID_CREDENTIALS);
    expectAccountLimited(await signInFrom(attacker, victim.email, 'Wrong123!'));
    expectAccountLimited(await signInFrom(attacker, victim.email, victim.password));
    // A new device of the owner's, elsewhere: the attacker's failures are not counted against it.
    expectSuccess(await signIn(victim.email, victim.password));
    countCases(context, PER_ACCOUNT + 3);
  });

  it('never counts a correct sign-in: one client signs in again and again, and its wrong passwords still lock it', async (context) => {
    const owner = await signUp(t.app, {}, OWNER_CLIENT);
    const household = fromNewAddress();
    const rounds = 3 * PER_ACCOUNT;
    for (let round = 0; round < rounds; round++) expectSuccess(await signInFrom(household, owner.email, owner.password));
    for (let guess = 0; guess < PER_ACCOUNT; guess++) expectFailure(await signInFrom(household, owner.email, 'Wrong123!'), 401, ErrorCode.INVALID_CREDENTIALS);
    expectAccountLimited(await signInFrom(household, owner.email, owner.password));
    countCases(context, rounds + PER_ACCOUNT + 1);
  });

  it('counts the same email however it is written', async (context) => {
    const victim = await signUp(t.app);
    const client = fromNewAddress();
    const spellings = [victim.email, victim.email.toUpperCase(), `  ${victim.email}`, `${victim.email.toUpperCase()} `];
    const answers = [];
    for (const spelling of spellings) answers.push(await signInFrom(client, spelling, 'Wrong123!'));
    countCases(context, spellings.length);
    answers.slice(0, PER_ACCOUNT).forEach((answer) => expectFailure(answer, 401, ErrorCode.INVALID_CREDENTIALS));
    expectAccountLimited(answers[PER_ACCOUNT]!);
  });

  it('leaves every other account alone', async (context) => {
    const victim = await signUp(t.app);
    const bystander = await signUp(t.app);
    const client = fromNewAddress();
    for (let guess = 0; guess < PER_ACCOUNT; guess++) await signInFrom(client, victim.email, 'Wrong123!');
    expectAccountLimited(await signInFrom(client, victim.email, 'Wrong123!'));
    expectSuccess(await signInFrom(client, bystander.email, bystander.password));
    countCases(context, PER_ACCOUNT + 2);
  });
});

describe('probing which emails have accounts through the email change', () => {
  it('answers a registered and a free email alike, and limits the asks for one email, from any address', async (context) => {
    const prober = await signUp(t.app);
    const registered = await signUp(t.app);
    const ask = (email: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${prober.user._id}`,
        headers: prober.auth,
        payload: { email, currentPassword: prober.password },
        ...fromNewAddress(),
      });
    const taken = await ask(registered.email);
    const free = await ask(uniqueEmail('free'));
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);

    const answers: Answer[] = [];
    for (let attempt = 1; attempt < ATTEMPTS; attempt++) answers.push(await ask(registered.email));
    countCases(context, ATTEMPTS + 1);
    answers.slice(0, PER_ACCOUNT - 1).forEach((answer) => expectSuccess(answer));
    answers.slice(PER_ACCOUNT - 1).forEach(expectAccountLimited);
  });
});

describe('password reset flooding', () => {
  it('mails one account at most one reset link a minute for strangers, while the owner\'s own client always gets one', async (context) => {
    const victim = await signUp(t.app, {}, OWNER_CLIENT);
    const answers: Answer[] = [];
    for (let request = 0; request < ATTEMPTS; request++) answers.push(await post('/api/user/forgot-password', { email: victim.email }));
    countCases(context, ATTEMPTS + 2);

    expectSuccess(answers[0]!);
    for (const answer of answers.slice(1)) {
      expectAccountLimited(answer);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(RESET_MAIL_INTERVAL_MS / 1000);
    }
    // The owner asks from a client that signed in to the account before: never held back by strangers.
    for (let request = 0; request < 2; request++) {
      expectSuccess(await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: victim.email }, ...OWNER_CLIENT }));
    }
    // The mail is written once the answers are out.
    await t.app.background.idle();
    expect(await outboxFor(t.db, victim.email, RESET_MAIL_SUBJECT)).toHaveLength(3);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, victim.user._id))).toHaveLength(3);
  });

  it(`mails one account at most ${RESET_MAILS_PER_DAY} reset links a day for strangers, a minute apart or not`, async (context) => {
    const victim = await signUp(t.app, {}, OWNER_CLIENT);
    const answers: Answer[] = [];
    // The clock moves past the one-a-minute window before each ask; only the day's count can refuse.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let request = 0; request <= RESET_MAILS_PER_DAY; request++) {
        vi.setSystemTime(Date.now() + RESET_MAIL_INTERVAL_MS + 1000);
        answers.push(await post('/api/user/forgot-password', { email: victim.email }));
      }
    } finally {
      vi.useRealTimers();
    }
    countCases(context, answers.length + 1);
    answers.slice(0, RESET_MAILS_PER_DAY).forEach((answer) => expectSuccess(answer));
    expectLimitedFor(answers[RESET_MAILS_PER_DAY]!, 24 * 60 * 60);
    await t.app.background.idle();
    expect(await outboxFor(t.db, victim.email, RESET_MAIL_SUBJECT)).toHaveLength(RESET_MAILS_PER_DAY);
    // The owner's own client is still never held back.
    expectSuccess(await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: victim.email }, ...OWNER_CLIENT }));
  });

  it('limits an email without an account the same way, so the answers reveal nothing', async (context) => {
    const email = uniqueEmail('nobody');
    const answers: Answer[] = [];
    for (let request = 0; request < 3; request++) answers.push(await post('/api/user/forgot-password', { email }));
    countCases(context, answers.length);
    expectSuccess(answers[0]!);
    answers.slice(1).forEach(expectAccountLimited);
  });

  it('limits reset-token guesses per client and per token, never per account: the owner\'s genuine link always works', async (context) => {
    const victim = await signUp(t.app, {}, OWNER_CLIENT);
    const reset = (token: string, client = fromNewAddress(), email = victim.email) =>
      t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { email, token, newPassword: 'Taken123!', newPasswordCopy: 'Taken123!' }, ...client });
    // Strangers spread over many addresses: each guess is refused, none locks the account.
    for (let guess = 0; guess < ATTEMPTS; guess++) expectFailure(await reset(`guess-${guess}`), 400, ErrorCode.RESET_TOKEN_INVALID);
    // One client guessing is slowed down...
    const guesser = fromNewAddress();
    for (let guess = 0; guess < PER_ACCOUNT; guess++) expectFailure(await reset(`one-client-${guess}`, guesser), 400, ErrorCode.RESET_TOKEN_INVALID);
    expectFailure(await reset('one-client-more', guesser), 429, ErrorCode.TOO_MANY_REQUESTS);
    // ...and so is one token tried again and again, from anywhere.
    for (let attempt = 0; attempt < PER_ACCOUNT; attempt++) expectFailure(await reset('the-same-token'), 400, ErrorCode.RESET_TOKEN_INVALID);
    expectFailure(await reset('the-same-token'), 429, ErrorCode.TOO_MANY_REQUESTS);
    countCases(context, ATTEMPTS + 2 * PER_ACCOUNT + 3);

    expectSuccess(await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: victim.email }, ...OWNER_CLIENT }));
    await t.app.background.idle();
    const link = await resetLinkFor(t.db, victim.email);
    expectSuccess(await reset(link.token, fromNewAddress(), link.email));
    expectSuccess(await signIn(victim.email, 'Taken123!'));
  });
});

describe('registration flooding', () => {
  it('answers repeated sign-ups of one email from many addresses with 429 after the limit', async (context) => {
    const email = uniqueEmail('flood');
    const register = () => post('/api/user/register', { email, password: 'Secret123!', givenName: 'Flood', familyName: 'Er' });
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) answers.push(await register());
    countCases(context, ATTEMPTS);

    expectSuccess(answers[0]!);
    answers.slice(1, PER_ACCOUNT).forEach((answer) => expectFailure(answer, 409, ErrorCode.EMAIL_TAKEN));
    answers.slice(PER_ACCOUNT).forEach(expectAccountLimited);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('does not count a refused body against the account', async (context) => {
    const email = uniqueEmail('typo');
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      expectFailure(await post('/api/user/register', { email, password: 'short', givenName: 'Ty', familyName: 'Po' }), 400, ErrorCode.VALIDATION_FAILED);
    }
    expectSuccess(await post('/api/user/register', { email, password: 'Secret123!', givenName: 'Ty', familyName: 'Po' }));
    countCases(context, ATTEMPTS + 1);
  });
});
