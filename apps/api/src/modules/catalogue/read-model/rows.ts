import type pg from 'pg';
import type { IndexedWine, LayoutGroup } from './store';

/**
 * The columns the read model holds, as compact as the build can parse them fast: a million rows
 * arrive at every start, so flags come as one bitmask (IndexedWine.flags) and the
 * pairings as one string (their codes never hold the separator) rather than a parsed array.
 */
const COLUMNS = `id, tenant_id, title_lower, name, price_cents, color, region, varietal, producer, origin, country,
  array_to_string(pairings, E'\\x1f') AS pairings,
  (rating_average * 10)::int AS rating_tenths, rating_count,
  (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_micros,
  is_by_moment::int | (is_trending::int << 1) | (is_sommlike_picks::int << 2) | (is_by_terroir::int << 3) | ((stock > 0)::int << 4) AS flags`;
const PAIRING_SEPARATOR = '\x1f';

/** Active wines only: a wine the shop does not list is not in the model. */
const LISTED = `type = 'PRODUCT' AND is_active`;

type Row = [
  id: string,
  tenantId: string,
  titleLower: string,
  name: string,
  priceCents: number,
  color: string | null,
  region: string | null,
  varietal: string | null,
  producer: string | null,
  origin: string | null,
  country: string | null,
  pairings: string,
  ratingTenths: number | null,
  ratingCount: number,
  createdMicros: string,
  flags: number,
];

const wineOf = ([id, tenantId, titleLower, name, priceCents, color, region, varietal, producer, origin, country, pairings, ratingTenths, ratingCount, createdMicros, flags]: Row): IndexedWine => ({
  id,
  tenantId,
  titleLower,
  name,
  priceCents,
  color,
  region,
  varietal,
  producer,
  origin,
  country,
  pairings: pairings === '' ? [] : pairings.split(PAIRING_SEPARATOR),
  ratingTenths,
  ratingCount,
  createdAtMicros: Number(createdMicros),
  flags,
});

/** The planner's estimate of the catalogue's rows (every type and state; 0 before its first ANALYZE): room to reserve. */
export async function catalogueRowsEstimate(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ rows: number }>("SELECT greatest(reltuples, 0)::int AS rows FROM pg_class WHERE oid = 'catalogue_items'::regclass");
  return rows[0]?.rows ?? 0;
}

/** How many listed wines each tenant, region, varietal and colour holds, in the snapshot of the caller's open transaction. */
export async function listedGroups(client: pg.ClientBase): Promise<LayoutGroup[]> {
  const { rows } = await client.query<LayoutGroup>(
    `SELECT tenant_id AS "tenantId", region, varietal, color, count(*)::int AS count FROM catalogue_items WHERE ${LISTED} GROUP BY 1, 2, 3, 4`,
  );
  return rows;
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
