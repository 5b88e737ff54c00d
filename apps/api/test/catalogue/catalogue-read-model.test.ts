import { randomUUID } from 'node:crypto';
import { CATALOGUE_SORTS, type CatalogueFacets, type CatalogueFacetValues } from '@wine/contract/catalogue';
import { PRICE_FACET_BANDS_DOLLARS, SHOP_TENANT_ID } from '@wine/contract/constants';
import { searchWords } from '@wine/contract/search-text';
import {
  FACET_ATTRIBUTES, filterParam, PICK_ATTRIBUTES, RANGE_ATTRIBUTES, VALUES_ATTRIBUTES,
  type FacetAttribute, type FilterAttribute, type PickAttribute, type PickAttributeKey, type RangeAttribute, type RangeAttributeKey, type ValuesAttribute,
} from '@wine/contract/wine-attributes';
import { getTableColumns } from 'drizzle-orm';
import { catalogueItems } from '../../src/db/schema';
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectSuccess } from '../helpers/envelope';

/** The orders SQL also gives: `relevance` orders a search (`q`), which the search's own tests check (catalogue-search*.test.ts). */
const LIST_SORTS = CATALOGUE_SORTS.filter((sort) => sort !== 'relevance');

/**
 * The read model against plain SQL (issue 28): thousands of random shop questions on a catalogue of
 * 20,000 wines, each answered by GET /catalogue and by a query written here from the filters' plain
 * meaning. Same ids in the same order, same total, same facet counts; and the search within an
 * open-ended list (GET /catalogue/facet-values, decision 0070) against SQL's counts of every value
 * and the typed words matched here, character by character.
 */

const WINES = 20_000;
const QUESTIONS = 5_000;
const FACET_SEARCHES = 1_500;
const OTHER_TENANT = '01930000-0000-7000-8000-0000000000ff';

/** A deterministic stream of numbers in [0, 1): the catalogue is the same on every run. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Title words with accents, apostrophes, punctuation and LIKE's wildcards, in several cases. */
const TITLE_WORDS = ['Château', 'CHÂTEAU', 'Margaux', 'Rosé', 'ROSÉ', "d'Anjou", 'Côtes', 'du', 'Rhône', 'Grüner', '100%', 'Malbec', 'Reserva', 'Crémant', 'Brut', "L'Été", 'Old_Vine', 'Niño', 'Cuvée', 'Señorío', 'St. Émilion', 'Ærø', 'Über-Cru', '(Magnum)', 'Back\\slash', 'İzmir', 'straße'];
const SEARCHES = ['château', 'CHÂT', 'rosé', 'ROSE', 'rose', "d'a", "l'été", 'ÉTÉ', 'côtes du', '100%', '%', '_', 'old_v', 'niño', 'cuvée', 'st. é', 'ærø', 'über-', '(mag', '\\', 'izmir', 'straße', 'STRASSE', 'a', 'e', 'zz', 'malbec reserva', 'é', 'x',
  // Inside a word, across two words, with punctuation: the word index finds the candidates, the title decides.
  'argau', 'eserv', 'lbec res', 'teau marg', "d'anj", "u d'a", 'st. ém', '. é', '(magnum)', 'um) c', 'über-cru', 'r-c', 'old_vine ma', 'ne br', '% m'];
const NAMES = ['apple', 'Apple', 'Éclair', 'eclair', 'zebra', 'Zebra', 'Ångström', 'ámbar', 'Ámbar', 'bodega', 'Bodega 1', 'Bodega 10', 'Bodega 2', '😀 smile', '\uFB01ne', 'Œuvre'];
/** Prices on and around the bands' edges, so that a range or a band boundary falls on real prices. */
const EDGE_PRICES = PRICE_FACET_BANDS_DOLLARS.flatMap((dollars) => [dollars * 100 - 1, dollars * 100, dollars * 100 + 1]).filter((cents) => cents >= 0);
/** Values of a free-text check list the panel does not offer: found, never counted. */
const OFF_PANEL = ['Blend', 'cabernet sauvignon', 'Pinot Noir '];
/**
 * An open-ended list's values (the producers): the same name in other cases, accents and
 * apostrophes, names past U+FFFF, numbers, and many plain ones, held by a few wines each or by many.
 */
