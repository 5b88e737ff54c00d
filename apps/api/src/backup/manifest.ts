import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import type pg from 'pg';
import { migrationsFolder } from '../db/migrate';
import type { BackupKeys } from './encryption';
import type { Location } from './location';

/** Written last: an entry without it is a backup that did not finish. */
export const MANIFEST = 'manifest.json';
export const MANIFEST_FORMAT = 1;
/** An encrypted entry's: a shop that cannot decrypt refuses it by its format rather than failing on its files. */
export const ENCRYPTED_MANIFEST_FORMAT = 2;

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
  format: typeof MANIFEST_FORMAT | typeof ENCRYPTED_MANIFEST_FORMAT;
  startedAt: string;
  finishedAt: string;
  schemaVersion: SchemaVersion;
  postgresVersion: string;
  database: { tables: TableFile[]; sequences: SequenceValue[] };
  media: { store: 'local' | 's3'; files: (StoredFile & { key: string })[] };
  /** Bytes of every stored file, the manifest aside. */
  bytes: number;
  /** Set when every file is encrypted (backup/encryption.ts); the checksums are of the stored, encrypted bytes. */
  encryption?: { algorithm: 'aes-256-gcm'; keyId: string };
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

/** HMAC-SHA256 of the manifest's JSON (all of it but the HMAC), with the key's manifest subkey, in hex. */
export const manifestHmac = (keys: BackupKeys, body: Manifest) => createHmac('sha256', keys.manifest).update(JSON.stringify(body)).digest('hex');

/** An encrypted entry's manifest carries its HMAC last, so that the rest reads back as the JSON it was computed on. */
export async function writeManifest(entry: Location, manifest: Manifest, keys: BackupKeys | undefined): Promise<void> {
  const stored = keys ? { ...manifest, hmac: manifestHmac(keys, manifest) } : manifest;
  await entry.write(MANIFEST, Readable.from([Buffer.from(`${JSON.stringify(stored, null, 2)}\n`)]));
}

/** The manifest as stored, its format checked but nothing it says trusted yet: enough to tell a finished entry. */
export async function parseManifest(entry: Location): Promise<Manifest & { hmac?: unknown }> {
  const chunks: Buffer[] = [];
  for await (const chunk of await entry.read(MANIFEST)) chunks.push(chunk as Buffer);
  let manifest: Manifest & { hmac?: unknown };
  try {
    manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
  } catch {
    throw new BackupError(`${entry.where}/${MANIFEST} is not a backup manifest (not JSON).`);
  }
  if (manifest.format !== MANIFEST_FORMAT && manifest.format !== ENCRYPTED_MANIFEST_FORMAT) {
    throw new BackupError(`${entry.where}/${MANIFEST} has format ${String(manifest.format)}; this shop reads formats ${MANIFEST_FORMAT} and ${ENCRYPTED_MANIFEST_FORMAT}.`);
  }
  return manifest;
}

/**
 * The manifest a restore may act on. An encrypted entry's needs its key, and its HMAC must match
 * before any path or checksum in it is believed: an edited manifest is refused, not just one whose
 * paths look wrong. With a key given, an entry that is not encrypted is refused too (decision 0060):
 * its manifest is signed by no one, and anyone could have written it.
 */
export async function readManifest(entry: Location, keys: BackupKeys | undefined): Promise<Manifest> {
  const { hmac, ...manifest } = await parseManifest(entry);
  const where = `${entry.where}/${MANIFEST}`;
  if (manifest.encryption || manifest.format === ENCRYPTED_MANIFEST_FORMAT) {
    const keyId = typeof manifest.encryption?.keyId === 'string' ? manifest.encryption.keyId : 'unknown';
    if (!keys) throw new BackupError(`${entry.where} is encrypted (key id ${keyId}): give its key with BACKUP_KEY or --key-file. Nothing was restored.`);
    if (keyId !== keys.keyId) throw new BackupError(`${entry.where} was encrypted with another key (key id ${keyId}; the key given has id ${keys.keyId}). Nothing was restored.`);
    const expected = Buffer.from(manifestHmac(keys, manifest), 'hex');
    const found = typeof hmac === 'string' && /^[0-9a-f]{64}$/.test(hmac) ? Buffer.from(hmac, 'hex') : Buffer.alloc(0);
    if (found.length !== expected.length || !timingSafeEqual(found, expected)) {
      throw new BackupError(`${where} fails its HMAC: it was changed after the backup was taken. Nothing was restored.`);
    }
    if (manifest.format !== ENCRYPTED_MANIFEST_FORMAT || manifest.encryption?.algorithm !== 'aes-256-gcm') {
      throw new BackupError(`${where} names encryption ${String(manifest.encryption?.algorithm)} in format ${manifest.format}; this shop reads aes-256-gcm in format ${ENCRYPTED_MANIFEST_FORMAT}.`);
    }
  } else if (keys) {
    throw new BackupError(
      `${entry.where} is not encrypted, but a backup key was given: its manifest is signed by no one. Restore it without BACKUP_KEY or --key-file if you trust where it came from. Nothing was restored.`,
    );
  }
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
