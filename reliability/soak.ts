/**
 * npm run soak [-- --seconds N]: the real shop under a mixed shopper workload for a bounded time.
 *
 * Starts the shop (apps/api/src/main.ts, through bench/server.ts) on a temporary data dir with the
 * demo seed, drives it from a separate process (reliability/soak-worker.ts: virtual shoppers over
 * HTTP browsing, searching, opening wines, liking, filling carts and checking out with the test
 * card), reads the shop's live heap after full collections (live-heap.ts) and samples its resident
 * memory, and prints throughput, latency, errors and memory.
 * Exits 1 on any error or when memory grew past the bound after the warm-up. `runSoak` is also
 * what `npm run reliability` runs, shorter.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, ROOT, startShop, stopAll } from '../bench/server';
import { inspectLiveMemory, type LiveMemory } from './live-heap';
import type { SoakResult, SoakSpec } from './soak-worker';

export interface SoakOptions {
  seconds: number;
  warmupSeconds: number;
  shoppers: number;
  /** Memory is flat when the shop's live heap at the end is at most this much above its live heap after the warm-up... */
  maxHeapGrowthMb: number;
  /** ...and its resident memory right after those two full collections at most this much. */
  maxGrowthMb: number;
  port: number;
  keepData: boolean;
  say: (message: string) => void;
}

export interface SoakReport extends SoakResult {
  /** The shop's RSS before the load. */
  rssStartMb: number;
  /** The shop's live memory (live-heap.ts) after the warm-up and at the end of the load, and every READING_EVERY_MS between. */
  liveWarm: LiveMemory;
  liveEnd: LiveMemory;
  liveTimeline: LiveMemory[];
  rssPeakMb: number;
  /** The shop's RSS every 5 s from the start of the load. */
  rssTimelineMb: number[];
  maxHeapGrowthMb: number;
  maxGrowthMb: number;
  memoryFlat: boolean;
  passed: boolean;
}

/**
 * The warm-up lets the shop's heap and compiled code grow to their working size first: in a 240 s
 * run its RSS went 281 MB idle, 384 MB at 30 s, 409 MB at 75 s, then 421 MB at 250 s.
 */
export const SOAK_DEFAULTS = { seconds: 60, warmupSeconds: 30, shoppers: 20, maxHeapGrowthMb: 32, maxGrowthMb: 64, port: 4340 } as const;

/**
 * How often the live memory is read under load, at most: each reading is a full collection, a pause
 * of the shop the latencies include, so a few per run.
 */
const READING_EVERY_MS = 60_000;

export const RESULTS_DIR = path.join(ROOT, 'reliability/results');

/** Resident memory of a process, in MB. */
export function rssMb(pid: number): number {
  const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim());
  return Math.round((kb / 1024) * 10) / 10;
}

export async function buyableWines(databaseUrl: string): Promise<SoakSpec['wines']> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Event wines follow their event's rules: the workload buys the shop's everyday wines. It
    // measures the checkout, not sell-outs: its wines get bottles for the whole run (issue 32).
    const { rows } = await client.query<{ id: string; business_id: string }>(
      `UPDATE catalogue_items SET stock = GREATEST(stock, 1000000)
       WHERE type = 'PRODUCT' AND is_active AND event_id IS NULL AND business_id IS NOT NULL RETURNING id, business_id`,
    );
    rows.sort((a, b) => (a.id < b.id ? -1 : 1));
    return rows.map((row) => ({ id: row.id, businessId: row.business_id }));
  } finally {
    await client.end();
  }
}

