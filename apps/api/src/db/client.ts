import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What queries run on: the pool, or a transaction that groups writes belonging together. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export function connect(databaseUrl: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 20,
    // Fail fast when the database is unreachable instead of queueing requests forever.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
