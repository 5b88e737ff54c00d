/**
 * catalogue_wine_titles (migration 0023, docs/decisions/0038-title-search-table.md) holds one row per
 * active wine with its lowered title, kept by triggers on catalogue_items. The search box reads a
 * page the newest-first walk leaves short, and every title search's total, from it: a wine the table
 * missed, or kept after it left the shop, would be missing from or wrongly in a search.
 */
import type { Wine } from '@wine/contract/catalogue';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, catalogueWineTitles } from '../src/db/schema';
import { consoleSuite } from './helpers/admin';
import { callApi } from './helpers/app';
import { expectSuccess } from './helpers/envelope';
import { makeCollection, makeWine } from './helpers/fixtures';

const suite = consoleSuite();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await suite.cast.admin();
});

/** The search box's question: the titles found, newest first, and the total. */
async function search(title: string) {
  const query = new URLSearchParams({ title, type: 'PRODUCT', isActive: 'true', sort: '-_id', offset: '0', limit: '20' });
  const list = expectSuccess<{ categories: Wine[]; total: number }>(await suite.t.app.inject({ method: 'GET', url: `/api/catalogue?${query}` }));
  return { titles: list.categories.map((wine) => wine.title), total: list.total };
}

const titleRow = async (wineId: string) =>
  (await suite.t.db.select({ tenantId: catalogueWineTitles.tenantId, titleLower: catalogueWineTitles.titleLower }).from(catalogueWineTitles).where(eq(catalogueWineTitles.wineId, wineId)))[0];

describe('the titles table follows the wines', () => {
  it('holds a wine\'s lowered title from its creation, through a rename, deactivation and reactivation, until it is deleted', async () => {
    const body = { code: `TITLES-${Date.now().toString(36)}`, title: 'Zéphyrine Clos Rouge', price: '24.99', businessId: suite.cast.business.id };
    const wine = expectSuccess<Wine>(await callApi(suite.t, 'POST', '/admin/wines', admin, body));
    expect(await titleRow(wine._id)).toEqual({ tenantId: SHOP_TENANT_ID, titleLower: 'zéphyrine clos rouge' });
    expect(await search('ZÉPHYRINE')).toEqual({ titles: ['Zéphyrine Clos Rouge'], total: 1 });

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${wine._id}`, admin, { title: 'Quillon 100% Clos Rouge' }));
    expect(await titleRow(wine._id)).toEqual({ tenantId: SHOP_TENANT_ID, titleLower: 'quillon 100% clos rouge' });
    expect(await search('zéphyrine')).toEqual({ titles: [], total: 0 });
    expect(await search('n 100% c')).toEqual({ titles: ['Quillon 100% Clos Rouge'], total: 1 });

    // An edit that leaves the title alone leaves the row as it was.
    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${wine._id}`, admin, { price: '26.50' }));
    expect(await titleRow(wine._id)).toEqual({ tenantId: SHOP_TENANT_ID, titleLower: 'quillon 100% clos rouge' });

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${wine._id}`, admin, { isActive: false }));
    expect(await titleRow(wine._id)).toBeUndefined();
    expect(await search('quillon')).toEqual({ titles: [], total: 0 });

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${wine._id}`, admin, { isActive: true }));
    expect(await titleRow(wine._id)).toEqual({ tenantId: SHOP_TENANT_ID, titleLower: 'quillon 100% clos rouge' });
    expect(await search('quillon')).toEqual({ titles: ['Quillon 100% Clos Rouge'], total: 1 });

    await suite.t.db.delete(catalogueItems).where(eq(catalogueItems.id, wine._id));
    expect(await titleRow(wine._id)).toBeUndefined();
    expect(await search('quillon')).toEqual({ titles: [], total: 0 });
  });

  it('never holds an inactive wine or a collection', async () => {
    const inactive = await makeWine(suite.t.db, { title: 'Yquelle Off Sale', isActive: false });
    const collection = await makeCollection(suite.t.db, { title: 'Yquelle Collection' });
    expect(await titleRow(inactive.id)).toBeUndefined();
    expect(await titleRow(collection.id)).toBeUndefined();
    expect(await search('yquelle')).toEqual({ titles: [], total: 0 });
  });

  it('holds exactly the active wines, each under its stored lowered title', async () => {
    const missing = await suite.t.db.execute(sql`
      (SELECT id, tenant_id, title_lower FROM catalogue_items WHERE type = 'PRODUCT' AND is_active
       EXCEPT SELECT wine_id, tenant_id, title_lower FROM catalogue_wine_titles)
      UNION ALL
      (SELECT wine_id, tenant_id, title_lower FROM catalogue_wine_titles
       EXCEPT SELECT id, tenant_id, title_lower FROM catalogue_items WHERE type = 'PRODUCT' AND is_active)`);
    expect(missing.rows).toEqual([]);
  });
});
