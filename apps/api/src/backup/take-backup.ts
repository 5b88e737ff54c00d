import type { S3Connection } from '../config';
import type { Db } from '../db/client';
import type { MediaStore } from '../modules/media/store';
import { dumpDatabase } from './dump-database';
import { backupKeys } from './encryption';
import { openLocation, type Location } from './location';
import { ENCRYPTED_MANIFEST_FORMAT, MANIFEST_FORMAT, parseManifest, writeManifest, type Manifest } from './manifest';
import { copyMediaOut } from './media';
import { recordBackupRun } from './record';

/** Entries are named by the time their backup began, so that their names sort as their ages. */
const ENTRY_NAME = /^backup-\d{8}T\d{6}\.\d{3}Z$/;
export const entryName = (startedAt: Date) => `backup-${startedAt.toISOString().replace(/[-:]/g, '')}`;

export interface BackupOptions {
  /** The shop's database, for the dump (its own connection, without the request deadlines). */
  databaseUrl: string;
  /** The same database, where the run is recorded. */
  db: Db;
  media: MediaStore;
  /** A folder or s3://bucket/prefix. */
  to: string;
  keep: number;
  s3: S3Connection;
  /** BACKUP_KEY or --key-file (32 bytes): every file is encrypted and the manifest signed; none, stored as is. */
  key?: Buffer;
  /** Progress of each phase ('database', 'media'): items done of total. */
  onProgress?: (phase: 'database' | 'media', done: number, total: number) => void;
}

export interface BackupResult {
  entry: string;
  where: string;
  manifest: Manifest;
  /** Older entries deleted to keep `keep`. */
  removed: string[];
}

/**
 * Complete entries (with a manifest) beyond the newest `keep` go; so do unfinished ones older than every kept entry.
 * An entry counts as complete whatever key it was encrypted with: after a key change the older entries are kept as long.
 */
async function prune(root: Location, keep: number): Promise<string[]> {
  const names = (await root.children()).filter((name) => ENTRY_NAME.test(name)).sort();
  const complete: string[] = [];
  for (const name of names) {
    const finished = await parseManifest(root.child(name)).then(
      () => true,
      () => false,
    );
    if (finished) complete.push(name);
  }
  const kept = complete.slice(-keep);
  const oldestKept = kept[0] ?? '';
  const doomed = names.filter((name) => !kept.includes(name) && (complete.includes(name) || name < oldestKept));
  for (const name of doomed) await root.child(name).remove();
  return doomed;
}

/**
 * One backup: the database at one instant and then the media, as a new entry inside `to` with its
 * manifest written last; older entries beyond `keep` are deleted. The run, good or failed, is
 * recorded in the database (backup_runs). A failed run leaves no entry behind.
 */
export async function takeBackup(options: BackupOptions): Promise<BackupResult> {
  const startedAt = new Date();
  const root = openLocation(options.to, options.s3);
  const name = entryName(startedAt);
  const entry = root.child(name);
  const keys = options.key ? backupKeys(options.key) : undefined;
  try {
    const database = await dumpDatabase(options.databaseUrl, entry, keys, (done, total) => options.onProgress?.('database', done, total));
    const media = await copyMediaOut(options.media, entry, keys, (done, total) => options.onProgress?.('media', done, total));
    const { schemaVersion, postgresVersion, tables, sequences } = database;
    const manifest: Manifest = {
      format: keys ? ENCRYPTED_MANIFEST_FORMAT : MANIFEST_FORMAT,
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      schemaVersion,
      postgresVersion,
      database: { tables, sequences },
      media,
      bytes: [...tables, ...media.files].reduce((sum, file) => sum + file.bytes, 0),
      ...(keys && { encryption: { algorithm: 'aes-256-gcm', keyId: keys.keyId } }),
    };
    await writeManifest(entry, manifest, keys);
    await recordBackupRun(options.db, { startedAt, finishedAt: new Date(manifest.finishedAt), location: root.where, entry: name, bytes: manifest.bytes });
    const removed = await prune(root, options.keep);
    return { entry: name, where: entry.where, manifest, removed };
  } catch (error) {
    await entry.remove().catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    await recordBackupRun(options.db, { startedAt, finishedAt: new Date(), location: root.where, entry: name, bytes: 0, error: message }).catch(() => undefined);
    throw error;
  } finally {
    root.close();
  }
}
