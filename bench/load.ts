/**
 * Load measurements. Each one runs autocannon in a child process (bench/load-worker.ts), so the load
 * generator shares an event loop with neither the server under test nor the bench runner.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ROOT } from './server';
import type { VariedKind, VariedPools } from './varied';

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

export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const [loadAverage = 0] = os.loadavg();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load-worker.ts'], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`load worker failed (${code}): ${err.trim() || out.trim()}`));
      try {
        resolve({ ...(JSON.parse(out.trim().split('\n').pop() ?? '') as Omit<LoadResult, 'loadAverage'>), loadAverage });
      } catch {
        reject(new Error(`load worker printed no result: ${out}${err}`));
      }
    });
    child.stdin.end(JSON.stringify(spec));
  });
}
