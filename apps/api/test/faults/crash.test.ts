import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startShop } from '../../../../bench/server';
import { resultOf, ShopApi, Shopper } from '../../../../reliability/shopper';
import { newId } from '../../src/lib/ids';
import { TEST_DEADLINE_SCALE } from '../helpers/database';
import { BROKEN_PLACED_ORDERS_SQL } from '../helpers/invariants';
import { countCases } from '../helpers/reliability';
import { pngWithExif } from '../helpers/uploads';

/**
 * The real shop (apps/api/src/main.ts on its embedded PostgreSQL, its own data dir) is killed with
 * SIGKILL in the middle of a stream of writes, then started again on the same data dir: every write
 * it acknowledged must be there, nothing half-written may be visible, and the embedded database
 * must come back (the killed shop leaves its postmaster running: the next start shuts it down).
 */

const SHOPPERS = 4;
/** Each kind of write acknowledged at least this often before the kill, so each is tested. */
const WANTED = { items: 3, likes: 3, orders: 2, uploads: 2 };

let dataDir: string;
/** Picked once, free on this machine (another run may be beside this one): the restarted shop listens on it again. */
let port: number;
let shop: Awaited<ReturnType<typeof startShop>> | undefined;
let starts = 0;

async function start() {
  starts += 1;
  const logFile = path.join(dataDir, `shop-${starts}.log`);
  shop = await startShop({
    dataDir,
    logFile,
    port,
    env: { SEED: 'demo', LOG_LEVEL: 'warn', WEB_DIST: '', AUTH_RATE_LIMIT_MAX: '1000', AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000', AUTH_NEW_CLIENTS_RATE_LIMIT_MAX: '1000', DATABASE_DEADLINE_SCALE: String(TEST_DEADLINE_SCALE) },
  });
  return { ...shop, logFile };
}

/** The killed shop's postmaster, if a failed test left it running. */
async function stopLeftPostmaster() {
  const pid = Number.parseInt((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0] ?? '', 10);
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-crash-'));
  port = await freePort();
});
afterAll(async () => {
  await shop?.stop();
  await stopLeftPostmaster();
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface Acknowledged {
  likes: { id: string; userId: string; catalogueId: string }[];
  /** Cart lines: every quantity sent for a line (an unanswered one may have landed too). */
  items: Map<string, { orderId: string; catalogueId: string; sent: Set<number>; acknowledged: boolean }>;
  orders: { id: string; userId: string }[];
  uploads: string[];
  /** Answers 5xx before the kill: none may happen. */
  serverErrors: string[];
}

interface Customer {
  shopper: Shopper;
  cardId: string;
  billingAddressId: string;
}

/** Writes from every shopper, as fast as the shop answers, until `stop` is set (the kill). */
async function streamWrites(customers: Customer[], wines: string[], image: Buffer, acked: Acknowledged, stop: { killed: boolean }) {
  let turn = 0;
  const nextWine = () => wines[turn++ % wines.length]!;
  // A call cut by the kill throws (no answer): it is simply not acknowledged.
  const attempt = async <T>(call: () => Promise<{ status: number; body: unknown }>, onOk: (result: T) => void) => {
    const answer = await call().catch(() => undefined);
    if (!answer) return false;
    if (answer.status >= 500 && !stop.killed) acked.serverErrors.push(`${answer.status} ${JSON.stringify(answer.body)}`);
    if (answer.status !== 200) return false;
    onOk((answer.body as { result: T }).result);
    return true;
  };
  await Promise.all(
    customers.map(async ({ shopper, cardId, billingAddressId }, index) => {
      for (let round = 0; !stop.killed; round++) {
        let cart: { _id: string; businessId: string | null; eventId: string | null } | undefined;
        if (!(await attempt<typeof cart>(() => shopper.openCart(), (result) => (cart = result))) || !cart) continue;
        const open = cart;
        const wine = nextWine();
        const quantity = 1 + ((round + index) % 6);
        const key = `${open._id}/${wine}`;
        const line = acked.items.get(key) ?? { orderId: open._id, catalogueId: wine, sent: new Set<number>(), acknowledged: false };
        line.sent.add(quantity);
        acked.items.set(key, line);
        const added = await attempt<typeof cart>(() => shopper.setItem(open._id, wine, quantity), (result) => {
          line.acknowledged = true;
          cart = result;
        });
        const likedWine = nextWine();
        await attempt<{ _id: string }>(() => shopper.like(likedWine), ({ _id }) => acked.likes.push({ id: _id, userId: shopper.userId, catalogueId: likedWine }));
        if (round % 2 === index % 2) await attempt<{ image_url: string }>(() => shopper.upload(image), ({ image_url }) => acked.uploads.push(image_url));
        if (added && cart) {
          const placing = cart;
          await attempt<{ _id: string }>(() => shopper.confirmPickup(placing, cardId, billingAddressId), ({ _id }) => acked.orders.push({ id: _id, userId: shopper.userId }));
        }
      }
    }),
  );
}

const tally = (acked: Acknowledged) => ({
  items: [...acked.items.values()].filter((line) => line.acknowledged).length,
  likes: acked.likes.length,
  orders: acked.orders.length,
  uploads: acked.uploads.length,
});

/** Streams writes, and kills the shop with SIGKILL while they are in flight. */
async function killMidStream(running: { pid: number }, customers: Customer[], wines: string[], image: Buffer, acked: Acknowledged) {
  const before = tally(acked);
  const enough = () => {
    const now = tally(acked);
    return (Object.keys(WANTED) as (keyof typeof WANTED)[]).every((kind) => now[kind] - before[kind] >= WANTED[kind]);
  };
  const stop = { killed: false };
  const stream = streamWrites(customers, wines, image, acked, stop);
  const deadline = Date.now() + 120_000;
  while (!enough() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  stop.killed = true;
  process.kill(running.pid, 'SIGKILL');
  await stream;
  expect(enough(), 'each kind of write was acknowledged before the kill').toBe(true);
}

/** Everything acknowledged is stored; no order, line or image is half there. */
async function checkStored(db: pg.Client, acked: Acknowledged) {
  const likes = await db.query<{ id: string; user_id: string; catalogue_id: string }>('SELECT id, user_id, catalogue_id FROM bookmarks WHERE id = ANY($1::uuid[])', [
    acked.likes.map((like) => like.id),
  ]);
  // Liking a wine again answers the same like: compare the distinct ones.
  expect(likes.rows.map((row) => row.id).sort()).toEqual([...new Set(acked.likes.map((like) => like.id))].sort());

  const lines = [...acked.items.values()];
  const stored = await db.query<{ order_id: string; catalogue_id: string; quantity: number }>(
    'SELECT order_id, catalogue_id, quantity FROM order_items WHERE order_id = ANY($1::uuid[])',
    [lines.map((line) => line.orderId)],
  );
  const storedLines = new Map(stored.rows.map((row) => [`${row.order_id}/${row.catalogue_id}`, row.quantity]));
  for (const [key, line] of acked.items) {
    const quantity = storedLines.get(key);
    if (line.acknowledged) expect(quantity, `acknowledged line ${key}`).toBeDefined();
    if (quantity !== undefined) expect([...line.sent]).toContain(quantity);
  }

  const orders = await db.query<{ id: string; status: string }>('SELECT id, status FROM orders WHERE id = ANY($1::uuid[])', [acked.orders.map((order) => order.id)]);
  expect(orders.rows).toHaveLength(acked.orders.length);
  for (const order of orders.rows) expect(['CONFIRMED', 'CHARGED']).toContain(order.status);

  // Every placed order has its mail, the ones whose answer the kill cut off included: the outbox
  // row is written in the transaction that places the order.
  const unmailed = await db.query(`
    SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id
    WHERE u.email LIKE 'crash-%@example.com' AND o.placed_at IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM outbox_emails m WHERE m."to" = u.email AND m.subject = 'Your Sommlike order SL-' || o.order_number || ' is placed')`);
  expect(unmailed.rows).toEqual([]);

  // No placed order without its lines, prices, totals or the history row of its status.
  const broken = await db.query(BROKEN_PLACED_ORDERS_SQL);
  expect(broken.rows).toEqual([]);
  // A cart never holds a wine of another retailer than its own.
  const mixed = await db.query(`
    SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id JOIN catalogue_items c ON c.id = i.catalogue_id
    WHERE o.business_id IS DISTINCT FROM c.business_id`);
  expect(mixed.rows).toEqual([]);

  // Images: each acknowledged one has its row and its file; no row without a file, no file without a row.
  const media = await db.query<{ path: string; bytes: number }>('SELECT path, bytes FROM media');
  const rows = new Map(media.rows.map((row) => [row.path, row.bytes]));
  for (const url of acked.uploads) expect(rows.has(url.replace(/^\/media\//, '')), url).toBe(true);
  for (const [file, bytes] of rows) expect((await fs.stat(path.join(dataDir, 'media', file))).size, file).toBe(bytes);
  const uploadsDir = path.join(dataDir, 'media', 'uploads');
  const files = existsSync(uploadsDir) ? await fs.readdir(uploadsDir) : [];
  expect(files.map((name) => `uploads/${name}`).sort()).toEqual([...rows.keys()].filter((file) => file.startsWith('uploads/')).sort());
}

/**
 * The two states an upload cut by a crash can leave (see storeImage): its file still under its .part
 * name with the row committed, and a .part file with no row. Planted while the shop is down, on its
 * database (the killed shop's postmaster still runs); the next start must finish or drop them.
 */
async function plantInterruptedUploads(databaseUrl: string, ownerUserId: string) {
  const db = await openDatabase(databaseUrl);
  const uploads = path.join(dataDir, 'media', 'uploads');
  await fs.mkdir(uploads, { recursive: true });
  const content = Buffer.from('RIFF....WEBPVP8 interrupted upload');
  const committed = newId();
  try {
    await db.query(
      `INSERT INTO media (id, owner_user_id, path, content_type, bytes, width, height) VALUES ($1, $2, $3, 'image/webp', $4, 1, 1)`,
      [committed, ownerUserId, `uploads/${committed}.webp`, content.length],
    );
  } finally {
    await db.end();
  }
  const abandoned = newId();
  await fs.writeFile(path.join(uploads, `${committed}.webp.part`), content);
  await fs.writeFile(path.join(uploads, `${abandoned}.webp.part`), content.subarray(0, 10));
  return { finished: `/media/uploads/${committed}.webp`, dropped: `uploads/${abandoned}.webp.part` };
}

async function openDatabase(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  return db;
}

describe('the shop killed with SIGKILL during a stream of writes', () => {
  it('keeps every acknowledged write, shows nothing half-written, and starts again each time', { timeout: 1_200_000 }, async (context) => {
    const first = await start();
    const api = new ShopApi(first.origin);
    const setup = await openDatabase(first.databaseUrl);
    // One retailer's wines, outside events: every cart line may join any cart.
    const { rows } = await setup.query<{ id: string }>(`
      SELECT id FROM catalogue_items
      WHERE type = 'PRODUCT' AND is_active AND event_id IS NULL
        AND business_id = (SELECT id FROM businesses ORDER BY id LIMIT 1)
      ORDER BY id LIMIT 40`);
    await setup.end();
    const wines = rows.map((row) => row.id);
    expect(wines.length).toBeGreaterThan(5);

    const customers: Customer[] = [];
    for (let n = 0; n < SHOPPERS; n++) {
      const shopper = await Shopper.register(api, `crash-${n}-${Date.now()}@example.com`);
      await shopper.verifyEmail(first.databaseUrl);
      customers.push({ shopper, billingAddressId: await shopper.saveBillingAddress(), cardId: await shopper.addTestCard() });
    }
    const image = await pngWithExif(32, 24);
    const acked: Acknowledged = { likes: [], items: new Map(), orders: [], uploads: [], serverErrors: [] };

    let running = first;
    for (let kill = 1; kill <= 2; kill++) {
      await killMidStream(running, customers, wines, image, acked);
      countCases(context, 1);
      const interrupted = await plantInterruptedUploads(running.databaseUrl, customers[0]!.shopper.userId);
      running = await start();
      acked.uploads.push(interrupted.finished);
      expect(existsSync(path.join(dataDir, 'media', interrupted.dropped))).toBe(false);
      // The killed shop's postmaster was still running: the new start shut it down and recovered.
      expect(await fs.readFile(running.logFile, 'utf8')).toMatch(/left running by a previous start; shutting it down/);
      const db = await openDatabase(running.databaseUrl);
      try {
        await checkStored(db, acked);
      } finally {
        await db.end();
      }
      // Customers carry on with their sessions: the shop answers writes again.
      const customer = customers[kill % customers.length]!;
      resultOf(await customer.shopper.like(wines[kill]!));
    }
    expect(acked.serverErrors).toEqual([]);
  });
});
