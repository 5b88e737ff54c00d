/**
 * The floor: what the database path costs before the shop does anything of its own. A bare Fastify
 * process with a raw `pg` pool (as large as the shop's) on the shop's database answers the simplest
 * question of the varied mix, one wine by id (`/floor/wine/:id`), with one prepared statement, the
 * JSON written by PostgreSQL, so Node parses no row and builds no object. No validation, no hooks,
 * no presentation. Whatever the shop's wine page costs beyond it is the shop's own cost
 * (docs/decisions/0040-database-floor.md). The shop's lists are answered from memory (decision
 * 0046), which removed the indexes a list read from this database would need: the floor no longer
 * measures one. Started by bench/server.ts in its own process.
 */
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.FLOOR_PORT);
const tenantId = process.env.FLOOR_TENANT_ID ?? '';
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: Number(process.env.FLOOR_POOL_MAX ?? 20) });

/** What a list reads of a wine (everything but the tasting notes); the wine page adds the notes. */
const LIST_COLUMNS = `id, tenant_id, type, title, name, description, price_cents, icon_url, is_active, discount_percent, producer, color,
  varietal, origin, vintage, country, region, code, product_type, method, size, volume_in_ml, pairings, event_id, business_id,
  rating_average, rating_count, created_at`;

const WINE = `SELECT row_to_json(wine)::text AS wine FROM (
  SELECT ${LIST_COLUMNS}, tasting_notes FROM catalogue_items WHERE id = $1 AND tenant_id = $2 AND is_active) wine`;

const app = Fastify({ logger: false });
app.get('/floor/wine/:id', async (request, reply) => {
  const { rows } = await pool.query<{ wine: string }>({ name: 'floor_wine', text: WINE, values: [(request.params as { id: string }).id, tenantId] });
  if (!rows[0]) return reply.status(404).send({ status: 0 });
  void reply.type('application/json; charset=utf-8');
  return `{"status":1,"result":${rows[0].wine}}`;
});

process.on('SIGTERM', () => process.exit(0));
await app.listen({ port, host: '127.0.0.1' });
