import type { AdminEvent } from '@wine/contract/admin/events';
import type { AdminPost } from '@wine/contract/admin/posts';
import type { Collection, Wine } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import type { EventDetail } from '@wine/contract/events';
import type { FeedPost } from '@wine/contract/feed';
import { Topic } from '@wine/contract/topics';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, eventSommeliers, events, feedPosts } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { auditCount, auditOf, consoleSuite } from '../helpers/admin';
import { callApi } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeCollection, makeEvent, makePost, makeSommelier, makeTopics, makeUser, makeWine } from '../helpers/fixtures';

const suite = consoleSuite();
let admin: Record<string, string>;
beforeAll(async () => {
  await makeTopics(suite.t.db, Topic.banner, Topic.wineTalks);
  admin = await suite.cast.admin();
});


let codeCounter = 0;
const newCode = () => `ADM-${Date.now().toString(36)}-${(codeCounter += 1)}`;

const wineBody = (overrides: Record<string, unknown> = {}) => ({
  code: newCode(),
  title: 'Ridge Monte Bello 2018',
  price: '24.99',
  stock: 12,
  businessId: suite.cast.business.id,
  producer: 'Ridge',
  color: 'Red',
  varietal: 'Cabernet Sauvignon',
  region: 'Sonoma',
  country: 'USA',
  vintage: '2018',
  volumeInMl: 750,
  ...overrides,
});

const bannerBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Summer whites',
  subline: 'Crisp bottles for long evenings',
  desktopImageUrl: '/media/uploads/desktop.webp',
  mobileImageUrl: '/media/uploads/mobile.webp',
  redirectionUrl: '/shop-wines',
  openIn: 'same_window',
  ...overrides,
});

describe('authorization of every console catalogue route', () => {
  /** Each route with a valid request, and the row whose state must not move when a caller is refused. */
  const routes: { name: string; request: () => Promise<{ method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }> }[] = [
    { name: 'GET /admin/wines', request: async () => ({ method: 'GET', url: '/admin/wines' }) },
    { name: 'GET /admin/wines/{id}', request: async () => ({ method: 'GET', url: `/admin/wines/${(await makeWine(suite.t.db)).id}` }) },
    { name: 'POST /admin/wines', request: async () => ({ method: 'POST', url: '/admin/wines', payload: wineBody({ stock: 0 }) }) },
    { name: 'PATCH /admin/wines/{id}', request: async () => ({ method: 'PATCH', url: `/admin/wines/${(await makeWine(suite.t.db)).id}`, payload: { isActive: false } }) },
    { name: 'GET /admin/catalogue/retailers', request: async () => ({ method: 'GET', url: '/admin/catalogue/retailers' }) },
    {
      name: 'PATCH /admin/collections/{id}/flags',
      request: async () => ({ method: 'PATCH', url: `/admin/collections/${(await makeCollection(suite.t.db)).id}/flags`, payload: { isTrending: true } }),
    },
    { name: 'GET /admin/posts', request: async () => ({ method: 'GET', url: '/admin/posts?topic=wineTalks' }) },
    {
      name: 'PATCH /admin/posts/{id}/visibility',
      request: async () => ({
        method: 'PATCH',
        url: `/admin/posts/${(await makePost(suite.t.db, Topic.wineTalks.id, await makeSommelier(suite.t.db))).id}/visibility`,
        payload: { isActive: false, reason: 'Spam link' },
      }),
    },
    { name: 'POST /admin/banners', request: async () => ({ method: 'POST', url: '/admin/banners', payload: bannerBody() }) },
    {
      name: 'PATCH /admin/banners/{id}',
      request: async () => ({ method: 'PATCH', url: `/admin/banners/${(await makePost(suite.t.db, Topic.banner.id, suite.cast.adminRow)).id}`, payload: { isActive: false } }),
    },
    { name: 'GET /admin/events', request: async () => ({ method: 'GET', url: '/admin/events' }) },
    {
      name: 'POST /admin/events',
      request: async () => ({
        method: 'POST',
        url: '/admin/events',
        payload: { title: 'Barolo night', description: 'Six vintages', startTime: '2031-03-01T19:00:00-05:00', addressLine1: '1 Main St', businessId: suite.cast.business.id },
      }),
    },
    {
      name: 'PATCH /admin/events/{id}',
      request: async () => ({ method: 'PATCH', url: `/admin/events/${(await makeEvent(suite.t.db, suite.cast.business)).id}`, payload: { isActive: false } }),
    },
  ];

  it.each(routes)('$name: 401 anonymous, 403 shopper, sommelier and retailer (nothing changed), 200 admin', async ({ request }) => {
    const { method, url, payload } = await request();
    const refused = await suite.cast.refused();
    const auditsBefore = await auditCount(suite.t.db);
    const wineCountBefore = (await suite.t.db.select({ n: count() }).from(catalogueItems))[0]?.n;
    expectFailure(await callApi(suite.t, method, url, {}, payload), 401, ErrorCode.UNAUTHENTICATED);
    for (const headers of [refused.plain, refused.sommelier, refused.retailer]) {
      expectFailure(await callApi(suite.t, method, url, headers, payload), 403, ErrorCode.FORBIDDEN);
    }
    expect(await auditCount(suite.t.db)).toBe(auditsBefore);
    expect((await suite.t.db.select({ n: count() }).from(catalogueItems))[0]?.n).toBe(wineCountBefore);
    expectSuccess(await callApi(suite.t, method, url, admin, payload));
    // Every write leaves one audit row; reads leave none.
    expect(await auditCount(suite.t.db)).toBe(auditsBefore + (method === 'GET' ? 0 : 1));
  });
});

