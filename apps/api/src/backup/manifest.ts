import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type pg from 'pg';
import { migrationsFolder } from '../db/migrate';
import type { Location } from './location';

/** Written last: an entry without it is a backup that did not finish. */
export const MANIFEST = 'manifest.json';
export const MANIFEST_FORMAT = 1;

/** One stored file of a backup, as written: its size and SHA-256 in hex. */
export interface StoredFile {
  file: string;
  bytes: number;
  sha256: string;
}

export interface TableFile extends StoredFile {
  schema: string;
  table: string;
  /** The columns in the file's order (generated columns are left to PostgreSQL). */
  columns: string[];
  rows: number;
}

export interface SequenceValue {
  schema: string;
  sequence: string;
  /** PostgreSQL's bigint as text. */
  lastValue: string;
  isCalled: boolean;
}

export interface SchemaVersion {
  /** The last migration applied, e.g. 0028_backup_runs. */
  tag: string;
  /** Its `when` in meta/_journal.json: what drizzle records as applied. */
  when: number;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  startedAt: string;
  finishedAt: string;
  schemaVersion: SchemaVersion;
  postgresVersion: string;
  database: { tables: TableFile[]; sequences: SequenceValue[] };
  media: { store: 'local' | 's3'; files: (StoredFile & { key: string })[] };
  /** Bytes of every stored file, the manifest aside. */
  bytes: number;
}

export class BackupError extends Error {}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations this code knows, in order. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The last migration applied to the database, read in the caller's transaction (its snapshot). */
export async function appliedSchemaVersion(client: pg.ClientBase): Promise<SchemaVersion> {
  const { rows } = await client.query<{ when: string }>('SELECT max(created_at)::text AS when FROM drizzle.__drizzle_migrations');
  const when = Number(rows[0]?.when);
  const entry = knownMigrations().find((migration) => migration.when === when);
  if (!entry) throw new BackupError(`The database's last migration (${rows[0]?.when ?? 'none'}) is not one this version of the shop knows.`);
  return { tag: entry.tag, when };
}

/** Passes bytes through, counting them and hashing them with SHA-256. */
export function checksummed(): { stream: Transform; result: () => { bytes: number; sha256: string } } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) };
}

export async function writeManifest(entry: Location, manifest: Manifest): Promise<void> {
  await entry.write(MANIFEST, Readable.from([Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)]));
}

export async function readManifest(entry: Location): Promise<Manifest> {
  const chunks: Buffer[] = [];
  for await (const chunk of await entry.read(MANIFEST)) chunks.push(chunk as Buffer);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
  } catch {
    throw new BackupError(`${entry.where}/${MANIFEST} is not a backup manifest (not JSON).`);
  }
  if (manifest.format !== MANIFEST_FORMAT) throw new BackupError(`${entry.where}/${MANIFEST} has format ${String(manifest.format)}; this shop reads format ${MANIFEST_FORMAT}.`);
  confine(entry, manifest);
  return manifest;
}

/** A path of plain names: no `..` or `.`, nothing absolute, no backslash, no empty segment. */
const SAFE_PATH = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;
const safePath = (value: unknown): value is string => typeof value === 'string' && SAFE_PATH.test(value) && !value.split('/').some((segment) => /^\.+$/.test(segment));

/**
 * Every file the manifest names stays inside the entry, and every media key inside the media
 * store (issue 44): a table's file is database/<schema>.<table>.copy.gz, a picture's media/<key>.
 * A crafted manifest (with its checksums recomputed) naming `../../x` is refused before anything is read.
 */
function confine(entry: Location, manifest: Manifest): void {
  const bad: string[] = [];
  for (const table of manifest.database?.tables ?? []) {
    if (!safePath(table.file) || table.file !== `database/${table.schema}.${table.table}.copy.gz`) bad.push(`table file ${JSON.stringify(table.file)}`);
  }
  for (const file of manifest.media?.files ?? []) {
    if (!safePath(file.key) || file.file !== `media/${file.key}`) bad.push(`media key ${JSON.stringify(file.key)} (file ${JSON.stringify(file.file)})`);
  }
  if (bad.length > 0) throw new BackupError(`${entry.where}/${MANIFEST} names paths outside the backup or the media store; nothing was restored:\n  ${bad.slice(0, 20).join('\n  ')}`);
}
