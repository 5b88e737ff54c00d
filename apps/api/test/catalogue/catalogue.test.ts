import type { Collection, Wine } from '@wine/contract/catalogue';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import {
  makeBusiness, makeCollection, makeEvent, makeSommelier, makeUser, makeWine, type CatalogueRow, type UserRow,
} from '../helpers/fixtures';

let t: TestApp;

type Query = [string, string][];
type Item = Wine | Collection;
interface List {
  categories: Item[];
  total: number;
}

const get = (path: string, query: Query = []) =>
  t.app.inject({ method: 'GET', url: `/api${path}${query.length ? `?${new URLSearchParams(query)}` : ''}` });
const list = async (query: Query) => expectSuccess<List>(await get('/catalogue', query));
const titles = (result: List) => result.categories.map((item) => item.title);
const ids = (items: { _id: string }[]) => items.map((item) => item._id);

/** The shop's active wines, in creation (= id) order, and one inactive wine matching many filters. */
const wines: Record<string, CatalogueRow> = {};
let inactiveWine: CatalogueRow;
let somm: UserRow;
let otherSomm: UserRow;
const collections: Record<string, CatalogueRow> = {};
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.db;
  const wine = async (key: string, fields: Partial<typeof catalogueItems.$inferInsert>) => {
    wines[key] = await makeWine(db, { title: key, ...fields });
  };
  await wine('Alpha Cabernet', { color: 'Red', region: 'Bordeaux', varietal: 'Cabernet Sauvignon', priceCents: 1000 });
  await wine('Bravo Merlot', { color: 'Red', region: 'Napa Valley', varietal: 'Merlot', priceCents: 2499, discountPercent: 10 });
  await wine('Charlie Chardonnay', { color: 'White', region: 'Burgundy', varietal: 'Chardonnay', priceCents: 5000 });
  await wine('Delta Rosé', { color: 'Rosé', region: 'Rhone', varietal: 'Grenache', priceCents: 1550 });
  await wine('Echo 100% Syrah', { color: 'Red', region: 'Rhone', varietal: 'Syrah', priceCents: 30000 });
  await wine('Foxtrot_Pinot Noir', { color: 'Red', region: 'Oregon', varietal: 'Pinot Noir', priceCents: 900 });
  await wine('Golf .* Riesling', { color: 'White', region: 'Mosel', varietal: 'Riesling', priceCents: 2000 });
  await wine('Hotel Back\\Slash Malbec', { color: 'Red', region: 'Mendoza', varietal: 'Malbec', priceCents: 3000 });
  await wine('India FoxtrotXPinot', { color: 'White', region: 'Loire', varietal: 'Chenin Blanc', priceCents: 1549 });
  await wine('Juliet 1000 Tempranillo', { color: 'Red', region: 'Rioja', varietal: 'Tempranillo', priceCents: 5001 });
  inactiveWine = await makeWine(db, {
    title: 'Alpha Inactive Red',
    color: 'Red',
    region: 'Bordeaux',
    varietal: 'Cabernet Sauvignon',
    priceCents: 2000,
    isActive: false,
  });

  somm = await makeSommelier(db, { givenName: 'Ada', familyName: 'Vine', profilePicture: '/media/ada.webp' });
  otherSomm = await makeSommelier(db, { givenName: 'Bo', familyName: 'Cork' });
  const event = await makeEvent(db, await makeBusiness(db));
  eventId = event.id;
  const w = (key: string) => wines[key] as CatalogueRow;
  const collection = async (key: string, fields: Parameters<typeof makeCollection>[1]) => {
    collections[key] = await makeCollection(db, { title: key, ...fields });
  };

  await collection('Date Night', {
    isByMoment: true,
    createdBy: somm.id,
    wines: [w('Charlie Chardonnay'), inactiveWine, w('Alpha Cabernet'), w('Bravo Merlot')],
  });
  await collection('Retired Moment', { isByMoment: true, createdBy: somm.id, isActive: false, wines: [w('Alpha Cabernet')] });
  await collection('Barbecue', { isByMoment: true, createdBy: otherSomm.id, wines: [w('Echo 100% Syrah')] });
  await collection('Our Picks', { isSommlikePicks: true, createdBy: otherSomm.id, wines: [w('Echo 100% Syrah'), w('Foxtrot_Pinot Noir')] });
  const trendingDays = { 'Trend 1': 5, 'Trend 2': 1, 'Trend 3': 4, 'Trend 4': 2, 'Trend 5': 3 };
  for (const [key, day] of Object.entries(trendingDays)) {
    await collection(key, { isTrending: true, createdBy: otherSomm.id, createdAt: new Date(`2024-01-0${day}T12:00:00Z`) });
  }
  await collection('Event Older', { eventId, createdBy: somm.id, wines: [w('Delta Rosé')] });
  await collection('Event Newer', { eventId, createdBy: somm.id, wines: [w('Golf .* Riesling')] });
  await collection('Event Other Somm', { eventId, createdBy: otherSomm.id });
});
afterAll(() => t.close());

