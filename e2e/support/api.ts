import type { APIRequestContext } from '@playwright/test';
import type { NewUser } from './fixtures';
import { AccountMail, emailLinkPath, latestEmailTo } from './outbox';

interface Envelope<T> {
  status: number;
  result: T;
}

/** One API call as the holder of `token`; fails the test with the server's answer unless it succeeds. */
export async function callAs<T>(request: APIRequestContext, token: string, method: 'post' | 'patch' | 'put', url: string, data?: unknown): Promise<T> {
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as Envelope<T>;
  if (body.status !== 1) throw new Error(`${method.toUpperCase()} ${url}: ${JSON.stringify(body)}`);
  return body.result;
}

export interface Registered {
  token: string;
  userId: string;
}

/** Creates an account straight through the API, for tests about what comes after sign-up. */
export async function registerThroughApi(request: APIRequestContext, user: NewUser): Promise<Registered> {
  const response = await request.post('/api/user/register', {
    data: { email: user.email, password: user.password, givenName: user.givenName, familyName: user.familyName, type: 'user' },
  });
  const body = (await response.json()) as { status: number; result: { token: string; user: { id: string } } };
  if (body.status !== 1) throw new Error(`Registration failed: ${JSON.stringify(body)}`);
  return { token: body.result.token, userId: body.result.user.id };
}

/** Signs in straight through the API (email and password), for reading what that person sees. */
export async function signInThroughApi(request: APIRequestContext, email: string, password: string): Promise<Registered> {
  const response = await request.post('/api/user/tokensignin', { data: { strategy: 'basic_email', idToken: email, idTokenSecret: password } });
  const body = (await response.json()) as { status: number; result: { token: string; user: { id: string } } };
  if (body.status !== 1) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return { token: body.result.token, userId: body.result.user.id };
}

/** Follows the verification link mailed to a new account, as its owner would: placing an order needs it (decision 0059). */
export async function verifyEmailThroughMail(request: APIRequestContext, email: string): Promise<void> {
  const path = emailLinkPath((await latestEmailTo(email, 30_000, AccountMail.verify)).text);
  const token = new URL(path, 'http://shop.test').searchParams.get('t');
  const response = await request.post('/api/user/email-link', { data: { token } });
  const body = (await response.json()) as { status: number };
  if (body.status !== 1) throw new Error(`Verification failed: ${JSON.stringify(body)}`);
}
