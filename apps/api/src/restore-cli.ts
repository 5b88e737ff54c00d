/**
 * npm run restore -- <backup entry> [--force] [--key-file F]: restores a backup taken by `npm run backup` into the
 * shop's database and media (docs/operations.md): DATABASE_URL, or the embedded PostgreSQL in
 * DATA_DIR, which must be stopped. Refuses a database or media store that is not empty unless
 * --force; checks every checksum and the schema version before it writes anything.
 */
import { parseArgs } from 'node:util';
import { readKeyFile } from './backup/encryption';
import { restoreBackup } from './backup/restore';
import { BackupError } from './backup/manifest';
import { ConfigError, loadConfig } from './config';
import { openShopDatabase } from './db/cli-database';
import { DataDirBusyError } from './db/embedded';
import { progressBar } from './lib/progress-bar';
import { createMediaStore } from './modules/media/store';

const USAGE = `Usage: npm run restore -- <backup entry> [--force] [--key-file F]

Restores one entry written by npm run backup (a folder, or s3://bucket/prefix/backup-...) into
the shop's database (DATABASE_URL, or the embedded one in DATA_DIR: stop the shop first) and its
media store. Every file's checksum and the schema version are checked before anything is written;
an encrypted entry needs its key, and its signed manifest and every file's tag are checked first.

Options:
  --force         restore over a database or media store that is not empty: their contents are
                  deleted first (the database's public schema; the media folder; in a bucket the
                  backup's objects replace the same keys)
  --key-file F    the key the entry was encrypted with (default BACKUP_KEY); with a key, an entry
                  that is not encrypted is refused (its manifest is signed by no one)
  --help          show this help`;

class UsageError extends Error {}

async function run(from: string, force: boolean, keyFile: string | undefined): Promise<void> {
  const config = loadConfig();
  const key = keyFile === undefined ? config.backup.key : await readKeyFile(keyFile);
  const { url, cluster } = await openShopDatabase(config, 'refuse');
  const labels = { verify: 'Checking files ', database: 'Database tables', media: 'Media files    ' } as const;
  const bars = { verify: progressBar(labels.verify), database: progressBar(labels.database), media: progressBar(labels.media) };
  const stopBars = () => Object.values(bars).forEach((bar) => bar.stop());
  try {
    const started = performance.now();
    const manifest = await restoreBackup({
      from,
      databaseUrl: url,
      media: createMediaStore(config.media, config.mediaDir),
      s3: config.s3,
      key,
      force,
      onProgress: (phase, done, total) => {
        for (const [name, bar] of Object.entries(bars)) if (name !== phase) bar.stop();
        bars[phase].update(done, total);
      },
    });
    stopBars();
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored the backup of ${manifest.startedAt} (schema ${manifest.schemaVersion.tag}): ${rows.toLocaleString('en-US')} rows in ` +
        `${manifest.database.tables.length} tables, ${manifest.media.files.length} media files, in ${((performance.now() - started) / 1000).toFixed(1)} s. ` +
        'Start the shop on it with npm start.',
    );
  } finally {
    stopBars();
    await cluster?.stop();
  }
}

try {
  // npm runs workspace scripts inside apps/api; a relative path means where the user typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const { values, positionals } = (() => {
    try {
      return parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false }, 'key-file': { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  })();
  if (values.help) console.log(USAGE);
  else if (positionals.length !== 1) throw new UsageError('Name the one backup entry to restore.');
  else await run(positionals[0]!, values.force, values['key-file']);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof BackupError) console.error(error.message);
  else console.error('The restore failed:', error);
  process.exit(1);
}
