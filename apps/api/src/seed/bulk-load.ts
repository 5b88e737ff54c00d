import type pg from 'pg';

/**
 * The tables a top-up writes: every wine goes into each of their secondary indexes, in random
 * (name) order, which costs far more than the rows themselves once the load is large.
 */
const LOADED_TABLES = ['catalogue_items', 'catalogue_cards'];

export type Queryable = pg.Pool | pg.PoolClient;

interface SecondaryIndex {
  name: string;
  definition: string;
}

/**
 * The secondary indexes of the loaded tables that enforce no rule (not the primary keys, not the
 * unique indexes such as the wine code's, not an index behind a constraint), each with the
 * definition PostgreSQL itself reports, so that it is built again exactly as the migrations made it.
 */
async function secondaryIndexes(client: pg.PoolClient): Promise<SecondaryIndex[]> {
  const { rows } = await client.query<SecondaryIndex>(
    `SELECT format('%I.%I', ix.schemaname, ix.indexname) AS name, ix.indexdef AS definition
       FROM pg_indexes ix
       JOIN pg_index i ON i.indexrelid = format('%I.%I', ix.schemaname, ix.indexname)::regclass
      WHERE ix.schemaname = current_schema() AND ix.tablename = ANY($1)
        AND NOT i.indisunique
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY ix.indexname`,
    [LOADED_TABLES],
  );
  return rows;
}

/**
 * Runs `load` (which inserts wines through the client it is given) without the catalogue's
 * secondary indexes, then builds them again from their saved definitions: one sorted build per
 * index instead of millions of insertions in random order. The change log's trigger stays on: each
 * load statement logs its wines in one INSERT ... SELECT, which the instances running read.
 *
 * All of it is one transaction. A crash or an error midway rolls everything back, the dropped
 * indexes included, so the database is left as it was and a re-run does the load again from the
 * start; no record of dropped indexes is needed. The price is that dropping an index locks its
 * table until the commit: only for a stopped shop or a database set aside for the load (see
 * BULK_LOAD_MIN_WINES).
 */
export async function loadWithoutSecondaryIndexes(pool: pg.Pool, load: (client: pg.PoolClient) => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Each index build sorts its keys in this memory; the default 64 MB holds far fewer than a million wines'.
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    const indexes = await secondaryIndexes(client);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    await load(client);
    for (const index of indexes) await client.query(index.definition);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  // What autovacuum does soon after a load, done now: the planner's statistics still describe the
  // catalogue before it, and the first full read (every instance's read model at start) would
  // otherwise also set a million rows' hint bits.
  await pool.query(`VACUUM (ANALYZE) ${LOADED_TABLES.join(', ')}`);
}
