/**
 * The floor: what the database path costs before the shop does anything of its own. A bare Fastify
 * process with a raw `pg` pool (as large as the shop's) on the shop's database answers the simplest
 * questions of the varied mix with one prepared statement each, the JSON written by PostgreSQL, so
 * Node parses no row and builds no object per wine: one colour by name, a page and its capped total
 * (`/floor/list`), and one wine by id (`/floor/wine/:id`). No validation, no hooks, no presentation.
 * Whatever the shop's figures are beyond these is the shop's own cost; a budget these miss cannot be
 * met by any answer read from this database on this machine (docs/decisions/0040-database-floor.md).
 * Started by bench/server.ts in its own process.
 */
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.FLOOR_PORT);
const tenantId = process.env.FLOOR_TENANT_ID ?? '';
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: Number(process.env.FLOOR_POOL_MAX ?? 20) });

/** What a list reads of a wine (everything but the tasting notes, as the shop's lists). */
const LIST_COLUMNS = `id, tenant_id, type, title, name, description, price_cents, icon_url, is_active, discount_percent, producer, color,
  varietal, origin, vintage, country, region, code, product_type, method, size, volume_in_ml, pairings, event_id, business_id,
  rating_average, rating_count, created_at`;

/**
 * A page's ids from catalogue_wines_color_name_idx (index only), its rows by primary key, and the
 * total counted up to the cap on the same index: the shop's cheapest list question, in one statement.
 */
const LIST = `
  SELECT (SELECT count(*) FROM (
            SELECT 1 FROM catalogue_items
            WHERE tenant_id = $1 AND type = 'PRODUCT' AND is_active AND color = $2 LIMIT 1000) capped) AS total,
         (SELECT coalesce(json_agg(wine ORDER BY wine.name, wine.id), '[]') FROM (
            SELECT ${LIST_COLUMNS} FROM catalogue_items
            WHERE id = ANY(ARRAY(
              SELECT id FROM catalogue_items
              WHERE tenant_id = $1 AND type = 'PRODUCT' AND is_active AND color = $2
              ORDER BY name, id LIMIT $3 OFFSET $4))) wine)::text AS wines`;

const WINE = `SELECT row_to_json(wine)::text AS wine FROM (
  SELECT ${LIST_COLUMNS}, tasting_notes FROM catalogue_items WHERE id = $1 AND tenant_id = $2 AND is_active) wine`;

const app = Fastify({ logger: false });
app.get('/floor/list', async (request, reply) => {
  const { color = '', offset = '0', limit = '20' } = request.query as Record<string, string | undefined>;
  const { rows } = await pool.query<{ total: string; wines: string }>({ name: 'floor_list', text: LIST, values: [tenantId, color, Number(limit), Number(offset)] });
  void reply.type('application/json; charset=utf-8');
  return `{"status":1,"result":{"categories":${rows[0]!.wines},"total":${rows[0]!.total}}}`;
});
app.get('/floor/wine/:id', async (request, reply) => {
  const { rows } = await pool.query<{ wine: string }>({ name: 'floor_wine', text: WINE, values: [(request.params as { id: string }).id, tenantId] });
  if (!rows[0]) return reply.status(404).send({ status: 0 });
  void reply.type('application/json; charset=utf-8');
  return `{"status":1,"result":${rows[0].wine}}`;
});

process.on('SIGTERM', () => process.exit(0));
await app.listen({ port, host: '127.0.0.1' });