describe('wines', () => {
  it('creates a wine with every column, price in cents and tasting notes cleaned, and audits it', async () => {
    const body = wineBody({
      name: 'Monte Bello',
      description: 'Mountain Cabernet',
      discountPercent: 15,
      origin: 'Santa Cruz Mountains',
      productType: 'Still',
      method: 'Traditional',
      size: '750 ml',
      tastingNotes: '<p>Cassis <strong>and cedar</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      iconUrl: '/media/uploads/bottle.webp',
    });
    const wine = expectSuccess<Wine>(await callApi(suite.t, 'POST', '/admin/wines', admin, body));
    expect(wine).toMatchObject({ title: 'Ridge Monte Bello 2018', name: 'Monte Bello', price: '24.99', discount: { type: 'percentage', value: 15 }, isActive: true });
    expect(wine.customData.product).toMatchObject({ code: body.code, businessId: suite.cast.business.id, origin: 'Santa Cruz Mountains', method: 'Traditional', volume_in_ml: 750 });
    expect(wine.customData.product.tastingNotes).toBe('<p>Cassis <strong>and cedar</strong></p>');
    const [row] = await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.id, wine._id));
    expect(row?.priceCents).toBe(2499);
    const audits = await auditOf(suite.t.db, wine._id);
    expect(row?.stock).toBe(12);
    expect(wine.customData.product.stock).toBe(12);
    // The count is the stock rules': its own entry says who set it and why.
    expect(audits.map((audit) => [audit.action, audit.actorUserId])).toEqual([['wine.create', suite.cast.adminRow.id], ['wine.stock', suite.cast.adminRow.id]]);
    expect(audits[1]?.after).toEqual({ stock: 12, reason: 'correction' });
    expect(audits[0]?.after).toMatchObject({ code: body.code, priceCents: 2499 });
  });

  it('refuses bad input with a clear error and creates nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ price: '12,50' }, /price: must be an amount in dollars/],
      [{ price: '0' }, /price: must be more than 0/],
      [{ discountPercent: 95 }, /discountPercent/],
      [{ color: 'Orange' }, /color/],
      [{ region: 'Atlantis' }, /region/],
      [{ code: 'has space' }, /code/],
      [{ vintage: '18' }, /vintage/],
      [{ iconUrl: 'javascript:alert(1)' }, /iconUrl/],
      [{ businessId: newId() }, /businessId: no such retailer/],
      [{ title: '   ' }, /title/],
      [{ priceCents: 100 }, /priceCents|Unrecognized/i],
      [{ stock: undefined }, /stock: must be a whole number of bottles/],
      [{ stock: -1 }, /stock: must be 0 or more/],
      [{ stock: 2.5 }, /stock: must be a whole number of bottles/],
      [{ stock: '3' }, /stock: must be a whole number of bottles/],
      [{ stock: 1_000_000 }, /stock: must be at most 999999/],
    ];
    const before = await auditCount(suite.t.db);
    for (const [overrides, message] of cases) {
      const body = wineBody(overrides);
      expectFailure(await callApi(suite.t, 'POST', '/admin/wines', admin, body), 400, ErrorCode.VALIDATION_FAILED, message);
      expect(await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.code, body.code as string))).toEqual([]);
    }
    expect(await auditCount(suite.t.db)).toBe(before);
  });

  it('refuses a code another wine has, on create and on edit (409)', async () => {
    const taken = await makeWine(suite.t.db, { code: newCode() });
    expectFailure(await callApi(suite.t, 'POST', '/admin/wines', admin, wineBody({ code: taken.code })), 409, ErrorCode.WINE_CODE_TAKEN);
    const other = await makeWine(suite.t.db, { code: newCode() });
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/wines/${other.id}`, admin, { code: taken.code }), 409, ErrorCode.WINE_CODE_TAKEN);
    const [row] = await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.id, other.id));
    expect(row?.code).toBe(other.code);
    // Saving a wine with its own code is no conflict.
    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${other.id}`, admin, { code: other.code, title: 'Renamed' }));
  });

  it('edits a wine, recording only the changed columns, and deactivates and reactivates it in the shop', async () => {
    const wine = await makeWine(suite.t.db, { code: newCode(), title: 'Edit me', priceCents: 1000, businessId: suite.cast.business.id });
    const edited = expectSuccess<Wine>(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { price: '11.50', discountPercent: null, name: '' }));
    expect(edited).toMatchObject({ price: '11.50', name: 'Edit me', discount: null });
    const [update] = await auditOf(suite.t.db, wine.id);
    expect(update).toMatchObject({ action: 'wine.update', before: { priceCents: 1000 }, after: { priceCents: 1150 } });

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { isActive: false }));
    expectFailure(await callApi(suite.t, 'GET', `/catalogue/${wine.id}`, {}), 404, ErrorCode.NOT_FOUND);
    // The console still finds it.
    expect(expectSuccess<Wine>(await callApi(suite.t, 'GET', `/admin/wines/${wine.id}`, admin)).isActive).toBe(false);
    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { isActive: true }));
    expectSuccess(await callApi(suite.t, 'GET', `/catalogue/${wine.id}`, {}));
    expect((await auditOf(suite.t.db, wine.id)).map((audit) => audit.action)).toEqual(['wine.update', 'wine.deactivate', 'wine.activate']);
  });

  it('sets the bottles in stock on edit, alone or with other fields, as a correction in the audit log', async () => {
    const wine = await makeWine(suite.t.db, { code: newCode(), stock: 4, businessId: suite.cast.business.id });
    expect(expectSuccess<Wine>(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { stock: 30 })).customData.product.stock).toBe(30);
    const edited = expectSuccess<Wine>(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { stock: 0, title: 'Counted' }));
    expect(edited).toMatchObject({ title: 'Counted', customData: { product: { stock: 0 } } });
    const audits = await auditOf(suite.t.db, wine.id);
    expect(audits.map((audit) => [audit.action, audit.before, audit.after])).toEqual([
      ['wine.stock', { stock: 4 }, { stock: 30, reason: 'correction' }],
      ['wine.update', { title: wine.title }, { title: 'Counted' }],
      ['wine.stock', { stock: 30 }, { stock: 0, reason: 'correction' }],
    ]);
    const before = await auditCount(suite.t.db);
    for (const stock of [-1, 1.5, '7', null]) {
      expectFailure(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { stock }), 400, ErrorCode.VALIDATION_FAILED, /stock: must/);
    }
    expect(await auditCount(suite.t.db)).toBe(before);
    expect((await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.id, wine.id)))[0]?.stock).toBe(0);
  });

  it('refuses an empty or bad edit and an unknown wine, changing nothing', async () => {
    const wine = await makeWine(suite.t.db, { code: newCode() });
    const before = await auditCount(suite.t.db);
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, {}), 400, ErrorCode.VALIDATION_FAILED, 'at least one field');
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { price: 'free' }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/wines/${newId()}`, admin, { isActive: false }), 404, ErrorCode.NOT_FOUND);
    expectFailure(await callApi(suite.t, 'GET', `/admin/wines/${newId()}`, admin), 404, ErrorCode.NOT_FOUND);
    // A collection is not a wine.
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/wines/${(await makeCollection(suite.t.db)).id}`, admin, { isActive: false }), 404, ErrorCode.NOT_FOUND);
    expect(await auditCount(suite.t.db)).toBe(before);
  });

  it('lists wines newest first, by status, retailer, title or code, a page at a time', async () => {
    const shop = await makeBusiness(suite.t.db, { name: 'List Test Cellars' });
    const tag = Date.now().toString(36);
    const first = await makeWine(suite.t.db, { code: `LIST-${tag}-1`, title: `Listed ${tag} one`, businessId: shop.id });
    const second = await makeWine(suite.t.db, { code: `LIST-${tag}-2`, title: `Listed ${tag} two`, businessId: shop.id, isActive: false, createdAt: new Date(Date.now() + 1000) });
    const list = async (query: string) => expectSuccess<{ wines: Wine[]; total: number }>(await callApi(suite.t, 'GET', `/admin/wines?${query}`, admin));

    expect((await list(`businessId=${shop.id}`)).wines.map((wine) => wine._id)).toEqual([second.id, first.id]);
    expect((await list(`businessId=${shop.id}&status=active`)).wines.map((wine) => wine._id)).toEqual([first.id]);
    expect((await list(`businessId=${shop.id}&status=inactive`)).wines.map((wine) => wine._id)).toEqual([second.id]);
    expect((await list(`search=${encodeURIComponent(`LISTED ${tag} T`)}`)).wines.map((wine) => wine._id)).toEqual([second.id]);
    expect((await list(`search=LIST-${tag}-1`)).wines.map((wine) => wine._id)).toEqual([first.id]);
    const page = await list(`businessId=${shop.id}&limit=1&skip=1`);
    expect([page.wines.map((wine) => wine._id), page.total]).toEqual([[first.id], 2]);
    // A list item leaves the tasting notes out, as the shop's lists do.
    expect(page.wines[0]?.customData.product.tastingNotes).toBeNull();

    expectFailure(await callApi(suite.t, 'GET', '/admin/wines?status=gone', admin), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await callApi(suite.t, 'GET', '/admin/wines?limit=500', admin), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await callApi(suite.t, 'GET', '/admin/wines?color=Red', admin), 400, ErrorCode.UNKNOWN_QUERY_KEY);
  });

  it('lists every retailer by name for the pickers', async () => {
    await makeBusiness(suite.t.db, { name: 'AAA First Cellar' });
    const { retailers } = expectSuccess<{ retailers: { name: string }[] }>(await callApi(suite.t, 'GET', '/admin/catalogue/retailers', admin));
    expect(retailers[0]?.name).toBe('AAA First Cellar');
    expect(retailers.map((retailer) => retailer.name)).toContain(suite.cast.business.name);
  });
});

