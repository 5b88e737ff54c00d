/**
 * The backup drill of `npm run reliability` (issue 33): the demo shop takes orders from the soak's
 * virtual shoppers while `npm run backup` runs against it; the backup is restored with `npm run
 * restore` into a fresh data dir and a shop started on it. Every order placed before the backup
 * began must be there with its lines, payments and commission rows, every mail then in the outbox
 * too, and no placed order may be half-written (apps/api/test/helpers/invariants.ts). Reports the
 * figures docs/reliability.md quotes: orders, bytes, seconds to back up and to restore, and the
 * machine's load average then (the times are wall clock, on a machine that may be shared). With
 * `wines`, the shop's catalogue is first topped up to that many wines (`npm run seed -- --wines N`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BROKEN_PLACED_ORDERS_SQL } from '../apps/api/test/helpers/invariants';
import { ROOT, startShop } from '../bench/server';
import { buyableWines, RESULTS_DIR, runWorker } from './soak';
import type { SuiteOutcome } from './suites';

export interface DrillFigures {
  wines: number;
  seedSeconds: number;
  ordersBefore: number;
  ordersDuringBackup: number;
  backupBytes: number;
  backupSeconds: number;
  restoreSeconds: number;
  mediaFiles: number;
  /** The 1-minute load average as the backup began and ended, then as the restore began and ended. */
  loadAverage: { backup: [number, number]; restore: [number, number] };
  missing: string[];
}

const loadNow = () => Number(os.loadavg()[0]!.toFixed(1));

/** Runs an npm script to its end with `env` added; answers its seconds, throws with its output on failure. */
function npmRun(args: string[], env: Record<string, string>): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`npm run ${args.join(' ')} failed (${code}): ${output.trim().slice(-800)}`))));
  });
}

/** Each placed order with its lines, payments and commission rows; and the outbox's mails. */
async function shopState(url: string, orderIds?: string[]): Promise<{ orders: Map<string, string>; mails: Set<string> }> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; shape: string }>(
      `SELECT o.id, concat_ws(' ', o.status, o.total_cents,
              (SELECT count(*) FROM order_items i WHERE i.order_id = o.id),
              (SELECT count(*) FROM payments p WHERE p.order_id = o.id),
              (SELECT count(*) FROM commissions c WHERE c.order_id = o.id)) AS shape
         FROM orders o WHERE o.status <> 'OPEN' AND ($1::uuid[] IS NULL OR o.id = ANY($1::uuid[]))`,
      [orderIds ?? null],
    );
    const mails = await client.query<{ id: string }>('SELECT id FROM outbox_emails');
    return { orders: new Map(rows.map((row) => [row.id, row.shape])), mails: new Set(mails.rows.map((row) => row.id)) };
  } finally {
    await client.end();
  }
}

async function countWines(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query<{ wines: number }>("SELECT count(*)::int AS wines FROM catalogue_items WHERE type = 'PRODUCT'");
    return rows[0]!.wines;
  } finally {
    await client.end();
  }
}

