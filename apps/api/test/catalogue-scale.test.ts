import { catalogueQuery, COLORS, type Collection } from '@wine/contract/catalogue';
import { REGIONS, SHOP_TENANT_ID } from '@wine/contract/constants';
import { PAIRINGS } from '@wine/contract/pairings';
import { VARIETALS } from '@wine/contract/wine-attributes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueListStatements, SEARCH_TOTAL_CAP, SEARCH_WINDOW, similarWinesStatement } from '../src/modules/catalogue/queries';
import { ratingDistributionAt } from '../src/db/seed/ratings';
import { newId } from '../src/lib/ids';
import { catalogueFilterOf } from '../src/modules/catalogue/service';
import { DEFAULT_LIST_LIMIT } from '../src/lib/paging';
import { createTestApp, type TestApp } from './helpers/app';
import { expectSuccess } from './helpers/envelope';
import { makeCollection, makeWine, makeWines, wineValues } from './helpers/fixtures';

const WINES = 2000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await makeWines(
    t.db,
    Array.from({ length: WINES }, (_, n) =>
      wineValues({
        title: `Generated ${String(n).padStart(4, '0')} ${REGIONS[n % REGIONS.length]}`,
        color: COLORS[n % COLORS.length],
        region: REGIONS[n % REGIONS.length],
        varietal: VARIETALS[n % VARIETALS.length],
        priceCents: 900 + ((n * 37) % 29_100),
        // Two or three foods each, so some wines pair with several of a question's.
        pairings: [...new Set([PAIRINGS[n % PAIRINGS.length]!, PAIRINGS[(n * 7 + 3) % PAIRINGS.length]!, ...(n % 3 === 0 ? [PAIRINGS[(n + 5) % PAIRINGS.length]!] : [])])],
        // A few inactive wines, as a real shop has.
        isActive: n % 50 !== 0,
        ratingDistribution: ratingDistributionAt(n),
      }),
    ),
  );
  // What autovacuum does in a live shop: fresh statistics, the visibility map that index-only scans
  // rely on, and the GIN pending list merged. Right after a bulk insert the planner sees neither.
  await t.db.execute(sql`VACUUM ANALYZE catalogue_items, catalogue_wine_pairings, catalogue_wine_titles`);
});
afterAll(() => t.close());

/**
 * The plan PostgreSQL picks for the statement the API runs for a spec query, parameters bound. With
 * `seqScans: false` sequential scans are priced out: what the planner then reads is what it reads at
 * a scale where a sequential scan costs what it does there, not what a table of a few pages costs.
 */