const activeWines = () => Object.values(wines);
const byName = (a: CatalogueRow, b: CatalogueRow) => (a.name < b.name ? -1 : 1);

describe('GET /api/catalogue: the home page calls (spec 000 §7)', () => {
  it('lists the active by-moment collections, newest first, with their active wines in order', async () => {
    const result = await list([
      ['offset', '0'], ['type', 'COLLECTION'], ['includeChildren', 'true'], ['sort', '-_id'], ['limit', '10'],
      ['isActive', 'true'], ['customData.isByMoment', 'true'],
    ]);
    expect(titles(result)).toEqual(['Barbecue', 'Date Night']);
    expect(result.total).toBe(2);

    const dateNight = result.categories[1] as Collection;
    const expectedWines = ['Charlie Chardonnay', 'Alpha Cabernet', 'Bravo Merlot'];
    expect(dateNight.children?.map((wine) => wine.title)).toEqual(expectedWines);
    expect(dateNight.childrenIds).toEqual(expectedWines.map((key) => wines[key]?.id));
    expect(dateNight).toMatchObject({
      type: 'COLLECTION',
      price: '0.00',
      ownerUserId: somm.id,
      createdBy: { _id: somm.id, givenName: 'Ada', familyName: 'Vine', name: 'Ada Vine', profilePicture: '/media/ada.webp' },
      customData: { eventId: null, isByMoment: true, isTrending: false, isSommlikePicks: false, isByTerroir: false },
    });
    expect(dateNight.createdBy).not.toHaveProperty('email');
  });

  it('answers the one picks collection', async () => {
    const result = await list([
      ['offset', '0'], ['type', 'COLLECTION'], ['includeChildren', 'true'], ['sort', '-_id'], ['limit', '1'],
      ['customData.isSommlikePicks', 'true'],
    ]);
    expect(titles(result)).toEqual(['Our Picks']);
    expect((result.categories[0] as Collection).children?.map((wine) => wine.title)).toEqual(['Echo 100% Syrah', 'Foxtrot_Pinot Noir']);
  });

  it("credits a collection's sales to its curator only when an approved sommelier, never to an admin's picks", async () => {
    const admin = await makeUser(t.db, { roles: ['admin'] });
    const shopPicks = await makeCollection(t.db, { title: 'Shop Picks', createdBy: admin.id, wines: [wines['Alpha Cabernet'] as CatalogueRow] });
    const sommPicks = collections['Our Picks'] as CatalogueRow;
    const read = async (id: string) => expectSuccess<Collection>(await get(`/catalogue/${id}`, [['includeChildren', 'true']]));
    expect(await read(shopPicks.id)).toMatchObject({ ownerUserId: admin.id, affiliateId: null });
    expect(await read(sommPicks.id)).toMatchObject({ ownerUserId: otherSomm.id, affiliateId: otherSomm.id });
    await t.db.delete(catalogueItems).where(eq(catalogueItems.id, shopPicks.id));
  });

  it('lists the 4 most recently created trending collections', async () => {
    const result = await list([
      ['sort', '-createdAt'], ['limit', '4'], ['customData.isTrending', 'true'], ['isActive', 'true'], ['type', 'COLLECTION'],
      ['includeChildren', 'true'], ['offset', '0'],
    ]);
    expect(titles(result)).toEqual(['Trend 1', 'Trend 3', 'Trend 5', 'Trend 4']);
    expect(result.total).toBe(5);
  });
});