export async function runBackupDrill({ seconds, wines: wanted, say }: { seconds: number; wines?: number; say: (message: string) => void }): Promise<SuiteOutcome & { details: DrillFigures }> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-drill-'));
  const shopDir = path.join(work, 'shop');
  const backups = path.join(work, 'backups');
  const restoredDir = path.join(work, 'restored');
  try {
    let seedSeconds = 0;
    if (wanted !== undefined) {
      say(`backup drill: seeding ${wanted.toLocaleString('en-US')} wines into ${shopDir}`);
      // The shop finds a seeded database and starts on it as it is.
      seedSeconds = await npmRun(['seed', '--', '--wines', String(wanted)], { DATA_DIR: shopDir });
    }
    say(`backup drill: the demo shop on ${shopDir}`);
    const env = { SEED: 'demo', LOG_LEVEL: 'warn', WEB_DIST: '', AUTH_RATE_LIMIT_MAX: '1000' };
    const shop = await startShop({ dataDir: shopDir, logFile: path.join(RESULTS_DIR, 'drill-shop.log'), env });
    let before: Awaited<ReturnType<typeof shopState>>;
    let backupSeconds = 0;
    let ordersAtEnd = 0;
    let wineCount = 0;
    const loadAverage: DrillFigures['loadAverage'] = { backup: [0, 0], restore: [0, 0] };
    try {
      const wines = await buyableWines(shop.databaseUrl);
      wineCount = await countWines(shop.databaseUrl);
      const seeded = (await shopState(shop.databaseUrl)).orders.size;
      // Long enough for orders to be placed before the backup and while it runs, on a busy machine too.
      let soakDone = false;
      const soak = runWorker(
        { origin: shop.origin, databaseUrl: shop.databaseUrl, seconds: Math.max(seconds, 90), warmupSeconds: 5, shoppers: 12, wines, searchTerms: ['pinot', 'napa'] },
        () => undefined,
      ).finally(() => (soakDone = true));
      // The backup starts once the shoppers placed a few orders, and they go on placing more during it.
      while ((await shopState(shop.databaseUrl)).orders.size < seeded + 5) {
        if (soakDone) throw new Error(`the soak ended before placing 5 orders: ${JSON.stringify(await soak).slice(0, 300)}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      before = await shopState(shop.databaseUrl);
      say(`backup while the soak places orders (${before.orders.size} placed so far)`);
      loadAverage.backup[0] = loadNow();
      backupSeconds = await npmRun(['backup', '--', backups], { DATA_DIR: shopDir });
      loadAverage.backup[1] = loadNow();
      ordersAtEnd = (await shopState(shop.databaseUrl)).orders.size;
      const result = await soak;
      if (result.errors > 0) throw new Error(`the soak saw ${result.errors} errors during the backup: ${result.errorSamples.slice(0, 3).join('; ')}`);
    } finally {
      await shop.stop();
    }
    const [entry] = await fs.readdir(backups);
    const manifest = JSON.parse(await fs.readFile(path.join(backups, entry!, 'manifest.json'), 'utf8')) as { bytes: number; media: { files: unknown[] } };
    say(`restore ${entry} into ${restoredDir}`);
    loadAverage.restore[0] = loadNow();
    const restoreSeconds = await npmRun(['restore', '--', path.join(backups, entry!)], { DATA_DIR: restoredDir });
    loadAverage.restore[1] = loadNow();
    const restored = await startShop({ dataDir: restoredDir, logFile: path.join(RESULTS_DIR, 'drill-restored.log'), env: { ...env, SEED: 'none' } });
    const missing: string[] = [];
    try {
      const after = await shopState(restored.databaseUrl, [...before.orders.keys()]);
      for (const [id, shape] of before.orders) {
        if (after.orders.get(id) !== shape) missing.push(`order ${id}: ${shape} before, ${after.orders.get(id) ?? 'absent'} restored`);
      }
      for (const id of before.mails) if (!after.mails.has(id)) missing.push(`mail ${id} absent`);
      const client = new pg.Client(restored.databaseUrl);
      await client.connect();
      const broken = await client.query<{ id: string }>(BROKEN_PLACED_ORDERS_SQL).finally(() => client.end());
      missing.push(...broken.rows.map((row) => `order ${row.id} half-written`));
      // The restored shop serves its pictures too.
      const list = await fetch(`${restored.origin}/api/catalogue?type=PRODUCT&limit=5`).then((response) => response.text());
      const picture = /"(\/media\/[^"]+)"/.exec(list)?.[1];
      if (!picture) missing.push('no picture in the restored wine list');
      else if (!(await fetch(new URL(picture, restored.origin)).then((response) => response.ok))) missing.push(`picture ${picture} not served`);
    } finally {
      await restored.stop();
    }
    const details: DrillFigures = {
      wines: wineCount,
      seedSeconds,
      ordersBefore: before.orders.size,
      ordersDuringBackup: ordersAtEnd - before.orders.size,
      backupBytes: manifest.bytes,
      backupSeconds,
      restoreSeconds,
      mediaFiles: manifest.media.files.length,
      loadAverage,
      missing,
    };
    return {
      cases: before.orders.size + before.mails.size,
      failures: missing.length,
      note:
        `${details.wines.toLocaleString('en-US')} wines; ${details.ordersBefore} orders before the backup, ${details.ordersDuringBackup} more during it; ${(details.backupBytes / 2 ** 20).toFixed(1)} MB ` +
        `(${details.mediaFiles} media files); backup ${backupSeconds.toFixed(1)} s, restore ${restoreSeconds.toFixed(1)} s ` +
        `(load average ${loadAverage.backup.join(' to ')} during the backup, ${loadAverage.restore.join(' to ')} during the restore)` +
        (missing.length > 0 ? `; ${missing.slice(0, 3).join('; ')}` : ''),
      details,
    };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
