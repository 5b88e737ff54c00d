import { catalogueItem, catalogueList, type Wine } from '@wine/contract/catalogue';
import { ok } from '@wine/contract/envelope';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../src/db/schema';
import { freshRead, RevisionCache } from '../src/modules/catalogue/answers';
import { createTestApp, type TestApp } from './helpers/app';
import { expectSuccess } from './helpers/envelope';
import { makeCollection, makeSommelier, makeWine } from './helpers/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

interface WineList {
  categories: Wine[];
  total: number;
}

const redWines = '/catalogue?type=PRODUCT&isActive=true&sort=name&customData.product.color=Red&limit=50';
const listRed = async () => expectSuccess<WineList>(await get(redWines));

const revision = async () =>
  BigInt((await t.db.execute<{ revision: string }>(sql`SELECT sum(revision)::text AS revision FROM catalogue_revisions`)).rows[0]?.revision ?? '-1');

describe('catalogue answers on the wire', () => {
  it('are byte for byte what the contract schema writes: wines, collections with children, and the detail', async () => {
    const curator = await makeSommelier(t.db, { profilePicture: '/media/curator.png' });
    const merlot = await makeWine(t.db, {
      title: 'Wire Merlot',
      description: 'Soft and round',
      discountPercent: 15,
      tastingNotes: '<p>Plum</p>',
      vintage: '2019',
      iconUrl: '/media/merlot.png',
    });
    const rose = await makeWine(t.db, { title: 'Wire Rosé', color: 'Rosé', discountPercent: 0 });
    await makeCollection(t.db, { title: 'Wire Picks', createdBy: curator.id, isSommlikePicks: true, wines: [rose, merlot] });

    const bodies = [
      { schema: ok(catalogueList), response: await get('/catalogue?type=PRODUCT&isActive=true&sort=-_id&limit=5') },
      { schema: ok(catalogueList), response: await get('/catalogue?type=COLLECTION&includeChildren=true&customData.isSommlikePicks=true') },
      { schema: ok(catalogueList), response: await get('/catalogue?title=wire&limit=5') },
      { schema: ok(catalogueItem), response: await get(`/catalogue/${merlot.id}?skip=0&limit=1&status=OPEN`) },
    ];
    for (const { schema, response } of bodies) {
      expect(response.statusCode, response.body).toBe(200);
      expect(JSON.stringify(schema.parse(JSON.parse(response.body)))).toBe(response.body);
    }
    const [wines, picks] = bodies.map(({ response }) => response.json() as { result: WineList });
    const listed = wines?.result.categories.find((wine) => wine._id === merlot.id);
    expect(listed).toMatchObject({ discount: { type: 'percentage', value: 15 }, customData: { product: { tastingNotes: null } } });
    expect(picks?.result.categories[0]).toMatchObject({ childrenIds: [rose.id, merlot.id], createdBy: { profilePicture: '/media/curator.png' } });
    const detail = bodies[3]?.response.json() as { result: Wine };
    expect(detail.result.customData.product.tastingNotes).toBe('<p>Plum</p>');
  });
});

