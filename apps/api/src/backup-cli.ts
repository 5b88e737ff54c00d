/**
 * npm run backup -- <folder | s3://bucket/prefix> [--keep N] [--key-file F]: one backup of the shop (database and
 * media) as a new time-named entry in that place, keeping the newest N (docs/operations.md).
 * Connects as the shop does: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (the running
 * shop's, when one runs there: the backup is taken while it serves).
 */
import { parseArgs } from 'node:util';
import { readKeyFile } from './backup/encryption';
import { BackupError } from './backup/manifest';
import { takeBackup } from './backup/take-backup';
import { ConfigError, loadConfig } from './config';
import { connect } from './db/client';
import { openShopDatabase } from './db/cli-database';
import { DataDirBusyError } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { progressBar } from './lib/progress-bar';
import { createMediaStore } from './modules/media/store';

const USAGE = `Usage: npm run backup -- <folder | s3://bucket/prefix> [--keep N] [--key-file F]

Writes one backup of the shop (its database at one instant, then its media) as a new entry
named by the time, e.g. <folder>/backup-20261127T033000.000Z, with a manifest of checksums;
then deletes the oldest entries beyond the newest N. Without a place, BACKUP_TO is used.

Options:
  --keep N        entries kept (default BACKUP_KEEP, 7)
  --key-file F    encrypt the entry (AES-256-GCM) and sign its manifest with the key in file F
                  (64 hex digits or base64, e.g. openssl rand -hex 32 > F); default BACKUP_KEY.
                  Without a key the entry is stored unencrypted. Keep the key apart from the backups.
  --help          show this help`;

class UsageError extends Error {}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function run(to: string, keep: number, key: Buffer | undefined): Promise<void> {
  const config = loadConfig();
  const { url, cluster } = await openShopDatabase(config);
  const database = connect(url, { max: 2, bulk: true });
  const bars = { database: progressBar('Database tables'), media: progressBar('Media files  ') };
  try {
    await applyMigrations(database.pool);
    const started = performance.now();
    const result = await takeBackup({
      databaseUrl: url,
      db: database.db,
      media: createMediaStore(config.media, config.mediaDir),
      to,
      keep,
      key,
      s3: config.s3,
      onProgress: (phase, done, total) => {
        if (phase === 'media') bars.database.stop();
        bars[phase].update(done, total);
      },
    });
    bars.database.stop();
    bars.media.stop();
    const { manifest } = result;
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup ${result.where}: ${manifest.database.tables.length} tables (${rows.toLocaleString('en-US')} rows), ` +
        `${manifest.media.files.length} media files, ${megabytes(manifest.bytes)}, schema ${manifest.schemaVersion.tag}, ` +
        (manifest.encryption ? `encrypted with key id ${manifest.encryption.keyId}, ` : 'not encrypted, ') +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s.` +
        (result.removed.length > 0 ? ` Deleted the older ${result.removed.join(', ')}.` : ''),
    );
  } finally {
    bars.database.stop();
    bars.media.stop();
    await database.close();
    await cluster?.stop();
  }
}

try {
  // npm runs workspace scripts inside apps/api; a relative path means where the user typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values, positionals } = (() => {
    try {
      return parseArgs({ allowPositionals: true, options: { keep: { type: 'string' }, 'key-file': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  })();
  if (values.help) {
    console.log(USAGE);
  } else {
    const config = loadConfig();
    if (positionals.length > 1) throw new UsageError(`Name one place to back up to, not ${positionals.length}.`);
    const to = positionals[0] ?? config.backup.to;
    if (!to) throw new UsageError('Name the folder or s3://bucket/prefix to back up to (or set BACKUP_TO).');
    const keep = values.keep === undefined ? config.backup.keep : Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1) throw new UsageError(`--keep needs a whole number of at least 1, not "${values.keep}".`);
    const keyFile = values['key-file'];
    await run(to, keep, keyFile === undefined ? config.backup.key : await readKeyFile(keyFile));
  }
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof BackupError) console.error(error.message);
  else console.error('The backup failed:', error);
  process.exit(1);
}