const OPEN_VALUES = [
  'Château Margaux', 'CHÂTEAU MARGAUX', 'Chateau Margaux', "d'Arenberg", 'D’Arenberg', 'Domaine Leflaive', 'Bodega Catena Zapata', 'Weingut Dr. Loosen', 'Ridge', 'Ridge Vineyards',
  '1848 Winery', 'Ærø Vin', 'Señorío de Sarría', 'Über-Wein', 'Niño Bodega', 'Straße Weingut', '😀 Smile Cellars', '\uFB01ne Wines', 'Bodega 1', 'Bodega 10', 'Bodega 2',
  ...Array.from({ length: 160 }, (_, index) => `Estate ${index}`),
];
/** What a shopper types in an open-ended list's box: parts of words, in any case, with or without accents, in another order, or nothing. */
const TYPED = ['chat', 'CHÂT', 'château marg', 'margaux ch', 'dar', "d'a", 'd’ar', 'rid', 'ridge v', 'estate 1', 'estate 15', 'estate', 'e', '18', 'aer', 'ærø', 'uber', 'über-w', 'niño', 'nino', 'strasse', 'straße', 'bodega 1', 'zz', '😀', 'fine', 'dr.', 'smile', 'w', ''];
/** A filter attribute's database column. */
const columnOf = (attribute: FilterAttribute) => getTableColumns(catalogueItems)[attribute.key].name;
/** What a question may choose of a list: a check list's options, and of a free-text one values it does not offer; an open-ended list's values and one no wine holds. */
const choosable = (attribute: PickAttribute): readonly string[] =>
  attribute.filter.kind === 'values' ? [...OPEN_VALUES, 'Nobody Winery'] : attribute.value.kind === 'text' ? [...attribute.filter.options, ...OFF_PANEL] : attribute.filter.options;
/** A few creation times shared by many wines: `createdAt` ties are broken by id. */
const CREATED = ['2025-01-01T00:00:00.000001Z', '2025-01-01T00:00:00.000002Z', '2025-06-01T12:00:00Z', '2026-02-03T04:05:06.789123Z'];

function catalogueRows() {
  const random = randomSource(28);
  const pick = <T,>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const some = <T,>(values: readonly T[], most: number): T[] => values.filter(() => random() < most / values.length);
  return Array.from({ length: WINES }, () => {
    const rated = random() < 0.6;
    return {
      id: randomUUID(),
      tenant_id: random() < 0.9 ? SHOP_TENANT_ID : OTHER_TENANT,
      type: random() < 0.97 ? 'PRODUCT' : 'COLLECTION',
      is_active: random() < 0.9,
      title: Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(TITLE_WORDS)).join(' '),
      name: random() < 0.5 ? pick(NAMES) : `${pick(NAMES)} ${Math.floor(random() * 50)}`,
      price_cents: random() < 0.4 ? pick(EDGE_PRICES) : Math.floor(random() * 30_000),
      // Each check list's column: an option, a value the panel does not offer (free text), or none; some of a tags list.
      ...Object.fromEntries(
        FACET_ATTRIBUTES.map((attribute) => [
          columnOf(attribute),
          attribute.value.kind === 'tags' ? some(attribute.filter.options, 2) : random() < 0.8 ? pick(attribute.filter.options) : random() < 0.5 ? pick(choosable(attribute)) : null,
        ]),
      ),
      // Each open-ended list's column: a few values held by many wines, most by a few, or none.
      ...Object.fromEntries(VALUES_ATTRIBUTES.map((attribute) => [columnOf(attribute), random() < 0.9 ? OPEN_VALUES[Math.floor(random() ** 3 * OPEN_VALUES.length)] : null])),
      // Each range's column (a vintage): a year on or around the slider's ends or between, NV, or unknown.
      ...Object.fromEntries(RANGE_ATTRIBUTES.map((attribute) => [columnOf(attribute), random() < 0.75 ? String(pick(rangeNumbers(attribute))) : random() < 0.6 ? 'NV' : null])),
      rating_distribution: rated ? Array.from({ length: 5 }, () => (random() < 0.5 ? Math.floor(random() * 4) : 0)) : [0, 0, 0, 0, 0],
      created_at: random() < 0.7 ? pick(CREATED) : new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 3e10)).toISOString(),
      is_trending: random() < 0.1,
      is_by_terroir: random() < 0.1,
      // Out of stock, a few left, or plenty.
      stock: random() < 0.3 ? 0 : random() < 0.3 ? 1 + Math.floor(random() * 5) : Math.floor(random() * 500),
    };
  });
}

