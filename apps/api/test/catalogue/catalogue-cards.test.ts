/**
 * The active wines' stored cards (migration 0051, decision 0046 "Cards by id"): a card holds every
 * list column of its wine as a read of the row does, and follows every write to the wine in the
 * writing transaction; a collection, or a wine off the shop, has none.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueCards, catalogueItems } from '../../src/db/schema';
import { findActiveChildren, listColumns, listRowsOf } from '../../src/modules/catalogue/queries';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeCollection, makeWine, makeWines, wineValues } from '../helpers/fixtures';

let t: TestApp;
/** A title with what JSON escapes: quotes, a backslash, a tab, a line break, and letters beyond Latin-1. */
const ODD_TITLE = 'Château "Łódź" \\ d\'Arenberg\tOld\nVines 🍇';

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** The wines' list columns read from their rows, by id. */
const rowsOf = async (ids: string[]) => (await t.db.select(listColumns).from(catalogueItems).where(inArray(catalogueItems.id, ids))).sort((a, b) => (a.id < b.id ? -1 : 1));
/** The wines' stored cards, by id. */
const cardsOf = async (ids: string[]) => (await listRowsOf(t.db, ids)).sort((a, b) => (a.id < b.id ? -1 : 1));

describe('a wine\'s stored card', () => {
  it('holds every list column as a read of the row does', async () => {
    const wines = [
      await makeWine(t.db, { title: ODD_TITLE, vintage: 'NV', pairings: [], description: 'Line one\nline "two"' }),
      await makeWine(t.db, { title: 'Cards Paired', pairings: ['beef', 'cheese'], stock: 3, isTrending: true, priceCents: 4_250, discountPercent: 15, ratingDistribution: [0, 1, 0, 2, 4] }),
      await makeWine(t.db, { title: 'Cards Plain', method: null, producer: null, stock: 0 }),
    ];
    const ids = wines.map((wine) => wine.id);
    const cards = await cardsOf(ids);
    expect(cards).toEqual(await rowsOf(ids));
    expect(Object.keys(cards[0]!).sort()).toEqual(Object.keys(listColumns).sort());
  });

  it('follows each write to its wine, in the writing transaction', async () => {
    const wine = await makeWine(t.db, { title: 'Cards Followed', priceCents: 2_000, stock: 5 });
    await t.db.transaction(async (tx) => {
      await tx.update(catalogueItems).set({ priceCents: 2_500, stock: 4, title: 'Cards Followed Again' }).where(eq(catalogueItems.id, wine.id));
      const [stored] = await tx.select().from(catalogueCards).where(eq(catalogueCards.id, wine.id));
      expect(JSON.parse(stored!.card)).toMatchObject({ priceCents: 2_500, stock: 4, title: 'Cards Followed Again' });
    });
    expect(await cardsOf([wine.id])).toEqual(await rowsOf([wine.id]));
    expect((await cardsOf([wine.id]))[0]).toMatchObject({ priceCents: 2_500, stock: 4, title: 'Cards Followed Again' });

    await t.db.update(catalogueItems).set({ isActive: false }).where(eq(catalogueItems.id, wine.id));
    expect(await cardsOf([wine.id])).toEqual([]);
    await t.db.update(catalogueItems).set({ isActive: true, stock: 9 }).where(eq(catalogueItems.id, wine.id));
    expect(await cardsOf([wine.id])).toEqual(await rowsOf([wine.id]));
    await t.db.delete(catalogueItems).where(eq(catalogueItems.id, wine.id));
    expect(await cardsOf([wine.id])).toEqual([]);
  });

  it('is written for every wine of a bulk insert, and never for a collection or a wine off the shop', async () => {
    const values = Array.from({ length: 40 }, (_, i) => wineValues({ title: `Cards Bulk ${i}`, isActive: i % 4 !== 0 }));
    await makeWines(t.db, values);
    const ids = values.map((wine) => wine.id!);
    expect((await cardsOf(ids)).map((card) => card.id)).toEqual(values.filter((wine) => wine.isActive).map((wine) => wine.id).sort());
    const collection = await makeCollection(t.db, { title: 'Cards Collection' });
    expect(await cardsOf([collection.id])).toEqual([]);
  });

  it('gives a collection its active wines in the curator\'s order', async () => {
    const [first, hidden, last] = [await makeWine(t.db, { title: 'Cards Child 1' }), await makeWine(t.db, { title: 'Cards Child 2', isActive: false }), await makeWine(t.db, { title: 'Cards Child 3' })];
    const collection = await makeCollection(t.db, { wines: [last!, hidden!, first!] });
    const children = await findActiveChildren(t.db, [collection.id]);
    expect(children.map((child) => [child.collectionId, child.wine.title])).toEqual([
      [collection.id, 'Cards Child 3'],
      [collection.id, 'Cards Child 1'],
    ]);
    expect(children.map((child) => child.wine)).toEqual([...(await rowsOf([last!.id])), ...(await rowsOf([first!.id]))]);
  });

  it('goes when the catalogue is emptied', async () => {
    await makeWine(t.db, { title: 'Cards Truncated' });
    await t.pool.query('TRUNCATE catalogue_items CASCADE');
    expect((await t.pool.query('SELECT count(*)::int AS n FROM catalogue_cards')).rows[0]).toEqual({ n: 0 });
  });
});
