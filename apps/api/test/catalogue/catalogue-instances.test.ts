/**
 * Two instances on one database (docs/decisions/0046-catalogue-read-model.md): a wine written
 * through one is answered by the other's read model without any manual refresh, and an instance
 * started afresh builds to the same answers.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Wine } from '@wine/contract/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connect, type Database } from '../../src/db/client';
import { catalogueItems } from '../../src/db/schema';
import { putBackBottles, takeBottles } from '../../src/modules/catalogue/stock';
import { consoleSuite } from '../helpers/admin';
import { callApi } from '../helpers/app';
import { expectSuccess } from '../helpers/envelope';
import { makeWine } from '../helpers/fixtures';
import { writeReview } from '../helpers/reviews';

const suite = consoleSuite();

/** Another instance of the API on the suite's database: its own pool, its own read model. */
async function otherInstance() {
  const database: Database = connect(suite.t.pool.options.connectionString!, { max: 5 });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-api-other-'));
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_ORIGIN: 'http://shop.test' }), db: database.db, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let other: Awaited<ReturnType<typeof otherInstance>>;
let admin: Record<string, string>;

beforeAll(async () => {
  admin = await suite.cast.admin();
  for (let i = 0; i < 40; i++) {
    await makeWine(suite.t.db, { title: `Instances ${i % 2 ? 'Malbec' : 'Rosé'} ${i}`, color: i % 3 ? 'Red' : 'White', region: i % 2 ? 'Mendoza' : 'Rioja', priceCents: 1000 + i * 250, pairings: i % 4 ? ['beef'] : [] });
  }
  other = await otherInstance();
});

afterAll(async () => {
  await other.close();
});

const list = async (app: typeof other.app, query: string) =>
  expectSuccess<{ categories: Wine[]; total: number; facets?: unknown }>(await app.inject({ method: 'GET', url: `/api/catalogue?type=PRODUCT&${query}` }));

/** Waits, with a generous limit, until the other instance's answer to `query` satisfies `check`. */
const otherAnswers = (query: string, check: (answer: Awaited<ReturnType<typeof list>>) => void) =>
  vi.waitFor(async () => check(await list(other.app, query)), { timeout: 10_000, interval: 50 });

const titles = (answer: { categories: Wine[] }) => answer.categories.map((wine) => wine.title);

