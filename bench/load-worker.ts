/**
 * Child process of bench/load.ts: reads a LoadSpec as JSON on stdin, runs autocannon for the
 * warm-up (discarded) and then for the measured window, and prints one LoadResult as JSON.
 */
import autocannon from 'autocannon';
import type { LoadResult, LoadSpec } from './load';

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text;
}

function attack(spec: LoadSpec, seconds: number): Promise<autocannon.Result> {
  const [first] = spec.paths;
  if (!first) throw new Error('no path to load');
  return autocannon({
    url: spec.paths.length === 1 ? spec.origin + first : spec.origin,
    connections: spec.connections,
    duration: seconds,
    headers: spec.headers,
    timeout: 10,
    ...(spec.paths.length > 1 ? { requests: spec.paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
}

const spec = JSON.parse(await readStdin()) as LoadSpec;
if (spec.warmupSeconds > 0) await attack(spec, spec.warmupSeconds);
const result = await attack(spec, spec.durationSeconds);
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
