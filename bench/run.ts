/**
 * npm run bench: measures the budgets of DESIGN §9 on this machine (see bench/README.md).
 *
 * On a temporary data dir it seeds the catalogue to each of --wines in turn (the SAME database
 * topped up), at the first and last stages starts the shop once to read its start (the read
 * model's build from its log, its RSS), starts the real shop and loads it (and a bare Fastify
 * ceiling) with autocannon from child processes: repeated questions, then varied ones one at a time
 * and at 50 connections, and the floor's (raw prepared SQL on the same database) beside them. At
 * the last stage also the mixed run, the memory run, the plans, the home route's JavaScript and
 * Lighthouse. Prints one table, writes
 * bench/results/latest.json, exits 1 when a budget is over (or a measurement failed).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { catalogueList, type Wine } from '@wine/contract/catalogue';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import pg from 'pg';
import { explainCatalogue } from './explain';
import { runLighthouse, storefrontPages } from './lighthouse';
import { runLoad, runMixed, runSerial, type LoadResult, type LoadSpec } from './load';
import { failed, formatTable, READ_MODEL_LINE, rowsOf, writeJson, type BenchResults, type Endpoint, type Stage, type StartResult } from './report';
import { homeCalls, PUBLIC_HEADERS, shopFilter, titleSearch, urlOf, wineDetail, wineList } from './scenarios';
import { ROOT, run, seed, startCeiling, startFloor, startShop, stopAll } from './server';
import { rssMb } from '../reliability/soak';
import { SEARCH_FILTER_KEYS, type FloorKind, type SearchedWine, type VariedKind, type VariedPools } from './varied';
import { measureWebSizes } from './web-size';
import type { WritersSpec } from './writers-worker';

const USAGE = `Usage: npm run bench [-- options]

  --duration S     measured seconds per load test (default 10)
  --warmup S       warm-up seconds before each, discarded (default 3)
  --connections N  concurrent connections (default 50)
  --serial N       varied questions of each kind asked one at a time (default 2000)
  --wines LIST     the stages' catalogue sizes, the same database topped up in turn
                   (default 1000,100000,1000000)
  --memory S       seconds of the varied run whose memory is watched, at the last stage (default 300)
  --writers N      signed-in shoppers writing in the mixed run (default 10)
  --search TEXT    the title search's substring (default "pinot")
  --no-build       use the existing apps/web/dist (otherwise the bench builds into its data dir)
  --no-web         skip the JavaScript sizes and Lighthouse
  --no-lighthouse  skip Lighthouse only
  --lighthouse-pages KEYS  Lighthouse on these of the twelve storefront pages only (comma-separated:
                   home, shop-wines, wine, sommeliers, sommelier, wine-tips, wine-tip, events,
                   event, region, collection, search; default all)
  --keep-data      keep the temporary data dir (its path is printed)
  --help`;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    serial: { type: 'string', default: '2000' },
    wines: { type: 'string', default: '1000,100000,1000000' },
    memory: { type: 'string', default: '300' },
    writers: { type: 'string', default: '10' },
    search: { type: 'string', default: 'pinot' },
    'no-build': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-pages': { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const positive = (name: string, value: string) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`--${name} must be a number, not "${value}"\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
};
const settings = {
  durationSeconds: positive('duration', args.duration),
  warmupSeconds: positive('warmup', args.warmup),
  connections: positive('connections', args.connections),
  serialQuestions: positive('serial', args.serial),
  wines: args.wines.split(',').map((wines) => positive('wines', wines)),
  memorySeconds: positive('memory', args.memory),
  writers: positive('writers', args.writers),
  searchTerm: args.search,
};

const resultsDir = path.join(ROOT, 'bench/results');
// The bench's own build goes to its data dir, so a bench never rewrites the apps/web/dist that a
// running shop or a test serves; --no-build measures that one instead.
let webDist = path.join(ROOT, 'apps/web/dist');
const startedAt = new Date();
const clock = performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (message: string) => console.log(`\x1b[1m[bench ${((performance.now() - clock) / 1000).toFixed(0).padStart(4)} s]\x1b[0m ${message}`);

const list = wineList;
const search = titleSearch(settings.searchTerm);
const endpoints: (Endpoint & { calls: number })[] = [
  { key: list.key, label: list.label, p99Budget: true, growthBudget: true, calls: 1 },
  { key: search.key, label: search.label, p99Budget: true, growthBudget: false, calls: 1 },
  { key: shopFilter.key, label: shopFilter.label, p99Budget: false, growthBudget: false, calls: 1 },
  { key: 'detail', label: '(d) GET /catalogue/{id}', p99Budget: false, growthBudget: false, calls: 1 },
  { key: 'home', label: `(e) home page: ${homeCalls.length} calls in turn`, p99Budget: false, growthBudget: false, calls: homeCalls.length },
];

const results: BenchResults = {
  startedAt: startedAt.toISOString(),
  durationSeconds: 0,
  settings,
  machine: { cpus: os.cpus().length, loadAverageAtStart: os.loadavg(), loadAverageAtEnd: [] },
  endpoints,
  stages: [],
  errors: [],
};

let dataDir: string | undefined;
async function cleanUp(): Promise<void> {
  await stopAll();
  if (dataDir && !args['keep-data']) await fs.rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
}
process.on('SIGINT', () => {
  console.error('\nInterrupted: stopping the processes the bench started...');
  void cleanUp().then(() => process.exit(130));
});

/** One call, checked: the bench must not measure error pages. */
async function get(origin: string, url: string): Promise<{ body: Buffer; contentType: string; json: unknown }> {
  const response = await fetch(origin + url, { headers: PUBLIC_HEADERS });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.toString().slice(0, 300)}`);
  return { body, contentType: response.headers.get('content-type') ?? 'application/json', json: JSON.parse(body.toString()) };
}

async function vacuumAnalyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
  } finally {
    await client.end();
  }
}

const loadSpec = (origin: string, urls: string[]): LoadSpec => ({
  origin,
  paths: urls,
  headers: PUBLIC_HEADERS,
  connections: settings.connections,
  durationSeconds: settings.durationSeconds,
  warmupSeconds: settings.warmupSeconds,
});
const load = (origin: string, urls: string[]): Promise<LoadResult> => runLoad(loadSpec(origin, urls));

/** Each stage's questions are the same in every run: the seed is the stage's size. */
const variedSpec = (origin: string, kind: VariedKind, wines: number, pools: VariedPools): LoadSpec => ({
  ...loadSpec(origin, []),
  varied: { kind, seed: wines, pools },
});

/** Wines in the varied questions' pool: a sample, spread over the whole catalogue. */
const POOL_WINES = 5000;

/** Random wines that can be bought (with their retailer), the approved sommeliers, and the database's size. */
async function variedPools(databaseUrl: string): Promise<{ pools: VariedPools; buyable: WritersSpec['wines']; databaseBytes: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const wines = await client.query<{ id: string; title: string; business_id: string | null; event_id: string | null } & SearchedWine['values']>(
      `SELECT id, title, business_id, event_id, ${SEARCH_FILTER_KEYS.join(', ')} FROM catalogue_items TABLESAMPLE BERNOULLI ($1) REPEATABLE (16) WHERE type = 'PRODUCT' AND is_active`,
      [Math.min(100, (100 * POOL_WINES) / Math.max(1, (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM catalogue_items`)).rows[0]!.n))],
    );
    const buyable = wines.rows.flatMap((row) => (row.business_id && !row.event_id ? [{ id: row.id, businessId: row.business_id }] : []));
    // The writers measure the checkout, not sell-outs: the wines they buy get bottles for the whole run (issue 32).
    await client.query('UPDATE catalogue_items SET stock = GREATEST(stock, 1000000) WHERE id = ANY($1::uuid[])', [buyable.map((wine) => wine.id)]);
    const sommeliers = await client.query<{ id: string }>(`SELECT id FROM users WHERE type = 'sommelier' AND is_active AND active_status = 'approved'`);
    const size = await client.query<{ bytes: string }>('SELECT pg_database_size(current_database())::text AS bytes');
    return {
      pools: { wineIds: wines.rows.map((row) => row.id), sommelierIds: sommeliers.rows.map((row) => row.id), searched: wines.rows.map((row) => ({ title: row.title, values: Object.fromEntries(SEARCH_FILTER_KEYS.flatMap((key) => (row[key] ? [[key, row[key]]] : []))) })) },
      // Event wines follow their event's rules: the writers buy the shop's everyday wines.
      buyable,
      databaseBytes: Number(size.rows[0]!.bytes),
    };
  } finally {
    await client.end();
  }
}