describe('a change through one instance', () => {
  it('is answered by the other: created, repriced, re-paired, reviewed, deactivated and deleted', async () => {
    const created = expectSuccess<Wine>(
      await callApi(suite.t, 'POST', '/admin/wines', admin, { code: 'TWO-1', title: 'Second Instance Syrah', price: '31.00', stock: 12, color: 'Red', region: 'Rhone', businessId: suite.cast.business.id }),
    );
    await otherAnswers('title=second instance', (answer) => expect(titles(answer)).toEqual(['Second Instance Syrah']));

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${created._id}`, admin, { price: '14.00' }));
    await otherAnswers('title=second instance&price[$lte]=14', (answer) => expect(answer.total).toBe(1));

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${created._id}`, admin, { pairings: ['dessert'] }));
    await otherAnswers('customData.product.pairings=dessert', (answer) => expect(titles(answer)).toEqual(['Second Instance Syrah']));

    await writeReview(suite.t, created._id, { rating: 5 });
    await otherAnswers('rating[$gte]=5', (answer) => expect(titles(answer)).toEqual(['Second Instance Syrah']));

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${created._id}`, admin, { isActive: false }));
    await otherAnswers('title=second instance', (answer) => expect(answer).toMatchObject({ categories: [], total: 0 }));

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${created._id}`, admin, { isActive: true }));
    await otherAnswers('title=second instance', (answer) => expect(answer.total).toBe(1));
    // No route deletes a wine; a script may.
    await suite.t.db.delete(catalogueItems).where(eq(catalogueItems.id, created._id));
    await otherAnswers('title=second instance', (answer) => expect(answer).toMatchObject({ categories: [], total: 0 }));
  });

  it('is answered by the other for stock: a sale of the last bottles and a restock', async () => {
    const wine = await makeWine(suite.t.db, { title: 'Instances Last Bottles', stock: 2 });
    const change = { actor: { tenantId: wine.tenantId, id: null } };
    const inStockList = 'inStock=true&title=instances&facets=true';
    await otherAnswers(inStockList, (answer) => expect(titles(answer)).toContain('Instances Last Bottles'));
    const { total, facets } = await list(other.app, inStockList);
    expect(facets).toMatchObject({ inStock: total });

    // Sold through the first instance, as placing an order takes them.
    await suite.t.db.transaction((tx) => takeBottles(tx, [{ wineId: wine.id, quantity: 2 }], { ...change, reason: 'sale' }));
    await otherAnswers(inStockList, (answer) => {
      expect(titles(answer)).not.toContain('Instances Last Bottles');
      expect(answer).toMatchObject({ total: total - 1, facets: { inStock: total - 1 } });
    });
    // Without the filter it is still listed, its card saying none are left, and the facet counts it out.
    await otherAnswers('title=instances last&facets=true', (answer) => {
      expect(answer.categories.map((listed) => listed.customData.product.stock)).toEqual([0]);
      expect(answer).toMatchObject({ total: 1, facets: { inStock: 0 } });
    });

    await suite.t.db.transaction((tx) => putBackBottles(tx, [{ wineId: wine.id, quantity: 3 }], { ...change, reason: 'correction' }));
    await otherAnswers(inStockList, (answer) => {
      expect(titles(answer)).toContain('Instances Last Bottles');
      expect(answer).toMatchObject({ total, facets: { inStock: total } });
    });
    await suite.t.db.delete(catalogueItems).where(eq(catalogueItems.id, wine.id));
    await otherAnswers('title=instances last', (answer) => expect(answer.total).toBe(0));
  });

  it('is in the answer to a list asked right after it, cards included', async () => {
    const query = 'title=instances&sort=name&limit=5';
    const before = await list(suite.t.app, `${query.replace('limit=5', 'limit=6')}`);
    const [gone, repriced] = before.categories;
    // Written past the API, as a script would: the model hears of them only from its change log,
    // which it reads while the page's cards are read; both wines are on the page it had worked out.
    await suite.t.db.update(catalogueItems).set({ isActive: false }).where(eq(catalogueItems.id, gone!._id));
    await suite.t.db.update(catalogueItems).set({ priceCents: 777 }).where(eq(catalogueItems.id, repriced!._id));
    try {
      const after = await list(suite.t.app, query);
      expect(titles(after)).toEqual(titles(before).slice(1));
      expect(after.categories[0]).toMatchObject({ _id: repriced!._id, price: '7.77' });
      expect(after.total).toBe(before.total - 1);
    } finally {
      await suite.t.db.update(catalogueItems).set({ isActive: true }).where(eq(catalogueItems.id, gone!._id));
      await suite.t.db.update(catalogueItems).set({ priceCents: Math.round(Number(repriced!.price) * 100) }).where(eq(catalogueItems.id, repriced!._id));
    }
  });

  it('is in an instance started afresh, which builds to the same answers', async () => {
    const questions = ['sort=name&facets=true', 'customData.product.color=Red&sort=-price&offset=3&facets=true', 'title=malbec&sort=-rating', 'customData.product.region[$in]=Mendoza&customData.product.pairings=beef&facets=true', 'inStock=true&sort=-price&facets=true'];
    const before = await Promise.all(questions.map((query) => list(suite.t.app, query)));
    await other.close();
    other = await otherInstance();
    expect(await Promise.all(questions.map((query) => list(other.app, query)))).toEqual(before);
    expect(before[0]!.total).toBe(40);
  });
});

describe('readiness', () => {
  it('says ready once the catalogue is built', async () => {
    expectSuccess(await other.app.inject({ method: 'GET', url: '/api/health/ready' }));
  });
});