/** The numbers a range's wines have and its questions ask: on and around the ends, and some between. */
const rangeNumbers = ({ filter: { min, max } }: RangeAttribute) => [min - 3, min - 1, min, min + 1, max - 1, max, max + 1, ...Array.from({ length: 12 }, (_, index) => 2010 + index)];

const ATTRIBUTE_COLUMNS = [...FACET_ATTRIBUTES, ...VALUES_ATTRIBUTES, ...RANGE_ATTRIBUTES].map(columnOf).join(', ');

async function insertCatalogue(pool: pg.Pool) {
  const rows = catalogueRows();
  for (let start = 0; start < rows.length; start += 1000) {
    await pool.query(
      `INSERT INTO catalogue_items (id, tenant_id, type, title, name, price_cents, is_active, ${ATTRIBUTE_COLUMNS}, rating_distribution, created_at, is_trending, is_by_terroir, stock)
       SELECT id, tenant_id, type, title, name, price_cents, is_active, ${ATTRIBUTE_COLUMNS}, rating_distribution, created_at, is_trending, is_by_terroir, stock
       FROM json_populate_recordset(NULL::catalogue_items, $1::json)`,
      [JSON.stringify(rows.slice(start, start + 1000))],
    );
  }
  return rows;
}

interface Question {
  attributes: Partial<Record<PickAttributeKey, readonly string[]>>;
  ranges: Partial<Record<RangeAttributeKey, { min?: number; max?: number; none?: boolean }>>;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  title?: string;
  trending?: boolean;
  inStock?: boolean;
  sort: (typeof LIST_SORTS)[number];
  offset: number;
  limit: number;
  facets: boolean;
  tenant: string;
}

const dollars = fc.oneof(fc.constantFrom(...EDGE_PRICES.map((cents) => cents / 100)), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 30_000 }).map((cents) => cents / 100));
const question: fc.Arbitrary<Question> = fc.record(
  {
    attributes: fc.record(
      Object.fromEntries(PICK_ATTRIBUTES.map((attribute) => [attribute.key, fc.oneof(fc.constant([]), fc.subarray([...choosable(attribute)], { minLength: 1, maxLength: 3 }))])),
    ),
    ranges: fc.record(
      Object.fromEntries(
        RANGE_ATTRIBUTES.map((attribute) => {
          const bound = fc.option(fc.constantFrom(...rangeNumbers(attribute).filter((n) => n >= attribute.filter.min && n <= attribute.filter.max)), { nil: undefined });
          const choice = fc.record({ min: bound, max: bound, none: fc.option(fc.constant(true), { nil: undefined }) }, { requiredKeys: [] });
          return [attribute.key, fc.option(choice.filter((c) => c.min !== undefined || c.max !== undefined || c.none === true), { nil: undefined, freq: 2 })];
        }),
      ),
      { requiredKeys: [] },
    ),
    minPrice: fc.option(dollars, { nil: undefined }),
    maxPrice: fc.option(dollars, { nil: undefined }),
    minRating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
    title: fc.option(fc.constantFrom(...SEARCHES), { nil: undefined, freq: 3 }),
    trending: fc.option(fc.boolean(), { nil: undefined, freq: 8 }),
    // As often on as off: the shop asks with it by default.
    inStock: fc.option(fc.constant(true), { nil: undefined, freq: 1 }),
    sort: fc.constantFrom(...LIST_SORTS),
    offset: fc.oneof(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: WINES }), fc.constant(WINES + 5)),
    limit: fc.integer({ min: 1, max: 100 }),
    // One question in three asks for facets, as the shop does when its filters change, not for the next page.
    facets: fc.integer({ min: 0, max: 2 }).map((n) => n === 0),
    tenant: fc.constant(SHOP_TENANT_ID),
  },
  { requiredKeys: ['attributes', 'ranges', 'sort', 'offset', 'limit', 'facets', 'tenant'] },
);