async function planOf(query: Record<string, string | string[]>, which: 'newest' | 'window' | 'few' | 'rows' | 'total' = 'rows', { seqScans = true } = {}) {
  const parsed = catalogueQuery.parse(query);
  const statements = catalogueListStatements(
    t.db,
    catalogueFilterOf(SHOP_TENANT_ID, parsed),
    parsed.sort ?? '-_id',
    { offset: parsed.offset ?? 0, limit: parsed.limit ?? DEFAULT_LIST_LIMIT },
  );
  const statement = statements[which];
  if (!statement) throw new Error(`no ${which} statement`);
  const result = await t.db.transaction(async (tx) => {
    if (!seqScans) await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${statement}`);
  });
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

interface Listed {
  id: string;
  title: string;
  name: string;
  region: string;
  color: string;
  pairings: string[];
  priceCents: number;
}

/** Every active wine, read plainly: what each list strategy must agree with. */
async function activeWines(): Promise<Listed[]> {
  const result = await t.db.execute<{ id: string; title: string; name: string; region: string; color: string; pairings: string[]; price_cents: number }>(
    sql`SELECT id, title, name, region, color, pairings, price_cents FROM catalogue_items WHERE type = 'PRODUCT' AND is_active`,
  );
  return result.rows.map(({ price_cents: priceCents, ...row }) => ({ ...row, priceCents }));
}

const byNewest = (a: Listed, b: Listed) => (a.id < b.id ? 1 : -1);
const byName = (a: Listed, b: Listed) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1);

async function listed(query: Record<string, string | string[]>) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] => (Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]])),
  );
  return expectSuccess<{ categories: { _id: string }[]; total: number }>(await t.app.inject({ method: 'GET', url: `/api/catalogue?${params}` }));
}

describe('catalogue query plans at 2000 wines', () => {
  const colourList = { offset: '40', limit: '20', sort: 'name', type: 'PRODUCT', 'customData.product.color': 'White', isActive: 'true' };

  it('serves the colour list from an index, for its rows and its total', async () => {
    const rows = await planOf(colourList);
    expect(rows).toMatch(/Index (Only )?Scan using catalogue_wines_color_name_idx on catalogue_items/);
    expect(rows).not.toMatch(/Seq Scan on catalogue_items/);
    const total = await planOf(colourList, 'total');
    expect(total).not.toMatch(/Seq Scan on catalogue_items/);
  });

  it('serves a title search with a filter from the trigram index', async () => {
    const search = { title: 'mendoza', type: 'PRODUCT', isActive: 'true', sort: '-_id', offset: '0', limit: '20', 'customData.product.color': 'Red' };
    const rows = await planOf(search);
    expect(rows).toMatch(/catalogue_wines_title_trgm_idx/);
    expect(rows).not.toMatch(/Seq Scan on catalogue_items/);
  });

  it('answers the colour list the plan was checked for', async () => {
    const result = expectSuccess<{ categories: { customData: { product: { color: string } } }[]; total: number }>(
      await t.app.inject({ method: 'GET', url: `/api/catalogue?${new URLSearchParams(colourList)}` }),
    );
    expect(result.categories).toHaveLength(20);
    expect(result.categories.every((wine) => wine.customData.product.color === 'White')).toBe(true);
    // Every third wine is white, every 50th is inactive.
    const whites = Array.from({ length: WINES }, (_, n) => n).filter((n) => n % 3 === 1 && n % 50 !== 0);
    expect(result.total).toBe(whites.length);
  });
});

describe('"more like this" at 2000 wines', () => {
  it('reads the varietal and the region-and-colour price ranges from their indexes', async () => {
    const statement = similarWinesStatement(t.db, { id: newId(), tenantId: SHOP_TENANT_ID, varietal: VARIETALS[3], region: REGIONS[5], color: 'Red', priceCents: 4200 });
    const result = await t.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${statement}`);
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/catalogue_wines_varietal_price_idx/);
    expect(plan).toMatch(/catalogue_wines_region_color_price_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
    // Read in price order from the ranges; only equal prices are put in id order.
    expect(plan).not.toMatch(/->\s+Sort\s/);
  });
});

