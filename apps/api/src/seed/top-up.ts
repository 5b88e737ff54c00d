import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { and, asc, count, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Executor } from '../db/client';
import { businesses, catalogueItems } from '../db/schema';
import { loadWithoutSecondaryIndexes, type Queryable } from './bulk-load';
import { sharedBottleUrl } from './images/bottles';
import { BATCH_SIZE } from './insert';
import { ratingDistributionAt } from './ratings';
import { wineAt, wineRow } from './wines';

export const countWines = async (db: Executor): Promise<number> =>
  (await db.select({ n: count() }).from(catalogueItems).where(and(eq(catalogueItems.tenantId, SHOP_TENANT_ID), eq(catalogueItems.type, 'PRODUCT'))))[0]?.n ?? 0;

/** What the shop's catalogue holds, for the seed command's closing line. */
export async function catalogueCounts(db: Executor) {
  const [counts] = await db
    .select({
      wines: sql<number>`count(*) FILTER (WHERE ${catalogueItems.type} = 'PRODUCT')::int`,
      activeWines: sql<number>`count(*) FILTER (WHERE ${catalogueItems.type} = 'PRODUCT' AND ${catalogueItems.isActive})::int`,
      collections: sql<number>`count(*) FILTER (WHERE ${catalogueItems.type} = 'COLLECTION')::int`,
    })
    .from(catalogueItems)
    .where(eq(catalogueItems.tenantId, SHOP_TENANT_ID));
  return counts ?? { wines: 0, activeWines: 0, collections: 0 };
}

type WineRow = ReturnType<typeof wineRow>;

/**
 * One multi-row INSERT of wines, written out directly: building 1000-row statements through the
 * ORM's query builder costs more than PostgreSQL takes to run them. Wine rows hold scalars and
 * one list of text (the pairings), which pg sends as an array.
 */
async function insertWines(queryable: Queryable, rows: readonly WineRow[]): Promise<void> {
  const columns = getTableColumns(catalogueItems);
  const keys = Object.keys(rows[0]!) as (keyof WineRow & keyof typeof columns)[];
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${keys.map((key) => `$${params.push(row[key] ?? null)}`).join(',')})`);
  const names = keys.map((key) => `"${columns[key].name}"`).join(',');
  await queryable.query(`INSERT INTO "${getTableName(catalogueItems)}" (${names}) VALUES ${tuples.join(',')}`, params);
}

/**
 * From this many wines added, a top-up builds the catalogue's indexes after the load rather than
 * inserting into them (loadWithoutSecondaryIndexes): about three times faster at 200,000 wines,
 * but it locks the catalogue until the load ends. The seed command runs against a stopped shop's
 * embedded database or a database the operator points it at, and 100,000 wines are a benchmark
 * load that no live shop adds this way; below it, the wines go in as the shop would write them.
 */
export const BULK_LOAD_MIN_WINES = 100_000;

/** Inserts generated wines number `first` to `target` - 1, a batch at a time. */
async function insertGeneratedWines(
  queryable: Queryable,
  { first, target, retailerIds, onBatch }: { first: number; target: number; retailerIds: readonly string[]; onBatch: (added: number, toAdd: number) => void },
): Promise<void> {
  for (let start = first; start < target; start += BATCH_SIZE) {
    const rows = [];
    for (let index = start; index < Math.min(target, start + BATCH_SIZE); index++) {
      const wine = wineAt(index);
      rows.push({
        ...wineRow(wine, { businessId: retailerIds[index % retailerIds.length]!, iconUrl: sharedBottleUrl(wine, index) }),
        ratingDistribution: ratingDistributionAt(index),
      });
    }
    await insertWines(queryable, rows);
    onBatch(start + rows.length - first, target - first);
  }
}

/**
 * Adds generated wines until the shop holds `target` (active and inactive), spread over its
 * retailers. Wine number i is always the same wine, so a run cut short is simply resumed (a bulk
 * load cut short is rolled back whole, and starts again).
 * Answers how many wines were added. `bulkLoadFrom` lets a test take the bulk path with few wines.
 */
export async function topUpWines(
  { db, pool }: { db: Executor; pool: pg.Pool },
  target: number,
  onBatch: (added: number, toAdd: number) => void = () => undefined,
  { bulkLoadFrom = BULK_LOAD_MIN_WINES }: { bulkLoadFrom?: number } = {},
): Promise<number> {
  const first = await countWines(db);
  const toAdd = Math.max(0, target - first);
  if (toAdd === 0) return 0;
  const retailerIds = (await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.tenantId, SHOP_TENANT_ID)).orderBy(asc(businesses.name))).map((b) => b.id);
  if (retailerIds.length === 0) throw new Error('The shop has no retailers to sell the wines; seed the demo shop into an empty database first.');
  const wines = { first, target, retailerIds, onBatch };
  if (toAdd >= bulkLoadFrom) await loadWithoutSecondaryIndexes(pool, (client) => insertGeneratedWines(client, wines));
  else await insertGeneratedWines(pool, wines);
  return toAdd;
}
