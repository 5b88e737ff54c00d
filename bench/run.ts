/**
 * npm run bench: measures the budgets of DESIGN §9 on this machine (see bench/README.md).
 *
 * On a temporary data dir it seeds the catalogue to --small wines, starts the real shop, loads it
 * (and a bare Fastify ceiling) with autocannon from child processes; then stops the shop, tops the
 * SAME database up to --large wines and measures again, explains the catalogue queries, sizes the
 * home route's JavaScript and runs Lighthouse. Prints one table, writes bench/results/latest.json,
 * exits 1 when a budget is over (or a measurement failed).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { catalogueList, type Wine } from '@wine/contract/catalogue';
import { paths } from '@wine/contract/routes';
import pg from 'pg';
import { explainCatalogue } from './explain';
import { runLighthouse } from './lighthouse';
import { runLoad, type LoadResult } from './load';
import { failed, formatTable, rowsOf, writeJson, type BenchResults, type Endpoint, type Stage } from './report';
import { homeCalls, PUBLIC_HEADERS, shopFilter, titleSearch, urlOf, wineDetail, wineList } from './scenarios';
import { ROOT, run, seed, startCeiling, startShop, stopAll } from './server';
import { measureWebSizes } from './web-size';

const USAGE = `Usage: npm run bench [-- options]

  --duration S     measured seconds per load test (default 10)
  --warmup S       warm-up seconds before each, discarded (default 3)
  --connections N  concurrent connections (default 50)
  --small N        wines of the first measurement (default 1000)
  --large N        wines of the second, same database topped up (default 100000)
  --search TEXT    the title search's substring (default "pinot")
  --no-build       use the existing apps/web/dist (otherwise the bench builds into its data dir)
  --no-web         skip the JavaScript sizes and Lighthouse
  --no-lighthouse  skip Lighthouse only
  --keep-data      keep the temporary data dir (its path is printed)
  --help`;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    small: { type: 'string', default: '1000' },
    large: { type: 'string', default: '100000' },
    search: { type: 'string', default: 'pinot' },
    'no-build': { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
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
  wines: [positive('small', args.small), positive('large', args.large)],
  searchTerm: args.search,
};

const resultsDir = path.join(ROOT, 'bench/results');
// The bench's own build goes to its data dir, so a bench never rewrites the apps/web/dist that a
// running shop or a test serves; --no-build measures that one instead.
let webDist = path.join(ROOT, 'apps/web/dist');
const startedAt = new Date();
const clock = performance.now();
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

const load = (origin: string, urls: string[]): Promise<LoadResult> =>
  runLoad({
    origin,
    paths: urls,
    headers: PUBLIC_HEADERS,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    warmupSeconds: settings.warmupSeconds,
  });

async function measureStage(wines: number, last: boolean, state: { wine?: Wine }): Promise<void> {
  say(`seeding to ${wines.toLocaleString('en-US')} wines (npm run seed -- --wines ${wines})`);
  await seed(dataDir!, wines);
  say('starting the shop');
  const shop = await startShop({ dataDir: dataDir!, logFile: path.join(resultsDir, `shop-${wines}.log`), env: { WEB_DIST: webDist } });
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
    const stage: Stage & { totals: typeof totals; listBytes: number } = { wines, ceiling: undefined as unknown as LoadResult, load: {}, totals, listBytes: first.body.length };
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
    results.stages.push(stage);
    if (!last) return;

    say('EXPLAIN (ANALYZE, BUFFERS) of the catalogue queries');
    try {
      const file = path.join(resultsDir, `explain-${wines >= 1000 && wines % 1000 === 0 ? `${wines / 1000}k` : wines}.txt`);
      results.explain = await explainCatalogue({
        databaseUrl: shop.databaseUrl,
        lists: [list, search, shopFilter],
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
    const pages = [
      { key: 'home', label: '/', url: `${shop.origin}/` },
      { key: 'wine', label: 'wine page', url: shop.origin + encodeURI(paths.wine(wine.id, wine.title)) },
      { key: 'shop-wines', label: paths.shopWines, url: shop.origin + paths.shopWines },
    ];
    say(`Lighthouse (mobile) on ${pages.map((p) => p.label).join(', ')}`);
    try {
      results.lighthouse = await runLighthouse(shop.origin, pages, (key) => path.join(resultsDir, `lighthouse-${key}.html`));
    } catch (error) {
      results.errors.push(`lighthouse: ${(error as Error).message}`);
    }
  } finally {
    say('stopping the shop');
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
  for (const [i, wines] of settings.wines.entries()) await measureStage(wines, i === settings.wines.length - 1, state);
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
