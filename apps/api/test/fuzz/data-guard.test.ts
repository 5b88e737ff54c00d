import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeUser } from '../helpers/fixtures';
import { DataGuard } from './data-guard';

/** The fuzzer's change detector must see a committed write and ignore a rolled-back one. */

let t: TestApp;
let guard: DataGuard;
beforeAll(async () => {
  t = await createTestApp();
  guard = new DataGuard(t.db);
});
afterAll(() => t.close());

it('sees no committed transaction and no changed table when nothing was written', async () => {
  await guard.rebase();
  const before = await guard.xmax();
  await t.db.execute(sql`SELECT count(*) FROM users`);
  expect(await guard.committedBetween(before, await guard.xmax())).toBe(0);
  expect(await guard.changedTables()).toEqual([]);
});

it('ignores a write that was rolled back', async () => {
  const user = await makeUser(t.db);
  await guard.rebase();
  const before = await guard.xmax();
  await expect(
    t.db.transaction(async (tx) => {
      await tx.update(users).set({ bio: 'rolled back' }).where(eq(users.id, user.id));
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  const after = await guard.xmax();
  expect(after).toBeGreaterThan(before);
  expect(await guard.committedBetween(before, after)).toBe(0);
  expect(await guard.changedTables()).toEqual([]);
});

it('reports the table of a committed write, even one that only changed a value', async () => {
  const user = await makeUser(t.db);
  await guard.rebase();
  const before = await guard.xmax();
  await t.db.update(users).set({ bio: 'changed' }).where(eq(users.id, user.id));
  expect(await guard.committedBetween(before, await guard.xmax())).toBe(1);
  expect(await guard.changedTables()).toEqual(['users']);
});
