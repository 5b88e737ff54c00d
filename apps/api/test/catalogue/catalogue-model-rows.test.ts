/**
 * What the read model reads of the table (read-model/rows.ts): a build's COPY holds every listed
 * wine exactly once, as the read of a few wines by id holds them, with texts, lists, numbers and
 * times as PostgreSQL stores them, however its bytes are cut into chunks.
 */
import { to as copyTo } from 'pg-copy-streams';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect } from '../../src/db/client';
import { allListedWines, listedWines, listedWinesCopy, WineRowDecoder } from '../../src/modules/catalogue/read-model/rows';
import { IN_STOCK, RANGE_NONE, type IndexedWine } from '../../src/modules/catalogue/read-model/store';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeWine, makeWines, wineValues } from '../helpers/fixtures';

let t: TestApp;
const OTHER_TENANT = '01930000-0000-7000-8000-0000000000aa';
/** A title with what a text format escapes: quotes, a backslash, a tab, a line break, and letters beyond Latin-1. */
const ODD_TITLE = 'Château "Łódź" \\ d\'Arenberg\tOld\nVines 🍇';

beforeAll(async () => {
  t = await createTestApp();
  await makeWine(t.db, { title: ODD_TITLE, vintage: 'NV', pairings: [] });
  await makeWine(t.db, { title: 'Rows Paired', vintage: '2019', pairings: ['beef', 'cheese'], stock: 3, isTrending: true, isByTerroir: true, priceCents: 4_250 });
  await makeWine(t.db, { title: 'Rows Hidden', isActive: false });
  // Tenants taking turns: each row's tenant is read afresh, not taken from the row before.
  await makeWines(t.db, Array.from({ length: 30 }, (_, i) => wineValues({ title: `Rows Batch ${i}`, ...(i % 3 === 1 ? { tenantId: OTHER_TENANT } : {}) })));
});

afterAll(async () => {
  await t?.close();
});

/** Every listed wine, as a build reads them, in one snapshot. */
async function readAll(): Promise<IndexedWine[]> {
  const client = await t.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const wines: IndexedWine[] = [];
    for await (const batch of allListedWines(client)) wines.push(...batch);
    await client.query('COMMIT');
    return wines;
  } finally {
    client.release();
  }
}

const byId = (a: IndexedWine, b: IndexedWine) => (a.id < b.id ? -1 : 1);

describe('the read model\'s rows', () => {
  it('reads every listed wine once, as a read by id does', async () => {
    const { rows } = await t.pool.query<{ id: string }>("SELECT id FROM catalogue_items WHERE type = 'PRODUCT' AND is_active ORDER BY id");
    expect(rows.length).toBeGreaterThan(30);
    const read = (await readAll()).sort(byId);
    expect(read.map((wine) => wine.id)).toEqual(rows.map((row) => row.id));
    const changed = await listedWines(t.pool, rows.map((row) => row.id));
    expect(changed.sort(byId)).toEqual(read);
  });

  it('keeps texts, lists, numbers, flags and times as stored', async () => {
    const read = await readAll();
    const odd = read.find((wine) => wine.name === ODD_TITLE)!;
    const { rows } = await t.pool.query<{ lowered: string }>('SELECT lower($1) AS lowered', [ODD_TITLE]);
    expect(odd.titleLower).toBe(rows[0]!.lowered);
    expect(odd.pairings).toEqual([]);
    expect(odd.vintage).toBe(RANGE_NONE);
    const paired = read.find((wine) => wine.name === 'Rows Paired')!;
    expect(paired.pairings).toEqual(['beef', 'cheese']);
    expect(paired.vintage).toBe(2019);
    expect(paired.priceCents).toBe(4_250);
    // isTrending and isByTerroir are WINE_FLAGS' second and fourth; bottles are on hand.
    expect(paired.flags).toBe((1 << 1) | (1 << 3) | IN_STOCK);
    const { rows: stored } = await t.pool.query<{ micros: string; tenant: string }>(
      "SELECT (extract(epoch FROM created_at) * 1000000)::bigint::text AS micros, tenant_id AS tenant FROM catalogue_items WHERE id = $1",
      [paired.id],
    );
    expect(paired.createdAtMicros).toBe(Number(stored[0]!.micros));
    expect(paired.tenantId).toBe(stored[0]!.tenant);
    expect(read.some((wine) => wine.name === 'Rows Hidden')).toBe(false);
    const { rows: tenants } = await t.pool.query<{ id: string; tenant: string }>("SELECT id, tenant_id AS tenant FROM catalogue_items WHERE type = 'PRODUCT' AND is_active");
    expect(new Map(read.map((wine) => [wine.id, wine.tenantId]))).toEqual(new Map(tenants.map((row) => [row.id, row.tenant])));
    expect(new Set(read.map((wine) => wine.tenantId)).size).toBe(2);
  });

  it('decodes the same wines however the bytes are cut', async () => {
    const client = await t.pool.connect();
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of client.query(copyTo(listedWinesCopy()))) chunks.push(chunk as Buffer);
    } finally {
      (client as unknown as { release: (error?: Error) => void }).release(new Error('a copy read here is not given back'));
    }
    const bytes = Buffer.concat(chunks);
    const whole = new WineRowDecoder();
    const expected = whole.push(bytes);
    whole.end();
    expect(expected.length).toBeGreaterThan(30);
    for (const size of [1, 2, 5, 17, 64, 1000]) {
      const decoder = new WineRowDecoder();
      const wines: IndexedWine[] = [];
      for (let at = 0; at < bytes.length; at += size) wines.push(...decoder.push(bytes.subarray(at, at + size)));
      decoder.end();
      expect(wines).toEqual(expected);
    }
    const cut = new WineRowDecoder();
    cut.push(bytes.subarray(0, bytes.length - 3));
    expect(() => cut.end()).toThrow(/ended early/);
  });

  it('leaves no reply deadline behind on a pool that has one', async () => {
    const { pool, close } = connect(t.pool.options.connectionString!, { max: 1, deadlines: { connectMs: 3_000, statementMs: 4_000, replyMs: 50 } });
    // pg's reply deadline fails a query through its handleError, which a COPY TO stream answers with an 'error' event.
    const failed = vi.spyOn(Object.getPrototypeOf(copyTo('SELECT 1')) as { handleError: (error: Error) => void }, 'handleError');
    try {
      const [wine] = await readAll();
      expect(await listedWines(pool, [wine!.id])).toHaveLength(1);
      // A timer set for after the deadline runs after the deadline's own timer would have.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(failed).not.toHaveBeenCalled();
    } finally {
      failed.mockRestore();
      await close();
    }
  });
});
