import { FILTER_ATTRIBUTES, SEARCHED_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import { catalogueItems } from '../../../db/schema';
import { vintageNumber, type IndexedWine } from './store';

/** What separates a `tags` column's values in the row read: their codes never hold it. */
const TAGS_SEPARATOR = '\x1f';

/** Each declared attribute the model holds (filtered or searched by), once, with its column. */
const ATTRIBUTES = [...new Set([...FILTER_ATTRIBUTES, ...SEARCHED_ATTRIBUTES])].map((attribute) => ({
  key: attribute.key,
  tags: attribute.value.kind === 'tags',
  vintage: attribute.value.kind === 'vintage',
  column: getTableColumns(catalogueItems)[attribute.key].name,
}));

/**
 * The columns the read model holds, as compact as the build can parse them fast: a million rows
 * arrive at every start, so flags come as one bitmask (IndexedWine.flags) and a `tags` attribute
 * as one string rather than a parsed array. The declared attributes follow the fixed columns.
 */
const COLUMNS = `id, tenant_id, title_lower, name, price_cents,
  (rating_average * 10)::int AS rating_tenths, rating_count,
  (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_micros,
  is_by_moment::int | (is_trending::int << 1) | (is_sommlike_picks::int << 2) | (is_by_terroir::int << 3) | ((stock > 0)::int << 4) AS flags,
  ${ATTRIBUTES.map(({ tags, column }) => (tags ? `array_to_string(${column}, E'\\x1f')` : column)).join(', ')}`;
const FIXED_COLUMNS = 9;

/** Active wines only: a wine the shop does not list is not in the model. */
const LISTED = `type = 'PRODUCT' AND is_active`;

type Row = [id: string, tenantId: string, titleLower: string, name: string, priceCents: number, ratingTenths: number | null, ratingCount: number, createdMicros: string, flags: number, ...attributes: (string | null)[]];

function wineOf(row: Row): IndexedWine {
  const [id, tenantId, titleLower, name, priceCents, ratingTenths, ratingCount, createdMicros, flags] = row;
  const wine: Record<string, unknown> = { id, tenantId, titleLower, name, priceCents, ratingTenths, ratingCount, createdAtMicros: Number(createdMicros), flags };
  ATTRIBUTES.forEach(({ key, tags, vintage }, index) => {
    const value = row[FIXED_COLUMNS + index] as string | null;
    wine[key] = tags ? (value === '' || value === null ? [] : value.split(TAGS_SEPARATOR)) : vintage ? vintageNumber(value) : value;
  });
  return wine as IndexedWine;
}

/** The planner's estimate of the catalogue's rows (every type and state; 0 before its first ANALYZE): room to reserve. */
export async function catalogueRowsEstimate(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ rows: number }>("SELECT greatest(reltuples, 0)::int AS rows FROM pg_class WHERE oid = 'catalogue_items'::regclass");
  return rows[0]?.rows ?? 0;
}

/**
 * Every listed wine, `size` at a time, in the snapshot of the caller's open transaction: one
 * sequential scan through a cursor, the next batch read while the caller takes in this one.
 */
export async function* allListedWines(client: pg.ClientBase, size: number): AsyncGenerator<IndexedWine[]> {
  await client.query(`DECLARE listed_wines NO SCROLL CURSOR FOR SELECT ${COLUMNS} FROM catalogue_items WHERE ${LISTED}`);
  const fetch = () => {
    const batch = client.query<Row>({ text: `FETCH ${size} FROM listed_wines`, rowMode: 'array' }).then(({ rows }) => rows.map(wineOf));
    // Awaited below, unless the caller stops early; then its failure (the connection closed) is moot.
    batch.catch(() => undefined);
    return batch;
  };
  let next = fetch();
  for (;;) {
    const batch = await next;
    const last = batch.length < size;
    if (!last) next = fetch();
    if (batch.length > 0) yield batch;
    if (last) return;
  }
}

/** Of these ids, the wines listed now; the others are to be taken out. */
export async function listedWines(pool: pg.Pool, ids: string[]): Promise<IndexedWine[]> {
  const { rows } = await pool.query<Row>({
    name: 'catalogue_model_wines',
    rowMode: 'array',
    text: `SELECT ${COLUMNS} FROM catalogue_items WHERE ${LISTED} AND id = ANY($1::uuid[])`,
    values: [ids],
  });
  return rows.map(wineOf);
}
