import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { backupIfDue } from './backup/nightly';
import type { BackupResult } from './backup/take-backup';
import { loadConfig, type Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/client';
import * as schema from './db/schema';
import { jobRuns } from './lib/metrics';
import { handleLeftPasswordResetRequests } from './modules/auth/service';
import type { Mailer } from './modules/mail/service';
import { pruneCatalogueChanges } from './modules/catalogue/read-model/model';
import { recoverCutUploads } from './modules/media/service';
import { expireUnpaidOrders } from './modules/orders/payment-expiry';
import type { MediaStore } from './modules/media/store';
import { chargeDueOrders, type ChargeRunSummary } from './modules/payments/service';
import { runClubCycles, type ClubCycleSummary } from './modules/clubs/cycles';

/** Each job has its own advisory lock so that, with several API processes, one runs it at a time. */
const JOB_LOCKS = {
  outbox: 7_230_101,
  chargeOrders: 7_230_102,
  cutUploads: 7_230_103,
  backup: 7_230_104,
  catalogueChanges: 7_230_105,
  expirePayments: 7_230_149,
  clubCycles: 7_230_165,
} as const;
const OUTBOX_INTERVAL_MS = 30_000;
/** The nightly charge looks for due orders this often; it charges only after 23:30 store time. */
const CHARGE_ORDERS_INTERVAL_MS = 5 * 60_000;
const CUT_UPLOADS_INTERVAL_MS = 10 * 60_000;
/** The nightly backup (BACKUP_TO) looks whether it is due this often; a failed one is tried again then. */
const BACKUP_INTERVAL_MS = 15 * 60_000;
const CATALOGUE_CHANGES_INTERVAL_MS = 60_000;
/** Orders whose failed charge was not paid in time are looked for this often (decision 0049). */
const EXPIRE_PAYMENTS_INTERVAL_MS = 15 * 60_000;
/** Wine club cut-offs, the next cycles and the sommeliers' reminders are looked at this often (decision 0065). */
const CLUB_CYCLES_INTERVAL_MS = 5 * 60_000;

/**
 * Runs `run` when this process gets the job's lock; answers undefined when another process holds it.
 * Each run is counted for monitoring: ran, skipped (the lock was held elsewhere) or failed.
 */
export async function withJobLock<T>(pool: pg.Pool, job: keyof typeof JOB_LOCKS, run: () => Promise<T>): Promise<T | undefined> {
  try {
    const client = await pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [JOB_LOCKS[job]]);
      if (!rows[0]?.locked) {
        jobRuns.inc({ job, outcome: 'skipped' });
        return undefined;
      }
      try {
        const result = await run();
        jobRuns.inc({ job, outcome: 'ran' });
        return result;
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [JOB_LOCKS[job]]);
      }
    } finally {
      client.release();
    }
  } catch (error) {
    jobRuns.inc({ job, outcome: 'failed' });
    throw error;
  }
}

/** The nightly card charge under its advisory lock: undefined when another process is running it. */
export function runChargeOrders(pool: pg.Pool, ctx: AppContext, now: Date = new Date()): Promise<ChargeRunSummary | undefined> {
  return withJobLock(pool, 'chargeOrders', () => chargeDueOrders(ctx, now));
}

/** Cancels the unpaid orders past their payment window, under its advisory lock: undefined when another process is at it. */
export function runExpirePayments(pool: pg.Pool, ctx: AppContext, now: Date = new Date()): Promise<number | undefined> {
  return withJobLock(pool, 'expirePayments', () => expireUnpaidOrders(ctx, now));
}

/** The wine clubs' cut-offs, plans and reminders under its advisory lock: undefined when another process is at it. */
export function runClubCycleJob(pool: pg.Pool, ctx: AppContext, now: Date = new Date()): Promise<ClubCycleSummary | undefined> {
  return withJobLock(pool, 'clubCycles', () => runClubCycles(ctx, now));
}

/** Sends the mail still waiting in the outbox, under its advisory lock: undefined when another process is at it. */
export function runOutbox(pool: pg.Pool, mailer: Mailer): Promise<number | undefined> {
  return withJobLock(pool, 'outbox', () => mailer.deliverPending());
}

