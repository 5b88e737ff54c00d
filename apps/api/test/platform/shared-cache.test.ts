/**
 * Caching headers of the storefront's shared reads (issue 48, decision 0066): public for a second
 * with a validator when asked without a sign-in, private and unstored when asked with one.
 */
import { PUBLIC_CLIENT_KEY } from '@wine/contract/api';
import { Topic } from '@wine/contract/topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from '../../src/plugins/shared-cache';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeBusiness, makeCollection, makeEvent, makePost, makeSommelier, makeTopics, makeWine, type UserRow } from '../helpers/fixtures';
import { eventually } from '../helpers/smtp';
import { bearer, openSession } from '../helpers/users';

let t: TestApp;
let sommelier: UserRow;
/** Every route declared shared, as the storefront asks it. */
let shared: string[];

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const publicKey = { authorization: `Bearer ${PUBLIC_CLIENT_KEY}` };

beforeAll(async () => {
  t = await createTestApp();
  await makeTopics(t.db, Topic.banner, Topic.wineTalks);
  sommelier = await makeSommelier(t.db, { givenName: 'Ada', familyName: 'Vine' });
  const wine = await makeWine(t.db, { title: 'Shared Pinot' });
  const collection = await makeCollection(t.db, { createdBy: sommelier.id, wines: [wine] });
  const event = await makeEvent(t.db, await makeBusiness(t.db));
  const post = await makePost(t.db, Topic.wineTalks.id, sommelier);
  shared = [
    '/api/catalogue?type=PRODUCT&isActive=true&sort=name&limit=20',
    '/api/catalogue?title=pinot&type=PRODUCT&isActive=true&sort=-_id&offset=0&limit=20',
    `/api/catalogue?offset=0&type=COLLECTION&includeChildren=true&sort=-_id&limit=100&createdBy._id=${sommelier.id}`,
    `/api/catalogue/${wine.id}?skip=0&limit=1&status=OPEN`,
    `/api/catalogue/${collection.id}?includeChildren=true`,
    `/api/catalogue/${wine.id}/similar`,
    `/api/catalogue/${wine.id}/reviews`,
    '/api/users?type=sommelier&matchUsers=true&$sort=createdAt&isActive=true&$limit=100&activeStatus=approved',
    `/api/users/${sommelier.id}`,
    `/api/users/${sommelier.id}/stats`,
    '/api/event?offset=0&sort=-_id&isActive=true&limit=4',
    `/api/event/${event.id}`,
    `/api/post/feed?topicId=${Topic.banner.id}&skip=0&limit=20`,
    `/api/post/feed?topicId=${Topic.wineTalks.id}&skip=0&limit=10&includeCurrentUser=true`,
    `/api/post/feed/${post.id}`,
  ];
  // The catalogue's read model answers lists once it has read the wine.
  await eventually(async () => expect((await get(shared[0]!)).json().result.categories).toHaveLength(1));
});
afterAll(() => t.close());

describe('shared reads asked without a sign-in', () => {
  it('are public for a second, with a weak ETag of the body and a Vary on the encoding', async () => {
    for (const url of shared) {
      for (const headers of [{}, publicKey]) {
        const answer = await get(url, headers);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control'], url).toBe(SHARED_CACHE_CONTROL);
        expect(answer.headers.etag, url).toMatch(/^W\/"[\w-]{27}"$/);
        expect(answer.headers.vary, url).toBe('accept-encoding');
      }
    }
    expect(SHARED_CACHE_CONTROL).toBe('public, max-age=1');
  });

  it('answer 304 with no body to a matching If-None-Match, whatever the encoding, and 200 to another', async () => {
    for (const url of shared) {
      const first = await get(url, publicKey);
      const etag = String(first.headers.etag);
      const again = await get(url, { ...publicKey, 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
      expect((await get(url, { 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode, url).toBe(304);
      const other = await get(url, { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode, url).toBe(200);
      expect(other.body).toBe(first.body);
    }
  });

  it('gives a changed answer a new ETag, so a kept one is no longer confirmed', async () => {
    const url = '/api/event?offset=0&sort=-_id&isActive=true&limit=4';
    const before = await get(url);
    await makeEvent(t.db, await makeBusiness(t.db), { title: 'A later tasting' });
    const after = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().result.events[0].title).toBe('A later tasting');
  });

  it('leave errors uncached', async () => {
    const answer = await get('/api/catalogue/00000000-0000-4000-8000-000000000000');
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['cache-control']).toBeUndefined();
    expect(answer.headers.etag).toBeUndefined();
  });
});

describe('shared reads asked with a sign-in or a cookie', () => {
  it('are private and never stored, and carry no validator', async () => {
    const signedIn = await openSession(t.db, sommelier.id);
    for (const url of shared) {
      const anonymousEtag = String((await get(url)).headers.etag);
      for (const headers of [signedIn, { ...publicKey, cookie: 'session=abc' }]) {
        const answer = await get(url, { ...headers, 'if-none-match': anonymousEtag });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
        expect(answer.headers.etag, url).toBeUndefined();
      }
    }
  });

  it("hold the visitor's own details only in the private answer", async () => {
    const own = await get(`/api/users/${sommelier.id}`, await openSession(t.db, sommelier.id));
    expect(own.json().result.email).toBe(sommelier.email);
    expect(own.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const everyone = await get(`/api/users/${sommelier.id}`);
    expect(everyone.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(everyone.body).not.toContain(sommelier.email);
  });
});

it('leaves reads that are always personal, and routes not declared shared, without public caching', async () => {
  const signedIn = await openSession(t.db, sommelier.id);
  for (const [url, headers] of [
    ['/api/post/action/catalogue?type=BOOKMARK&limit=1', signedIn],
    ['/api/health', {}],
    [`/api/users/${sommelier.id}`, bearer('not-a-session')],
  ] as const) {
    const answer = await get(url, headers);
    expect(answer.headers['cache-control'] ?? '', url).not.toContain('public');
  }
});
