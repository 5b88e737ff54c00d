import { PUBLIC_CLIENT_KEY } from '@wine/contract/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from '../../src/plugins/logging';
import { createTestApp, type TestApp } from '../helpers/app';
import { resetLinkFor } from '../helpers/db';
import { expectSuccess } from '../helpers/envelope';
import { signUp } from '../helpers/users';

const lines: string[] = [];
const logText = () => lines.join('');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

describe('redactUrl', () => {
  it.each([
    ['/reset-password?t=SECRET&e=a%40b.com', '/reset-password?t=[REDACTED]&e=a%40b.com'],
    ['/profile?userId=1&token=SECRET', '/profile?userId=1&token=[REDACTED]'],
    ['/cb?idToken=SECRET', '/cb?idToken=[REDACTED]'],
    ['/cb?a=1&access_token=SECRET&b=2', '/cb?a=1&access_token=[REDACTED]&b=2'],
    ['/cb?client_secret=SECRET', '/cb?client_secret=[REDACTED]'],
    ['/cb?TOKEN=SECRET', '/cb?TOKEN=[REDACTED]'],
    ['/shop-wines?title=tea&limit=20', '/shop-wines?title=tea&limit=20'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe('request logs', () => {
  it('log requests at all (so the checks below mean something)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(logText()).toContain('/api/health');
    expect(logText()).toContain('"statusCode":200');
  });

  it('never contain the token of a reset link', async () => {
    await t.app.inject({ method: 'GET', url: '/reset-password?t=SECRET-RESET-TOKEN&e=x' });
    await t.app.inject({ method: 'GET', url: '/api/nope?t=SECRET-RESET-TOKEN&e=x' });
    expect(logText()).toContain('/reset-password?t=[REDACTED]&e=x');
    expect(logText()).not.toContain('SECRET-RESET-TOKEN');
  });

  it('never contain the bearer token, the cookie, or the password', async () => {
    const account = await signUp(t.app, { password: 'Very-Secret-Password-1' });
    await t.app.inject({
      method: 'GET',
      url: `/api/users/${account.user._id}`,
      headers: { ...account.auth, cookie: `user_token=${account.token}` },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/tokensignin',
      payload: { strategy: 'basic_email', idToken: account.email, idTokenSecret: 'Very-Secret-Password-1' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/tokensignin',
      payload: { strategy: 'basic_email', idToken: account.email, idTokenSecret: 'Wrong-Secret-Password-2' },
    });
    await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: `Bearer ${PUBLIC_CLIENT_KEY}` } });

    const text = logText();
    expect(text).toContain(`/api/users/${account.user._id}`);
    expect(text).not.toContain(account.token);
    expect(text).not.toContain('Very-Secret-Password-1');
    expect(text).not.toContain('Wrong-Secret-Password-2');
    expect(text).not.toContain(PUBLIC_CLIENT_KEY);
    expect(text).not.toMatch(/\$argon2id\$/);
  });

  it('never contain the reset link a mail carries', async () => {
    const account = await signUp(t.app);
    expectSuccess(await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: account.email } }));
    await t.app.background.idle();
    const link = await resetLinkFor(t.db, account.email);
    expect(logText()).toContain('mail queued');
    expect(logText()).not.toContain(link.token);

    await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: account.email, token: link.token, newPassword: 'Newer-Password-3', newPasswordCopy: 'Newer-Password-3' },
    });
    expect(logText()).not.toContain(link.token);
    expect(logText()).not.toContain('Newer-Password-3');
  });
});

describe('5xx answers', () => {
  it('log an unexpected failure as one, but not a 503 the app chose (an instance not ready)', async () => {
    t.app.readiness.draining = true;
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    } finally {
      t.app.readiness.draining = false;
    }
    expect(logText()).toContain('"statusCode":503');
    expect(logText()).not.toContain('request failed');
  });
});

describe('the error serializer', () => {
  it('drops the SQL parameters Drizzle puts in its error message, keeping the cause', async () => {
    const { DrizzleQueryError } = await import('drizzle-orm/errors');
    const cause = Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
    const error = new DrizzleQueryError('insert into "users" ...', ['$argon2id$SECRET-HASH', 'someone@example.com'], cause);
    const options = loggerOptions('info', false) as unknown as { serializers: { err: (error: Error) => Record<string, unknown> } };
    const logged = JSON.stringify(options.serializers.err(error));
    expect(logged).not.toContain('SECRET-HASH');
    expect(logged).not.toContain('someone@example.com');
    expect(logged).toContain('ECONNREFUSED');
  });
});
