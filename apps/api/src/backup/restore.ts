import fs from 'node:fs/promises';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { S3Connection } from '../config';
import { migrationsFolder } from '../db/migrate';
import type { MediaStore } from '../modules/media/store';
import { backupKeys } from './encryption';
import { clearDatabase, databaseIsEmpty, loadTables, migrateTo } from './load-database';
import { MissingFileError, openLocation } from './location';
import { BackupError, knownMigrations, MANIFEST, readManifest, type Manifest } from './manifest';
import { copyMediaIn, mediaIsEmpty } from './media';
import { verifyEntry } from './verify';

export interface RestoreOptions {
  /** The entry: a folder or s3://bucket/prefix/backup-... */
  from: string;
  databaseUrl: string;
  media: MediaStore;
  s3: S3Connection;
  /** The key an encrypted entry was taken with (BACKUP_KEY or --key-file); an encrypted entry is refused without it. */
  key?: Buffer;
  /** Restore over a database or media store that is not empty (what they hold is deleted first). */
  force: boolean;
  onProgress?: (phase: 'verify' | 'database' | 'media', done: number, total: number) => void;
}

/**
 * Restores a backup into an empty database and media store: the manifest is read (an encrypted
 * entry's key and HMAC checked first), its schema version checked against this code's migrations,
 * every file checked against its checksum (and its GCM tag), and only then anything written. The database is migrated to the backup's schema, loaded in one
 * transaction, then migrated to this code's latest; a load that fails leaves the database empty.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const entry = openLocation(options.from, options.s3);
  const keys = options.key ? backupKeys(options.key) : undefined;
  try {
    const manifest = await readManifest(entry, keys).catch((error: unknown) => {
      if (error instanceof MissingFileError) throw new BackupError(`${entry.where} is not a finished backup: it has no ${MANIFEST}.`);
      throw error;
    });
    if (!knownMigrations().some((migration) => migration.when === manifest.schemaVersion.when)) {
      throw new BackupError(`The backup's schema (${manifest.schemaVersion.tag}) is newer than this version of the shop knows: restore it with the version that took it.`);
    }
    await verifyEntry(entry, manifest, keys, (done, total) => options.onProgress?.('verify', done, total));
    const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'wine-restore' });
    await client.connect();
    try {
      const emptyDatabase = await databaseIsEmpty(client);
      const emptyMedia = await mediaIsEmpty(options.media);
      if (!options.force && (!emptyDatabase || !emptyMedia)) {
        const full = [emptyDatabase ? '' : 'the database has tables', emptyMedia ? '' : 'the media store has files'].filter(Boolean).join(' and ');
        throw new BackupError(`Nothing restored: ${full}. Restore into an empty DATA_DIR or database, or add --force to replace what is there.`);
      }
      if (!emptyDatabase) await clearDatabase(client);
      if (!emptyMedia && options.media.kind === 'local') await fs.rm(options.media.dir, { recursive: true, force: true });
      try {
        await migrateTo(client, manifest.schemaVersion);
        await loadTables(client, entry, manifest, keys, (done, total) => options.onProgress?.('database', done, total));
        await migrate(drizzle(client), { migrationsFolder });
        await copyMediaIn(options.media, entry, manifest, keys, (done, total) => options.onProgress?.('media', done, total));
      } catch (error) {
        await clearDatabase(client).catch(() => undefined);
        throw error;
      }
    } finally {
      await client.end();
    }
    return manifest;
  } finally {
    entry.close();
  }
}
