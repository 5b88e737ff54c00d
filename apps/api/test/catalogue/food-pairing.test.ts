/**
 * Food pairing (issue 20, docs/decisions/0035-food-pairing.md): a wine's pairings on the wire, set
 * in the console and the CSV import, and the shop's filter by them: a wine matches when it pairs
 * with any of the chosen foods, listed and counted once.
 */
import type { WineImportReport } from '@wine/contract/admin/wine-import';
import type { Wine } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, reviews } from '../../src/db/schema';
import { auditCount, consoleSuite } from '../helpers/admin';
import { callApi } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeWine } from '../helpers/fixtures';
import { writeReview } from '../helpers/reviews';
import { fileUpload } from '../helpers/uploads';
import { openSession } from '../helpers/users';

const suite = consoleSuite();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await suite.cast.admin();
});

let counter = 0;
const newCode = () => `PAIR-${Date.now().toString(36)}-${(counter += 1)}`;

/** The names of the shop's wines for a query string, in the shop's order, and the total. */
async function shop(query: string) {
  const list = expectSuccess<{ categories: Wine[]; total: number }>(
    await suite.t.app.inject({ method: 'GET', url: `/api/catalogue?type=PRODUCT&isActive=true&${query.includes('sort=') ? '' : 'sort=name&'}${query}` }),
  );
  return { names: list.categories.map((wine) => wine.name), total: list.total };
}

