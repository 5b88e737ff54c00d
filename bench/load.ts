/**
 * Load measurements. Each one runs autocannon in a child process (bench/load-worker.ts), so the load
 * generator shares an event loop with neither the server under test nor the bench runner.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ROOT } from './server';
import type { VariedKind, VariedPools } from './varied';
import type { WritersResult, WritersSpec } from './writers-worker';

export interface LoadSpec {
  /** Origin of the server under test, e.g. http://127.0.0.1:4100. */
  origin: string;
  /** One path: every request asks for it. Several: each connection asks for them in turn. */
  paths: string[];
  /** Instead of `paths`: every request a new question of this kind (bench/varied.ts), seeded. */
  varied?: { kind: VariedKind; seed: number; pools: VariedPools };
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  /** Mean requests per second over the measured window. */
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  requests: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  /** Responses with a status outside 2xx. */
  non2xx: number;
  /** Mean response bytes per second. */
  bytesPerSecond: number;
  durationSeconds: number;
  /** The machine's 1-minute load average as the measurement started: above the CPU count, distrust it. */
  loadAverage: number;
}

/** Varied questions one at a time (bench/serial-worker.ts), as one shopper asks them. */
export interface SerialSpec {
  origin: string;
  headers: Record<string, string>;
  varied: { kind: VariedKind; seed: number; pools: VariedPools };
  /** Questions measured. */
  questions: number;
  /** Other questions asked first, not measured. */
  warmupQuestions: number;
}

export interface SerialResult {
  requests: number;
  /** Latency from the request's start to the answer's last byte, measured by the client. */
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses with a status outside 2xx. */
  non2xx: number;
  /** The first few failures, for the table. */
  errorSamples: string[];
  /** Questions that asked for the filter panel's counts (`facets=true`), and answers that carried them. */
  facetsAsked: number;
  facetsAnswered: number;
  seconds: number;
  /** The machine's 1-minute load average as the measurement started. */
  loadAverage: number;
}

/**
 * Runs a bench worker (a script reading its spec as JSON on stdin) and answers the last line it
 * prints, parsed; `onReady` is called when it prints `{"phase":"ready"}`.
 */
function runWorker<T>(script: string, spec: unknown, onReady?: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (onReady && out.includes('{"phase":"ready"}')) {
        onReady();
        onReady = undefined;
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} failed (${code}): ${err.trim() || out.trim()}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as T);
      } catch {
        reject(new Error(`${script} printed no result: ${out}${err}`));
      }
    });
    child.stdin.end(JSON.stringify(spec));
  });
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const [loadAverage = 0] = os.loadavg();
  return { ...(await runWorker<Omit<LoadResult, 'loadAverage'>>('bench/load-worker.ts', spec)), loadAverage };
}

export async function runSerial(spec: SerialSpec): Promise<SerialResult> {
  const [loadAverage = 0] = os.loadavg();
  return { ...(await runWorker<Omit<SerialResult, 'loadAverage'>>('bench/serial-worker.ts', spec)), loadAverage };
}

/** Writes from signed-in shoppers (bench/writers-worker.ts) and `reads` at the same time, each timed apart. */
export async function runMixed(writers: WritersSpec, reads: LoadSpec): Promise<{ writes: WritersResult; reads: LoadResult }> {
  let signedUp!: () => void;
  const ready = new Promise<void>((resolve) => (signedUp = resolve));
  const writes = runWorker<WritersResult>('bench/writers-worker.ts', writers, signedUp);
  await Promise.race([ready, writes]);
  const readsDone = runLoad(reads);
  return { writes: await writes, reads: await readsDone };
}