/** Runs the worker; `onWarm` fires when its warm-up ends. */
export function runWorker(spec: SoakSpec, onWarm: () => void): Promise<SoakResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'reliability/soak-worker.ts'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let result: SoakResult | undefined;
    let pending = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const message = JSON.parse(line) as { phase: 'warm' } | { phase: 'done'; result: SoakResult };
        if (message.phase === 'warm') onWarm();
        else result = message.result;
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`soak worker failed (${code}): ${err.trim()}`))));
    child.stdin.end(JSON.stringify(spec));
  });
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-soak-'));
  try {
    options.say(`starting the shop on ${dataDir} (demo seed), port ${options.port}`);
    const inspectorPort = await freePort();
    const shop = await startShop({
      dataDir,
      logFile: path.join(RESULTS_DIR, 'soak-shop.log'),
      port: options.port,
      // The virtual shoppers all register from this machine's one address. The inspector, on
      // loopback, is how the soak collects the shop's garbage before it reads the live heap.
      env: {
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        WEB_DIST: '',
        AUTH_RATE_LIMIT_MAX: '1000',
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectorPort}`.trim(),
      },
    });
    const inspector = await inspectLiveMemory(inspectorPort);
    try {
      const wines = await buyableWines(shop.databaseUrl);
      const rssStartMb = rssMb(shop.pid);
      const rssSamples: number[] = [];
      const sampler = setInterval(() => rssSamples.push(rssMb(shop.pid)), 1000);
      // Readings under load, from the end of the warm-up; one at a time (a collection can outlast the interval).
      const readings: Promise<LiveMemory>[] = [];
      let reader: NodeJS.Timeout | undefined;
      const readNow = () => readings.push((readings.at(-1) ?? Promise.resolve()).then(() => inspector.read()));
      options.say(`${options.shoppers} shoppers: ${options.warmupSeconds} s warm-up, then ${options.seconds} s measured`);
      const spec: SoakSpec = {
        origin: shop.origin,
        databaseUrl: shop.databaseUrl,
        seconds: options.seconds,
        warmupSeconds: options.warmupSeconds,
        shoppers: options.shoppers,
        wines,
        searchTerms: ['pinot', 'cabernet', 'napa', 'reserve', 'rosé', 'blanc'],
      };
      const every = Math.min(READING_EVERY_MS, (options.seconds * 1000) / 2);
      const result = await runWorker(spec, () => {
        options.say('warm-up done');
        readNow();
        reader = setInterval(readNow, every);
      }).finally(() => {
        clearInterval(sampler);
        clearInterval(reader);
      });
      // A run too short for a reading under load after the warm-up's compares with one taken at its end.
      if (readings.length < 2) readNow();
      const liveTimeline = await Promise.all(readings);
      const liveWarm = liveTimeline[0]!;
      const liveEnd = liveTimeline.at(-1)!;
      const memoryFlat =
        liveEnd.heapUsedMb - liveWarm.heapUsedMb <= options.maxHeapGrowthMb && liveEnd.rssMb - liveWarm.rssMb <= options.maxGrowthMb;
      return {
        ...result,
        rssStartMb,
        liveWarm,
        liveEnd,
        liveTimeline,
        rssPeakMb: Math.max(rssStartMb, ...rssSamples),
        rssTimelineMb: rssSamples.filter((_, index) => index % 5 === 0),
        maxHeapGrowthMb: options.maxHeapGrowthMb,
        maxGrowthMb: options.maxGrowthMb,
        memoryFlat,
        passed: result.errors === 0 && memoryFlat,
      };
    } finally {
      inspector.close();
      await shop.stop();
    }
  } finally {
    if (options.keepData) options.say(`data kept in ${dataDir}`);
    else await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const signedMb = (mb: number) => `${mb >= 0 ? '+' : ''}${mb.toFixed(1)} MB`;

export function formatSoak(report: SoakReport): string {
  const rows: [string, string][] = [
    ['measured', `${report.seconds.toFixed(1)} s`],
    ['requests', `${report.requests} (browse ${report.calls.browse}, like ${report.calls.like}, cart ${report.calls.cart}, checkout ${report.calls.checkout})`],
    ['throughput', `${report.requestsPerSecond.toFixed(1)} req/s`],
    ['latency', `p50 ${report.p50Ms.toFixed(1)} ms, p99 ${report.p99Ms.toFixed(1)} ms, max ${report.maxMs.toFixed(1)} ms`],
    ['orders placed', String(report.checkouts)],
    ['errors', String(report.errors)],
    ['live heap', `${report.liveTimeline.map((reading) => reading.heapUsedMb).join(', ')} MB after full collections, from the warm-up's end`],
    ['shop RSS', `start ${report.rssStartMb} MB, peak ${report.rssPeakMb} MB; after those collections ${report.liveTimeline.map((reading) => reading.rssMb).join(', ')} MB`],
    [
      'memory flat',
      `${report.memoryFlat ? 'yes' : 'NO'}: live heap ${signedMb(report.liveEnd.heapUsedMb - report.liveWarm.heapUsedMb)} (bound +${report.maxHeapGrowthMb} MB), ` +
        `RSS ${signedMb(report.liveEnd.rssMb - report.liveWarm.rssMb)} (bound +${report.maxGrowthMb} MB)`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [...rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`), ...report.errorSamples.map((sample) => `  error: ${sample}`)].join('\n');
}

const USAGE = `Usage: npm run soak [-- options]

  --seconds N        measured seconds (default ${SOAK_DEFAULTS.seconds})
  --warmup N         warm-up seconds before them (default ${SOAK_DEFAULTS.warmupSeconds})
  --shoppers N       concurrent virtual shoppers (default ${SOAK_DEFAULTS.shoppers})
  --max-heap-growth-mb N  memory bound: live heap at the end over the warm-up's end (default ${SOAK_DEFAULTS.maxHeapGrowthMb})
  --max-growth-mb N  memory bound: RSS after those collections, end over warm-up (default ${SOAK_DEFAULTS.maxGrowthMb})
  --port N           the shop's port (default ${SOAK_DEFAULTS.port})
  --keep-data        keep the temporary data dir
  --help`;

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: String(SOAK_DEFAULTS.seconds) },
      warmup: { type: 'string', default: String(SOAK_DEFAULTS.warmupSeconds) },
      shoppers: { type: 'string', default: String(SOAK_DEFAULTS.shoppers) },
      'max-heap-growth-mb': { type: 'string', default: String(SOAK_DEFAULTS.maxHeapGrowthMb) },
      'max-growth-mb': { type: 'string', default: String(SOAK_DEFAULTS.maxGrowthMb) },
      port: { type: 'string', default: String(SOAK_DEFAULTS.port) },
      'keep-data': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const number = (name: keyof typeof values, min: number) => {
    const n = Number(values[name]);
    if (!Number.isFinite(n) || n < min) {
      console.error(`--${name} must be a number of at least ${min}, not "${String(values[name])}"\n\n${USAGE}`);
      process.exit(2);
    }
    return n;
  };
  const clock = performance.now();
  const report = await runSoak({
    seconds: number('seconds', 1),
    warmupSeconds: number('warmup', 0),
    shoppers: number('shoppers', 1),
    maxHeapGrowthMb: number('max-heap-growth-mb', 0),
    maxGrowthMb: number('max-growth-mb', 0),
    port: number('port', 1),
    keepData: values['keep-data'],
    say: (message) => console.log(`\x1b[1m[soak ${((performance.now() - clock) / 1000).toFixed(0).padStart(3)} s]\x1b[0m ${message}`),
  });
  await fs.writeFile(path.join(RESULTS_DIR, 'soak.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${formatSoak(report)}\n\n${report.passed ? 'PASS' : 'FAIL'} (reliability/results/soak.json)`);
  process.exitCode = report.passed ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  await main();
}