describe('title search at 2000 wines', () => {
  const search = (title: string, sort: string, offset: number, limit = 20) =>
    listed({ title, type: 'PRODUCT', isActive: 'true', sort, offset: String(offset), limit: String(limit) });

  // "bordeaux" is in every 20th title, "generated 00" only in the 100 oldest: none of them is among
  // the newest SEARCH_WINDOW, so its pages come from all the matches. "zzz" matches nothing.
  it.each([
    ['bordeaux', '-_id'],
    ['bordeaux', '_id'],
    ['bordeaux', 'name'],
    ['generated 00', '-_id'],
    ['generated 00', '-name'],
    ['GENERATED 19', 'price'],
    ['zzz', '-_id'],
  ])('pages "%s" in %s order exactly as a plain filter and sort would', async (term, sort) => {
    const wines = await activeWines();
    const matches = wines.filter((wine) => wine.title.toLowerCase().includes(term.toLowerCase()));
    const order = sort.replace('-', '') === 'name' ? byName : sort === 'price' ? (a: Listed, b: Listed) => a.priceCents - b.priceCents || (a.id < b.id ? -1 : 1) : byNewest;
    const expected = [...matches].sort(order);
    // byNewest is id order descending, the others ascending.
    if (sort.startsWith('-') !== (sort.replace('-', '') === '_id')) expected.reverse();
    for (const offset of [0, 20, 60, 100]) {
      const page = await search(term, sort, offset);
      expect(page.categories.map((wine) => wine._id)).toEqual(expected.slice(offset, offset + 20).map((wine) => wine.id));
      expect(page.total).toBe(Math.min(matches.length, SEARCH_TOTAL_CAP));
    }
  });

  it('walks the newest wines in the newest-first index alone for the search box, and fetches a rare word through the titles\' table', async () => {
    const searchBox = { title: 'bordeaux', type: 'PRODUCT', isActive: 'true', sort: '-_id', offset: '0', limit: '20' };
    // The walk: the newest wines' lowered titles from the index, filtered, never sorted.
    const newest = await planOf(searchBox, 'newest');
    expect(newest).toMatch(/Filter: \(walk\.title_lower ~~ .*\n.*Limit .*\n.*Index Only Scan Backward using catalogue_wines_newest_idx/);
    expect(newest).not.toMatch(/Seq Scan|Sort Key/);
    await expect(planOf(searchBox, 'window')).rejects.toThrow('no window statement');
    // When the walk finds too few, the page's ids and the capped total come from the titles' table,
    // and only the page's rows from catalogue_items, by primary key.
    for (const which of ['rows', 'total'] as const) {
      const plan = await planOf(searchBox, which);
      expect(plan).toMatch(/on catalogue_wine_titles/);
      expect(plan).not.toMatch(/(Seq Scan|Bitmap Heap Scan) on catalogue_items/);
    }
    expect(await planOf(searchBox, 'rows')).toMatch(/Index Scan( Backward)? using catalogue_items_pkey/);
    // Another order: the window over the list's own order, then all the matches; its total from the titles.
    const byNameQuestion = { ...searchBox, sort: 'name' };
    await expect(planOf(byNameQuestion, 'newest')).rejects.toThrow('no newest statement');
    expect(await planOf(byNameQuestion, 'window')).toMatch(new RegExp(`Limit .*rows=${SEARCH_WINDOW} `));
    expect(await planOf(byNameQuestion)).toMatch(/Bitmap Index Scan on catalogue_wines_title_trgm_idx/);
    expect(await planOf(byNameQuestion, 'total')).toMatch(/on catalogue_wine_titles/);
    // A page deeper than the capped total goes to the titles' table at once.
    const deep = { ...searchBox, offset: String(SEARCH_TOTAL_CAP) };
    await expect(planOf(deep, 'newest')).rejects.toThrow('no newest statement');
    expect(await planOf(deep)).toMatch(/on catalogue_wine_titles/);
    expect(await planOf(deep)).not.toMatch(/(Seq Scan|Bitmap Heap Scan) on catalogue_items/);
  });

  it('finds a rare word\'s page and total through the titles\' trigram index, never rechecking candidates in catalogue_items', async () => {
    // At 2,000 wines the titles' table is a few dozen pages and reading it whole is its cheapest plan;
    // at 1,000,000 (about 13,000 pages) the planner takes the trigram index (decision 0038).
    const rare = { title: 'generated 00', type: 'PRODUCT', isActive: 'true', sort: '-_id', offset: '0', limit: '20' };
    for (const which of ['rows', 'total'] as const) {
      const plan = await planOf(rare, which, { seqScans: false });
      expect(plan).toMatch(/Bitmap Heap Scan on catalogue_wine_titles[^\n]*\n\s+Recheck Cond: \(title_lower ~~ [^\n]*\n(.*\n)*?\s+->\s+Bitmap Index Scan on catalogue_wine_titles_trgm_idx/);
      // Not a walk of the titles in id order past every title that does not match.
      expect(plan).not.toMatch(/catalogue_wine_titles_pkey/);
      expect(plan).not.toMatch(/(Seq Scan|Bitmap Heap Scan) on catalogue_items|catalogue_wines_title_trgm_idx/);
    }
    expect(await planOf(rare, 'rows', { seqScans: false })).toMatch(/Index Scan Backward using catalogue_items_pkey on catalogue_items/);
    // The total numbers the matches and stops at the cap, with no LIMIT for the planner to plan around.
    expect(await planOf(rare, 'total')).toMatch(new RegExp(`Run Condition: \\(row_number\\(\\) OVER w1 <= '${SEARCH_TOTAL_CAP}'::bigint\\)`));
  });
});

describe('a name-sorted shop filter of several regions and a price range at 2000 wines', () => {
  const regions = [REGIONS[3], REGIONS[11], REGIONS[17]] as string[];
  const shop = (offset: number, limit: number) => ({
    offset: String(offset),
    limit: String(limit),
    sort: 'name',
    type: 'PRODUCT',
    isActive: 'true',
    'customData.product.region[$in]': regions,
    'price[$gte]': '20',
    'price[$lte]': '80',
  });

  it('pages exactly as a plain filter and sort would', async () => {
    const expected = (await activeWines())
      .filter((wine) => regions.includes(wine.region) && wine.priceCents >= 2000 && wine.priceCents <= 8000)
      .sort(byName);
    for (const [offset, limit] of [[0, 20], [10, 10], [40, 10]] as const) {
      const page = await listed(shop(offset, limit));
      expect(page.categories.map((wine) => wine._id)).toEqual(expected.slice(offset, offset + limit).map((wine) => wine.id));
      expect(page.total).toBe(expected.length);
    }
  });

  it('merges each region\'s range of the region and name index, and counts from an index alone', async () => {
    const rows = await planOf(shop(10, 10));
    expect(rows).toMatch(/Merge Append/);
    // The page's ids from the index alone (price is among its columns), then only their rows.
    expect(rows.match(/Index Only Scan using catalogue_wines_region_name_idx/g)).toHaveLength(regions.length);
    expect(rows).toMatch(/Index Scan using catalogue_items_pkey/);
    expect(await planOf(shop(10, 10), 'total')).toMatch(/Index Only Scan using catalogue_wines_(filter|region_color_price)_idx/);
  });

  const colours = { 'customData.product.color[$in]': ['Red', 'White'] };
  const sorts = ['name', '-name', 'price', '-price', '-rating', 'rating', '-reviewCount', '_id'];

  it.each(sorts)('reads a %s page of few matches whole from the region and colour price ranges alone, then only its rows', async (sort) => {
    const few = await planOf({ ...shop(40, 10), ...colours, sort }, 'few');
    expect(few).toMatch(/Index Only Scan using catalogue_wines_region_color_price_idx/);
    expect(few).not.toMatch(/Seq Scan|Bitmap|using catalogue_wines_(?!region_color_price_idx)/);
    expect(few).toMatch(/Index Scan using catalogue_items_pkey/);
  });

  it.each(sorts)('pages a %s list of few matches exactly as a plain filter and sort would', async (sort) => {
    const result = await t.db.execute<{ id: string; name: string; region: string; color: string; price_cents: number; average: string | null; count: number }>(
      sql`SELECT id, name, region, color, price_cents, rating_average AS average, rating_count AS count FROM catalogue_items WHERE type = 'PRODUCT' AND is_active`,
    );
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    const matches = result.rows
      .filter((wine) => regions.includes(wine.region) && ['Red', 'White'].includes(wine.color) && wine.price_cents >= 2000 && wine.price_cents <= 8000)
      .map((wine) => ({ ...wine, average: wine.average === null ? null : Number(wine.average) }));
    type Match = (typeof matches)[number];
    const ascending: Record<string, (a: Match, b: Match) => number> = {
      name: (a, b) => (a.name === b.name ? byId(a, b) : a.name < b.name ? -1 : 1),
      price: (a, b) => a.price_cents - b.price_cents || byId(a, b),
      // Best first: unrated last, a tie to the more reviewed, then the newer; "rating" is its reverse.
      '-rating': (a, b) => (b.average ?? -1) - (a.average ?? -1) || b.count - a.count || byId(b, a),
      '-reviewCount': (a, b) => b.count - a.count || byId(b, a),
      _id: byId,
    };
    const field = sort.replace(/^-/, '');
    const order = ascending[sort] ?? ((a: Match, b: Match) => ascending[field === 'rating' ? '-rating' : field]!(b, a));
    const expected = [...matches].sort(order);
    expect(expected.length).toBeGreaterThan(50);
    expect(expected.length).toBeLessThan(1000);
    for (const [offset, limit] of [[0, 20], [40, 10]] as const) {
      const page = await listed({ ...shop(offset, limit), ...colours, sort });
      expect(page.categories.map((wine) => wine._id)).toEqual(expected.slice(offset, offset + limit).map((wine) => wine.id));
      expect(page.total).toBe(expected.length);
    }
  });
});

describe('rating sorts and "4 stars and up" at 2000 wines', () => {
  const shop = (query: Record<string, string | string[]>) => ({ type: 'PRODUCT', isActive: 'true', offset: '40', limit: '20', ...query });

  it.each([
    ['-rating', /Index Only Scan using catalogue_wines_rating_idx/],
    ['rating', /Index Only Scan Backward using catalogue_wines_rating_idx/],
    ['-reviewCount', /Index Only Scan using catalogue_wines_review_count_idx/],
    ['reviewCount', /Index Only Scan Backward using catalogue_wines_review_count_idx/],
  ])('reads a %s page\'s ids in order from its index alone', async (sort, index) => {
    const rows = await planOf(shop({ sort }));
    expect(rows).toMatch(index);
    expect(rows).not.toMatch(/Seq Scan/);
    // Only the page's 20 rows are sorted again after their fetch by primary key.
    expect(rows).toMatch(/Index Scan using catalogue_items_pkey/);
  });

  it.each([
    ['-rating', 'catalogue_wines_region_rating_idx'],
    ['-reviewCount', 'catalogue_wines_region_review_count_idx'],
  ])('merges a %s page of several regions (with a colour, a price and pairings) from one index range per region, read from the index alone', async (sort, index) => {
    const regions = [REGIONS[2], REGIONS[9], REGIONS[14]] as string[];
    const rows = await planOf(
      shop({ sort, 'customData.product.region[$in]': regions, 'customData.product.color': 'Red', 'price[$lte]': '150', 'customData.product.pairings[$in]': ['beef', 'cheese'] }),
    );
    expect(rows.match(new RegExp(`Index Only Scan using ${index}`, 'g'))).toHaveLength(regions.length);
    expect(rows).not.toMatch(/Seq Scan|Bitmap/);
  });

  it('reads one region\'s best rated from an index alone: its own rating range, or its few wines in the price range sorted', async () => {
    const rows = await planOf(shop({ sort: '-rating', 'customData.product.region': REGIONS[4]!, 'customData.product.color[$in]': ['Red', 'White'], 'price[$gte]': '20' }));
    // At a million wines the range's first rows are the page (checked there, docs/decisions/0041); at
    // 2,000 the region and colours' price range holds about 60 wines, and sorting them costs less.
    expect(rows).toMatch(
      /Limit[^\n]*\n\s+-> {2}Index Only Scan using catalogue_wines_region_rating_idx|Sort Key: catalogue_items_1\.rating_average DESC NULLS LAST[^\n]*\n\s+-> {2}Index Only Scan using catalogue_wines_region_color_price_idx/,
    );
    expect(rows).not.toMatch(/Seq Scan|Bitmap/);
  });

  it('reads "4 stars and up", best first, and its capped total as one range of the rating index', async () => {
    const question = shop({ sort: '-rating', 'rating[$gte]': '4' });
    expect(await planOf(question)).toMatch(/Index Only Scan using catalogue_wines_rating_idx on catalogue_items[^\n]*\n\s+Index Cond: \(\(tenant_id = .*\) AND \(rating_average >= /);
    expect(await planOf(question, 'total')).toMatch(/Index Only Scan using catalogue_wines_rating_idx/);
  });

  it.each(['-rating', 'rating', '-reviewCount'])('pages %s (and "4 stars and up") exactly as a plain sort would', async (sort) => {
    const result = await t.db.execute<{ id: string; average: string | null; count: number }>(
      sql`SELECT id, rating_average AS average, rating_count AS count FROM catalogue_items WHERE type = 'PRODUCT' AND is_active`,
    );
    const wines = result.rows.map((row) => ({ id: row.id, average: row.average === null ? null : Number(row.average), count: row.count }));
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
    // Best first: unrated last, a tie to the more reviewed, then the newer.
    const best = [...wines].sort((a, b) => (b.average ?? -1) - (a.average ?? -1) || b.count - a.count || byId(b, a));
    const expected = sort === '-rating' ? best : sort === 'rating' ? [...best].reverse() : [...wines].sort((a, b) => b.count - a.count || byId(b, a));
    for (const offset of [0, 40, 700]) {
      expect((await listed(shop({ sort, offset: String(offset) }))).categories.map((wine) => wine._id)).toEqual(expected.slice(offset, offset + 20).map((wine) => wine.id));
    }
    const fourUp = expected.filter((wine) => (wine.average ?? 0) >= 4);
    const page = await listed(shop({ sort, 'rating[$gte]': '4', offset: '20' }));
    expect(page.categories.map((wine) => wine._id)).toEqual(fourUp.slice(20, 40).map((wine) => wine.id));
    expect(page.total).toBe(fourUp.length);
    expect(fourUp.length).toBeGreaterThan(40);
  });
});

describe('a name-sorted shop filter of several pairings at 2000 wines', () => {
  const pairings = ['beef', 'fish', 'dessert'];
  const shop = (offset: number, limit: number, more: Record<string, string | string[]> = {}) => ({
    offset: String(offset),
    limit: String(limit),
    sort: 'name',
    type: 'PRODUCT',
    isActive: 'true',
    'customData.product.pairings[$in]': pairings,
    ...more,
  });
  const regions = [REGIONS[2], REGIONS[9]] as string[];
  const questions: [string, Record<string, string | string[]>, (wine: Listed) => boolean][] = [
    ['alone', {}, () => true],
    ['with a colour', { 'customData.product.color': 'White' }, (wine) => wine.color === 'White'],
    ['with regions, colours and a price range', { 'customData.product.region[$in]': regions, 'customData.product.color[$in]': ['Red', 'Rosé'], 'price[$lte]': '150' }, (wine) =>
      regions.includes(wine.region) && ['Red', 'Rosé'].includes(wine.color) && wine.priceCents <= 15_000],
  ];

  it.each(questions)('pages %s exactly as a plain filter and sort would: any of the pairings, each wine once', async (_name, more, passes) => {
    const expected = (await activeWines()).filter((wine) => wine.pairings.some((pairing) => pairings.includes(pairing)) && passes(wine)).sort(byName);
    expect(expected.length).toBeGreaterThan(30);
    for (const [offset, limit] of [[0, 20], [10, 10], [40, 10]] as const) {
      const page = await listed(shop(offset, limit, more));
      expect(page.categories.map((wine) => wine._id)).toEqual(expected.slice(offset, offset + limit).map((wine) => wine.id));
      expect(page.total).toBe(expected.length);
    }
  });

  it.each(questions)('reads the page %s from the pairing indexes alone, one range per pairing (and region and colour), and counts from them', async (_name, more) => {
    const rows = await planOf(shop(40, 10, more));
    const ranges = rows.match(/Index Only Scan using catalogue_wine_pairings_(region_|color_|region_color_)?name_idx/g) ?? [];
    const splits = [more['customData.product.region[$in]'], more['customData.product.color[$in]']].map((values) => (Array.isArray(values) ? values.length : 1));
    expect(ranges.length).toBe(splits.reduce((count, values) => count * values, pairings.length));
    expect(rows).toMatch(/Index Scan using catalogue_items_pkey/);
    expect(rows).not.toMatch(/Seq Scan/);
    // Each range is read in name order and cut at the page's end: only those few rows are merged.
    expect(rows).not.toMatch(/Sort Key: catalogue_wine_pairings[^\n]*\n\s*->\s+Index Only Scan/);
    const total = await planOf(shop(40, 10, more), 'total');
    expect(total.match(/Index Only Scan using catalogue_wine_pairings_\w+/g)).toHaveLength(ranges.length);
    expect(total).not.toMatch(/Seq Scan|on catalogue_items/);
  });

  it.each(questions)('reads a page of few matches %s, in name or rating order, from the side table\'s indexes alone', async (_name, more) => {
    const ranges = (await planOf(shop(40, 10, more), 'total')).match(/Index Only Scan using catalogue_wine_pairings_\w+/g) ?? [];
    for (const sort of ['name', '-rating', 'rating', '-reviewCount']) {
      const few = await planOf({ ...shop(40, 10, more), sort }, 'few');
      expect(few.match(/Index Only Scan using catalogue_wine_pairings_\w+/g)).toHaveLength(ranges.length);
      // No walk of catalogue_items' own indexes: its rows are read by id once the page is known.
      expect(few).not.toMatch(/Seq Scan|using catalogue_wines_/);
      expect(few).toMatch(/Index Scan using catalogue_items_pkey/);
    }
  });
});

describe('a collection with more than 100 wines', () => {
  it('shows its first 100 active wines and lists all their ids', async () => {
    const wines = [];
    for (let n = 0; n < 105; n++) wines.push(await makeWine(t.db, { title: `Big ${n}`, isActive: n !== 3 }));
    const big = await makeCollection(t.db, { wines: [...wines].reverse() });
    const collection = expectSuccess<Collection>(
      await t.app.inject({ method: 'GET', url: `/api/catalogue/${big.id}?includeChildren=true` }),
    );
    const activeInOrder = [...wines].reverse().filter((wine) => wine.isActive).map((wine) => wine.id);
    expect(collection.childrenIds).toEqual(activeInOrder);
    expect(collection.children?.map((wine) => wine.id)).toEqual(activeInOrder.slice(0, 100));
  });
});
