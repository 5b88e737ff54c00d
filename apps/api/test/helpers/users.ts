import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import type { OwnUser } from '@wine/contract/users';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { newToken } from '../../src/lib/tokens';
import { insertSession } from '../../src/modules/auth/queries';
import { emailLinkFor, VERIFY_MAIL_SUBJECT } from './db';

let counter = 0;

/** A fresh, unique email address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.com`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Signs up a fresh user through the API and answers its token and record. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}, client: { remoteAddress?: string } = {}) {
  counter += 1;
  const body = {
    email: `user${counter}-${Date.now()}@example.com`,
    password: 'Secret123!',
    givenName: 'Test',
    familyName: `User${counter}`,
    type: 'user',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: body, ...client });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const { token, user } = response.json().result as { token: string; user: OwnUser };
  return { token, user, password: body.password, email: body.email, auth: bearer(token) };
}

/** POST /user/tokensignin with email and password. */
export function signIn(app: FastifyInstance, email: string, password: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/user/tokensignin',
    headers,
    payload: { strategy: 'basic_email', idToken: email, idTokenSecret: password },
  });
}

/** Inserts an account directly, as the seed or an admin would (e.g. an approved sommelier). */
export async function insertAccount(db: Db, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const { password = 'Secret123!', ...fields } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      id: newId(),
      tenantId: SHOP_TENANT_ID,
      email: uniqueEmail('seeded'),
      passwordHash: await hash(password),
      givenName: 'Seeded',
      familyName: 'Account',
      emailVerifiedAt: new Date(),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return { row, password };
}

/**
 * A fresh session for an account, stored as sign-in stores it (no password check, so no argon2
 * cost): suites that call many routes as the same person get a token per call, and a call that
 * logs out or resets the password cannot end the next call's session.
 */
export async function openSession(db: Db, userId: string) {
  const { token, hash: tokenHash } = newToken();
  await insertSession(db, { id: newId(), userId, tokenHash, expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) });
  return bearer(token);
}

/** Signs up through the API and follows the verification link mailed to the new account. */
export async function signUpVerified(app: FastifyInstance, db: Db, overrides: Record<string, unknown> = {}) {
  const account = await signUp(app, overrides);
  const answer = await followEmailLink(app, (await emailLinkFor(db, account.email, VERIFY_MAIL_SUBJECT)).token);
  if (answer.statusCode !== 200) throw new Error(`verification failed: ${answer.body}`);
  return account;
}

export const followEmailLink = (app: FastifyInstance, token: string) => app.inject({ method: 'POST', url: '/api/user/email-link', payload: { token } });
