import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTogether, type Executor } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Reads that note how many of them run at once. */
function probe(db: Executor) {
  const seen = { running: 0, most: 0 };
  const read = (value: number) => async () => {
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    const { rows } = await db.execute<{ value: number }>(sql`SELECT ${value}::int AS value`);
    seen.running--;
    return rows[0]!.value;
  };
  return { seen, reads: [read(1), read(2), read(3)] as const };
}

describe('readTogether', () => {
  it('runs the reads side by side on the pool, and in a transaction one after another, each answer in its place', async () => {
    const onPool = probe(t.db);
    expect(await readTogether(t.db, onPool.reads)).toEqual([1, 2, 3]);
    expect(onPool.seen.most).toBe(3);

    const inTransaction = await t.db.transaction(async (tx) => {
      const { seen, reads } = probe(tx);
      return { answers: await readTogether(tx, reads), most: seen.most };
    });
    expect(inTransaction).toEqual({ answers: [1, 2, 3], most: 1 });
  });
});