const queryString = (q: Question) => {
  const params = new URLSearchParams({ type: 'PRODUCT', sort: q.sort, offset: String(q.offset), limit: String(q.limit), tenantId: q.tenant });
  for (const attribute of PICK_ATTRIBUTES) for (const value of q.attributes[attribute.key] ?? []) params.append(`${filterParam(attribute)}[$in]`, value);
  for (const attribute of RANGE_ATTRIBUTES) {
    const choice = q.ranges[attribute.key];
    if (choice?.min !== undefined) params.set(`${filterParam(attribute)}[$gte]`, String(choice.min));
    if (choice?.max !== undefined) params.set(`${filterParam(attribute)}[$lte]`, String(choice.max));
    if (choice?.none) params.set(`${filterParam(attribute)}[$none]`, 'true');
  }
  if (q.minPrice !== undefined) params.set('price[$gte]', String(q.minPrice));
  if (q.maxPrice !== undefined) params.set('price[$lte]', String(q.maxPrice));
  if (q.minRating !== undefined) params.set('rating[$gte]', String(q.minRating));
  if (q.title !== undefined) params.set('title', q.title);
  if (q.trending !== undefined) params.set('customData.isTrending', String(q.trending));
  if (q.inStock) params.set('inStock', 'true');
  if (q.facets) params.set('facets', 'true');
  return params.toString();
};

/** ORDER BY of each sort as its plain meaning: names in code-point order, the id breaking every tie. */
function orderBy(sort: Question['sort']): string {
  const descending = sort.startsWith('-');
  const dir = descending ? 'DESC' : 'ASC';
  switch (sort.replace(/^-/, '')) {
    case 'name':
    case 'title':
      return `name COLLATE "C" ${dir}, id ${dir}`;
    case 'createdAt':
      return `created_at ${dir}, id ${dir}`;
    case 'price':
      return `price_cents ${dir}, id ${dir}`;
    case 'rating':
      return descending ? 'rating_average DESC NULLS LAST, rating_count DESC, id DESC' : 'rating_average ASC NULLS FIRST, rating_count ASC, id ASC';
    case 'reviewCount':
      return `rating_count ${dir}, id ${dir}`;
    default:
      return `id ${dir}`;
  }
}

type Filter = PickAttributeKey | 'price' | 'rating' | 'inStock';

/** The question as SQL: its WHERE with one filter left out (for that filter's facet), its parameters. */
function sqlOf(q: Question) {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const common = [`tenant_id = ${p(q.tenant)}`, `type = 'PRODUCT'`, 'is_active'];
  // A title holds the text, case aside: PostgreSQL's lower() on both sides, no pattern.
  if (q.title !== undefined) common.push(`strpos(lower(title), lower(${p(q.title)})) > 0`);
  if (q.trending !== undefined) common.push(`is_trending = ${p(q.trending)}`);
  for (const attribute of RANGE_ATTRIBUTES) {
    const choice = q.ranges[attribute.key];
    if (!choice) continue;
    // A year within the bounds when a bound is chosen; NV when asked for; an unknown vintage never.
    const column = columnOf(attribute);
    const year = `(CASE WHEN ${column} ~ '^[0-9]{4}$' THEN ${column}::int END)`;
    const ranged = choice.min !== undefined || choice.max !== undefined;
    const inRange = `(${year} IS NOT NULL${choice.min === undefined ? '' : ` AND ${year} >= ${p(choice.min)}`}${choice.max === undefined ? '' : ` AND ${year} <= ${p(choice.max)}`})`;
    common.push(`(${[ranged ? inRange : 'false', choice.none ? `${column} = 'NV'` : 'false'].join(' OR ')})`);
  }
  const filters: Partial<Record<Filter, string>> = {};
  for (const attribute of PICK_ATTRIBUTES) {
    const chosen = q.attributes[attribute.key] ?? [];
    // One of the chosen values; a tags list holding any of them.
    if (chosen.length > 0) filters[attribute.key] = attribute.value.kind === 'tags' ? `${columnOf(attribute)} && ${p(chosen)}::text[]` : `${columnOf(attribute)} = ANY(${p(chosen)}::text[])`;
  }
  const range = [q.minPrice === undefined ? '' : `price_cents >= ${p(Math.round(q.minPrice * 100))}`, q.maxPrice === undefined ? '' : `price_cents <= ${p(Math.round(q.maxPrice * 100))}`].filter(Boolean);
  if (range.length > 0) filters.price = range.join(' AND ');
  if (q.minRating !== undefined) filters.rating = `rating_average >= ${p(q.minRating)}`;
  if (q.inStock) filters.inStock = 'stock > 0';
  // The filters that are not facets are applied once, in `listed`; each facet leaves its own out.
  const where = (without?: Filter) => ['true', ...Object.entries(filters).filter(([key]) => key !== without).map(([, condition]) => condition)].join(' AND ');
  return { params, common: common.join(' AND '), where };
}