describe('kept wine lists', () => {
  it('show every committed write at once, whoever writes: the API, another process or a script', async () => {
    const before = await listRed();
    expect(await listRed()).toEqual(before);

    const added = await makeWine(t.db, { title: 'Aaa Kept Red', priceCents: 1234 });
    const withAdded = await listRed();
    expect(withAdded.total).toBe(before.total + 1);
    expect(withAdded.categories[0]).toMatchObject({ _id: added.id, price: '12.34' });

    await t.db.update(catalogueItems).set({ priceCents: 4321 }).where(eq(catalogueItems.id, added.id));
    expect((await listRed()).categories[0]).toMatchObject({ _id: added.id, price: '43.21' });

    await t.db.update(catalogueItems).set({ isActive: false }).where(eq(catalogueItems.id, added.id));
    expect(await listRed()).toEqual(before);
  });

  it('never show a write before it commits, and writers in parallel do not wait on each other', async () => {
    const first = await makeWine(t.db, { title: 'Aab Pending Red', priceCents: 1000 });
    const second = await makeWine(t.db, { title: 'Aac Parallel Red', priceCents: 1000 });
    const start = await revision();
    await t.db.transaction(async (pending) => {
      await pending.update(catalogueItems).set({ priceCents: 9999 }).where(eq(catalogueItems.id, first.id));

      // Another writer commits while this transaction still holds its revision slot.
      const other = t.db.update(catalogueItems).set({ priceCents: 2000 }).where(eq(catalogueItems.id, second.id));
      let settled = false;
      const committed = other.then(() => 'committed').finally(() => (settled = true));
      // Blocked would mean waiting on this transaction's lock, which PostgreSQL reports at once.
      const lockWait = async () => {
        while (!settled) {
          const waiting = await t.db.execute(sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
          if (waiting.rows.length > 0) return 'blocked';
          await new Promise((resolve) => setImmediate(resolve));
        }
        return 'committed';
      };
      expect(await Promise.race([committed, lockWait()])).toBe('committed');
      expect(await revision()).toBe(start + 1n);

      const during = await listRed();
      expect(during.categories.find((wine) => wine._id === first.id)?.price).toBe('10.00');
      expect(during.categories.find((wine) => wine._id === second.id)?.price).toBe('20.00');
    });
    expect(await revision()).toBe(start + 2n);
    expect((await listRed()).categories.find((wine) => wine._id === first.id)?.price).toBe('99.99');
  });

  it('are not kept for collections, whose curators and wines live in other tables', async () => {
    const curator = await makeSommelier(t.db, { givenName: 'Before' });
    await makeCollection(t.db, { title: 'Renamed Curator Picks', createdBy: curator.id, isTrending: true });
    const query = '/catalogue?type=COLLECTION&customData.isTrending=true&sort=-_id&limit=50';
    const named = async () =>
      expectSuccess<{ categories: { title: string; createdBy: { givenName: string } | null }[] }>(await get(query)).categories.find(
        (collection) => collection.title === 'Renamed Curator Picks',
      )?.createdBy?.givenName;
    expect(await named()).toBe('Before');
    await t.db.execute(sql`UPDATE users SET given_name = 'After' WHERE id = ${curator.id}`);
    expect(await named()).toBe('After');
  });
});

describe('RevisionCache', () => {
  it('answers only at the revision an answer was kept for, and drops answers read before a newer revision', () => {
    const cache = new RevisionCache<string>(10);
    cache.set(5n, 'red', 'red at 5');
    expect(cache.get(5n, 'red')).toBe('red at 5');
    expect(cache.get(6n, 'red')).toBeUndefined();
    expect(cache.get(4n, 'red')).toBeUndefined();

    cache.set(6n, 'white', 'white at 6');
    expect(cache.get(6n, 'red')).toBeUndefined();
    cache.set(5n, 'red', 'red read at 5, kept too late');
    expect(cache.get(6n, 'red')).toBeUndefined();
    expect(cache.get(6n, 'white')).toBe('white at 6');
  });

  it('keeps at most its capacity, forgetting the least recently used first', () => {
    const cache = new RevisionCache<number>(2);
    cache.set(1n, 'a', 1);
    cache.set(1n, 'b', 2);
    expect(cache.get(1n, 'a')).toBe(1);
    cache.set(1n, 'c', 3);
    expect(cache.get(1n, 'b')).toBeUndefined();
    expect(cache.get(1n, 'a')).toBe(1);
    expect(cache.get(1n, 'c')).toBe(3);
  });
});

describe('freshRead', () => {
  /** A read whose answers the test gives, in the order the reads started. */
  function controlledRead() {
    const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
    const read = freshRead(() => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })));
    return { read, pending };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('answers callers who came during a read with the next one, one read at a time', async () => {
    const { read, pending } = controlledRead();
    const first = read();
    const [second, third] = [read(), read()];
    expect(pending).toHaveLength(1);

    pending[0]?.resolve(1);
    expect(await first).toBe(1);
    await settle();
    expect(pending).toHaveLength(2);
    const fourth = read();
    pending[1]?.resolve(2);
    expect(await Promise.all([second, third])).toEqual([2, 2]);
    await settle();
    pending[2]?.resolve(3);
    expect(await fourth).toBe(3);
    expect(pending).toHaveLength(3);
  });

  it('gives the callers waiting on a failed read a read of their own', async () => {
    const { read, pending } = controlledRead();
    const first = read();
    const second = read();
    pending[0]?.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    pending[1]?.resolve(7);
    expect(await second).toBe(7);
  });
});