describe('the shop filtered by pairing', () => {
  beforeAll(async () => {
    await makeWine(suite.t.db, { title: 'A Steak Red', color: 'Red', pairings: ['beef', 'lamb'] });
    await makeWine(suite.t.db, { title: 'B Fish White', color: 'White', pairings: ['fish', 'shellfish'] });
    await makeWine(suite.t.db, { title: 'C Beef Rosé', color: 'Rosé', pairings: ['beef', 'spicy-food'] });
    await makeWine(suite.t.db, { title: 'D Lamb Red', color: 'Red', pairings: ['lamb'] });
    await makeWine(suite.t.db, { title: 'E Off Sale', color: 'Red', pairings: ['beef'], isActive: false });
    await makeWine(suite.t.db, { title: 'F No Pairing', color: 'Red' });
  });

  it('lists the wines that pair with any of the chosen foods, each once, in name order', async () => {
    expect(await shop('customData.product.pairings[$in]=beef')).toEqual({ names: ['A Steak Red', 'C Beef Rosé'], total: 2 });
    // A Steak Red pairs with both: listed and counted once.
    expect(await shop('customData.product.pairings[$in]=beef&customData.product.pairings[$in]=lamb')).toEqual({
      names: ['A Steak Red', 'C Beef Rosé', 'D Lamb Red'],
      total: 3,
    });
    expect(await shop('customData.product.pairings[$in]=lamb&customData.product.pairings[$in]=beef&sort=-name')).toEqual({
      names: ['D Lamb Red', 'C Beef Rosé', 'A Steak Red'],
      total: 3,
    });
    expect(await shop('customData.product.pairings=fish')).toEqual({ names: ['B Fish White'], total: 1 });
    expect(await shop('customData.product.pairings[$in]=dessert')).toEqual({ names: [], total: 0 });
  });

  it('combines with colour, price and paging like every other filter', async () => {
    const beefOrLamb = 'customData.product.pairings[$in]=beef&customData.product.pairings[$in]=lamb';
    expect(await shop(`${beefOrLamb}&customData.product.color[$in]=Red`)).toEqual({ names: ['A Steak Red', 'D Lamb Red'], total: 2 });
    expect(await shop(`${beefOrLamb}&customData.product.color[$in]=Red&customData.product.color[$in]=Rosé`)).toEqual({
      names: ['A Steak Red', 'C Beef Rosé', 'D Lamb Red'],
      total: 3,
    });
    expect(await shop(`${beefOrLamb}&customData.product.color=White`)).toEqual({ names: [], total: 0 });
    expect(await shop(`${beefOrLamb}&price[$gte]=30`)).toEqual({ names: [], total: 0 });
    expect(await shop(`${beefOrLamb}&offset=1&limit=1`)).toEqual({ names: ['C Beef Rosé'], total: 3 });
    // Newest first goes through the table's own index: same wines.
    expect((await shop(`${beefOrLamb}&sort=-_id`)).names).toEqual(['D Lamb Red', 'C Beef Rosé', 'A Steak Red']);
  });

  it('follows reviews: "4 stars and up" and the rating sorts with a pairing filter', async () => {
    const beefOrLamb = 'customData.product.pairings[$in]=beef&customData.product.pairings[$in]=lamb';
    const [steak, rose, lamb] = await Promise.all(
      ['A Steak Red', 'C Beef Rosé', 'D Lamb Red'].map(async (title) => (await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.title, title)))[0]!.id),
    );
    expect(await shop(`${beefOrLamb}&rating[$gte]=4`)).toEqual({ names: [], total: 0 });
    await writeReview(suite.t, steak!, { rating: 5 });
    await writeReview(suite.t, rose!, { rating: 4 });
    await writeReview(suite.t, rose!, { rating: 5 });
    await writeReview(suite.t, lamb!, { rating: 3 });
    expect(await shop(`${beefOrLamb}&rating[$gte]=4`)).toEqual({ names: ['A Steak Red', 'C Beef Rosé'], total: 2 });
    expect(await shop(`${beefOrLamb}&sort=-rating`)).toEqual({ names: ['A Steak Red', 'C Beef Rosé', 'D Lamb Red'], total: 3 });
    expect(await shop(`${beefOrLamb}&sort=-reviewCount`)).toEqual({ names: ['C Beef Rosé', 'D Lamb Red', 'A Steak Red'], total: 3 });
    expect(await shop(`${beefOrLamb}&sort=rating&rating[$gte]=4&offset=1&limit=1`)).toEqual({ names: ['A Steak Red'], total: 2 });
    // A review taken back takes the wine's rating with it.
    expectSuccess(await suite.t.app.inject({ method: 'DELETE', url: `/api/catalogue/${lamb}/review`, headers: await openSession(suite.t.db, (await suite.t.db.select().from(reviews).where(eq(reviews.wineId, lamb!)))[0]!.userId) }));
    expect(await shop(`${beefOrLamb}&rating[$gte]=3`)).toEqual({ names: ['A Steak Red', 'C Beef Rosé'], total: 2 });
    expect(await shop(`${beefOrLamb}&sort=rating`)).toEqual({ names: ['D Lamb Red', 'C Beef Rosé', 'A Steak Red'], total: 3 });
  });

  it('refuses an unknown food, and equality with [$in] at once', async () => {
    expectFailure(await suite.t.app.inject({ method: 'GET', url: '/api/catalogue?customData.product.pairings[$in]=pizza' }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(
      await suite.t.app.inject({ method: 'GET', url: '/api/catalogue?customData.product.pairings=beef&customData.product.pairings[$in]=lamb' }),
      400,
      ErrorCode.VALIDATION_FAILED,
      'not both',
    );
  });

  it('carries a wine\'s pairings on the wire, an empty list when none', async () => {
    const list = expectSuccess<{ categories: Wine[] }>(await suite.t.app.inject({ method: 'GET', url: '/api/catalogue?type=PRODUCT&sort=name&limit=50' }));
    const pairingsOf = Object.fromEntries(list.categories.map((wine) => [wine.name, wine.customData.product.pairings]));
    expect(pairingsOf['A Steak Red']).toEqual(['beef', 'lamb']);
    expect(pairingsOf['F No Pairing']).toEqual([]);
  });
});

