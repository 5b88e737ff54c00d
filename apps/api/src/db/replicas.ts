import type { FastifyRequest } from 'fastify';
import { connect, type Database, type DatabaseDeadlines, type Db } from './client';

/** How often each replica's replay position is compared with the primary's. */
const CHECK_INTERVAL_MS = 1000;

export type ReplicaState = 'up' | 'lagging' | 'down';

/** What the health answer tells of the reads (modules/meta/routes.ts). */
export interface ReadsStatus {
  /** Where public reads go now. */
  reads: 'replica' | 'primary';
  replicas: Array<{ state: ReplicaState; lagMs: number | null }>;
}

/**
 * Where public reads run (docs/decisions/0026-several-instances.md): on a replica whose replay is
 * within the lag bound, else on the primary. Writes, reads inside a write and every signed-in
 * reader's reads stay on the primary (routes choose, see `publicRead`).
 */
export interface Reads {
  /** Runs a read on a replica when one is fit, else on the primary; a replica failing mid-read is left for the primary. */
  run<T>(read: (db: Db) => Promise<T>): Promise<T>;
  status(): ReadsStatus;
  close(): Promise<void>;
}

/** Every read on the primary: the shop without DATABASE_REPLICA_URL. */
export const primaryOnly = (primary: Db): Reads => ({
  run: (read) => read(primary),
  status: () => ({ reads: 'primary', replicas: [] }),
  close: async () => undefined,
});

/** A WAL position (`16/B374D848`) as a number that orders positions. */
export const lsnValue = (lsn: string): bigint => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/**
 * How far behind a replica is, in time: the age of the oldest primary position it has not replayed
 * yet (0 when it has replayed all of them). `samples` are the primary's positions, oldest first.
 */
export function replicaLagMs(samples: ReadonlyArray<{ at: number; lsn: bigint }>, replayed: bigint, now: number): number {
  const behind = samples.find((sample) => sample.lsn > replayed);
  return behind ? now - behind.at : 0;
}

interface Replica {
  database: Database;
  state: ReplicaState;
  lagMs: number | null;
}

/** A down replica has no lag to show: the health answer says null until a check reaches it again. */
function markDown(replica: Replica): void {
  replica.state = 'down';
  replica.lagMs = null;
}

/**
 * Reads spread over `urls` (round robin among the fit ones), checked every second against the
 * primary; a replica that fails a read is down until its next check succeeds.
 */
export function replicaReads(
  primary: Database,
  urls: readonly string[],
  maxLagMs: number,
  { isAnswer, deadlines }: { isAnswer: (error: unknown) => boolean; deadlines?: DatabaseDeadlines },
): Reads {
  const replicas: Replica[] = urls.map((url) => ({ database: connect(url, { max: 10, ...(deadlines ? { deadlines } : {}) }), state: 'down', lagMs: null }));
  const samples: Array<{ at: number; lsn: bigint }> = [];
  let next = 0;

  const check = async () => {
    const now = Date.now();
    const position = await primary.pool.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn').catch(() => undefined);
    const lsn = position?.rows[0]?.lsn;
    if (lsn) samples.push({ at: now, lsn: lsnValue(lsn) });
    // Only positions younger than the bound (and the first older one, which shows a lag past it) matter.
    while (samples.length > 1 && samples[1]!.at < now - maxLagMs - CHECK_INTERVAL_MS) samples.shift();
    await Promise.all(
      replicas.map(async (replica) => {
        const replay = await replica.database.pool
          .query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn')
          .catch(() => undefined);
        const replayed = replay?.rows[0]?.lsn;
        if (!replayed) {
          markDown(replica);
          return;
        }
        replica.lagMs = replicaLagMs(samples, lsnValue(replayed), now);
        replica.state = replica.lagMs <= maxLagMs ? 'up' : 'lagging';
      }),
    );
  };
  let checking = check();
  const timer = setInterval(() => {
    checking = checking.then(check);
  }, CHECK_INTERVAL_MS);
  timer.unref();

  const pick = (): Replica | undefined => {
    const fit = replicas.filter((replica) => replica.state === 'up');
    if (fit.length === 0) return undefined;
    next = (next + 1) % fit.length;
    return fit[next];
  };

  return {
    run: async (read) => {
      const replica = pick();
      if (!replica) return read(primary.db);
      try {
        return await read(replica.database.db);
      } catch (error) {
        // A business answer (not found, bad filter) is the answer; anything else is the replica's failure.
        if (isAnswer(error)) throw error;
        markDown(replica);
        return read(primary.db);
      }
    },
    status: () => ({
      reads: replicas.some((replica) => replica.state === 'up') ? 'replica' : 'primary',
      replicas: replicas.map(({ state, lagMs }) => ({ state, lagMs })),
    }),
    close: async () => {
      clearInterval(timer);
      await checking;
      await Promise.all(replicas.map((replica) => replica.database.close()));
    },
  };
}

/**
 * A public read for this request: an anonymous reader's on the replicas; a signed-in reader, who may
 * just have written through any instance, reads on the primary (read-your-writes).
 */
export const publicRead = <C extends { db: Db }, T>(reads: Reads, ctx: C, request: FastifyRequest, read: (ctx: C) => Promise<T>): Promise<T> =>
  request.user ? read(ctx) : reads.run((db) => read({ ...ctx, db }));