/** Every value of an open-ended list that rows of `from` passing `where` hold, with how many: most first, a tie in code-point order. */
const valueCountsSql = (attribute: ValuesAttribute, from: string, where: string) => {
  const column = columnOf(attribute);
  return `(SELECT coalesce(json_agg(json_build_array(value, n) ORDER BY n DESC, value COLLATE "C"), '[]') FROM (SELECT ${column} AS value, count(*)::int AS n FROM ${from} WHERE ${where} AND ${column} IS NOT NULL GROUP BY 1) c)`;
};

/** The facets' open-ended list from every value's count: the `shown` most held, then each chosen value outside them, 0 included. */
function shownValues(attribute: ValuesAttribute, counted: [string, number][], chosen: readonly string[]) {
  const top = counted.slice(0, attribute.filter.shown).map(([value, count]) => ({ value, count }));
  const others = chosen.filter((value) => !top.some((entry) => entry.value === value)).map((value) => ({ value, count: counted.find(([held]) => held === value)?.[1] ?? 0 }));
  return [...top, ...others];
}

/** Whether a value matches what was typed: each typed word starts one of its words, both read character by character (searchWords). */
const matchesTyped = (value: string, typed: string) => {
  const words = searchWords(value).map(({ word }) => word);
  return searchWords(typed).every(({ word: start }) => words.some((word) => word.startsWith(start)));
};

/** GET /catalogue/facet-values by plain SQL and the typed words matched here: every value's count over the question's wines but its own choice. */
async function sqlFacetValues(pool: pg.Pool, q: Question, attribute: ValuesAttribute, typed: string): Promise<CatalogueFacetValues> {
  const { params, common, where } = sqlOf(q);
  // The list's total beside them reads the list's own choice too, so that each parameter is typed by where it is used.
  const { rows } = await pool.query(
    `WITH listed AS MATERIALIZED (SELECT * FROM catalogue_items WHERE ${common})
     SELECT ${valueCountsSql(attribute, 'listed', where(attribute.key))} AS counted, (SELECT count(*) FROM listed WHERE ${where()}) AS total`,
    params,
  );
  const matching = (rows[0].counted as [string, number][]).filter(([value]) => matchesTyped(value, typed));
  return { values: matching.slice(0, attribute.filter.shown).map(([value, count]) => ({ value, count })), total: matching.length };
}

