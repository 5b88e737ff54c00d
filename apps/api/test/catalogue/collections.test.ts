import type { Collection } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import type { OwnUser } from '@wine/contract/users';
import { asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, collectionChildren } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeCollection, makeWine } from '../helpers/fixtures';
import { bearer, insertAccount, signIn, signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const inject = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function account(overrides: Parameters<typeof insertAccount>[1] = {}) {
  const { row, password } = await insertAccount(t.db, overrides);
  return { row, auth: bearer(expectSuccess<{ token: string }>(await signIn(t.app, row.email, password)).token) };
}
const sommelier = () => account({ type: 'sommelier', activeStatus: 'approved' });
const newCollection = (headers: Headers, overrides: object = {}) =>
  inject('POST', '/api/catalogue', headers, {
    title: 'Weeknight Reds',
    name: 'Weeknight Reds',
    type: 'COLLECTION',
    childrenIds: [],
    price: 0,
    description: 'Easy bottles for a Tuesday',
    iconUrl: '/media/uploads/cover.webp',
    ...overrides,
  });

describe('collections', () => {
  it('are created, filled in order, edited, featured and removed by their approved owner', async () => {
    const owner = await sommelier();
    const created = expectSuccess<Collection>(await newCollection(owner.auth));
    expect(created).toMatchObject({ title: 'Weeknight Reds', childrenIds: [], price: '0.00', createdBy: { _id: owner.row.id } });

    const [a, b, c] = [await makeWine(t.db), await makeWine(t.db), await makeWine(t.db)];
    const filled = expectSuccess<Collection>(await inject('PATCH', `/api/catalogue/${created._id}`, owner.auth, { tenantId: owner.row.tenantId, childrenIds: [c.id, a.id, b.id] }));
    expect(filled.childrenIds).toEqual([c.id, a.id, b.id]);
    expect(filled.children?.map((wine) => wine._id)).toEqual([c.id, a.id, b.id]);

    const edited = expectSuccess<Collection>(await inject('PATCH', `/api/catalogue/${created._id}`, owner.auth, { title: 'Tuesday Reds', description: 'Still easy' }));
    expect(edited).toMatchObject({ title: 'Tuesday Reds', description: 'Still easy', childrenIds: [c.id, a.id, b.id] });

    const featured = expectSuccess<OwnUser>(
      await inject('PATCH', `/api/users/${owner.row.id}`, owner.auth, { customData: { featuredCollection: { _id: created._id, title: 'anything' } } }),
    );
    expect(featured.customData.featuredCollection).toEqual({ _id: created._id, title: 'Tuesday Reds' });

    expectSuccess(await inject('DELETE', `/api/catalogue/${created._id}?type=remove`, owner.auth));
    expectFailure(await inject('GET', `/api/catalogue/${created._id}`, {}), 404, ErrorCode.NOT_FOUND);
    expect((await userRow(t.db, owner.row.id)).customData.featuredCollection).toBeNull();
  });

  it.each([['an empty', ''], ['a blank', '   ']])('takes %s description as none, on create and on edit', async (_case, description) => {
    const owner = await sommelier();
    const created = expectSuccess<Collection>(await newCollection(owner.auth, { description }));
    expect(created.description).toBeNull();
    expect((await t.db.select().from(catalogueItems).where(eq(catalogueItems.id, created._id)))[0]?.description).toBeNull();
    const described = expectSuccess<Collection>(await inject('PATCH', `/api/catalogue/${created._id}`, owner.auth, { description: 'Easy bottles' }));
    expect(described.description).toBe('Easy bottles');
    const cleared = expectSuccess<Collection>(await inject('PATCH', `/api/catalogue/${created._id}`, owner.auth, { description }));
    expect(cleared.description).toBeNull();
  });

  it("refuses editing, filling, deleting or featuring another sommelier's collection, changing nothing", async () => {
    const owner = await sommelier();
    const other = await sommelier();
    const created = expectSuccess<Collection>(await newCollection(owner.auth));
    const wine = await makeWine(t.db);
    const url = `/api/catalogue/${created._id}`;
    expectFailure(await inject('PATCH', url, other.auth, { title: 'Mine now' }), 403, ErrorCode.FORBIDDEN);
    expectFailure(await inject('PATCH', url, other.auth, { childrenIds: [wine.id] }), 403, ErrorCode.FORBIDDEN);
    expectFailure(await inject('DELETE', `${url}?type=remove`, other.auth), 403, ErrorCode.FORBIDDEN);
    expectFailure(
      await inject('PATCH', `/api/users/${other.row.id}`, other.auth, { customData: { featuredCollection: { _id: created._id, title: 'x' } } }),
      403,
      ErrorCode.FORBIDDEN,
    );
    const [row] = await t.db.select().from(catalogueItems).where(eq(catalogueItems.id, created._id));
    expect(row).toMatchObject({ title: 'Weeknight Reds', isActive: true });
    expect(await t.db.select().from(collectionChildren).where(eq(collectionChildren.collectionId, created._id))).toEqual([]);
  });

  it('refuses shoppers and applicants in review, and bad input with the form texts', async () => {
    const shopper = await signUp(t.app);
    const applicant = await account({ type: 'sommelier', activeStatus: 'in-review' });
    expectFailure(await newCollection(shopper.auth), 403, ErrorCode.FORBIDDEN);
    expectFailure(await newCollection(applicant.auth), 403, ErrorCode.FORBIDDEN);
    const owner = await sommelier();
    expectFailure(await newCollection(owner.auth, { title: '   ' }), 400, ErrorCode.VALIDATION_FAILED, 'Please enter collection title');
    expectFailure(await newCollection(owner.auth, { iconUrl: undefined }), 400, ErrorCode.VALIDATION_FAILED, 'iconUrl');
    expectFailure(await newCollection(owner.auth, { description: undefined }), 400, ErrorCode.VALIDATION_FAILED, 'Please send the collection description');
    expect(await t.db.select().from(catalogueItems).where(eq(catalogueItems.createdBy, owner.row.id))).toEqual([]);
    const created = expectSuccess<Collection>(await newCollection(owner.auth));
    const wine = await makeWine(t.db);
    const inactive = await makeWine(t.db, { isActive: false });
    const url = `/api/catalogue/${created._id}`;
    expectFailure(await inject('PATCH', url, owner.auth, { childrenIds: [wine.id, wine.id] }), 400, ErrorCode.VALIDATION_FAILED, 'only once');
    expectFailure(await inject('PATCH', url, owner.auth, { childrenIds: [wine.id, inactive.id] }), 422, ErrorCode.WINE_NOT_AVAILABLE);
    expect(await t.db.select().from(collectionChildren).where(eq(collectionChildren.collectionId, created._id))).toEqual([]);
  });

  it('are reordered by their owner: the new order is kept; duplicated, unknown, inactive or collection ids change nothing', async () => {
    const owner = await sommelier();
    const created = expectSuccess<Collection>(await newCollection(owner.auth));
    const url = `/api/catalogue/${created._id}`;
    const [a, b, c] = [await makeWine(t.db), await makeWine(t.db), await makeWine(t.db)];
    const stored = () =>
      t.db
        .select({ wineId: collectionChildren.wineId, position: collectionChildren.position })
        .from(collectionChildren)
        .where(eq(collectionChildren.collectionId, created._id))
        .orderBy(asc(collectionChildren.position));
    expectSuccess(await inject('PATCH', url, owner.auth, { tenantId: owner.row.tenantId, childrenIds: [a.id, b.id, c.id] }));

    // Moving the last wine first: the answer, a fresh read and the stored positions agree.
    const moved = expectSuccess<Collection>(await inject('PATCH', url, owner.auth, { tenantId: owner.row.tenantId, childrenIds: [c.id, a.id, b.id] }));
    expect(moved.childrenIds).toEqual([c.id, a.id, b.id]);
    expect(moved.children?.map((wine) => wine._id)).toEqual([c.id, a.id, b.id]);
    const read = expectSuccess<Collection>(await inject('GET', `${url}?includeChildren=true`, {}));
    expect(read.children?.map((wine) => wine._id)).toEqual([c.id, a.id, b.id]);
    const order = [
      { wineId: c.id, position: 0 },
      { wineId: a.id, position: 1 },
      { wineId: b.id, position: 2 },
    ];
    expect(await stored()).toEqual(order);

    const inactive = await makeWine(t.db, { isActive: false });
    const otherCollection = await makeCollection(t.db, { wines: [a] });
    const unknown = newId();
    const reorder = (childrenIds: string[], headers: Headers = owner.auth) => inject('PATCH', url, headers, { tenantId: owner.row.tenantId, childrenIds });
    expectFailure(await reorder([b.id, a.id, c.id, a.id]), 400, ErrorCode.VALIDATION_FAILED, 'only once');
    expectFailure(await reorder([b.id, a.id, c.id, unknown]), 422, ErrorCode.WINE_NOT_AVAILABLE, unknown);
    expectFailure(await reorder([b.id, a.id, c.id, inactive.id]), 422, ErrorCode.WINE_NOT_AVAILABLE, inactive.id);
    expectFailure(await reorder([b.id, otherCollection.id, a.id, c.id]), 422, ErrorCode.WINE_NOT_AVAILABLE, otherCollection.id);
    expectFailure(await reorder([b.id, a.id, 'not-an-id']), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await reorder([b.id, a.id, c.id], (await sommelier()).auth), 403, ErrorCode.FORBIDDEN);
    expectFailure(await reorder([b.id, a.id, c.id], {}), 401, ErrorCode.UNAUTHENTICATED);
    expectFailure(await inject('PATCH', `/api/catalogue/${unknown}`, owner.auth, { childrenIds: [b.id, a.id, c.id] }), 404, ErrorCode.NOT_FOUND);
    expect(await stored()).toEqual(order);
  });

  it('lets only an admin set the home page flags', async () => {
    const owner = await sommelier();
    const admin = await account({ roles: ['admin'] });
    const created = expectSuccess<Collection>(await newCollection(owner.auth));
    const url = `/api/catalogue/${created._id}`;
    expectFailure(await inject('PATCH', url, owner.auth, { customData: { isTrending: true } }), 403, ErrorCode.FORBIDDEN);
    const flagged = expectSuccess<Collection>(await inject('PATCH', url, admin.auth, { customData: { isTrending: true, isByMoment: true } }));
    expect(flagged.customData).toMatchObject({ isTrending: true, isByMoment: true, isSommlikePicks: false });
    expectFailure(await inject('PATCH', url, admin.auth, { title: 'Admin title' }), 403, ErrorCode.FORBIDDEN);
  });
});

describe('QR codes', () => {
  it("encode the owner's collection page on the shop's public address, as SVG", async () => {
    const owner = await sommelier();
    const created = expectSuccess<Collection>(await newCollection(owner.auth));
    const url = `http://shop.test/collection/${created._id}/Weeknight-Reds`;
    const result = expectSuccess<{ svg: string; url: string }>(await inject('POST', '/api/qrcodes/', owner.auth, { url }));
    expect(result.url).toBe(url);
    expect(result.svg.startsWith('<svg')).toBe(true);
    // The same text encoded again gives the same modules: the SVG encodes exactly this URL.
    expect(result.svg).toBe(await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));

    const relative = expectSuccess<{ url: string }>(await inject('POST', '/api/qrcodes/', owner.auth, { url: `/collection/${created._id}/Weeknight-Reds` }));
    expect(relative.url).toBe(url);
  });

  it('encode the public address whatever host or title the page was opened with (issue 45)', async () => {
    const owner = await sommelier();
    const created = expectSuccess<Collection>(await newCollection(owner.auth));
    const canonical = `http://shop.test/collection/${created._id}/Weeknight-Reds`;
    const svg = await QRCode.toString(canonical, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    for (const url of [
      `http://127.0.0.1:3102/collection/${created._id}/Weeknight-Reds`,
      `https://www.shop.test/collection/${created._id}/Weeknight-Reds?utm_source=x`,
      `https://evil.example/collection/${created._id}/x`,
      `/collection/${created._id}/an-old-title`,
    ]) {
      const result = expectSuccess<{ svg: string; url: string }>(await inject('POST', '/api/qrcodes/', owner.auth, { url }));
      expect(result).toMatchObject({ url: canonical, svg });
    }
  });

  it("refuses other pages, other schemes and other people's collections", async () => {
    const owner = await sommelier();
    const other = await sommelier();
    const created = expectSuccess<Collection>(await newCollection(owner.auth));
    expectFailure(await inject('POST', '/api/qrcodes/', owner.auth, { url: `javascript:/collection/${created._id}/x` }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('POST', '/api/qrcodes/', owner.auth, { url: `collection/${created._id}/x` }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('POST', '/api/qrcodes/', owner.auth, { url: 'http://shop.test/profile' }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('POST', '/api/qrcodes/', other.auth, { url: `/collection/${created._id}/x` }), 403, ErrorCode.FORBIDDEN);
  });
});
