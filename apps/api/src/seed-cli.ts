/**
 * npm run seed [-- --wines N]: seeds the demo shop into an empty database, then tops the catalogue
 * up to N wines for benchmarks. Connects like the shop does: DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR (refused while a shop runs on that directory).
 */
import fs from 'node:fs/promises';
import { ConfigError, loadConfig } from './config';
import { progressBar } from './lib/progress-bar';
import { connect } from './db/client';
import { DATABASE_NAME, DataDirBusyError, startEmbeddedPostgres, type EmbeddedCluster } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { createMediaStore } from './modules/media/store';
import { seedIfEmpty } from './seed';
import { sharedBottles } from './seed/images/bottles';
import { writeSvgFiles } from './seed/images/write';
import { catalogueCounts, topUpWines } from './seed/top-up';

/** The database main.ts creates on the embedded cluster. */
const MAX_WINES = 10_000_000;

const USAGE = `Usage: npm run seed [-- --wines N]

Seeds the demo shop into an empty database, then adds generated wines until the
catalogue holds N wines (active and inactive). Uses DATABASE_URL, or the embedded
PostgreSQL in DATA_DIR (default ./data); stop the shop on that directory first.
Adding 100,000 wines or more drops the catalogue's secondary indexes and builds
them again after the load, locking the catalogue meanwhile: never under a live shop.

Options:
  --wines N   total number of wines wanted, a positive integer (at most ${MAX_WINES.toLocaleString('en-US')})
  --help      show this help`;

class UsageError extends Error {}

/** Answers the wanted number of wines (undefined: only the demo seed), or null for --help. */
function parseArgs(args: readonly string[]): number | undefined | null {
  let wines: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return null;
    const [name, inline] = arg.split('=', 2) as [string, string | undefined];
    if (name !== '--wines') throw new UsageError(`Unknown option "${arg}".`);
    const value = inline ?? args[++i];
    if (value === undefined) throw new UsageError('--wines needs a number, e.g. --wines 100000.');
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_WINES) {
      throw new UsageError(`--wines must be a positive integer up to ${MAX_WINES.toLocaleString('en-US')}, not "${value}".`);
    }
    wines = Number(value);
  }
  return wines;
}

const consoleLog = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message), debug: () => undefined };
const format = (n: number) => n.toLocaleString('en-US');

async function run(wanted: number | undefined): Promise<void> {
  const config = loadConfig();
  await fs.mkdir(config.dataDir, { recursive: true });
  const startedAt = performance.now();
  let cluster: EmbeddedCluster | undefined;
  if (!config.databaseUrl) cluster = await startEmbeddedPostgres(config.dataDir, DATABASE_NAME, consoleLog);
  const database = connect(config.databaseUrl ?? cluster!.url(), { max: 2, bulk: true });
  const media = createMediaStore(config.media, config.mediaDir);
  try {
    await applyMigrations(database.pool);
    const seeded = await seedIfEmpty(database.db, { media, log: consoleLog });
    if (!seeded) console.log('The database already holds a shop: the demo seed is skipped.');
    let added = 0;
    if (wanted !== undefined) {
      // The generated wines use the shared bottle images; a shop seeded elsewhere may lack them.
      await writeSvgFiles(media, sharedBottles());
      const bar = progressBar('Adding wines');
      added = await topUpWines(database, wanted, bar.update);
      bar.stop();
    }
    const counts = await catalogueCounts(database.db);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const size = await database.pool.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
    console.log(
      `Catalogue: ${format(counts.wines)} wines (${format(counts.activeWines)} active, ${format(counts.wines - counts.activeWines)} inactive), ` +
        `${format(counts.collections)} collections; ${format(added)} wines added in ${seconds} s. Database size on disk: ${size.rows[0]?.size}.`,
    );
  } finally {
    await database.close();
    await cluster?.stop();
  }
}

try {
  // npm runs workspace scripts inside apps/api; a relative DATA_DIR means where the user typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const wanted = parseArgs(process.argv.slice(2));
  if (wanted === null) {
    console.log(USAGE);
  } else {
    await run(wanted);
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error('Seeding failed:', error);
  }
  process.exit(1);
}