/** The answer of plain SQL: one statement per question, its facets counted with GROUP BY. */
async function sqlAnswer(pool: pg.Pool, q: Question): Promise<{ ids: string[]; total: number; facets?: CatalogueFacets }> {
  const { params, common, where } = sqlOf(q);
  const counts = (attribute: FacetAttribute) => {
    const value = attribute.value.kind === 'tags' ? 'tag' : columnOf(attribute);
    const from = attribute.value.kind === 'tags' ? `listed, unnest(${columnOf(attribute)}) AS tag` : 'listed';
    return `(SELECT coalesce(json_object_agg(value, n) FILTER (WHERE value IS NOT NULL), '{}') FROM (SELECT ${value} AS value, count(*) AS n FROM ${from} WHERE ${where(attribute.key)} GROUP BY 1) c) AS "${attribute.key}"`;
  };
  const bands = PRICE_FACET_BANDS_DOLLARS.map((dollars, index) => {
    const upper = PRICE_FACET_BANDS_DOLLARS[index + 1];
    return `count(*) FILTER (WHERE price_cents >= ${dollars * 100}${upper === undefined ? '' : ` AND price_cents < ${upper * 100}`})`;
  });
  const facets = q.facets
    ? `, ${FACET_ATTRIBUTES.map(counts).join(', ')}, ${VALUES_ATTRIBUTES.map((attribute) => `${valueCountsSql(attribute, 'listed', where(attribute.key))} AS "${attribute.key}"`).join(', ')},
       (SELECT json_build_array(${bands.join(', ')}) FROM listed WHERE ${where('price')}) AS price,
       (SELECT json_build_array(${[1, 2, 3, 4, 5].map((stars) => `count(*) FILTER (WHERE rating_average >= ${stars})`).join(', ')}) FROM listed WHERE ${where('rating')}) AS rating,
       (SELECT count(*)::int FROM listed WHERE ${where('inStock')} AND stock > 0) AS in_stock`
    : '';
  const { rows } = await pool.query(
    `WITH listed AS MATERIALIZED (SELECT * FROM catalogue_items WHERE ${common})
     SELECT (SELECT coalesce(json_agg(id), '[]') FROM (SELECT id FROM listed WHERE ${where()} ORDER BY ${orderBy(q.sort)} LIMIT ${q.limit} OFFSET ${q.offset}) page) AS ids,
            (SELECT count(*)::int FROM listed WHERE ${where()}) AS total ${facets}`,
    params,
  );
  const row = rows[0];
  if (!q.facets) return { ids: row.ids, total: row.total };
  const options = (all: readonly string[], counted: Record<string, string | number>) => Object.fromEntries(all.map((option) => [option, Number(counted[option] ?? 0)]));
  return {
    ids: row.ids,
    total: row.total,
    facets: {
      attributes: Object.fromEntries(FACET_ATTRIBUTES.map((attribute) => [attribute.key, options(attribute.filter.options, row[attribute.key])])),
      values: Object.fromEntries(VALUES_ATTRIBUTES.map((attribute) => [attribute.key, shownValues(attribute, row[attribute.key], q.attributes[attribute.key] ?? [])])),
      price: row.price,
      minRating: Object.fromEntries(row.rating.map((n: number, index: number) => [String(index + 1), n])),
      inStock: row.in_stock,
    },
  };
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertCatalogue(t.pool);
  // The model is built from the catalogue as inserted; what follows reaches it through the change log.
  expectSuccess(await t.app.inject({ method: 'GET', url: '/api/catalogue?type=PRODUCT' }));
  const products = rows.filter((row) => row.type === 'PRODUCT');
  const ids = (from: number, count: number) => products.slice(from, from + count).map((row) => row.id);
  await t.pool.query('DELETE FROM catalogue_items WHERE id = ANY($1::uuid[])', [ids(0, 300)]);
  await t.pool.query('UPDATE catalogue_items SET is_active = NOT is_active WHERE id = ANY($1::uuid[])', [ids(300, 300)]);
  await t.pool.query('UPDATE catalogue_items SET price_cents = 2500, name = $2, title = title || $3 WHERE id = ANY($1::uuid[])', [ids(600, 300), 'Bodega 2', ' Rosé']);
  await t.pool.query("UPDATE catalogue_items SET rating_distribution = '{0,0,0,1,1}', pairings = '{cheese}' WHERE id = ANY($1::uuid[])", [ids(900, 300)]);
  // Sales down to none, the last bottles, restocks: a change of stock alone reaches the model through the log.
  await t.pool.query('UPDATE catalogue_items SET stock = 0 WHERE id = ANY($1::uuid[])', [ids(1200, 300)]);
  await t.pool.query('UPDATE catalogue_items SET stock = 1 WHERE id = ANY($1::uuid[])', [ids(1500, 300)]);
  await t.pool.query('UPDATE catalogue_items SET stock = stock + 24 WHERE id = ANY($1::uuid[]) AND stock = 0', [ids(1800, 600)]);
  // A wine moved to another value of an open-ended list, to a new one, or to none: its counts move with it.
  for (const attribute of VALUES_ATTRIBUTES) {
    await t.pool.query(`UPDATE catalogue_items SET ${columnOf(attribute)} = $2 WHERE id = ANY($1::uuid[])`, [ids(2700, 200), OPEN_VALUES[3]]);
    await t.pool.query(`UPDATE catalogue_items SET ${columnOf(attribute)} = $2 WHERE id = ANY($1::uuid[])`, [ids(2900, 40), 'Late Arrival Estate']);
    await t.pool.query(`UPDATE catalogue_items SET ${columnOf(attribute)} = NULL WHERE id = ANY($1::uuid[])`, [ids(2940, 60)]);
  }
  // A wine moved to another region, varietal or colour keeps its slot, away from the build's layout of them.
  await t.pool.query("UPDATE catalogue_items SET region = 'Mosel', varietal = 'Riesling', color = 'White' WHERE id = ANY($1::uuid[])", [ids(2400, 300)]);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('the catalogue read model', () => {
  it(`answers ${QUESTIONS} random shop questions as plain SQL does: ids in order, total and facets`, async () => {
    const questions = fc.sample(question, { numRuns: QUESTIONS, seed: 2028 });
    const mismatches: string[] = [];
    // A batch at a time on both sides: the SQL statements on several connections, the API calls at once.
    for (let start = 0; start < questions.length; start += 16) {
      const batch = questions.slice(start, start + 16);
      const [expected, answers] = await Promise.all([
        Promise.all(batch.map((q) => sqlAnswer(t.pool, q))),
        Promise.all(batch.map((q) => t.app.inject({ method: 'GET', url: `/api/catalogue?${queryString(q)}` }))),
      ]);
      for (const [index, q] of batch.entries()) {
        const got = expectSuccess<{ categories: { _id: string }[]; total: number; facets?: CatalogueFacets }>(answers[index]!);
        const actual = { ids: got.categories.map((wine) => wine._id), total: got.total, ...(got.facets ? { facets: got.facets } : {}) };
        try {
          expect(actual).toEqual(expected[index]);
        } catch (error) {
          mismatches.push(`${queryString(q)}\n${String(error).slice(0, 1500)}`);
        }
      }
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
  }, 600_000);

  it(`searches within an open-ended list for ${FACET_SEARCHES} random questions and typed texts as SQL's counts of every value do`, async () => {
    const searches = fc.sample(fc.tuple(question, fc.constantFrom(...VALUES_ATTRIBUTES), fc.constantFrom(...TYPED)), { numRuns: FACET_SEARCHES, seed: 70 });
    const mismatches: string[] = [];
    for (let start = 0; start < searches.length; start += 16) {
      const batch = searches.slice(start, start + 16);
      const urls = batch.map(([q, attribute, typed]) => {
        const params = new URLSearchParams(queryString(q));
        for (const key of ['type', 'sort', 'offset', 'limit', 'facets']) params.delete(key);
        params.set('facet', attribute.wireKey);
        if (typed !== '' || q.limit % 2 === 0) params.set('facetQuery', typed);
        return `/api/catalogue/facet-values?${params}`;
      });
      const [expected, answers] = await Promise.all([
        Promise.all(batch.map(([q, attribute, typed]) => sqlFacetValues(t.pool, q, attribute, typed))),
        Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url }))),
      ]);
      for (const [index, url] of urls.entries()) {
        try {
          expect(expectSuccess<CatalogueFacetValues>(answers[index]!)).toEqual(expected[index]);
        } catch (error) {
          mismatches.push(`${url}\n${String(error).slice(0, 1500)}`);
        }
      }
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
    // The texts find values: the reference is not comparing empty lists.
    const found = await Promise.all(['chat', "d'a", 'estate 1'].map((typed) => sqlFacetValues(t.pool, { attributes: {}, ranges: {}, sort: 'name', offset: 0, limit: 1, facets: false, tenant: SHOP_TENANT_ID }, VALUES_ATTRIBUTES[0]!, typed)));
    for (const answer of found) expect(answer.total).toBeGreaterThan(1);
  }, 600_000);

  it('orders wines the same with "in stock only" on or off: the filter only leaves wines out', async () => {
    const { rows } = await t.pool.query<{ id: string }>("SELECT id FROM catalogue_items WHERE type = 'PRODUCT' AND is_active AND stock > 0");
    const inStock = new Set(rows.map((row) => row.id));
    /** Every page of a list whose filters hold a few hundred wines, on both sides of the in-stock choice. */
    const all = async (query: string) => {
      const ids: string[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = expectSuccess<{ categories: { _id: string }[]; total: number }>(await t.app.inject({ method: 'GET', url: `/api/catalogue?${query}&offset=${offset}&limit=100` }));
        ids.push(...page.categories.map((wine) => wine._id));
        if (offset + 100 >= page.total) return ids;
      }
    };
    for (const sort of LIST_SORTS) {
      const query = `type=PRODUCT&sort=${sort}&customData.product.color=Red&customData.product.region[$in]=Mosel&customData.product.region[$in]=Rioja`;
      const [off, on] = await Promise.all([all(query), all(`${query}&inStock=true`)]);
      expect(on.length, sort).toBeGreaterThan(20);
      expect(off.length, sort).toBeGreaterThan(on.length);
      expect(on, sort).toEqual(off.filter((id) => inStock.has(id)));
    }
  }, 120_000);
});