/** The varied questions measured at 50 connections. */
const VARIED_KINDS: VariedKind[] = ['shop', 'counts', 'search', 'curators', 'detail', 'page', 'home'];
/** The varied questions also asked one at a time. */
const SERIAL_KINDS: VariedKind[] = ['shop', 'counts', 'search'];
/** Questions asked before each one-at-a-time measurement, not measured. */
const SERIAL_WARMUP = 200;
const FLOOR_KINDS: FloorKind[] = ['floor-wine'];

/** The floor's varied questions on the shop's database, while the shop stands idle (bench/floor-server.ts). */
async function measureFloor(stage: Stage, databaseUrl: string, pools: VariedPools): Promise<void> {
  const floor = await startFloor({ databaseUrl, tenantId: SHOP_TENANT_ID, wineId: pools.wineIds[0] ?? '', logFile: path.join(resultsDir, 'floor.log') });
  try {
    for (const kind of FLOOR_KINDS) {
      say(`load ${kind}: bare Fastify, raw prepared SQL`);
      stage.floor[kind] = await runLoad(variedSpec(floor.origin, kind, stage.wines, pools));
    }
  } finally {
    await floor.stop();
  }
}

async function measureStage(wines: number, last: boolean, state: { wine?: Wine }, start: StartResult | undefined): Promise<void> {
  say('starting the shop');
  // The mixed run's writers sign in more often than a client's sign-in limit allows.
  const shop = await startShop({ dataDir: dataDir!, logFile: path.join(resultsDir, `shop-${wines}.log`), env: { WEB_DIST: webDist, AUTH_RATE_LIMIT_MAX: '100000' } });
  try {
    // What autovacuum does in a live shop after a bulk load: fresh statistics, the visibility map.
    say('VACUUM (ANALYZE)');
    await vacuumAnalyze(shop.databaseUrl);

    const first = await get(shop.origin, urlOf(list));
    const page = catalogueList.parse((first.json as { result: unknown }).result);
    const wine = state.wine ?? page.categories.find((item): item is Wine => item.type === 'PRODUCT');
    if (!wine) throw new Error('the wine list is empty');
    state.wine = wine;
    const detail = wineDetail(wine.id);
    const calls: Record<string, string[]> = {
      [list.key]: [urlOf(list)],
      [search.key]: [urlOf(search)],
      [shopFilter.key]: [urlOf(shopFilter)],
      detail: [urlOf(detail)],
      home: homeCalls.map(urlOf),
    };
    const totals: Record<string, number | undefined> = {};
    for (const [key, urls] of Object.entries(calls)) {
      for (const url of urls) {
        const { json } = await get(shop.origin, url);
        if (urls.length === 1) totals[key] = (json as { result?: { total?: number } }).result?.total;
      }
    }
    say(`matches: list ${totals[list.key]}, search "${settings.searchTerm}" ${totals[search.key]}, shop ${totals[shopFilter.key]}`);

    const ceiling = await startCeiling({ body: first.body, contentType: first.contentType, workDir: dataDir!, logFile: path.join(resultsDir, 'ceiling.log') });
    const { pools, databaseBytes, buyable } = await variedPools(shop.databaseUrl);
    say(`database ${(databaseBytes / 2 ** 20).toFixed(0)} MB on disk; ${pools.wineIds.length} wines in the varied pool`);
    const stage: Stage & { totals: typeof totals; listBytes: number } = {
      wines,
      databaseBytes,
      ceiling: undefined as unknown as LoadResult,
      load: {},
      varied: {},
      floor: {},
      serial: {},
      start,
      totals,
      listBytes: first.body.length,
    };
    results.stages.push(stage);
    try {
      say(`ceiling: bare Fastify with the list's ${first.body.length.toLocaleString('en-US')} bytes`);
      stage.ceiling = await load(ceiling.origin, [ceiling.path]);
    } finally {
      await ceiling.stop();
    }
    for (const endpoint of endpoints) {
      say(`load ${endpoint.label}: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s`);
      try {
        stage.load[endpoint.key] = await load(shop.origin, calls[endpoint.key]!);
      } catch (error) {
        results.errors.push(`${wines} wines, ${endpoint.label}: ${(error as Error).message}`);
      }
    }
    for (const kind of SERIAL_KINDS) {
      say(`varied ${kind}, ${settings.serialQuestions} questions one at a time`);
      try {
        const spec = { origin: shop.origin, headers: PUBLIC_HEADERS, varied: { kind, seed: wines, pools }, questions: settings.serialQuestions, warmupQuestions: SERIAL_WARMUP };
        stage.serial[kind] = await runSerial(spec);
      } catch (error) {
        results.errors.push(`${wines} wines, ${kind} one at a time: ${(error as Error).message}`);
      }
    }
    for (const kind of VARIED_KINDS) {
      say(`load varied ${kind}`);
      try {
        stage.varied[kind] = await runLoad(variedSpec(shop.origin, kind, wines, pools));
      } catch (error) {
        results.errors.push(`${wines} wines, varied ${kind}: ${(error as Error).message}`);
      }
    }
    try {
      await measureFloor(stage, shop.databaseUrl, pools);
    } catch (error) {
      results.errors.push(`${wines} wines, floor: ${(error as Error).message}`);
    }
    if (!last) return;
    say(`mixed: ${settings.writers} signed-in writers and varied reads on ${settings.connections - settings.writers} connections`);
    try {
      const reads = { ...variedSpec(shop.origin, 'browse', wines, pools), connections: Math.max(1, settings.connections - settings.writers) };
      const writers = { origin: shop.origin, databaseUrl: shop.databaseUrl, writers: settings.writers, warmupSeconds: settings.warmupSeconds, durationSeconds: settings.durationSeconds, wines: buyable };
      stage.mixed = await runMixed(writers, reads);
    } catch (error) {
      results.errors.push(`mixed: ${(error as Error).message}`);
    }
    if (settings.memorySeconds > 0) {
      say(`memory: varied reads for ${settings.memorySeconds} s, the shop's RSS read every second`);
      try {
        const rssStartMb = rssMb(shop.pid);
        const samplesMb: number[] = [];
        const sampling = setInterval(() => samplesMb.push(rssMb(shop.pid)), 1000);
        const reads = { ...variedSpec(shop.origin, 'browse', wines + 1, pools), warmupSeconds: 0, durationSeconds: settings.memorySeconds };
        const result = await runLoad(reads).finally(() => clearInterval(sampling));
        stage.memory = { rssStartMb, rssEndMb: rssMb(shop.pid), samplesMb, seconds: settings.memorySeconds, load: result };
      } catch (error) {
        results.errors.push(`memory: ${(error as Error).message}`);
      }
    }
    say('EXPLAIN (ANALYZE, BUFFERS) of the catalogue queries');
    try {
      const file = path.join(resultsDir, `explain-${wines >= 1000 && wines % 1000 === 0 ? `${wines / 1000}k` : wines}.txt`);
      results.explain = await explainCatalogue({
        databaseUrl: shop.databaseUrl,
        collectionLists: homeCalls.filter((call) => call.path === '/catalogue'),
        wineId: wine.id,
        file,
        heading: `EXPLAIN (ANALYZE, BUFFERS) at ${wines.toLocaleString('en-US')} wines, ${startedAt.toISOString()}\n`,
      });
    } catch (error) {
      results.errors.push(`explain: ${(error as Error).message}`);
    }
    if (args['no-web']) return;
    say('home route JavaScript (Chromium)');
    try {
      results.web = await measureWebSizes(webDist, shop.origin);
    } catch (error) {
      results.errors.push(`web sizes: ${(error as Error).message}`);
    }
    if (args['no-lighthouse']) return;
    say('Lighthouse (mobile) on the storefront\'s twelve pages');
    try {
      const chosen = args['lighthouse-pages']?.split(',');
      const pages = (await storefrontPages(shop.origin, wine)).filter((page) => !chosen || chosen.includes(page.key));
      results.lighthouse = await runLighthouse(shop.origin, pages, (key) => path.join(resultsDir, `lighthouse-${key}.html`));
    } catch (error) {
      results.errors.push(`lighthouse: ${(error as Error).message}`);
    }
  } finally {
    say('stopping the shop');
    await shop.stop();
  }
}