/** The nightly backup under its advisory lock: undefined when another process is at it or none is due. */
export function runNightlyBackup(pool: pg.Pool, settings: Parameters<typeof backupIfDue>[0], now: Date = new Date()): Promise<BackupResult | undefined> {
  return withJobLock(pool, 'backup', () => backupIfDue(settings, now));
}

/**
 * Background work of the shop: mail that could not leave yet is retried (and forgot-password
 * calls left unhandled by a stopped process are handled); confirmed orders are charged after 23:30
 * store time; orders whose failed charge was not paid in time are cancelled and their bottles
 * released; wine clubs' cut-offs place their members' orders; uploads cut short are finished or dropped; the catalogue's change log is pruned; with
 * BACKUP_TO, a backup is taken nightly. `config` and `db` default to the environment's and the pool's.
 */
export function startJobs({
  pool,
  databaseUrl,
  mailer,
  log,
  media,
  config,
  db,
}: {
  pool: pg.Pool;
  /** The database's address, for the backup's own connection. */
  databaseUrl: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
  media: MediaStore;
  config?: Config;
  db?: Db;
}) {
  const ctx: AppContext = { config: config ?? loadConfig(), db: db ?? drizzle(pool, { schema }), mailer, log };
  const timers: ReturnType<typeof setInterval>[] = [];
  /** Runs `job` every `ms` and says what it did (`report`); a failure is logged as `failed` and the next run tries again. */
  const every = <T>(ms: number, job: () => Promise<T>, report: (result: T) => void, failed: string, level: 'warn' | 'error' = 'warn') => {
    const timer = setInterval(() => {
      job()
        .then(report)
        .catch((error: unknown) => log[level]({ err: error }, failed));
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  every(
    BACKUP_INTERVAL_MS,
    () => runNightlyBackup(pool, { config: ctx.config, db: ctx.db, databaseUrl, media }),
    (result) => {
      if (result) log.info({ entry: result.where, bytes: result.manifest.bytes, removed: result.removed }, 'nightly backup taken');
    },
    'nightly backup failed',
    'error',
  );
  every(
    CHARGE_ORDERS_INTERVAL_MS,
    () => runChargeOrders(pool, ctx),
    (summary) => {
      if (summary && summary.charged + summary.failed + summary.requiresAction + summary.errors > 0) log.info(summary, 'nightly charge run');
    },
    'charge job failed',
  );
  every(
    OUTBOX_INTERVAL_MS,
    async () => {
      // Forgot-password calls a stopped process answered but never handled become their mail first.
      const handled = await handleLeftPasswordResetRequests(ctx);
      if (handled) log.info({ handled }, 'password reset requests left by a stopped process handled');
      return runOutbox(pool, mailer);
    },
    (sent) => {
      if (sent) log.info({ sent }, 'outbox mail delivered');
    },
    'outbox job failed',
  );
  every(
    EXPIRE_PAYMENTS_INTERVAL_MS,
    () => runExpirePayments(pool, ctx),
    (cancelled) => {
      if (cancelled) log.info({ cancelled }, 'unpaid orders cancelled after their payment window');
    },
    'payment expiry job failed',
  );
  every(
    CLUB_CYCLES_INTERVAL_MS,
    () => runClubCycleJob(pool, ctx),
    (summary) => {
      if (summary && Object.values(summary).some((count) => count > 0)) log.info(summary, 'club cycle run');
    },
    'club cycle job failed',
  );
  every(
    CUT_UPLOADS_INTERVAL_MS,
    () => withJobLock(pool, 'cutUploads', () => recoverCutUploads(ctx.db, media)),
    (uploads) => {
      if (uploads && uploads.finished + uploads.dropped > 0) log.warn(uploads, 'Finished the uploads cut short');
    },
    'upload recovery job failed',
  );
  every(CATALOGUE_CHANGES_INTERVAL_MS, () => withJobLock(pool, 'catalogueChanges', () => pruneCatalogueChanges(pool)), () => undefined, 'catalogue change log pruning failed');
  return {
    stop: () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
