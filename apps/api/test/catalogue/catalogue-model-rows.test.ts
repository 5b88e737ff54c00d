/**
 * What the read model reads of the table (read-model/rows.ts): a build's batches, read by id, hold
 * every listed wine exactly once, as the read of a few wines by id holds them, with texts and lists
 * as PostgreSQL stores them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allListedWines, listedWines } from '../../src/modules/catalogue/read-model/rows';
import { RANGE_NONE, type IndexedWine } from '../../src/modules/catalogue/read-model/store';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeWine, makeWines, wineValues } from '../helpers/fixtures';

let t: TestApp;
/** A title with what a JSON text escapes: quotes, a backslash, a tab, a line break, and letters beyond Latin-1. */
const ODD_TITLE = 'Château "Łódź" \\ d\'Arenberg\tOld\nVines 🍇';

beforeAll(async () => {
  t = await createTestApp();
  await makeWine(t.db, { title: ODD_TITLE, vintage: 'NV', pairings: [] });
  await makeWine(t.db, { title: 'Rows Paired', vintage: '2019', pairings: ['beef', 'cheese'] });
  await makeWine(t.db, { title: 'Rows Hidden', isActive: false });
  await makeWines(t.db, Array.from({ length: 30 }, (_, i) => wineValues({ title: `Rows Batch ${i}` })));
});

afterAll(async () => {
  await t?.close();
});

/** Every listed wine, as a build reads them in batches of `size`, in one snapshot. */
async function readInBatches(size: number) {
  const client = await t.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const batches: IndexedWine[][] = [];
    for await (const batch of allListedWines(client, size)) batches.push(batch);
    await client.query('COMMIT');
    return batches;
  } finally {
    client.release();
  }
}

describe('the read model\'s rows', () => {
  it('reads every listed wine once, batch after batch, as a read by id does', async () => {
    const { rows } = await t.pool.query<{ id: string }>("SELECT id FROM catalogue_items WHERE type = 'PRODUCT' AND is_active ORDER BY id");
    expect(rows.length).toBeGreaterThan(30);
    const batches = await readInBatches(7);
    expect(batches.length).toBe(Math.ceil(rows.length / 7));
    expect(batches.every((batch) => batch.length <= 7)).toBe(true);
    const read = batches.flat();
    expect(read.map((wine) => wine.id)).toEqual(rows.map((row) => row.id));
    const byId = await listedWines(t.pool, rows.map((row) => row.id));
    expect(byId.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(read);
  });

  it('keeps texts, lists and vintages as stored', async () => {
    const read = (await readInBatches(2_000)).flat();
    const odd = read.find((wine) => wine.name === ODD_TITLE)!;
    const { rows } = await t.pool.query<{ lowered: string }>('SELECT lower($1) AS lowered', [ODD_TITLE]);
    expect(odd.titleLower).toBe(rows[0]!.lowered);
    expect(odd.pairings).toEqual([]);
    expect(odd.vintage).toBe(RANGE_NONE);
    const paired = read.find((wine) => wine.name === 'Rows Paired')!;
    expect(paired.pairings).toEqual(['beef', 'cheese']);
    expect(paired.vintage).toBe(2019);
    expect(read.some((wine) => wine.name === 'Rows Hidden')).toBe(false);
  });
});