/** How long after the shop is ready the bench waits for the read model's log line, and for readiness itself. */
const READ_MODEL_WAIT_MS = 30_000;
const READY_WAIT_MS = 180_000;

/** `durationMs` (and `wines`, when given) of the first JSON log line whose message names the read model's build. */
async function readModelBuilt(logFile: string): Promise<{ durationMs: number; wines?: number } | undefined> {
  const text = await fs.readFile(logFile, 'utf8').catch(() => '');
  for (const line of text.split('\n')) {
    if (!line.includes(READ_MODEL_LINE)) continue;
    try {
      const entry = JSON.parse(line) as { msg?: unknown; durationMs?: unknown; wines?: unknown };
      if (typeof entry.msg === 'string' && entry.msg.includes(READ_MODEL_LINE) && typeof entry.durationMs === 'number') {
        return { durationMs: entry.durationMs, wines: typeof entry.wines === 'number' ? entry.wines : undefined };
      }
    } catch {
      // Not a JSON line (the embedded PostgreSQL's own output).
    }
  }
  return undefined;
}

/**
 * The shop started on its own, at LOG_LEVEL=info (the measured runs log warnings only, or every
 * request would be a log line): once ready, how long its catalogue read model took to build, from
 * its log, and its RSS then.
 */
async function measureStart(wines: number): Promise<StartResult> {
  const logFile = path.join(resultsDir, `shop-${wines}-start.log`);
  await fs.rm(logFile, { force: true });
  say(`starting the shop to read its start: the "${READ_MODEL_LINE}" log line and its RSS`);
  const shop = await startShop({ dataDir: dataDir!, logFile, env: { WEB_DIST: webDist, LOG_LEVEL: 'info' } });
  try {
    const readyBy = performance.now() + READY_WAIT_MS;
    while (!(await fetch(`${shop.origin}/api/health/ready`).catch(() => undefined))?.ok) {
      if (performance.now() > readyBy) throw new Error(`${wines} wines: the shop was not ready within ${READY_WAIT_MS / 1000} s; see ${logFile}`);
      await sleep(250);
    }
    const deadline = performance.now() + READ_MODEL_WAIT_MS;
    let built = await readModelBuilt(logFile);
    while (!built && performance.now() < deadline) {
      await sleep(250);
      built = await readModelBuilt(logFile);
    }
    const start = { rssMb: rssMb(shop.pid), buildMs: built?.durationMs, wines: built?.wines };
    say(`RSS ${start.rssMb.toFixed(0)} MB; ${built ? `read model built in ${built.durationMs} ms` : `no "${READ_MODEL_LINE}" line in ${path.relative(ROOT, logFile)}`}`);
    return start;
  } finally {
    await shop.stop();
  }
}