describe('collections', () => {
  it('sets the home flags of any owner\'s collection through the catalogue service, audited', async () => {
    const owner = await makeSommelier(suite.t.db);
    const collection = await makeCollection(suite.t.db, { createdBy: owner.id, title: `Flagged ${Date.now()}` });
    const result = expectSuccess<Collection>(await callApi(suite.t, 'PATCH', `/admin/collections/${collection.id}/flags`, admin, { isTrending: true, isByTerroir: true }));
    expect(result.customData).toMatchObject({ isTrending: true, isByTerroir: true, isSommlikePicks: false, isByMoment: false });
    const trending = expectSuccess<{ categories: Collection[] }>(await callApi(suite.t, 'GET', '/catalogue?type=COLLECTION&customData.isTrending=true&limit=100', {}));
    expect(trending.categories.map((item) => item._id)).toContain(collection.id);
    expect(await auditOf(suite.t.db, collection.id)).toMatchObject([
      { action: 'collection.flags', actorUserId: suite.cast.adminRow.id, before: { isTrending: false, isByTerroir: false }, after: { isTrending: true, isByTerroir: true } },
    ]);

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/collections/${collection.id}/flags`, admin, { isTrending: false }));
    const [row] = await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.id, collection.id));
    expect([row?.isTrending, row?.isByTerroir]).toEqual([false, true]);
  });

  it('refuses no flag, an unknown flag, a wine and an unknown collection', async () => {
    const collection = await makeCollection(suite.t.db);
    const before = await auditCount(suite.t.db);
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/collections/${collection.id}/flags`, admin, {}), 400, ErrorCode.VALIDATION_FAILED, 'at least one flag');
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/collections/${collection.id}/flags`, admin, { isFeatured: true }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/collections/${collection.id}/flags`, admin, { isTrending: 'yes' }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/collections/${(await makeWine(suite.t.db)).id}/flags`, admin, { isTrending: true }), 404, ErrorCode.NOT_FOUND);
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/collections/${newId()}/flags`, admin, { isTrending: true }), 404, ErrorCode.NOT_FOUND);
    expect(await auditCount(suite.t.db)).toBe(before);
  });
});

