/**
 * npm run jobs -- charge-orders | club-cycles [--now ISO-8601]: runs a scheduled job now, for operators and tests.
 * Connects like the shop does: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (when a shop
 * is running on that directory, the database it announced in connection.json).
 */
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import type { AppContext } from './context';
import { connect } from './db/client';
import { openShopDatabase } from './db/cli-database';
import { DataDirBusyError } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { runChargeOrders, runClubCycleJob } from './jobs';
import { recordedPublicOrigin } from './lib/public-origin';
import { createMailer } from './modules/mail/service';

const USAGE = `Usage: npm run jobs -- <job> [--now ISO-8601]

Jobs:
  charge-orders   charge every confirmed order placed before the latest 23:30 cut-off
                  (store time, STORE_TIMEZONE) off-session, once
  club-cycles     place the wine clubs' orders of every cut-off that has come, plan
                  the next cycles and remind the sommeliers (decision 0065)

Options:
  --now TIME      run as if the clock showed TIME (e.g. 2030-01-15T23:45:00-05:00)
  --help          show this help`;

class UsageError extends Error {}

type Job = 'charge-orders' | 'club-cycles';

function parseArgs(args: readonly string[]): { job: Job; now: Date } | null {
  let job: string | undefined;
  let now = new Date();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--help' || arg === '-h') return null;
    if (arg === '--now' || arg.startsWith('--now=')) {
      const value = arg.includes('=') ? arg.slice('--now='.length) : args[++i];
      const parsed = value ? new Date(value) : undefined;
      if (!parsed || Number.isNaN(parsed.getTime())) throw new UsageError(`--now needs a date and time, not "${value ?? ''}".`);
      now = parsed;
    } else if (!arg.startsWith('-') && job === undefined) {
      job = arg;
    } else {
      throw new UsageError(`Unknown option "${arg}".`);
    }
  }
  if (job !== 'charge-orders' && job !== 'club-cycles') throw new UsageError(job ? `Unknown job "${job}".` : 'Name the job to run.');
  return { job, now };
}

async function run(job: Job, now: Date): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const { url, cluster } = await openShopDatabase(config);
  // An operator's command: it may apply a long migration first, so no request deadlines.
  const database = connect(url, { max: 4, bulk: true });
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  try {
    await applyMigrations(database.pool);
    // The mails' links lead to the shop's own address, as the shop announced it, unless PUBLIC_ORIGIN says otherwise.
    const publicOrigin = config.publicOriginConfigured ? config.publicOrigin : ((await recordedPublicOrigin(database.db)) ?? config.publicOrigin);
    const ctx: AppContext = { config: { ...config, publicOrigin }, db: database.db, mailer, log };
    if (job === 'club-cycles') {
      const clubs = await runClubCycleJob(database.pool, ctx, now);
      console.log(
        clubs === undefined
          ? 'Another process is running the club cycle job right now; nothing done.'
          : `Club cycle run: ${clubs.placed} placed, ${clubs.skipped} skipped, ${clubs.unfilled} unfilled, ${clubs.missed} missed, ${clubs.planned} planned, ${clubs.reminded} reminded.`,
      );
      return;
    }
    const summary = await runChargeOrders(database.pool, ctx, now);
    if (summary === undefined) {
      console.log('Another process is running the charge job right now; nothing done.');
    } else {
      console.log(
        `Charge run (cut-off ${summary.cutoff}): ${summary.charged} charged, ${summary.failed} declined, ` +
          `${summary.requiresAction} need authentication, ${summary.errors} errors.`,
      );
    }
  } finally {
    mailer.close();
    await database.close();
    await cluster?.stop();
  }
}

try {
  // npm runs workspace scripts inside apps/api; a relative DATA_DIR means where the user typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed === null) console.log(USAGE);
  else await run(parsed.job, parsed.now);
} catch (error) {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof ConfigError || error instanceof DataDirBusyError) console.error(error.message);
  else console.error('The job failed:', error);
  process.exit(1);
}
