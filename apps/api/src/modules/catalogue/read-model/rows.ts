import type pg from 'pg';
import type { IndexedWine } from './store';

/** The columns the read model holds, under their names in IndexedWine (rating and time as the store keeps them). */
const COLUMNS = `id, tenant_id, title_lower, name, price_cents, color, region, varietal, pairings,
  (rating_average * 10)::int AS rating_tenths, rating_count,
  (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_micros,
  is_by_moment, is_trending, is_sommlike_picks, is_by_terroir, stock > 0 AS in_stock`;

/** Active wines only: a wine the shop does not list is not in the model. */
const LISTED = `type = 'PRODUCT' AND is_active`;

interface Row {
  id: string;
  tenant_id: string;
  title_lower: string;
  name: string;
  price_cents: number;
  color: string | null;
  region: string | null;
  varietal: string | null;
  pairings: string[];
  rating_tenths: number | null;
  rating_count: number;
  created_micros: string;
  is_by_moment: boolean;
  is_trending: boolean;
  is_sommlike_picks: boolean;
  is_by_terroir: boolean;
  in_stock: boolean;
}

const wineOf = (row: Row): IndexedWine => ({
  id: row.id,
  tenantId: row.tenant_id,
  titleLower: row.title_lower,
  name: row.name,
  priceCents: row.price_cents,
  color: row.color,
  region: row.region,
  varietal: row.varietal,
  pairings: row.pairings,
  ratingTenths: row.rating_tenths,
  ratingCount: row.rating_count,
  createdAtMicros: Number(row.created_micros),
  flags: { isByMoment: row.is_by_moment, isTrending: row.is_trending, isSommlikePicks: row.is_sommlike_picks, isByTerroir: row.is_by_terroir },
  inStock: row.in_stock,
});

/** The listed wines after `after` (by id), `size` of them: the build streams the catalogue by keyset. */
export async function listedWinesAfter(pool: pg.Pool, after: string | undefined, size: number): Promise<IndexedWine[]> {
  const { rows } = await pool.query<Row>({
    name: 'catalogue_model_batch',
    text: `SELECT ${COLUMNS} FROM catalogue_items WHERE ${LISTED} AND id > $1 ORDER BY id LIMIT $2`,
    values: [after ?? '00000000-0000-0000-0000-000000000000', size],
  });
  return rows.map(wineOf);
}

/** Of these ids, the wines listed now; the others are to be taken out. */
export async function listedWines(pool: pg.Pool, ids: string[]): Promise<IndexedWine[]> {
  const { rows } = await pool.query<Row>({
    name: 'catalogue_model_wines',
    text: `SELECT ${COLUMNS} FROM catalogue_items WHERE ${LISTED} AND id = ANY($1::uuid[])`,
    values: [ids],
  });
  return rows.map(wineOf);
}
