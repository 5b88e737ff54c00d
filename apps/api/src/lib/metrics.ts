import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * What this process did, for Prometheus (docs/operations.md): its memory and event-loop delay, and
 * what its caches, jobs and charges did. Every instance counts its own; Prometheus sums them. The
 * figures of one app (requests, pool, replicas, outbox) are in plugins/metrics.ts.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

export const jobRuns = new Counter({
  name: 'shop_job_runs_total',
  help: 'Background job runs: ran, skipped (another instance held its lock) or failed',
  labelNames: ['job', 'outcome'] as const,
  registers: [processMetrics],
});

export const charges = new Counter({
  name: 'shop_charges_total',
  help: 'Card charges by outcome: succeeded, failed, or requires_action (the bank asks the shopper to authenticate)',
  labelNames: ['outcome'] as const,
  registers: [processMetrics],
});

export const passwordHashes = new Counter({
  name: 'shop_password_hashes_total',
  help: 'Argon2 computations, the costliest CPU work of a request: hash (a new password) or verify (a sign-in or a proof of owner)',
  labelNames: ['operation'] as const,
  registers: [processMetrics],
});
