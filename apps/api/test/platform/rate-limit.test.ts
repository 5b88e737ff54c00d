import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, sessions, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { countCases } from '../helpers/reliability';
import { signIn, signUp, uniqueEmail } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

const fromAddress = (remoteAddress: string) => ({ remoteAddress });

describe('rate limits on the account calls', () => {
  it('answers the 4th sign-in attempt within a minute with 429 in the envelope, and opens no session', async (context) => {
    countCases(context, 5);
    const ip = fromAddress('203.0.113.10');
    const email = uniqueEmail('limited');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      ...ip,
      payload: { email, password: 'Secret123!', givenName: 'Rate', familyName: 'Limited' },
    });
    expectSuccess(register);

    const signInFrom = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/tokensignin',
        ...ip,
        payload: { strategy: 'basic_email', idToken: email, idTokenSecret: 'Secret123!' },
      });
    for (let attempt = 1; attempt <= 3; attempt++) expectSuccess(await signInFrom());
    const sessionsBefore = await countRows(t.db, sessions);

    const limited = await signInFrom();
    expectFailure(limited, 429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await countRows(t.db, sessions)).toBe(sessionsBefore);
  });

  it('counts wrong passwords too', async (context) => {
    countCases(context, 4);
    const ip = fromAddress('203.0.113.11');
    for (let attempt = 1; attempt <= 3; attempt++) {
      expectFailure(
        await t.app.inject({
          method: 'POST',
          url: '/api/user/tokensignin',
          ...ip,
          payload: { strategy: 'basic_email', idToken: 'victim@example.com', idTokenSecret: `guess-${attempt}` },
        }),
        401,
        ErrorCode.INVALID_CREDENTIALS,
      );
    }
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokensignin',
      ...ip,
      payload: { strategy: 'basic_email', idToken: 'victim@example.com', idTokenSecret: 'guess-4' },
    });
    expectFailure(guess, 429, ErrorCode.TOO_MANY_REQUESTS);
  });

  it('limits registration and password reset requests as well', async (context) => {
    countCases(context, 8);
    const ip = fromAddress('203.0.113.12');
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        ...ip,
        payload: { email: uniqueEmail('flood'), password: 'Secret123!', givenName: 'Flood', familyName: 'Er' },
      });
    for (let attempt = 1; attempt <= 3; attempt++) expectSuccess(await register());
    const usersBefore = await countRows(t.db, users);
    expectFailure(await register(), 429, ErrorCode.TOO_MANY_REQUESTS);
    expect(await countRows(t.db, users)).toBe(usersBefore);

    const forgot = () =>
      t.app.inject({ method: 'POST', url: '/api/user/forgot-password', ...ip, payload: { email: uniqueEmail('someone') } });
    for (let attempt = 1; attempt <= 3; attempt++) expectSuccess(await forgot());
    const mailsBefore = await countRows(t.db, outboxEmails);
    expectFailure(await forgot(), 429, ErrorCode.TOO_MANY_REQUESTS);
    expect(await countRows(t.db, outboxEmails)).toBe(mailsBefore);
  });

  it('limits asks for a new email per client, whichever emails they name, and leaves other profile edits alone', async (context) => {
    countCases(context, 6);
    const ip = fromAddress('203.0.113.40');
    const account = await signUp(t.app, {}, fromAddress('203.0.113.41'));
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/users/${account.user._id}`, headers: account.auth, payload, ...ip });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expectSuccess(await patch({ email: uniqueEmail(`probe${attempt}`), currentPassword: account.password }));
    }
    const limited = await patch({ email: uniqueEmail('probe4'), currentPassword: account.password });
    expectFailure(limited, 429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests');
    expectSuccess(await patch({ bio: 'Still editing my profile' }));
    expectSuccess(await patch({ givenName: 'Renamed' }));
  });

  it('does not limit another client', async () => {
    const response = await signIn(t.app, 'nobody@example.com', 'whatever1');
    expectFailure(response, 401, ErrorCode.INVALID_CREDENTIALS);
  });
});
