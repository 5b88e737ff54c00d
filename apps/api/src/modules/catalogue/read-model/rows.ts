import { FILTER_ATTRIBUTES, SEARCHED_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { getTableColumns } from 'drizzle-orm';
import type pg from 'pg';
import { catalogueItems } from '../../../db/schema';
import { keysetBatches } from '../../../lib/paging';
import { vintageNumber, type IndexedWine } from './store';

/** Each declared attribute the model holds (filtered or searched by), once, with its column. */
const ATTRIBUTES = [...new Set([...FILTER_ATTRIBUTES, ...SEARCHED_ATTRIBUTES])].map((attribute) => ({
  key: attribute.key,
  tags: attribute.value.kind === 'tags',
  vintage: attribute.value.kind === 'vintage',
  column: getTableColumns(catalogueItems)[attribute.key].name,
}));

/**
 * A wine's columns as one JSON array, as compact as the build can take them in fast: a million rows
 * arrive at every start, so flags come as one bitmask (IndexedWine.flags). The declared attributes
 * follow the fixed columns.
 */
const WINE_ARRAY = `json_build_array(id, tenant_id, title_lower, name, price_cents,
  (rating_average * 10)::int, rating_count, (extract(epoch FROM created_at) * 1000000)::bigint,
  is_by_moment::int | (is_trending::int << 1) | (is_sommlike_picks::int << 2) | (is_by_terroir::int << 3) | ((stock > 0)::int << 4),
  ${ATTRIBUTES.map(({ column }) => column).join(', ')})`;
const FIXED_COLUMNS = 9;

/** Active wines only: a wine the shop does not list is not in the model. */
const LISTED = `type = 'PRODUCT' AND is_active`;

type Row = [id: string, tenantId: string, titleLower: string, name: string, priceCents: number, ratingTenths: number | null, ratingCount: number, createdMicros: number, flags: number, ...attributes: (string | string[] | null)[]];

function wineOf(row: Row): IndexedWine {
  const [id, tenantId, titleLower, name, priceCents, ratingTenths, ratingCount, createdAtMicros, flags] = row;
  const wine: Record<string, unknown> = { id, tenantId, titleLower, name, priceCents, ratingTenths, ratingCount, createdAtMicros, flags };
  ATTRIBUTES.forEach(({ key, tags, vintage }, index) => {
    const value = row[FIXED_COLUMNS + index]!;
    wine[key] = tags ? (value ?? []) : vintage ? vintageNumber(value as string | null) : value;
  });
  return wine as IndexedWine;
}

/**
 * Wines as one JSON text per statement rather than row by row: node-postgres decodes each value of
 * each row on its own, which cost a million-wine build more time than putting the wines in.
 */
const winesOf = (json: string | null): IndexedWine[] => (json === null ? [] : (JSON.parse(json) as Row[]).map(wineOf));

/** The planner's estimate of the catalogue's rows (every type and state; 0 before its first ANALYZE): room to reserve. */
export async function catalogueRowsEstimate(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ rows: number }>("SELECT greatest(reltuples, 0)::int AS rows FROM pg_class WHERE oid = 'catalogue_items'::regclass");
  return rows[0]?.rows ?? 0;
}

/** The smallest id: every listed wine's id is above it. */
const BEFORE_FIRST_ID = '00000000-0000-0000-0000-000000000000';

const LISTED_AFTER = `SELECT json_agg(${WINE_ARRAY} ORDER BY id)::text AS wines
  FROM (SELECT * FROM catalogue_items WHERE ${LISTED} AND id > $1::uuid ORDER BY id LIMIT $2) wine`;

/** Every listed wine, `size` at a time by id, in the snapshot of the caller's open transaction. */
export const allListedWines = (client: pg.ClientBase, size: number): AsyncGenerator<IndexedWine[]> =>
  keysetBatches(async (after: IndexedWine | undefined) => {
    const { rows } = await client.query<{ wines: string | null }>({ name: 'catalogue_model_batch', text: LISTED_AFTER, values: [after?.id ?? BEFORE_FIRST_ID, size] });
    return winesOf(rows[0]!.wines);
  }, size, { readAhead: true });

/** Of these ids, the wines listed now; the others are to be taken out. */
export async function listedWines(pool: pg.Pool, ids: string[]): Promise<IndexedWine[]> {
  const { rows } = await pool.query<{ wines: string | null }>({
    name: 'catalogue_model_wines',
    text: `SELECT json_agg(${WINE_ARRAY})::text AS wines FROM catalogue_items WHERE ${LISTED} AND id = ANY($1::uuid[])`,
    values: [ids],
  });
  return winesOf(rows[0]!.wines);
}
