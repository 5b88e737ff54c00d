import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { MIGRATION_LOCK } from '../db/migrate';
import { sealed, type BackupKeys } from './encryption';
import type { Location } from './location';
import { appliedSchemaVersion, checksummed, type Manifest, type SequenceValue, type TableFile } from './manifest';

export const quoted = (client: pg.ClientBase, ...names: string[]) => names.map((name) => client.escapeIdentifier(name)).join('.');

/** The shop's tables (drizzle's own bookkeeping aside: the schema version stands for it). */
export async function listTables(client: pg.ClientBase): Promise<{ schema: string; table: string; columns: string[] }[]> {
  const { rows } = await client.query<{ schema: string; table: string; columns: string[] }>(
    `SELECT n.nspname AS schema, c.relname AS table, array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle') AND n.nspname NOT LIKE 'pg\\_%'
      GROUP BY n.nspname, c.relname
      ORDER BY n.nspname, c.relname`,
  );
  return rows;
}

async function sequenceValues(client: pg.ClientBase): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ schema: string; sequence: string }>(
    `SELECT schemaname AS schema, sequencename AS sequence FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle') ORDER BY 1, 2`,
  );
  const values: SequenceValue[] = [];
  for (const { schema, sequence } of rows) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${quoted(client, schema, sequence)}`);
    values.push({ schema, sequence, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  return values;
}

const PLACEHOLDER = '(left out of the backup)';

/**
 * A column as the backup stores it. A mail not sent yet (no SMTP, or SMTP down) still holds its
 * single-use links (reset, verification, email change) so that it can be sent; its copy in a backup
 * must not (issue 44): each of its `secrets` is replaced in the bodies, and the list emptied, so a
 * restored shop sends it with a dead link and its owner asks again. Sent mails hold none already.
 */
function storedColumn(client: pg.ClientBase, table: string, column: string): string {
  const name = client.escapeIdentifier(column);
  if (table !== 'outbox_emails') return name;
  if (column === 'secrets') return `NULL::text[] AS ${name}`;
  if (column !== 'text' && column !== 'html') return name;
  const anySecret = `(SELECT string_agg(regexp_replace(secret, '([^[:alnum:]])', '\\\\\\1', 'g'), '|') FROM unnest(secrets) AS secret WHERE secret <> '')`;
  return `CASE WHEN ${anySecret} IS NULL THEN ${name} ELSE regexp_replace(${name}, ${anySecret}, '${PLACEHOLDER}', 'g') END AS ${name}`;
}

/**
 * Writes every table of the database into `entry` (database/<schema>.<table>.copy.gz, PostgreSQL's
 * COPY text format, gzipped), all read in one REPEATABLE READ snapshot: the backup is the database
 * as it was at one instant, while the shop goes on writing. A shared hold on the migration lock
 * keeps a starting instance from changing the schema meanwhile (it waits for the backup's end).
 * With keys, each file is encrypted after gzip (ciphertext does not compress), and checksummed as stored.
 */
export async function dumpDatabase(
  databaseUrl: string,
  entry: Location,
  keys: BackupKeys | undefined,
  onTable: (done: number, total: number) => void,
): Promise<Pick<Manifest, 'schemaVersion' | 'postgresVersion'> & Manifest['database']> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'wine-backup' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock_shared($1)', [MIGRATION_LOCK]);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const tables = await listTables(client);
    if (tables.length > 0) await client.query(`LOCK TABLE ${tables.map((t) => quoted(client, t.schema, t.table)).join(', ')} IN ACCESS SHARE MODE`);
    const schemaVersion = await appliedSchemaVersion(client);
    const postgresVersion = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    const files: TableFile[] = [];
    onTable(0, tables.length);
    for (const { schema, table, columns } of tables) {
      const file = `database/${schema}.${table}.copy.gz`;
      const copy = client.query(copyTo(`COPY (SELECT ${columns.map((column) => storedColumn(client, table, column)).join(', ')} FROM ${quoted(client, schema, table)}) TO STDOUT`));
      const sum = checksummed();
      const body = new PassThrough();
      await Promise.all([pipeline(copy, createGzip(), sealed(keys, file), sum.stream, body), entry.write(file, body)]);
      files.push({ schema, table, columns, rows: copy.rowCount, file, ...sum.result() });
      onTable(files.length, tables.length);
    }
    const sequences = await sequenceValues(client);
    await client.query('COMMIT');
    return { schemaVersion, postgresVersion, tables: files, sequences };
  } finally {
    await client.end();
  }
}
