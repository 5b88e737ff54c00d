import { catalogueFacetValues, catalogueItem, catalogueList, type Wine } from '@wine/contract/catalogue';
import { ok } from '@wine/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { makeCollection, makeSommelier, makeWine } from '../helpers/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });

interface WineList {
  categories: Wine[];
  total: number;
}

// The catalogue's routes write their answers with plain JSON.stringify (lib/json.ts): what they
// write must be what the contract's schema writes, field for field and in its order.
describe('catalogue answers on the wire', () => {
  it('are byte for byte what the contract schema writes: shop lists with facets, searches, collections with children, the detail and a list of values', async () => {
    const curator = await makeSommelier(t.db, { profilePicture: '/media/curator.png' });
    const merlot = await makeWine(t.db, {
      title: 'Wire Merlot',
      description: 'Soft and round',
      discountPercent: 15,
      tastingNotes: '<p>Plum</p>',
      vintage: '2019',
      iconUrl: '/media/merlot.png',
      pairings: ['beef', 'cheese'],
      ratingDistribution: [0, 0, 1, 2, 4],
    });
    const rose = await makeWine(t.db, { title: 'Wire Rosé', color: 'Rosé', discountPercent: 0 });
    await makeCollection(t.db, { title: 'Wire Picks', createdBy: curator.id, isSommlikePicks: true, wines: [rose, merlot] });

    const bodies = [
      { schema: ok(catalogueList), response: await get('/catalogue?type=PRODUCT&isActive=true&sort=-_id&limit=5') },
      { schema: ok(catalogueList), response: await get('/catalogue?type=PRODUCT&isActive=true&sort=price&limit=5&facets=true&inStock=true') },
      { schema: ok(catalogueList), response: await get('/catalogue?type=COLLECTION&includeChildren=true&customData.isSommlikePicks=true') },
      { schema: ok(catalogueList), response: await get('/catalogue?title=wire&type=PRODUCT&limit=5') },
      { schema: ok(catalogueItem), response: await get(`/catalogue/${merlot.id}?skip=0&limit=1&status=OPEN`) },
      { schema: ok(catalogueFacetValues), response: await get('/catalogue/facet-values?facet=producer&facetQuery=dom&inStock=true') },
    ];
    for (const { schema, response } of bodies) {
      expect(response.statusCode, response.body).toBe(200);
      expect(JSON.stringify(schema.parse(JSON.parse(response.body)))).toBe(response.body);
    }
    const [newest, , picks, found, detail] = bodies.map(({ response }) => response.json() as { result: unknown });
    const listed = (newest?.result as WineList).categories.find((wine) => wine._id === merlot.id);
    expect(listed).toMatchObject({ discount: { type: 'percentage', value: 15 }, customData: { product: { tastingNotes: null, pairings: ['beef', 'cheese'] } } });
    expect((found?.result as WineList).categories.map((wine) => wine._id).sort()).toEqual([merlot.id, rose.id].sort());
    expect((found?.result as WineList).categories.find((wine) => wine._id === rose.id)).toMatchObject({ discount: null });
    expect((picks?.result as { categories: unknown[] }).categories[0]).toMatchObject({ childrenIds: [rose.id, merlot.id], createdBy: { profilePicture: '/media/curator.png' } });
    expect((detail?.result as Wine).customData.product.tastingNotes).toBe('<p>Plum</p>');
    // A list reads its cards apart from the detail (one JSON text a page): the same wine, bar the notes.
    const detailed = detail?.result as Wine;
    expect(listed).toEqual({ ...detailed, customData: { product: { ...detailed.customData.product, tastingNotes: null } } });
    expect(listed?.rating).toEqual({ average: 4.4, count: 7 });
  });

  it('answer pages asked at the same time with their own cards, as asked one at a time (cards read together, lib/batched-reads.ts)', async () => {
    for (let n = 0; n < 6; n++) await makeWine(t.db, { title: `Together ${n}`, priceCents: 1000 + n * 100 });
    const urls = ['sort=price', 'sort=-price', 'sort=name&offset=2', 'sort=-_id&limit=3', 'title=together&sort=-price'].map((query) => `/catalogue?type=PRODUCT&limit=4&${query}`);
    const alone: string[] = [];
    for (const url of urls) alone.push((await get(url)).body);
    const together = await Promise.all(urls.map(async (url) => (await get(url)).body));
    expect(together).toEqual(alone);
    expect(new Set(alone).size).toBe(urls.length);
  });
});