describe('GET /api/catalogue: wine lists', () => {
  it('lists the active wines of a colour by name, in the wire shape', async () => {
    const result = await list([
      ['offset', '0'], ['limit', '20'], ['sort', 'name'], ['type', 'PRODUCT'], ['customData.product.color', 'Red'], ['isActive', 'true'],
    ]);
    expect(titles(result)).toEqual(['Alpha Cabernet', 'Bravo Merlot', 'Echo 100% Syrah', 'Foxtrot_Pinot Noir', 'Hotel Back\\Slash Malbec', 'Juliet 1000 Tempranillo']);
    expect(result.total).toBe(6);

    const bravo = wines['Bravo Merlot'] as CatalogueRow;
    expect(result.categories[1]).toEqual({
      _id: bravo.id,
      id: bravo.id,
      type: 'PRODUCT',
      title: 'Bravo Merlot',
      name: 'Bravo Merlot',
      description: null,
      price: '24.99',
      iconUrl: null,
      isActive: true,
      tenantId: SHOP_TENANT_ID,
      discount: { type: 'percentage', value: 10 },
      customData: {
        product: {
          producer: 'Domaine Test', color: 'Red', varietal: 'Merlot', origin: null, vintage: null, country: 'France',
          region: 'Napa Valley', code: null, productType: null, method: null, size: null, volume_in_ml: 750, pairings: [],
          tastingNotes: null, eventId: null, businessId: null, stock: 100,
        },
      },
      rating: { average: null, count: 0 },
      createdAt: bravo.createdAt.toISOString(),
    });
    expect((result.categories[0] as Wine).discount).toBeNull();
  });

  it('answers the accented colour Rosé', async () => {
    expect(titles(await list([['type', 'PRODUCT'], ['customData.product.color', 'Rosé']]))).toEqual(['Delta Rosé']);
  });

  it('filters regions with [$in], one value or several', async () => {
    const several = await list([
      ['type', 'PRODUCT'], ['sort', 'name'], ['customData.product.region[$in]', 'Rhone'], ['customData.product.region[$in]', 'Mosel'],
    ]);
    expect(titles(several)).toEqual(['Delta Rosé', 'Echo 100% Syrah', 'Golf .* Riesling']);
    const one = await list([['type', 'PRODUCT'], ['sort', 'name'], ['customData.product.region[$in]', 'Rhone']]);
    expect(titles(one)).toEqual(['Delta Rosé', 'Echo 100% Syrah']);
  });

  it('filters varietals and colours with [$in]', async () => {
    const result = await list([
      ['type', 'PRODUCT'], ['sort', 'name'], ['customData.product.varietal[$in]', 'Merlot'], ['customData.product.varietal[$in]', 'Riesling'],
      ['customData.product.color[$in]', 'White'], ['customData.product.color[$in]', 'Rosé'],
    ]);
    expect(titles(result)).toEqual(['Golf .* Riesling']);
  });

  it('keeps only the values both an equality and an [$in] allow', async () => {
    const none = await list([['type', 'PRODUCT'], ['customData.product.color', 'Red'], ['customData.product.color[$in]', 'White']]);
    expect(none).toEqual({ categories: [], total: 0 });
    const both = await list([['type', 'PRODUCT'], ['customData.product.color', 'White'], ['customData.product.color[$in]', 'White']]);
    expect(both.total).toBe(3);
  });

  it('filters a price range in dollars, both bounds included', async () => {
    const result = await list([['type', 'PRODUCT'], ['sort', 'name'], ['price[$gte]', '15.50'], ['price[$lte]', '50']]);
    expect(titles(result)).toEqual(['Bravo Merlot', 'Charlie Chardonnay', 'Delta Rosé', 'Golf .* Riesling', 'Hotel Back\\Slash Malbec']);
  });

  it('combines the shop filters', async () => {
    const result = await list([
      ['offset', '0'], ['limit', '20'], ['sort', 'name'], ['type', 'PRODUCT'], ['isActive', 'true'], ['customData.product.color', 'Red'],
      ['customData.product.region[$in]', 'Bordeaux'], ['customData.product.region[$in]', 'Rhone'], ['price[$lte]', '300'],
    ]);
    expect(titles(result)).toEqual(['Alpha Cabernet', 'Echo 100% Syrah']);
  });

  it('never lists an inactive wine, even when every filter matches it', async () => {
    const result = await list([
      ['type', 'PRODUCT'], ['customData.product.color', 'Red'], ['customData.product.region', 'Bordeaux'],
      ['customData.product.varietal', 'Cabernet Sauvignon'], ['price[$gte]', '20'], ['price[$lte]', '20'],
    ]);
    expect(result).toEqual({ categories: [], total: 0 });
    const all = await list([['type', 'PRODUCT'], ['limit', '100']]);
    expect(ids(all.categories)).not.toContain(inactiveWine.id);
    expect(all.total).toBe(activeWines().length);
  });

  it('searches with q (issue 43): words in any order, a typo, best match first, the words to mark, the closest matches said, a write found at once', async () => {
    interface Searched extends List {
      search: { words: string[]; allWords: boolean; titleMatches: Record<string, [number, number][]> };
    }
    const search = async (text: string, more: Query = []) => (await list([['q', text], ['type', 'PRODUCT'], ...more])) as Searched;
    const pinot = await search('pinot FOXTROT');
    expect(titles(pinot)).toEqual(['Foxtrot_Pinot Noir']);
    expect(pinot.search).toEqual({ words: ['pinot', 'foxtrot'], allWords: true, titleMatches: { [wines['Foxtrot_Pinot Noir']!.id]: [[0, 7], [8, 13]] } });
    expect(titles(await search('chardonay charlie'))).toEqual(['Charlie Chardonnay']);
    const closest = await search('merlot xqztv');
    expect(titles(closest)).toEqual(['Bravo Merlot']);
    expect(closest.search.allWords).toBe(false);
    // The spec's search keeps its pattern and its order.
    expect(titles(await list([['title', 'Pinot'], ['type', 'PRODUCT'], ['sort', '-_id']]))).toEqual(['India FoxtrotXPinot', 'Foxtrot_Pinot Noir']);
    expectFailure(await get('/catalogue', [['q', 'pinot'], ['type', 'COLLECTION']]), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await get('/catalogue', [['sort', 'relevance'], ['type', 'PRODUCT']]), 400, ErrorCode.VALIDATION_FAILED);
    // A retitled wine is found by its new words on the next list.
    const golf = wines['Golf .* Riesling']!;
    await t.db.update(catalogueItems).set({ title: 'Golf Spätlese Riesling' }).where(eq(catalogueItems.id, golf.id));
    try {
      expect(titles(await search('spatlese'))).toEqual(['Golf Spätlese Riesling']);
    } finally {
      await t.db.update(catalogueItems).set({ title: golf.title }).where(eq(catalogueItems.id, golf.id));
    }
  });

  it('lists only the wines in stock with inStock=true, in the order it has without it, and counts them in the facets', async () => {
    const soldOut = [wines['Bravo Merlot']!.id, wines['Echo 100% Syrah']!.id];
    await t.db.update(catalogueItems).set({ stock: 0 }).where(inArray(catalogueItems.id, soldOut));
    try {
      const red = [['type', 'PRODUCT'], ['sort', '-price'], ['customData.product.color', 'Red'], ['facets', 'true']] as Query;
      const all = await list(red);
      const inStock = await list([...red, ['inStock', 'true']]);
      expect(titles(inStock)).toEqual(titles(all).filter((title) => !['Bravo Merlot', 'Echo 100% Syrah'].includes(title)));
      expect(inStock.total).toBe(all.total - 2);
      expect((all as List & { facets: { inStock: number } }).facets.inStock).toBe(all.total - 2);
      expect((inStock as List & { facets: { inStock: number } }).facets.inStock).toBe(all.total - 2);
      expect((all.categories.find((item) => item.title === 'Bravo Merlot') as Wine).customData.product.stock).toBe(0);
      // Wines narrowed by event are read from the table: the same filter there.
      const eventWine = await makeWine(t.db, { title: 'Event Wine Sold Out', eventId, stock: 0 });
      expect(titles(await list([['type', 'PRODUCT'], ['customData.eventId', eventId]]))).toEqual(['Event Wine Sold Out']);
      expect(await list([['type', 'PRODUCT'], ['customData.eventId', eventId], ['inStock', 'true']])).toEqual({ categories: [], total: 0 });
      await t.db.delete(catalogueItems).where(eq(catalogueItems.id, eventWine.id));
    } finally {
      await t.db.update(catalogueItems).set({ stock: 100 }).where(inArray(catalogueItems.id, soldOut));
    }
  });

  it('refuses inStock for anything but wines, and any value but true', async () => {
    expectFailure(await get('/catalogue', [['type', 'COLLECTION'], ['inStock', 'true']]), 400, ErrorCode.VALIDATION_FAILED, 'inStock filters wines only: ask with type=PRODUCT');
    expectFailure(await get('/catalogue', [['inStock', 'true']]), 400, ErrorCode.VALIDATION_FAILED, 'type=PRODUCT');
    for (const value of ['false', 'yes', '1', '']) {
      expectFailure(await get('/catalogue', [['type', 'PRODUCT'], ['inStock', value]]), 400, ErrorCode.VALIDATION_FAILED, 'inStock: must be true');
    }
  });
});

