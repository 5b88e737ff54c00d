import { catalogueQuery, COLORS, type Collection } from '@wine/contract/catalogue';
import { REGIONS, SHOP_TENANT_ID } from '@wine/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueListStatements } from '../src/modules/catalogue/queries';
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
        priceCents: 900 + ((n * 37) % 29_100),
        // A few inactive wines, as a real shop has.
        isActive: n % 50 !== 0,
      }),
    ),
  );
  // What autovacuum does in a live shop: fresh statistics, the visibility map that index-only scans
  // rely on, and the GIN pending list merged. Right after a bulk insert the planner sees neither.
  await t.db.execute(sql`VACUUM ANALYZE catalogue_items`);
});
afterAll(() => t.close());

/** The plan PostgreSQL picks for the statement the API runs for a spec query, parameters bound. */
async function planOf(query: Record<string, string>, which: 'rows' | 'total' = 'rows') {
  const parsed = catalogueQuery.parse(query);
  const statements = catalogueListStatements(
    t.db,
    catalogueFilterOf(SHOP_TENANT_ID, parsed),
    parsed.sort ?? '-_id',
    { offset: parsed.offset ?? 0, limit: parsed.limit ?? DEFAULT_LIST_LIMIT },
  );
  const result = await t.db.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${statements[which]}`);
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
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

  it('serves the title search from the trigram index', async () => {
    const search = { title: 'mendoza', type: 'PRODUCT', isActive: 'true', sort: '-_id', offset: '0', limit: '20' };
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
