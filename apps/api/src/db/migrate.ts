import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any constant shared by every process of the shop: the lock that lets one of them migrate. */
export const MIGRATION_LOCK = 7_230_001;

/**
 * Applies pending migrations, then runs `afterwards` (the seed) still under the lock: several
 * processes starting at once migrate one after another, and one of them seeds an empty database.
 */
export async function applyMigrations(pool: pg.Pool, afterwards?: () => Promise<unknown>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
    await afterwards?.();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
