import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connect } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows, userRow } from '../helpers/db';
import { expectFailure } from '../helpers/envelope';
import { signIn, signUp, uniqueEmail } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a 400 names the field and says what it expected (issue 29)', () => {
  const send = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const ticket = { status: 'OPEN', type: 'CONTACT_REQUEST', name: 'Ada', emailAddress: 'ada@example.com', subject: 'Hello', content: 'A question' };

  it('in words, for each kind of check', async () => {
    expectFailure(await send('/api/support/ticket', { ...ticket, subject: 'x'.repeat(201) }), 400, ErrorCode.VALIDATION_FAILED, 'subject: must be at most 200 characters');
    expectFailure(await send('/api/support/ticket', { ...ticket, emailAddress: 'ada' }), 400, ErrorCode.VALIDATION_FAILED, /^emailAddress: .*valid email address/i);
    expectFailure(await send('/api/support/ticket', { ...ticket, content: undefined }), 400, ErrorCode.VALIDATION_FAILED, /^content: /);
    expectFailure(await send('/api/support/ticket', { ...ticket, name: 42 }), 400, ErrorCode.VALIDATION_FAILED, 'name: must be text');
    expectFailure(await send('/api/support/ticket', { ...ticket, mood: 'happy' }), 400, ErrorCode.VALIDATION_FAILED, '"mood" is not a field this accepts');
    for (const response of [
      await send('/api/support/ticket', { ...ticket, subject: 'x'.repeat(201) }),
      await send('/api/user/register', { email: uniqueEmail('words'), password: 'Secret123!', givenName: 'Ann', familyName: 'Lee', type: 'admin' }),
    ]) {
      expect(response.json().error.errorMessage).not.toMatch(/Too big|Too small|Invalid input|expected string|<=|>=/);
    }
  });
});

describe('the code of each class of error', () => {
  it('answers a media path the file server refuses with 403 and the forbidden code, not the validation one', async () => {
    for (const url of ['/media/..%5c..%5cpackage.json', '/media/x%00y.webp']) {
      expectFailure(await t.app.inject({ method: 'GET', url }), 403, ErrorCode.FORBIDDEN);
    }
  });
});

describe('bad input the database cannot store', () => {
  it('answers 400, not 500, to a NUL character in a text field, and stores nothing', async () => {
    const before = await countRows(t.db, users);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { email: uniqueEmail('nul'), password: 'Secret123!', givenName: 'A\u0000b', familyName: 'Lee' },
    });
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'NUL');
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('answers 400 to a NUL character in JSON data and in a sign-in email', async () => {
    const account = await signUp(t.app);
    const before = await userRow(t.db, account.user._id);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${account.user._id}`,
      headers: account.auth,
      payload: { customData: { profileOneLine: 'a\u0000b' } },
    });
    expectFailure(patch, 400, ErrorCode.VALIDATION_FAILED, 'NUL');
    expect(await userRow(t.db, account.user._id)).toEqual(before);
    expectFailure(await signIn(t.app, `a\u0000${account.email}`, account.password), 400, ErrorCode.VALIDATION_FAILED, 'NUL');
  });

  it('answers 400 to half of a surrogate pair in JSON (jsonb cannot store it), and stores nothing', async () => {
    const account = await signUp(t.app);
    const before = await userRow(t.db, account.user._id);
    const patch = (line: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${account.user._id}`,
        headers: { ...account.auth, 'content-type': 'application/json' },
        payload: `{"customData":{"profileOneLine":"${line}"}}`,
      });
    expectFailure(await patch('Barolo \\ud83c'), 400, ErrorCode.VALIDATION_FAILED, 'valid Unicode');
    expect(await userRow(t.db, account.user._id)).toEqual(before);
    // The whole pair, escaped the same way, is an emoji like any other.
    expect((await patch('Barolo \\ud83c\\udf77')).statusCode).toBe(200);
    expect((await userRow(t.db, account.user._id)).customData).toMatchObject({ profileOneLine: 'Barolo 🍷' });
  });
});

describe('the database being unreachable', () => {
  it('answers 503 in the envelope, with no internals', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-api-nodb-'));
    // Port 1 on the loopback: nothing listens there, so every connection is refused at once.
    const database = connect('postgres://nobody@127.0.0.1:1/none', { max: 1 });
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), db: database.db, logger: false });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      const error = expectFailure(health, 503, ErrorCode.SERVICE_UNAVAILABLE, 'Service temporarily unavailable');
      expect(JSON.stringify(error)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select/i);
      expectFailure(await signIn(app, 'a@example.com', 'Secret123!'), 503, ErrorCode.SERVICE_UNAVAILABLE);
    } finally {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