describe('GET /api/catalogue: title search', () => {
  const search = async (title: string) =>
    titles(await list([['title', title], ['type', 'PRODUCT'], ['isActive', 'true'], ['sort', '-_id'], ['offset', '0'], ['limit', '20']]));

  it('finds a case-insensitive substring, newest first', async () => {
    expect(await search('MERLOT')).toEqual(['Bravo Merlot']);
    const expected = activeWines().filter((wine) => wine.title.toLowerCase().includes('o')).reverse().map((wine) => wine.title);
    expect(expected.length).toBeGreaterThan(5);
    expect(await search('o')).toEqual(expected);
  });

  it('leaves inactive wines out', async () => {
    expect(await search('alpha')).toEqual(['Alpha Cabernet']);
  });

  it('treats %, _, backslash and regular-expression characters literally', async () => {
    expect(await search('100%')).toEqual(['Echo 100% Syrah']);
    expect(await search('%')).toEqual(['Echo 100% Syrah']);
    expect(await search('t_P')).toEqual(['Foxtrot_Pinot Noir']);
    expect(await search('_')).toEqual(['Foxtrot_Pinot Noir']);
    expect(await search('.*')).toEqual(['Golf .* Riesling']);
    expect(await search('k\\S')).toEqual(['Hotel Back\\Slash Malbec']);
    expect(await search('^Alpha')).toEqual([]);
  });

  it('answers nothing for SQL in the text, and changes nothing', async () => {
    const before = await countRows(t.db, catalogueItems);
    expect(await search("'; DROP TABLE catalogue_items; --")).toEqual([]);
    expect(await search("' OR '1'='1")).toEqual([]);
    expect(await countRows(t.db, catalogueItems)).toBe(before);
  });
});

