import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import type { Reads } from '../db/replicas';
import { unauthenticated } from '../lib/errors';
import { processMetrics } from '../lib/metrics';

/** Where Prometheus scrapes: beside the API, not under it, and only with the configured token. */
export const METRICS_PATH = '/metrics';

/** Request times from a cached list (under 5 ms) to a deadline's 5 s. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token, compared in constant time. */
function carriesToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/** The shop's own figures, read by the modules that own them; app.ts hands them in, as plugins sit below the modules. */
export interface ShopHealth {
  outbox: () => Promise<{ pending: number; failed: number; oldestPendingSeconds: number }>;
  /** When the newest good backup's data began; undefined when none was ever taken. */
  lastGoodBackup: () => Promise<Date | undefined>;
}

/**
 * The app's metrics (docs/operations.md): each request's time by route and status (its count is the
 * histogram's `_count`), the database pool, the replicas' lag, the outbox; with the process's own
 * (lib/metrics.ts) at GET /metrics. Without a token configured nothing is served.
 */
export function registerMetrics(
  app: FastifyInstance,
  { token, db, reads, shop }: { token: string | undefined; db: Db; reads: Reads; shop: ShopHealth },
) {
  if (!token) return;
  const registry = new Registry();
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the address: one series per route, whatever the ids in it.
    const route = request.routeOptions.url ?? 'unmatched';
    requestSeconds.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  const pool = db.$client;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the primary pool: in use, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'db_replica_lag_seconds',
    help: 'How far each read replica is behind the primary; -1 while it cannot be reached',
    labelNames: ['replica', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      reads.status().replicas.forEach((replica, index) => {
        this.set({ replica: String(index), state: replica.state }, replica.lagMs === null ? -1 : replica.lagMs / 1000);
      });
    },
  });
  const outboxMails = new Gauge({
    name: 'shop_outbox_mails',
    help: 'Mails in the outbox: pending (not yet sent) and failed (given up after their attempts)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const oldestPending = new Gauge({
    name: 'shop_outbox_oldest_pending_seconds',
    help: 'How long the oldest pending mail has waited (0 when none waits)',
    registers: [registry],
  });

  const backupAge = new Gauge({
    name: 'shop_backup_last_good_age_seconds',
    help: 'How old the data of the newest good backup is (since it began); -1 when none was ever taken',
    registers: [registry],
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!carriesToken(request, token)) throw unauthenticated('The metrics need the configured bearer token');
    // One look at the outbox per scrape; the database's figures are the same from every instance.
    const outbox = await shop.outbox();
    outboxMails.set({ status: 'pending' }, outbox.pending);
    outboxMails.set({ status: 'failed' }, outbox.failed);
    oldestPending.set(outbox.oldestPendingSeconds);
    const lastBackup = await shop.lastGoodBackup();
    backupAge.set(lastBackup ? Math.max(0, (Date.now() - lastBackup.getTime()) / 1000) : -1);
    const merged = Registry.merge([processMetrics, registry]);
    return reply.header('content-type', merged.contentType).header('cache-control', 'no-store').send(await merged.metrics());
  });
}
