/**
 * Child process of bench/load.ts: reads a LoadSpec as JSON on stdin, runs autocannon for the
 * warm-up (discarded) and then for the measured window, and prints one LoadResult as JSON.
 */
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './load';
import { urlOf } from './scenarios';
import { variedQuestions } from './varied';
import { readSpec } from './worker-spec';

/** The warm-up asks other questions than the measured window, so neither answers the other's. */
const WARMUP_SEED_OFFSET = 1_000_003;

function attack(spec: LoadSpec, seconds: number, warmup: boolean): Promise<autocannon.Result> {
  const common = { connections: spec.connections, duration: seconds, headers: spec.headers, timeout: 10 };
  if (spec.varied) {
    const next = variedQuestions(spec.varied.kind, spec.varied.seed + (warmup ? WARMUP_SEED_OFFSET : 0), spec.varied.pools);
    return autocannon({
      ...common,
      url: spec.origin,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: urlOf(next()) }) }],
    });
  }
  const [first] = spec.paths;
  if (!first) throw new Error('no path to load');
  return autocannon({
    ...common,
    url: spec.paths.length === 1 ? spec.origin + first : spec.origin,
    ...(spec.paths.length > 1 ? { requests: spec.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
}

const spec = await readSpec<LoadSpec>();
if (spec.warmupSeconds > 0) await attack(spec, spec.warmupSeconds, true);
const result = await attack(spec, spec.durationSeconds, false);
const summary: Omit<LoadResult, 'loadAverage'> = {
  requestsPerSecond: result.requests.average,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  latencyMeanMs: result.latency.average,
  requests: result.requests.total,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  bytesPerSecond: result.throughput.average,
  durationSeconds: result.duration,
};
console.log(JSON.stringify(summary));
