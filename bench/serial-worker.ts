/**
 * Child process of bench/load.ts: reads a SerialSpec as JSON on stdin, asks varied questions one at
 * a time over one kept-alive connection (a warm-up first, discarded), timing each from the request's
 * start to its answer's last byte, and prints one SerialResult as JSON. What one shopper waits for
 * on loopback, without the queueing of 50 connections.
 */
import http from 'node:http';
import type { SerialResult, SerialSpec } from './load';
import { quantile } from './quantile';
import { urlOf } from './scenarios';
import { variedQuestions } from './varied';
import { readSpec } from './worker-spec';

/** The warm-up asks other questions than the measured ones (as bench/load-worker.ts does). */
const WARMUP_SEED_OFFSET = 1_000_003;
const TIMEOUT_MS = 10_000;

const spec = await readSpec<SerialSpec>();
const origin = new URL(spec.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function ask(path: string): Promise<{ status: number; body: Buffer; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ hostname: origin.hostname, port: origin.port, path, headers: spec.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
  });
}


const warmup = variedQuestions(spec.varied.kind, spec.varied.seed + WARMUP_SEED_OFFSET, spec.varied.pools);
for (let n = 0; n < spec.warmupQuestions; n++) await ask(urlOf(warmup())).catch(() => undefined);

const next = variedQuestions(spec.varied.kind, spec.varied.seed, spec.varied.pools);
const latencies: number[] = [];
const result: Omit<SerialResult, 'p50Ms' | 'p90Ms' | 'p99Ms' | 'maxMs' | 'meanMs' | 'loadAverage'> = {
  requests: 0,
  errors: 0,
  non2xx: 0,
  facetsAsked: 0,
  facetsAnswered: 0,
  errorSamples: [],
  seconds: 0,
};
const started = performance.now();
for (let n = 0; n < spec.questions; n++) {
  const call = next();
  try {
    const { status, body, ms } = await ask(urlOf(call));
    latencies.push(ms);
    result.requests += 1;
    if (status < 200 || status >= 300) {
      result.non2xx += 1;
      if (result.errorSamples.length < 3) result.errorSamples.push(`${status} ${urlOf(call)}: ${body.toString().slice(0, 200)}`);
    } else if (call.query.facets === 'true') {
      // Read after the clock stopped: whether the answer carries what the web app asked for.
      result.facetsAsked += 1;
      if ((JSON.parse(body.toString()) as { result?: { facets?: unknown } }).result?.facets !== undefined) result.facetsAnswered += 1;
    }
  } catch (error) {
    result.errors += 1;
    if (result.errorSamples.length < 3) result.errorSamples.push(`${urlOf(call)}: ${(error as Error).message}`);
  }
}
result.seconds = (performance.now() - started) / 1000;
agent.destroy();
const sorted = latencies.sort((a, b) => a - b);
const summary: Omit<SerialResult, 'loadAverage'> = {
  ...result,
  p50Ms: quantile(sorted, 0.5),
  p90Ms: quantile(sorted, 0.9),
  p99Ms: quantile(sorted, 0.99),
  maxMs: sorted.at(-1) ?? Number.NaN,
  meanMs: sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(1, sorted.length),
};
console.log(JSON.stringify(summary));
