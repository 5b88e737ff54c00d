import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** The pool stays reachable as `$client` (its figures are monitored, plugins/metrics.ts). */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What queries run on: the pool, or a transaction that groups writes belonging together. */
export type Executor = Db | Tx;

/**
 * Independent reads, all of them: side by side on the pool's connections, one after another in a
 * transaction, whose one connection runs one statement at a time (node-postgres would queue the
 * others, which it deprecates and pg 9 refuses).
 */
export async function readTogether<Reads extends readonly (() => unknown)[]>(
  db: Executor,
  reads: readonly [...Reads],
): Promise<{ -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> }> {
  type Results = { -readonly [K in keyof Reads]: Awaited<ReturnType<Reads[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

/**
 * How long the shop waits on PostgreSQL before giving up, so that a database that is down or hung
 * fails requests fast (503, see plugins/errors.ts) instead of piling them up:
 * - `connectMs`: to get a connection, new or free in the pool;
 * - `statementMs`: a statement's run on the server (statement_timeout): a live but slow server
 *   cancels it cleanly and its transaction rolls back;
 * - `replyMs`: for any answer at all. A hung server never answers, so the connection is dropped:
 *   PostgreSQL rolls back the transaction of a dropped connection, and the pool never hands out a
 *   connection still inside a transaction whose owner gave up.
 */
export const DATABASE_DEADLINES = { connectMs: 3000, statementMs: 4000, replyMs: 5000 } as const;

export type DatabaseDeadlines = { [Key in keyof typeof DATABASE_DEADLINES]: number };

/**
 * The deadlines times `scale` (DATABASE_DEADLINE_SCALE): on a machine busy with other work, as the
 * tests run beside other builds, a sound statement can take ten times as long.
 */
export const scaledDeadlines = (scale: number): DatabaseDeadlines => ({
  connectMs: DATABASE_DEADLINES.connectMs * scale,
  statementMs: DATABASE_DEADLINES.statementMs * scale,
  replyMs: DATABASE_DEADLINES.replyMs * scale,
});

/** pg's message when `query_timeout` passes. */
const REPLY_TIMEOUT = 'Query read timeout';

/**
 * Wraps a pooled client so that a hung or lost connection never stays in use:
 * - a query past the reply deadline (see DATABASE_DEADLINES) drops its connection;
 * - a BEGIN that fails gives the client back to the pool, as broken: drizzle sends BEGIN before its
 *   try/finally, so it never releases a client whose connection died at that moment, and each such
 *   moment would cost the pool a connection for good (after a few database restarts, all of them).
 *   Whoever holds the client may still release it afterwards: a checkout is given back once.
 */
function guardClient(client: pg.PoolClient, dropOnReplyTimeout: boolean): void {
  // pg-pool sets `release` at every checkout: keep its function behind one that runs it once.
  let giveBack: (error?: Error | boolean) => void = () => undefined;
  let givenBack = true;
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => (error?: Error | boolean) => {
      if (givenBack) return;
      givenBack = true;
      giveBack(error);
    },
    set: (release: (error?: Error | boolean) => void) => {
      giveBack = release;
      givenBack = false;
    },
  });
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const failed = (text: unknown, error: unknown) => {
    if (dropOnReplyTimeout && error instanceof Error && error.message === REPLY_TIMEOUT) client.connection.stream.destroy();
    if (typeof text === 'string' && /^begin\b/i.test(text)) client.release(error instanceof Error ? error : true);
  };
  client.query = ((...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (error) failed(text, error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch((error: unknown) => failed(text, error));
    return result;
  }) as typeof client.query;
}

/**
 * A pool on the database. `bulk` pools (migrations, seeding) run without the statement and reply
 * deadlines: building an index on a large table may rightly take minutes.
 */
export function connect(databaseUrl: string, options: { max?: number; bulk?: boolean; deadlines?: DatabaseDeadlines } = {}): Database {
  const deadlines = options.deadlines ?? DATABASE_DEADLINES;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 20,
    connectionTimeoutMillis: deadlines.connectMs,
    idleTimeoutMillis: 30_000,
    ...(options.bulk ? {} : { statement_timeout: deadlines.statementMs, query_timeout: deadlines.replyMs }),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    // A client in use losing its connection fails its query, which reaches the caller; without a
    // listener, the client's 'error' event would also end the process.
    client.on('error', () => undefined);
    guardClient(client, !options.bulk);
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