describe("GET /api/catalogue: a sommelier's collections", () => {
  const own = (extra: Query = []) =>
    list([
      ['offset', '0'], ['limit', '100'], ['sort', '-createdAt'], ['type', 'COLLECTION'], ['createdBy._id', somm.id],
      ['includeChildren', 'true'], ['isActive', 'true'], ...extra,
    ]);

  it('lists their active collections, newest first, with or without the tenant', async () => {
    const expected = ['Event Newer', 'Event Older', 'Date Night'];
    expect(titles(await own())).toEqual(expected);
    expect(titles(await own([['tenantId', SHOP_TENANT_ID]]))).toEqual(expected);
  });

  it("refuses another tenant's id", async () => {
    expectFailure(await get('/catalogue', [['type', 'COLLECTION'], ['tenantId', newId()]]), 400, ErrorCode.VALIDATION_FAILED, 'Unknown tenant');
  });

  it('answers their newest collection for an event', async () => {
    const result = await list([
      ['limit', '1'], ['sort', '-id'], ['type', 'COLLECTION'], ['createdBy._id', somm.id], ['customData.eventId', eventId],
      ['includeChildren', 'true'], ['isActive', 'true'],
    ]);
    expect(titles(result)).toEqual(['Event Newer']);
    expect(result.total).toBe(2);
    expect((result.categories[0] as Collection).customData.eventId).toBe(eventId);
  });

  it('lists childrenIds without the wines unless includeChildren is true', async () => {
    const result = await list([['type', 'COLLECTION'], ['createdBy._id', somm.id], ['sort', 'createdAt']]);
    const dateNight = result.categories[0] as Collection;
    expect(dateNight.title).toBe('Date Night');
    expect(dateNight).not.toHaveProperty('children');
    expect(dateNight.childrenIds).toHaveLength(3);
  });
});