describe('banners and Wine Talks', () => {
  const publicBanners = async () =>
    expectSuccess<{ feeds: FeedPost[] }>(await callApi(suite.t, 'GET', `/post/feed?topicId=${Topic.banner.id}&limit=100`, {})).feeds;

  it('creates a banner with its desktop and phone images, edits it, and takes it off the home page', async () => {
    const banner = expectSuccess<AdminPost>(await callApi(suite.t, 'POST', '/admin/banners', admin, bannerBody()));
    expect(banner).toMatchObject({
      title: 'Summer whites',
      isActive: true,
      content: '<p>Crisp bottles for long evenings</p>',
      attachments: [{ url: '/media/uploads/desktop.webp', type: 'image' }, { url: '/media/uploads/mobile.webp', type: 'image' }],
      customData: { redirectionUrl: '/shop-wines', openIn: 'same_window' },
      topic: { id: Topic.banner.id },
    });
    expect((await publicBanners()).map((post) => post._id)).toContain(banner._id);

    const edited = expectSuccess<AdminPost>(
      await callApi(suite.t, 'PATCH', `/admin/banners/${banner._id}`, admin, { mobileImageUrl: '/media/uploads/mobile-2.webp', redirectionUrl: 'https://example.com/offer', openIn: 'new_window' }),
    );
    expect(edited.attachments.map((image) => image.url)).toEqual(['/media/uploads/desktop.webp', '/media/uploads/mobile-2.webp']);
    expect(edited.customData).toEqual({ redirectionUrl: 'https://example.com/offer', openIn: 'new_window' });

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/banners/${banner._id}`, admin, { isActive: false }));
    expect((await publicBanners()).map((post) => post._id)).not.toContain(banner._id);
    const listed = expectSuccess<{ posts: AdminPost[] }>(await callApi(suite.t, 'GET', '/admin/posts?topic=banner&status=hidden', admin));
    expect(listed.posts.map((post) => post._id)).toContain(banner._id);
    expect((await auditOf(suite.t.db, banner._id)).map((audit) => audit.action)).toEqual(['banner.create', 'banner.update', 'banner.deactivate']);
  });

  it('refuses a banner without both images, with an unsafe link, or a post of another topic', async () => {
    const before = await auditCount(suite.t.db);
    const { desktopImageUrl: _desktop, ...withoutDesktop } = bannerBody();
    expectFailure(await callApi(suite.t, 'POST', '/admin/banners', admin, withoutDesktop), 400, ErrorCode.VALIDATION_FAILED, 'desktopImageUrl');
    expectFailure(await callApi(suite.t, 'POST', '/admin/banners', admin, bannerBody({ redirectionUrl: 'javascript:alert(1)' })), 400, ErrorCode.VALIDATION_FAILED, 'redirectionUrl');
    expectFailure(await callApi(suite.t, 'POST', '/admin/banners', admin, bannerBody({ redirectionUrl: '//evil.example' })), 400, ErrorCode.VALIDATION_FAILED, 'redirectionUrl');
    expectFailure(await callApi(suite.t, 'POST', '/admin/banners', admin, bannerBody({ openIn: 'popup' })), 400, ErrorCode.VALIDATION_FAILED);
    const talk = await makePost(suite.t.db, Topic.wineTalks.id, await makeSommelier(suite.t.db));
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/banners/${talk.id}`, admin, { isActive: false }), 404, ErrorCode.NOT_FOUND);
    expect(await auditCount(suite.t.db)).toBe(before);
  });

  it('hides a Wine Talks post with a reason in the audit log, and shows it again', async () => {
    const author = await makeSommelier(suite.t.db);
    const talk = await makePost(suite.t.db, Topic.wineTalks.id, author, { title: 'Hide me' });
    const hidden = expectSuccess<AdminPost>(await callApi(suite.t, 'PATCH', `/admin/posts/${talk.id}/visibility`, admin, { isActive: false, reason: 'Advertises another shop' }));
    expect(hidden.isActive).toBe(false);
    expectFailure(await callApi(suite.t, 'GET', `/post/feed/${talk.id}`, {}), 404, ErrorCode.NOT_FOUND);
    const all = expectSuccess<{ posts: AdminPost[] }>(await callApi(suite.t, 'GET', '/admin/posts?topic=wineTalks&limit=100', admin));
    expect(all.posts.find((post) => post._id === talk.id)?.isActive).toBe(false);
    const active = expectSuccess<{ posts: AdminPost[] }>(await callApi(suite.t, 'GET', '/admin/posts?topic=wineTalks&status=active&limit=100', admin));
    expect(active.posts.map((post) => post._id)).not.toContain(talk.id);

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/posts/${talk.id}/visibility`, admin, { isActive: true, reason: 'Author removed the link' }));
    expectSuccess(await callApi(suite.t, 'GET', `/post/feed/${talk.id}`, {}));
    expect(await auditOf(suite.t.db, talk.id)).toMatchObject([
      { action: 'post.hide', before: { isActive: true }, after: { isActive: false, reason: 'Advertises another shop' } },
      { action: 'post.unhide', after: { isActive: true, reason: 'Author removed the link' } },
    ]);
  });

  it('refuses hiding without a reason, a banner through the Wine Talks call, and an unknown topic', async () => {
    const talk = await makePost(suite.t.db, Topic.wineTalks.id, await makeSommelier(suite.t.db));
    const banner = await makePost(suite.t.db, Topic.banner.id, suite.cast.adminRow);
    const before = await auditCount(suite.t.db);
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/posts/${talk.id}/visibility`, admin, { isActive: false }), 400, ErrorCode.VALIDATION_FAILED, 'reason');
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/posts/${talk.id}/visibility`, admin, { isActive: false, reason: ' ' }), 400, ErrorCode.VALIDATION_FAILED, 'reason');
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/posts/${banner.id}/visibility`, admin, { isActive: false, reason: 'Wrong call' }), 404, ErrorCode.NOT_FOUND);
    expectFailure(await callApi(suite.t, 'GET', '/admin/posts?topic=news', admin), 400, ErrorCode.VALIDATION_FAILED);
    expect((await suite.t.db.select().from(feedPosts).where(eq(feedPosts.id, talk.id)))[0]?.isActive).toBe(true);
    expect(await auditCount(suite.t.db)).toBe(before);
  });
});

