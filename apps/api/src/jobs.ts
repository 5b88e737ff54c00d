import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Mailer } from './modules/mail/service';

/** Each job has its own advisory lock so that, with several API processes, one runs it at a time. */
const JOB_LOCKS = { outbox: 7_230_101 } as const;
const OUTBOX_INTERVAL_MS = 30_000;

async function withJobLock(pool: pg.Pool, lock: number, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [lock]);
    if (!rows[0]?.locked) return;
    try {
      await run();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lock]);
    }
  } finally {
    client.release();
  }
}

/** Background work of the shop: mail that could not leave yet is retried. */
export function startJobs({ pool, mailer, log }: { pool: pg.Pool; mailer: Mailer; log: FastifyBaseLogger }) {
  const outbox = setInterval(() => {
    withJobLock(pool, JOB_LOCKS.outbox, async () => {
      const sent = await mailer.deliverPending();
      if (sent > 0) log.info({ sent }, 'outbox mail delivered');
    }).catch((error: unknown) => log.warn({ err: error }, 'outbox job failed'));
  }, OUTBOX_INTERVAL_MS);
  outbox.unref();
  return { stop: () => clearInterval(outbox) };
}
