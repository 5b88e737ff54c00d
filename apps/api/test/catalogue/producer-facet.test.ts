import type { CatalogueFacets, CatalogueFacetValues, Wine } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import { ATTRIBUTE_TEXT_MAX } from '@wine/contract/wine-attributes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeWine, makeWines, wineValues } from '../helpers/fixtures';

/**
 * The producer, an open-ended list (decision 0070): filtered by exact values with every other
 * filter and the search, counted in the facets (the most held, and the chosen ones), and searched
 * within by GET /catalogue/facet-values.
 */

let t: TestApp;
const get = (path: string, query: [string, string][]) => t.app.inject({ method: 'GET', url: `/api${path}?${new URLSearchParams(query)}` });
const IN = 'customData.product.producer[$in]';

interface List {
  categories: Wine[];
  total: number;
  facets?: CatalogueFacets;
}
const list = async (query: [string, string][]) => expectSuccess<List>(await get('/catalogue', [['type', 'PRODUCT'], ...query]));
const facetValues = async (query: [string, string][]) => expectSuccess<CatalogueFacetValues>(await get('/catalogue/facet-values', [['facet', 'producer'], ...query]));

beforeAll(async () => {
  t = await createTestApp();
  const wines = (producer: string, count: number, fields: Parameters<typeof wineValues>[0] = {}) =>
    Array.from({ length: count }, (_, index) => wineValues({ producer, title: `${producer} Cuvée ${index + 1}`, ...fields }));
  await makeWines(t.db, [
    ...wines('Château Margaux', 3, { region: 'Bordeaux', color: 'Red' }),
    ...wines('Chateau Musar', 2, { region: 'Rhone', color: 'Red', stock: 0 }),
    ...wines("d'Arenberg", 2, { region: 'Rhone', color: 'White' }),
    ...wines('Ridge Vineyards', 5, { region: 'Napa Valley', color: 'Red' }),
    ...wines('ridge vineyards', 1, { region: 'Napa Valley', color: 'Red' }),
    // Eleven producers of one wine each: with the others, more than the ten the panel shows.
    ...Array.from({ length: 11 }, (_, index) => wines(`Estate ${String(index + 1).padStart(2, '0')}`, 1, { region: 'Loire', color: 'White' })).flat(),
  ]);
  await makeWine(t.db, { producer: 'Château Margaux', title: 'Château Margaux retired', isActive: false });
  await makeWine(t.db, { producer: null, title: 'Nameless Red', region: 'Bordeaux' });
});
afterAll(() => t.close());

describe('the producer filter', () => {
  it('keeps the wines of the chosen producers, exactly as stored, with every other filter and the search, and exact totals', async () => {
    const ridge = await list([[IN, 'Ridge Vineyards']]);
    expect(ridge.total).toBe(5);
    expect(ridge.categories.every((wine) => wine.customData.product.producer === 'Ridge Vineyards')).toBe(true);
    expect((await list([['customData.product.producer', 'ridge vineyards']])).total).toBe(1);
    expect((await list([[IN, 'Ridge Vineyards'], [IN, 'Château Margaux']])).total).toBe(8);
    expect((await list([[IN, 'Ridge Vineyards'], [IN, 'Château Margaux'], ['customData.product.region[$in]', 'Bordeaux']])).total).toBe(3);
    expect((await list([[IN, 'Chateau Musar'], [IN, "d'Arenberg"], ['inStock', 'true']])).total).toBe(2);
    // The search finds "Cuvée 1" of several producers; the filter keeps one producer's.
    const searched = await list([['q', 'cuvee 1'], [IN, 'Château Margaux']]);
    expect(searched.categories.map((wine) => wine.title)).toEqual(['Château Margaux Cuvée 1']);
    expect((await list([[IN, 'Nobody Winery']])).total).toBe(0);
    // Both spellings of the one question narrow together: the common values.
    expect((await list([['customData.product.producer', 'Chateau Musar'], [IN, 'Chateau Musar'], [IN, 'Estate 01']])).total).toBe(2);
  });

  it('counts the producers holding the most wines in the facets, and each chosen one, its own choice aside', async () => {
    const all = await list([['facets', 'true'], ['limit', '1']]);
    expect(all.facets?.values.producer).toEqual([
      { value: 'Ridge Vineyards', count: 5 },
      { value: 'Château Margaux', count: 3 },
      { value: 'Chateau Musar', count: 2 },
      { value: "d'Arenberg", count: 2 },
      { value: 'Estate 01', count: 1 },
      { value: 'Estate 02', count: 1 },
      { value: 'Estate 03', count: 1 },
      { value: 'Estate 04', count: 1 },
      { value: 'Estate 05', count: 1 },
      { value: 'Estate 06', count: 1 },
    ]);
    const chosen = await list([['facets', 'true'], [IN, 'Estate 11'], [IN, 'Nobody Winery'], ['customData.product.color', 'White']]);
    expect(chosen.total).toBe(1);
    // Counted over the white wines, the producer's own choice aside: the chosen ones follow, 0 included.
    expect(chosen.facets?.values.producer).toEqual([
      { value: "d'Arenberg", count: 2 },
      ...Array.from({ length: 9 }, (_, index) => ({ value: `Estate 0${index + 1}`, count: 1 })),
      { value: 'Estate 11', count: 1 },
      { value: 'Nobody Winery', count: 0 },
    ]);
    // The other facets count the chosen producers' wines.
    expect(chosen.facets?.attributes.color).toMatchObject({ White: 1, Red: 0 });
  });
});