try {
  await fs.mkdir(resultsDir, { recursive: true });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-bench-'));
  say(`data dir ${dataDir}`);
  if (!args['no-build']) {
    const outDir = path.join(dataDir, 'web');
    say(`building the web app (npm run build -w apps/web -- --outDir ${outDir})`);
    try {
      await run('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir']);
      webDist = outDir;
    } catch (error) {
      // The API figures are still worth having; the web figures then describe the previous build.
      results.errors.push(`web build: ${(error as Error).message}; measuring the existing apps/web/dist`);
    }
  }
  const state: { wine?: Wine } = {};
  for (const [i, wines] of settings.wines.entries()) {
    const last = i === settings.wines.length - 1;
    say(`seeding to ${wines.toLocaleString('en-US')} wines (npm run seed -- --wines ${wines})`);
    await seed(dataDir!, wines);
    const start = i === 0 || last ? await measureStart(wines) : undefined;
    await measureStage(wines, last, state, start);
  }
} catch (error) {
  results.errors.push((error as Error).message);
} finally {
  await cleanUp();
}

results.durationSeconds = Math.round((performance.now() - clock) / 1000);
results.machine.loadAverageAtEnd = os.loadavg();
const rows = rowsOf(results);
const jsonFile = path.join(resultsDir, 'latest.json');
await writeJson(jsonFile, results, rows);
console.log(`\n${formatTable(rows, process.stdout.isTTY)}\n`);
const over = failed(rows);
const loadAverage = results.machine.loadAverageAtStart.map((n) => n.toFixed(1)).join(' ');
console.log(
  `${results.stages.length} stages in ${results.durationSeconds} s on ${results.machine.cpus} CPUs (load average at start ${loadAverage}); ` +
    `${over.length === 0 ? 'every budget holds' : `${over.length} over budget or failed`}. JSON: ${path.relative(ROOT, jsonFile)}` +
    (results.explain ? `, plans: ${path.relative(ROOT, results.explain.file)}` : '') +
    (args['keep-data'] && dataDir ? `, data dir kept: ${dataDir}` : ''),
);
process.exit(over.length === 0 ? 0 : 1);
