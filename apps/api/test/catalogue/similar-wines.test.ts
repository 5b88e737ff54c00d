import type { Wine } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeCollection, makeWine } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const similar = (id: string) => t.app.inject({ method: 'GET', url: `/api/catalogue/${id}/similar` });

describe('GET /catalogue/{id}/similar', () => {
  it('offers buyable wines of the same varietal, or region and colour, the same retailer first, then the nearest in price', async () => {
    const here = await makeBusiness(t.db);
    const there = await makeBusiness(t.db);
    const varietal = `Malbec ${newId().slice(-6)}`;
    const region = 'Mendoza';
    const wine = await makeWine(t.db, { varietal, region, color: 'Red', priceCents: 3000, businessId: here.id });
    const sameRetailer = await makeWine(t.db, { varietal, region: 'Patagonia', color: 'Red', priceCents: 5000, businessId: here.id });
    const nearest = await makeWine(t.db, { varietal: `Bonarda ${newId().slice(-6)}`, region, color: 'Red', priceCents: 2900, businessId: there.id });
    const next = await makeWine(t.db, { varietal, region: 'Rioja', color: 'Red', priceCents: 3150, businessId: there.id });
    // Not like it, or not buyable.
    const otherColour = await makeWine(t.db, { varietal: 'Torrontes', region, color: 'White', priceCents: 3000, businessId: here.id });
    const rose = await makeWine(t.db, { varietal, region: 'Rioja', color: 'Rosé', priceCents: 3000, businessId: here.id });
    const inactive = await makeWine(t.db, { varietal, region, color: 'Red', priceCents: 3000, businessId: here.id, isActive: false });
    const noRetailer = await makeWine(t.db, { varietal, region, color: 'Red', priceCents: 3000, businessId: null });

    const found = expectSuccess<{ categories: Wine[] }>(await similar(wine.id)).categories.map((entry) => entry._id);
    expect(found.slice(0, 3)).toEqual([sameRetailer.id, nearest.id, next.id]);
    for (const left of [wine.id, otherColour.id, rose.id, inactive.id, noRetailer.id]) expect(found).not.toContain(left);
  });

  it('answers 404 for anything that is not an active wine, and 400 for an id that is not one', async () => {
    const collection = await makeCollection(t.db);
    const inactive = await makeWine(t.db, { isActive: false });
    for (const id of [collection.id, inactive.id, newId()]) expectFailure(await similar(id), 404, ErrorCode.NOT_FOUND);
    expect((await similar('not-an-id')).statusCode).toBe(400);
    // A wine with nothing to go by has nothing like it, rather than anything at all.
    const bare = await makeWine(t.db, { varietal: null, region: null, color: null });
    expect(expectSuccess<{ categories: Wine[] }>(await similar(bare.id)).categories).toEqual([]);
  });
});