describe('events', () => {
  it('creates an event with its images, sommeliers in order and collections, as the shop then shows it', async () => {
    const [first, second] = [await makeSommelier(suite.t.db, { givenName: 'First' }), await makeSommelier(suite.t.db, { givenName: 'Second' })];
    const collection = await makeCollection(suite.t.db, { createdBy: first.id });
    const created = expectSuccess<AdminEvent>(
      await callApi(suite.t, 'POST', '/admin/events', admin, {
        title: 'Champagne & oysters',
        description: 'Six houses, one evening',
        startTime: '2031-06-01T19:00:00-04:00',
        addressLine1: '12 Harbor Rd, Boston',
        bookingUrl: 'https://tickets.example.com/champagne',
        businessId: suite.cast.business.id,
        images: [{ url: '/media/uploads/event-1.webp' }, { url: '/media/uploads/event-2.webp', redirectionUrl: '/shop-wines', openIn: 'new_window' }],
        sommelierIds: [second.id, first.id],
        collectionIds: [collection.id],
      }),
    );
    expect(created).toMatchObject({
      isActive: true,
      businessName: suite.cast.business.name,
      startTime: '2031-06-01T23:00:00.000Z',
      sommeliers: [{ userId: second.id }, { userId: first.id }],
      collections: [{ _id: collection.id }],
      attachments: [{ url: '/media/uploads/event-1.webp' }, { url: '/media/uploads/event-2.webp', customData: { redirectionUrl: '/shop-wines', openIn: 'new_window' } }],
    });
    const detail = expectSuccess<EventDetail>(await callApi(suite.t, 'GET', `/event/${created._id}`, {}));
    expect(detail.associationDetails.associatedUsers.map((user) => user.userId)).toEqual([second.id, first.id]);
    expect(detail.bookingUrl).toBe('https://tickets.example.com/champagne');
    const shown = expectSuccess<{ categories: Collection[] }>(await callApi(suite.t, 'GET', `/catalogue?type=COLLECTION&customData.eventId=${created._id}`, {}));
    expect(shown.categories.map((item) => item._id)).toEqual([collection.id]);
    expect(await auditOf(suite.t.db, created._id)).toMatchObject([{ action: 'event.create', after: { sommelierIds: [second.id, first.id], collectionIds: [collection.id] } }]);
  });

  it('edits an event: reorders sommeliers, swaps collections, and deactivates it', async () => {
    const [first, second] = [await makeSommelier(suite.t.db), await makeSommelier(suite.t.db)];
    const event = await makeEvent(suite.t.db, suite.cast.business, { sommeliers: [first, second] });
    const [kept, dropped, added] = [await makeCollection(suite.t.db), await makeCollection(suite.t.db), await makeCollection(suite.t.db)];
    await suite.t.db.update(catalogueItems).set({ eventId: event.id }).where(eq(catalogueItems.id, kept.id));
    await suite.t.db.update(catalogueItems).set({ eventId: event.id }).where(eq(catalogueItems.id, dropped.id));
    const other = await makeBusiness(suite.t.db, { name: 'Moved Cellars' });

    const edited = expectSuccess<AdminEvent>(
      await callApi(suite.t, 'PATCH', `/admin/events/${event.id}`, admin, { title: 'Renamed', businessId: other.id, sommelierIds: [second.id, first.id], collectionIds: [kept.id, added.id] }),
    );
    expect(edited).toMatchObject({ title: 'Renamed', businessName: 'Moved Cellars', sommeliers: [{ userId: second.id }, { userId: first.id }] });
    expect(edited.collections.map((entry) => entry._id).sort()).toEqual([kept.id, added.id].sort());
    const [droppedRow] = await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.id, dropped.id));
    expect(droppedRow?.eventId).toBeNull();

    expectSuccess(await callApi(suite.t, 'PATCH', `/admin/events/${event.id}`, admin, { isActive: false }));
    expectFailure(await callApi(suite.t, 'GET', `/event/${event.id}`, {}), 404, ErrorCode.NOT_FOUND);
    const all = expectSuccess<{ events: AdminEvent[] }>(await callApi(suite.t, 'GET', '/admin/events?limit=100', admin));
    expect(all.events.find((entry) => entry._id === event.id)?.isActive).toBe(false);
    const audits = await auditOf(suite.t.db, event.id);
    expect(audits.map((audit) => audit.action)).toEqual(['event.update', 'event.deactivate']);
    expect(audits[0]).toMatchObject({ before: { sommelierIds: [first.id, second.id], title: event.title }, after: { sommelierIds: [second.id, first.id], title: 'Renamed' } });
  });

  it('refuses unknown or unapproved people, unknown collections, a bad booking URL and bad dates, changing nothing', async () => {
    const event = await makeEvent(suite.t.db, suite.cast.business);
    const applicant = await makeUser(suite.t.db, { type: 'sommelier', activeStatus: 'in-review' });
    const sommelier = await makeSommelier(suite.t.db);
    const before = await auditCount(suite.t.db);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ sommelierIds: [applicant.id] }, /sommelierIds: not approved/],
      [{ sommelierIds: [sommelier.id, sommelier.id] }, /once/],
      [{ collectionIds: [(await makeWine(suite.t.db)).id] }, /collectionIds: not active collections/],
      [{ collectionIds: [newId()] }, /collectionIds/],
      [{ bookingUrl: 'http://tickets.example.com' }, /bookingUrl/],
      [{ startTime: 'next friday' }, /startTime/],
      [{ businessId: newId() }, /businessId: no such retailer/],
      [{ images: [{ url: 'javascript:alert(1)' }] }, /images/],
      [{}, /at least one field/],
    ];
    for (const [body, message] of cases) {
      expectFailure(await callApi(suite.t, 'PATCH', `/admin/events/${event.id}`, admin, body), 400, ErrorCode.VALIDATION_FAILED, message);
    }
    expect(await suite.t.db.select().from(eventSommeliers).where(eq(eventSommeliers.eventId, event.id))).toEqual([]);
    expect((await suite.t.db.select().from(events).where(eq(events.id, event.id)))[0]?.bookingUrl).toBeNull();
    expectFailure(await callApi(suite.t, 'PATCH', `/admin/events/${newId()}`, admin, { isActive: false }), 404, ErrorCode.NOT_FOUND);
    expect(await auditCount(suite.t.db)).toBe(before);
  });
});
