import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeUser } from '../helpers/fixtures';
import { DataGuard } from './data-guard';

/** The fuzzer's change detector must see a committed write and ignore a rolled-back or idle one. */

let t: TestApp;
let guard: DataGuard;
beforeAll(async () => {
  t = await createTestApp();
  guard = await DataGuard.install(t.db);
});
afterAll(() => t.close());

it('sees no changed table when nothing was written', async () => {
  await guard.rebase();
  await t.db.execute(sql`SELECT count(*) FROM users`);
  expect(await guard.changedTables()).toEqual([]);
});

it('ignores a write that was rolled back', async () => {
  const user = await makeUser(t.db);
  await guard.rebase();
  await expect(
    t.db.transaction(async (tx) => {
      await tx.update(users).set({ bio: 'rolled back' }).where(eq(users.id, user.id));
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await guard.changedTables()).toEqual([]);
});

it('ignores a committed write that left every row as it was', async () => {
  await makeUser(t.db);
  await guard.rebase();
  await t.db.execute(sql`UPDATE users SET bio = bio`);
  expect(await guard.changedTables()).toEqual([]);
});

it('reports the table of a committed write, even one that only changed a value, until the next baseline', async () => {
  const user = await makeUser(t.db);
  await guard.rebase();
  await t.db.update(users).set({ bio: 'changed' }).where(eq(users.id, user.id));
  expect(await guard.changedTables()).toEqual(['users']);
  expect(await guard.changedTables()).toEqual(['users']);
  await guard.rebase();
  expect(await guard.changedTables()).toEqual([]);
});

it('keeps the baseline of a table written while the last one was taken, and sums it when it commits', async () => {
  const user = await makeUser(t.db);
  await guard.rebase();
  const client = await t.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`UPDATE users SET bio = 'in flight' WHERE id = $1`, [user.id]);
    await guard.rebase();
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  expect(await guard.changedTables()).toEqual(['users']);
});
