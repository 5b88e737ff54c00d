import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrationsFolder } from '../db/migrate';
import { quoted } from './dump-database';
import { opened, type BackupKeys } from './encryption';
import type { Location } from './location';
import { BackupError, checksummed, knownMigrations, type Manifest, type SchemaVersion, type TableFile } from './manifest';

/** True when the database holds no table of its own and no migration record. */
export async function databaseIsEmpty(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`,
  );
  return rows[0]!.n === 0;
}

/** --force: the shop's schemas go, with everything in them. */
export async function clearDatabase(client: pg.ClientBase): Promise<void> {
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await client.query('DROP SCHEMA IF EXISTS public CASCADE');
  await client.query('CREATE SCHEMA public');
}

/**
 * Applies the migrations up to the backup's schema version, no further: its rows fit that schema.
 * Later migrations run after the load, on the restored rows, as on any shop that upgrades.
 */
export async function migrateTo(client: pg.Client, version: SchemaVersion): Promise<void> {
  const migrations = knownMigrations();
  const last = migrations.findIndex((migration) => migration.when === version.when);
  if (last < 0) throw new BackupError(`The backup's schema (${version.tag}) is newer than this version of the shop knows: restore it with the version that took it.`);
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-restore-migrations-'));
  try {
    await fs.mkdir(path.join(folder, 'meta'));
    const entries = migrations.slice(0, last + 1);
    await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }));
    for (const { tag } of entries) await fs.copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** The tables ordered so that each comes after the tables its foreign keys point to. */
async function loadOrder(client: pg.ClientBase, tables: TableFile[]): Promise<TableFile[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT cn.nspname || '.' || cc.relname AS child, pn.nspname || '.' || pc.relname AS parent
       FROM pg_constraint k
       JOIN pg_class cc ON cc.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = cc.relnamespace
       JOIN pg_class pc ON pc.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = pc.relnamespace
      WHERE k.contype = 'f' AND k.conrelid <> k.confrelid`,
  );
  const name = (table: TableFile) => `${table.schema}.${table.table}`;
  const ordered: TableFile[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((table) => [name(table), table]));
  const visit = (table: TableFile) => {
    if (placed.has(name(table))) return;
    if (visiting.has(name(table))) throw new BackupError(`The foreign keys of ${name(table)} form a cycle; this restore cannot order its tables.`);
    visiting.add(name(table));
    for (const edge of rows) {
      const parent = edge.child === name(table) ? byName.get(edge.parent) : undefined;
      if (parent) visit(parent);
    }
    visiting.delete(name(table));
    placed.add(name(table));
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/**
 * Loads every table of the backup in one transaction: a restore cut short leaves no half-loaded
 * shop. Rows the migrations wrote (their starting values) make way for the backup's. The tables'
 * own triggers are off meanwhile, for the rows they derive (title search, pairings) are in the
 * backup already; foreign keys are checked as each table is loaded.
 */
export async function loadTables(client: pg.ClientBase, entry: Location, manifest: Manifest, keys: BackupKeys | undefined, onTable: (done: number, total: number) => void): Promise<void> {
  const tables = await loadOrder(client, manifest.database.tables);
  const targets = tables.map((table) => quoted(client, table.schema, table.table));
  await client.query('BEGIN');
  try {
    for (const target of targets) await client.query(`ALTER TABLE ${target} DISABLE TRIGGER USER`);
    if (targets.length > 0) await client.query(`TRUNCATE ${targets.join(', ')}`);
    onTable(0, tables.length);
    for (const [index, table] of tables.entries()) {
      const copy = client.query(copyFrom(`COPY ${targets[index]!} (${table.columns.map((column) => client.escapeIdentifier(column)).join(', ')}) FROM STDIN`));
      const sum = checksummed();
      await pipeline(await entry.read(table.file), sum.stream, opened(keys, table.file), createGunzip(), copy);
      const read = sum.result();
      // Checked before: this catches a file changed since (the transaction then rolls back).
      if (read.sha256 !== table.sha256 || copy.rowCount !== table.rows) {
        throw new BackupError(`${table.file} changed during the restore (checksum or row count differs from the manifest).`);
      }
      onTable(index + 1, tables.length);
    }
    for (const target of targets) await client.query(`ALTER TABLE ${target} ENABLE TRIGGER USER`);
    for (const sequence of manifest.database.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [quoted(client, sequence.schema, sequence.sequence), sequence.lastValue, sequence.isCalled]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