describe('GET /api/catalogue: sort orders and paging', () => {
  const sorted = async (sort: string) => titles(await list([['type', 'PRODUCT'], ['sort', sort], ['limit', '100']]));
  const created = () => activeWines().map((wine) => wine.title);

  it('sorts by name, price, creation and id both ways', async () => {
    const byNameAsc = [...activeWines()].sort(byName).map((wine) => wine.title);
    expect(await sorted('name')).toEqual(byNameAsc);
    expect(await sorted('title')).toEqual(byNameAsc);
    expect(await sorted('-name')).toEqual([...byNameAsc].reverse());
    const byPrice = [...activeWines()].sort((a, b) => a.priceCents - b.priceCents).map((wine) => wine.title);
    expect(await sorted('price')).toEqual(byPrice);
    expect(await sorted('-price')).toEqual([...byPrice].reverse());
    expect(await sorted('createdAt')).toEqual(created());
    expect(await sorted('-createdAt')).toEqual(created().reverse());
    expect(await sorted('_id')).toEqual(created());
    expect(await sorted('id')).toEqual(created());
    expect(await sorted('-_id')).toEqual(created().reverse());
  });

  it('sorts newest first when no sort is sent', async () => {
    expect(titles(await list([['type', 'PRODUCT']]))).toEqual(created().reverse());
  });

  it('walks every page with offset without gaps or repeats, and skip is the same as offset', async () => {
    const full = await list([['type', 'PRODUCT'], ['sort', 'name'], ['limit', '100']]);
    const walked: string[] = [];
    for (let offset = 0; offset < full.total; offset += 3) {
      const page = await list([['type', 'PRODUCT'], ['sort', 'name'], ['limit', '3'], ['offset', String(offset)]]);
      expect(page.total).toBe(full.total);
      const viaSkip = await list([['type', 'PRODUCT'], ['sort', 'name'], ['limit', '3'], ['skip', String(offset)]]);
      expect(ids(viaSkip.categories)).toEqual(ids(page.categories));
      walked.push(...ids(page.categories));
    }
    expect(walked).toEqual(ids(full.categories));
    expect(new Set(walked).size).toBe(full.total);
    expect(await list([['type', 'PRODUCT'], ['offset', String(full.total)]])).toEqual({ categories: [], total: full.total });
  });

  it('answers 20 items when no limit is sent, and lists wines and collections when no type is sent', async () => {
    const result = await list([]);
    expect(result.categories).toHaveLength(20);
    expect(new Set(result.categories.map((item) => item.type))).toEqual(new Set(['PRODUCT', 'COLLECTION']));
  });
});

