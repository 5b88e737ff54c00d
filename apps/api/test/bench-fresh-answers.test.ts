/**
 * BENCH_FRESH_ANSWERS (the bench's switch, docs/decisions/0025-catalogue-at-a-million-wines.md):
 * with it every wine list is read from the database; without it a repeated list is the kept answer.
 * A write the revision counter does not see (its trigger disabled for the test) tells them apart.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { expectSuccess } from './helpers/envelope';
import { makeWine } from './helpers/fixtures';

const LIST = '/api/catalogue?type=PRODUCT&isActive=true&sort=name&offset=0&limit=20';
let t: TestApp | undefined;
afterEach(() => t?.close());

/** The list's titles before and after a title change the kept answers cannot know of. */
async function titlesAround(env: Record<string, string>) {
  t = await createTestApp(env);
  const wine = await makeWine(t.db, { title: 'Before' });
  const titles = async () =>
    expectSuccess<{ categories: { title: string }[] }>(await t!.app.inject({ method: 'GET', url: LIST })).categories.map((item) => item.title);
  const before = await titles();
  await t.db.execute(sql`ALTER TABLE catalogue_items DISABLE TRIGGER catalogue_items_revision`);
  await t.db.execute(sql`UPDATE catalogue_items SET title = 'After' WHERE id = ${wine.id}`);
  return { before, after: await titles() };
}

describe('BENCH_FRESH_ANSWERS', () => {
  it('reads every wine list from the database when set', async () => {
    expect(await titlesAround({ BENCH_FRESH_ANSWERS: 'true' })).toEqual({ before: ['Before'], after: ['After'] });
  });

  it('keeps a repeated wine list when unset (what production does)', async () => {
    expect(await titlesAround({})).toEqual({ before: ['Before'], after: ['Before'] });
  });
});