describe('pairings in the console', () => {
  const wineBody = (overrides: Record<string, unknown> = {}) => ({ code: newCode(), title: `Console ${counter}`, price: '24.99', businessId: suite.cast.business.id, stock: 12, ...overrides });

  it('sets them each once in the list\'s order, and the shop\'s filter follows edits, renames and deactivation', async () => {
    const body = wineBody({ title: 'Console Pairs', pairings: ['cheese', 'beef', 'cheese'] });
    const wine = expectSuccess<Wine>(await callApi(suite.t, 'POST', '/admin/wines', admin, body));
    expect(wine.customData.product.pairings).toEqual(['beef', 'cheese']);
    expect((await shop('customData.product.pairings=cheese')).names).toEqual(['Console Pairs']);

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${wine._id}`, admin, { pairings: ['dessert'], name: 'Console Sweet' }));
    expect((await shop('customData.product.pairings=cheese')).names).toEqual([]);
    expect((await shop('customData.product.pairings=dessert')).names).toEqual(['Console Sweet']);

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${wine._id}`, admin, { isActive: false }));
    expect((await shop('customData.product.pairings=dessert')).names).toEqual([]);
    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${wine._id}`, admin, { isActive: true }));
    expect((await shop('customData.product.pairings=dessert')).names).toEqual(['Console Sweet']);

    // An empty list clears them.
    const cleared = expectSuccess<Wine>(await callApi(suite.t, 'PATCH', `/admin/wines/${wine._id}`, admin, { pairings: [] }));
    expect(cleared.customData.product.pairings).toEqual([]);
    expect((await shop('customData.product.pairings=dessert')).names).toEqual([]);
  });

  it('refuses a food not in the list, changing nothing', async () => {
    const before = await auditCount(suite.t.db);
    const body = wineBody({ pairings: ['beef', 'pizza'] });
    expectFailure(await callApi(suite.t, 'POST', '/admin/wines', admin, body), 400, ErrorCode.VALIDATION_FAILED, /pairings.*must be foods of the list: Beef, Lamb/);
    expect(await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.code, body.code))).toEqual([]);

    const wine = await makeWine(suite.t.db, { code: newCode(), pairings: ['fish'] });
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { pairings: 'fish' }), 400, ErrorCode.VALIDATION_FAILED, /pairings/);
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { pairings: ['Fish'] }), 400, ErrorCode.VALIDATION_FAILED, /pairings/);
    const [row] = await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.id, wine.id));
    expect(row?.pairings).toEqual(['fish']);
    expect(await auditCount(suite.t.db)).toBe(before);
  });
});

describe('pairings in the CSV import', () => {
  const HEADER = 'code,title,price,retailer,pairings';
  const importFile = (rows: string[]) => {
    const upload = fileUpload([HEADER, ...rows].join('\r\n'), 'wines.csv', 'text/csv');
    return suite.t.app.inject({ method: 'POST', url: '/api/admin/wines/import?mode=upsert', headers: { ...admin, ...upload.headers }, payload: upload.payload });
  };
  const rowOf = (code: string, pairings: string) => `${code},Imported ${code},19.99,${suite.cast.business.name},"${pairings}"`;
  const importedPairings = async (prefix: string) =>
    (await suite.t.db.select().from(catalogueItems).where(like(catalogueItems.code, `${prefix}%`)))
      .sort((a, b) => (a.code ?? '').localeCompare(b.code ?? ''))
      .map((row) => row.pairings);

  it('reads values, labels and aliases in any case, separated by ;, and a blank cell as none', async () => {
    const p = newCode();
    const report = expectSuccess<WineImportReport>(await importFile([rowOf(`${p}-1`, 'Spicy food; BEEF ;cheese'), rowOf(`${p}-2`, 'seafood;Fish;'), rowOf(`${p}-3`, '')]));
    expect(report).toMatchObject({ imported: true, created: 3, errorCount: 0 });
    expect(await importedPairings(p)).toEqual([['beef', 'spicy-food', 'cheese'], ['fish', 'shellfish'], []]);
    // Updating a wine's pairings moves it in the shop's filter.
    expectSuccess(await importFile([rowOf(`${p}-3`, 'aperitif')]));
    expect((await shop('customData.product.pairings=aperitif')).names).toEqual([`Imported ${p}-3`]);
  });

  it('refuses a row naming an unknown food, with its row and column, and imports nothing', async () => {
    const p = newCode();
    const report = expectSuccess<WineImportReport>(await importFile([rowOf(`${p}-1`, 'Beef'), rowOf(`${p}-2`, 'Beef; Pizza'), rowOf(`${p}-3`, 'Beef, Lamb')]));
    expect(report).toMatchObject({ imported: false, errorCount: 2 });
    expect(report.errors).toEqual([
      { row: 3, column: 'pairings', message: expect.stringMatching(/^must be foods of the list: Beef, .*Aperitif \(got "Beef; Pizza"\)$/) },
      { row: 4, column: 'pairings', message: expect.stringMatching(/^must be foods of the list: .* \(got "Beef, Lamb"\)$/) },
    ]);
    expect(await importedPairings(p)).toEqual([]);
  });
});