describe('GET /api/catalogue: bad queries', () => {
  it('accepts a limit of 100 and refuses 101 and 0', async () => {
    expect((await list([['limit', '100']])).total).toBeGreaterThan(0);
    expectFailure(await get('/catalogue', [['limit', '101']]), 400, ErrorCode.VALIDATION_FAILED, 'limit');
    expectFailure(await get('/catalogue', [['limit', '0']]), 400, ErrorCode.VALIDATION_FAILED, 'limit');
  });

  it.each([
    ['an unknown key', 'foo', '1'],
    ['an unlisted product field', 'customData.product.origin', 'Oakville'],
    ['an unlisted operator', 'price[$gt]', '10'],
    ['a database operator', '$where', '1'],
    ['an unlisted column', 'priceCents', '100'],
  ])('refuses %s with 400', async (_name, key, value) => {
    expectFailure(await get('/catalogue', [[key, value]]), 400, ErrorCode.UNKNOWN_QUERY_KEY, key);
  });

  it.each([
    ['an unknown colour', 'customData.product.color', 'Blue'],
    ['an unknown region', 'customData.product.region[$in]', 'Atlantis'],
    ['an unlisted sort', 'sort', 'password'],
    ['inactive items', 'isActive', 'false'],
    ['a price that is not an amount', 'price[$gte]', '1e3'],
    ['a malformed creator id', 'createdBy._id', 'not-an-id'],
    ['a flag that is not a boolean', 'customData.isTrending', 'yes'],
  ])('refuses %s with 400', async (_name, key, value) => {
    expectFailure(await get('/catalogue', [[key, value]]), 400, ErrorCode.VALIDATION_FAILED);
  });
});

describe('GET /api/catalogue/{id}', () => {
  it('answers an active wine, also to the wine page refresh call', async () => {
    const bravo = wines['Bravo Merlot'] as CatalogueRow;
    const wine = expectSuccess<Wine>(await get(`/catalogue/${bravo.id}`, [['skip', '0'], ['limit', '1'], ['status', 'OPEN']]));
    expect(wine).toMatchObject({ _id: bravo.id, type: 'PRODUCT', price: '24.99', discount: { type: 'percentage', value: 10 } });
  });

  it('answers a collection with its active wines when includeChildren is true', async () => {
    const dateNight = collections['Date Night'] as CatalogueRow;
    const withChildren = expectSuccess<Collection>(await get(`/catalogue/${dateNight.id}`, [['includeChildren', 'true']]));
    expect(withChildren.children?.map((wine) => wine.title)).toEqual(['Charlie Chardonnay', 'Alpha Cabernet', 'Bravo Merlot']);
    expect(withChildren.createdBy?._id).toBe(somm.id);
    const without = expectSuccess<Collection>(await get(`/catalogue/${dateNight.id}`));
    expect(without).not.toHaveProperty('children');
    expect(without.childrenIds).toEqual(withChildren.childrenIds);
  });

  it('answers 404 for inactive and unknown items', async () => {
    expectFailure(await get(`/catalogue/${inactiveWine.id}`), 404, ErrorCode.NOT_FOUND, 'Catalogue item not found');
    const retired = collections['Retired Moment'] as CatalogueRow;
    expectFailure(await get(`/catalogue/${retired.id}`), 404, ErrorCode.NOT_FOUND, 'Catalogue item not found');
    expectFailure(await get(`/catalogue/${newId()}`), 404, ErrorCode.NOT_FOUND, 'Catalogue item not found');
  });

  it('answers 400 for a malformed id or an unknown query key', async () => {
    expectFailure(await get('/catalogue/42'), 400, ErrorCode.VALIDATION_FAILED);
    const bravo = wines['Bravo Merlot'] as CatalogueRow;
    expectFailure(await get(`/catalogue/${bravo.id}`, [['expand', 'all']]), 400, ErrorCode.UNKNOWN_QUERY_KEY);
  });
});

describe('list summaries', () => {
  it('carry the tasting notes only on the wine page call', async () => {
    const wine = await makeWine(t.db, { title: 'Notes Only On Detail', tastingNotes: '<p>Cherry and cedar.</p>' });
    const list = expectSuccess<{ categories: Wine[] }>(
      await t.app.inject({ method: 'GET', url: '/api/catalogue?type=PRODUCT&title=Notes%20Only%20On%20Detail' }),
    );
    expect(list.categories[0]?.customData.product.tastingNotes).toBeNull();
    const detail = expectSuccess<Wine>(await t.app.inject({ method: 'GET', url: `/api/catalogue/${wine.id}` }));
    expect(detail.customData.product.tastingNotes).toBe('<p>Cherry and cedar.</p>');
  });
});