describe('GET /api/catalogue/facet-values', () => {
  it('answers the producers a word of which starts with each typed word, case and accents aside, with their counts for the question', async () => {
    expect(await facetValues([['facetQuery', 'chat']])).toEqual({
      values: [
        { value: 'Château Margaux', count: 3 },
        { value: 'Chateau Musar', count: 2 },
      ],
      total: 2,
    });
    expect(await facetValues([['facetQuery', 'MARG CHÂ']])).toEqual({ values: [{ value: 'Château Margaux', count: 3 }], total: 1 });
    expect(await facetValues([['facetQuery', "d'a"]])).toEqual({ values: [{ value: "d'Arenberg", count: 2 }], total: 1 });
    expect(await facetValues([['facetQuery', 'vine']])).toEqual({
      values: [
        { value: 'Ridge Vineyards', count: 5 },
        { value: 'ridge vineyards', count: 1 },
      ],
      total: 2,
    });
    // Within a word is not a start: "argaux" finds nothing.
    expect(await facetValues([['facetQuery', 'argaux']])).toEqual({ values: [], total: 0 });
    // The question narrows the counts; a producer left without wines is not offered.
    expect(await facetValues([['facetQuery', 'chat'], ['inStock', 'true']])).toEqual({ values: [{ value: 'Château Margaux', count: 3 }], total: 1 });
    expect(await facetValues([['facetQuery', 'chat'], ['q', 'cuvee 2'], ['customData.product.region', 'Rhone']])).toEqual({ values: [{ value: 'Chateau Musar', count: 1 }], total: 1 });
  });

  it('counts aside the producer\'s own choice, lists at most ten, and says how many match', async () => {
    expect(await facetValues([['facetQuery', 'chat'], [IN, 'Chateau Musar']])).toEqual({
      values: [
        { value: 'Château Margaux', count: 3 },
        { value: 'Chateau Musar', count: 2 },
      ],
      total: 2,
    });
    const estates = await facetValues([['facetQuery', 'estate']]);
    expect(estates.total).toBe(11);
    expect(estates.values.map((entry) => entry.value)).toEqual(Array.from({ length: 10 }, (_, index) => `Estate ${String(index + 1).padStart(2, '0')}`));
    // Nothing typed: the producers holding the most wines.
    expect((await facetValues([])).values[0]).toEqual({ value: 'Ridge Vineyards', count: 5 });
    expect((await facetValues([['facetQuery', '  ']])).total).toBe(16);
  });

  it('shows a write at once: a wine moved to another producer is counted there', async () => {
    const moved = await makeWine(t.db, { producer: 'Estate 11', title: 'Moving Cuvée', region: 'Loire', color: 'White' });
    expect(await facetValues([['facetQuery', 'estate 11']])).toEqual({ values: [{ value: 'Estate 11', count: 2 }], total: 1 });
    await t.pool.query('UPDATE catalogue_items SET producer = $2 WHERE id = $1', [moved.id, 'Château Margaux']);
    expect(await facetValues([['facetQuery', 'estate 11']])).toEqual({ values: [{ value: 'Estate 11', count: 1 }], total: 1 });
    expect((await facetValues([['facetQuery', 'margaux']])).values).toEqual([{ value: 'Château Margaux', count: 4 }]);
    await t.pool.query('DELETE FROM catalogue_items WHERE id = $1', [moved.id]);
    expect((await facetValues([['facetQuery', 'margaux']])).values).toEqual([{ value: 'Château Margaux', count: 3 }]);
  });

  it('refuses bad input with a clear 400 and answers nothing', async () => {
    const refused = async (query: [string, string][], code: number, message: string) => expectFailure(await get('/catalogue/facet-values', query), 400, code, message);
    await refused([['facetQuery', 'chat']], ErrorCode.VALIDATION_FAILED, 'facet');
    await refused([['facet', 'region']], ErrorCode.VALIDATION_FAILED, 'must be one of: producer');
    await refused([['facet', 'producer'], ['facetQuery', 'x'.repeat(ATTRIBUTE_TEXT_MAX + 1)]], ErrorCode.VALIDATION_FAILED, `must be at most ${ATTRIBUTE_TEXT_MAX} characters`);
    await refused([['facet', 'producer'], ['facetQuery', 'a'], ['facetQuery', 'b']], ErrorCode.VALIDATION_FAILED, 'facetQuery');
    await refused([['facet', 'producer'], [IN, 'x'.repeat(ATTRIBUTE_TEXT_MAX + 1)]], ErrorCode.VALIDATION_FAILED, `must be at most ${ATTRIBUTE_TEXT_MAX} characters`);
    await refused([['facet', 'producer'], ['customData.product.color', 'Blue']], ErrorCode.VALIDATION_FAILED, 'customData.product.color');
    await refused([['facet', 'producer'], ['tenantId', newId()]], ErrorCode.VALIDATION_FAILED, 'Unknown tenant');
    // A page, an order or a curator are questions about a list, not about its values.
    for (const key of ['offset', 'sort', 'facets', 'createdBy._id', 'type']) await refused([['facet', 'producer'], [key, '1']], ErrorCode.UNKNOWN_QUERY_KEY, key);
    // The list refuses an oversized producer too.
    expectFailure(await get('/catalogue', [['type', 'PRODUCT'], [IN, 'x'.repeat(ATTRIBUTE_TEXT_MAX + 1)]]), 400, ErrorCode.VALIDATION_FAILED, `must be at most ${ATTRIBUTE_TEXT_MAX} characters`);
  });
});
