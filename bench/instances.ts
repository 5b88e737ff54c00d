/**
 * npm run bench:instances [-- --seconds N --instances 1,2,3]: throughput of one, two and three shop
 * instances behind HAProxy (reliability/cluster.ts: PostgreSQL primary and replica, Redis, the S3
 * stand-in, deploy/haproxy.cfg with its cache), on varied anonymous traffic: each connection walks
 * its own order through a few hundred different questions (wine lists by colour, sort and page,
 * title searches, the shop filter, wine pages, events, sommeliers). Then, per setup, one list asked
 * again and again, (a) of the bench, which the proxy's cache answers for a second at a time
 * (decision 0066). Beside them, the ceilings: a bare Fastify route answering from memory, in one
 * process, which is what one Node process can serve on these cores: the same sized body for the
 * varied rows, the repeated list's exact bytes for its row. Everything (load generator included)
 * shares this machine's cores: the figures say how the instances share them, not what more
 * machines would give.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { COLORS } from '@wine/contract/catalogue';
import { startCluster, waitForOk } from '../reliability/cluster';
import { buyableWines } from '../reliability/soak';
import { runLoad, type LoadResult } from './load';
import { PUBLIC_HEADERS, shopFilter, titleSearch, urlOf, wineDetail, wineList } from './scenarios';
import { startCeiling, stopAll } from './server';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '20' }, connections: { type: 'string', default: '50' }, instances: { type: 'string', default: '1,2,3' } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const setups = values.instances.split(',').map(Number);
const say = (message: string) => console.log(`[instances] ${message}`);

/** A few hundred different anonymous questions, in a shuffled order. */
function variedPaths(wineIds: string[]): string[] {
  const paths = new Set<string>();
  for (const color of COLORS) {
    for (const sort of ['name', '-name', 'price', '-price', '-_id']) {
      for (let page = 0; page < 5; page++) {
        paths.add(urlOf({ path: wineList.path, query: { ...wineList.query, 'customData.product.color': color, sort, offset: String(page * 20) } }));
      }
    }
  }
  for (const term of ['pinot', 'cabernet', 'napa', 'reserve', 'blanc', 'rosé', 'merlot', 'chardonnay', 'syrah', 'rioja', 'estate', 'valley']) {
    for (const sort of ['-_id', 'name', 'price']) paths.add(urlOf({ path: '/catalogue', query: { ...titleSearch(term).query, sort } }));
  }
  for (const low of ['10', '20', '30']) {
    for (const high of ['50', '80', '120']) paths.add(urlOf({ path: shopFilter.path, query: { ...shopFilter.query, 'price[$gte]': low, 'price[$lte]': high } }));
  }
  for (const id of wineIds) paths.add(urlOf(wineDetail(id)));
  for (let page = 0; page < 5; page++) {
    paths.add(urlOf({ path: '/event', query: { offset: String(page * 4), sort: '-_id', isActive: 'true', limit: '4' } }));
    paths.add(urlOf({ path: '/users', query: { type: 'sommelier', isActive: 'true', activeStatus: 'approved', $limit: String(10 + page) } }));
  }
  const list = [...paths];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

const rows: { label: string; result: LoadResult }[] = [];
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
let bodyBytes = 2048;
const repeatedPath = urlOf(wineList);
const ratios: string[] = [];
for (const instances of setups) {
  say(`${instances} instance(s): starting`);
  const cluster = await startCluster({ instances });
  try {
    const paths = variedPaths((await buyableWines(cluster.primaryUrl)).map((wine) => wine.id));
    const sample = await fetch(`${cluster.origin}${paths[0]}`, { headers: PUBLIC_HEADERS });
    bodyBytes = (await sample.arrayBuffer()).byteLength || bodyBytes;
    say(`${instances} instance(s): ${paths.length} different questions, ${connections} connections, ${seconds} s`);
    const result = await runLoad({ origin: cluster.origin, paths, headers: PUBLIC_HEADERS, connections, durationSeconds: seconds, warmupSeconds: 5 });
    rows.push({ label: `${instances} instance${instances === 1 ? '' : 's'} behind HAProxy, varied questions`, result });

    // Under the varied load HAProxy may have taken a slow instance out for a while.
    await waitForOk(`${cluster.origin}/api/health/ready`, 60_000);
    const repeated = await fetch(`${cluster.origin}${repeatedPath}`, { headers: { ...PUBLIC_HEADERS, 'accept-encoding': 'identity' } });
    if (!repeated.ok) throw new Error(`the repeated list answered ${repeated.status}`);
    // The answer as the load generator receives it (no compression asked).
    const repeatedBody = Buffer.from(await repeated.arrayBuffer());
    const repeatedType = repeated.headers.get('content-type') ?? 'application/json';
    say(`${instances} instance(s): one repeated list (${repeatedBody.length} B, ${repeated.headers.get('cache-control')}), ${seconds} s`);
    const cached = await runLoad({ origin: cluster.origin, paths: [repeatedPath], headers: PUBLIC_HEADERS, connections, durationSeconds: seconds, warmupSeconds: 5 });
    rows.push({ label: `${instances} instance${instances === 1 ? '' : 's'} behind HAProxy, one repeated list (proxy cache)`, result: cached });
    // Right after, while the machine is as busy as it was: on a shared machine minutes apart differ by 10x.
    const listDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-ceiling-'));
    const listCeiling = await startCeiling({ body: repeatedBody, contentType: repeatedType, workDir: listDir, logFile: path.join(listDir, 'ceiling.log') });
    try {
      const bare = await runLoad({ origin: listCeiling.origin, paths: [listCeiling.path], headers: {}, connections, durationSeconds: seconds, warmupSeconds: 5 });
      rows.push({ label: `ceiling: bare route, the repeated list's ${repeatedBody.length} B, 1 process`, result: bare });
      ratios.push(`${instances} instance(s): the repeated list through the proxy's cache at ${(cached.requestsPerSecond / bare.requestsPerSecond).toFixed(2)}x the bare route with its bytes`);
    } finally {
      await listCeiling.stop();
      await fs.rm(listDir, { recursive: true, force: true });
    }
  } finally {
    await cluster.stop();
  }
}

const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-ceiling-'));
const ceiling = await startCeiling({ body: Buffer.alloc(bodyBytes, 'x'), contentType: 'application/json', workDir, logFile: path.join(workDir, 'ceiling.log') });
try {
  const result = await runLoad({ origin: ceiling.origin, paths: [ceiling.path], headers: {}, connections, durationSeconds: seconds, warmupSeconds: 5 });
  rows.push({ label: `ceiling: bare route, ${bodyBytes} B from memory, 1 process`, result });
} finally {
  await ceiling.stop();
  await fs.rm(workDir, { recursive: true, force: true });
}
console.log(`\n${ratios.join('\n')}`);

console.log(`\n${os.cpus().length} cores; every process (load generator, HAProxy, PostgreSQL, instances) on them.`);
console.log('| setup | req/s | p50 ms | p99 ms | errors + non-2xx | load average at start |\n|---|---|---|---|---|---|');
for (const { label, result } of rows) {
  console.log(
    `| ${label} | ${result.requestsPerSecond.toFixed(0)} | ${result.latencyP50Ms.toFixed(1)} | ${result.latencyP99Ms.toFixed(1)} | ` +
      `${result.errors + result.timeouts + result.non2xx} | ${result.loadAverage.toFixed(2)} |`,
  );
}
