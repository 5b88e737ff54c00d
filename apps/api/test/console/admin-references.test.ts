import type { AdminEvent } from '@wine/contract/admin/events';
import type { AdminPost } from '@wine/contract/admin/posts';
import { ErrorCode } from '@wine/contract/errors';
import type { FeedPost } from '@wine/contract/feed';
import { Topic } from '@wine/contract/topics';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, catalogueItems, events, topics } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { auditCount, consoleSuite } from '../helpers/admin';
import { callApi } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeCollection, makeSommelier, makeWine } from '../helpers/fixtures';
import { openSession } from '../helpers/users';

// No topic rows: the shop as `SEED=none` starts it, with migrations alone.
const suite = consoleSuite();
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await suite.cast.admin();
});


let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

const wineBody = (overrides: Record<string, unknown> = {}) => ({
  code: unique('REF'),
  title: 'Ridge Monte Bello 2018',
  price: '24.99',
  stock: 12,
  businessId: suite.cast.business.id,
  ...overrides,
});

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: unique('Barolo night'),
  description: 'Six vintages',
  startTime: '2031-03-01T19:00:00-05:00',
  addressLine1: '1 Main St',
  businessId: suite.cast.business.id,
  ...overrides,
});

const eventsTitled = (title: unknown) => suite.t.db.select().from(events).where(eq(events.title, String(title)));

describe('a shop started without the demo seed (no feed topics yet)', () => {
  it('lists no banners and no Wine Talks instead of answering 404', async () => {
    expect(await suite.t.db.select().from(topics)).toEqual([]);
    for (const topic of [Topic.banner, Topic.wineTalks]) {
      expect(expectSuccess(await callApi(suite.t, 'GET', `/post/feed?topicId=${topic.id}&skip=0&limit=20`, {}))).toEqual({ feeds: [], total: 0 });
    }
    // An id that is not one of the fixed topics is still unknown.
    expectFailure(await callApi(suite.t, 'GET', `/post/feed?topicId=${newId()}&skip=0&limit=20`, {}), 404, ErrorCode.NOT_FOUND);
  });

  it('creates a banner, which the home page then shows', async () => {
    const banner = expectSuccess<AdminPost>(
      await callApi(suite.t, 'POST', '/admin/banners', admin, {
        title: 'Summer whites',
        desktopImageUrl: '/media/uploads/desktop.webp',
        mobileImageUrl: '/media/uploads/mobile.webp',
        redirectionUrl: '/shop-wines',
        openIn: 'same_window',
      }),
    );
    expect(banner).toMatchObject({ title: 'Summer whites', topic: { id: Topic.banner.id, name: Topic.banner.name }, isActive: true });
    const home = expectSuccess<{ feeds: FeedPost[] }>(await callApi(suite.t, 'GET', `/post/feed?topicId=${Topic.banner.id}&skip=0&limit=20`, {}));
    expect(home.feeds.map((post) => post._id)).toEqual([banner._id]);
    expect(await suite.t.db.select().from(topics).where(eq(topics.id, Topic.banner.id))).toEqual([{ id: Topic.banner.id, name: Topic.banner.name }]);

    // The second banner finds the topic already there.
    expectSuccess(await callApi(suite.t, 'POST', '/admin/banners', admin, {
        title: 'Autumn reds',
        desktopImageUrl: '/media/uploads/d2.webp',
        mobileImageUrl: '/media/uploads/m2.webp',
        redirectionUrl: '/shop-wines',
        openIn: 'new_window',
      }));
    expect(await suite.t.db.select().from(topics).where(eq(topics.id, Topic.banner.id))).toHaveLength(1);
  });

  it('publishes a sommelier\'s first Wine Talks post', async () => {
    const author = await makeSommelier(suite.t.db);
    const post = expectSuccess<FeedPost>(
      await callApi(suite.t, 'POST', '/post/feed', await openSession(suite.t.db, author.id), {
        title: 'Why Riesling ages',
        content: '<p>It keeps for decades.</p>',
        imageUrl: '/media/uploads/cover.webp',
        scope: 'OPEN',
        topic: { id: Topic.wineTalks.id, name: 'Wine Talks' },
      }),
    );
    expect(post.topic).toEqual({ id: Topic.wineTalks.id, name: Topic.wineTalks.name });
  });
});

describe('ids in a console body must name rows of this shop', () => {
  const otherTenant = newId();

  it('refuses a retailer that is missing or another shop\'s, for wines, writing nothing', async () => {
    const foreign = await makeBusiness(suite.t.db, { tenantId: otherTenant });
    const wine = await makeWine(suite.t.db, { code: unique('KEEP'), businessId: suite.cast.business.id });
    const before = await auditCount(suite.t.db);
    for (const businessId of [newId(), foreign.id]) {
      const body = wineBody({ businessId });
      expectFailure(await callApi(suite.t, 'POST', '/admin/wines', admin, body), 400, ErrorCode.VALIDATION_FAILED, 'businessId: no such retailer');
      expect(await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.code, body.code))).toEqual([]);
      expectFailure(await callApi(suite.t, 'PATCH', `/admin/wines/${wine.id}`, admin, { businessId, title: 'Moved' }), 400, ErrorCode.VALIDATION_FAILED, 'businessId: no such retailer');
    }
    expect((await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.id, wine.id)))[0]).toMatchObject({ businessId: suite.cast.business.id, title: wine.title });
    expect(await auditCount(suite.t.db)).toBe(before);
  });

  it('refuses a missing or foreign retailer, sommelier or collection on a new event, writing nothing', async () => {
    const foreignBusiness = await makeBusiness(suite.t.db, { tenantId: otherTenant });
    const foreignSommelier = await makeSommelier(suite.t.db, { tenantId: otherTenant });
    const foreignCollection = await makeCollection(suite.t.db, { tenantId: otherTenant });
    const before = await auditCount(suite.t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ businessId: newId() }, 'businessId: no such retailer'],
      [{ businessId: foreignBusiness.id }, 'businessId: no such retailer'],
      [{ sommelierIds: [newId()] }, 'sommelierIds: not approved sommeliers'],
      [{ sommelierIds: [foreignSommelier.id] }, 'sommelierIds: not approved sommeliers'],
      [{ collectionIds: [newId()] }, 'collectionIds: not active collections'],
      [{ collectionIds: [foreignCollection.id] }, 'collectionIds: not active collections'],
    ];
    for (const [overrides, message] of cases) {
      const body = eventBody(overrides);
      expectFailure(await callApi(suite.t, 'POST', '/admin/events', admin, body), 400, ErrorCode.VALIDATION_FAILED, message);
      expect(await eventsTitled(body.title)).toEqual([]);
    }
    expect((await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.id, foreignCollection.id)))[0]?.eventId).toBeNull();
    expect(await auditCount(suite.t.db)).toBe(before);
  });

  it('refuses a foreign retailer, sommelier or collection on an event edit, changing nothing', async () => {
    const event = expectSuccess<AdminEvent>(await callApi(suite.t, 'POST', '/admin/events', admin, eventBody()));
    const cases: [Record<string, unknown>, string][] = [
      [{ businessId: (await makeBusiness(suite.t.db, { tenantId: otherTenant })).id }, 'businessId: no such retailer'],
      [{ sommelierIds: [(await makeSommelier(suite.t.db, { tenantId: otherTenant })).id] }, 'sommelierIds: not approved sommeliers'],
      [{ collectionIds: [(await makeCollection(suite.t.db, { tenantId: otherTenant })).id] }, 'collectionIds: not active collections'],
    ];
    const before = await auditCount(suite.t.db);
    for (const [body, message] of cases) {
      expectFailure(await callApi(suite.t, 'PATCH', `/admin/events/${event._id}`, admin, { ...body, title: 'Renamed' }), 400, ErrorCode.VALIDATION_FAILED, message);
    }
    expect((await eventsTitled(event.title))[0]).toMatchObject({ id: event._id, businessId: suite.cast.business.id });
    expect(await auditCount(suite.t.db)).toBe(before);
  });
});

describe('a retailer deleted while a console write runs', () => {
  /**
   * Deletes the retailer in a transaction of its own, sends `request` while that delete is not yet
   * committed, commits once the request waits on the row, and answers the request's response.
   * Checked outside the write's transaction, or without a lock, the retailer looks present and the
   * insert then fails on the foreign key: a 500.
   */
  async function deletedMidway(businessId: string, request: () => ReturnType<typeof callApi>) {
    let pending: ReturnType<typeof callApi> | undefined;
    await suite.t.db.transaction(async (tx) => {
      await tx.delete(businesses).where(eq(businesses.id, businessId));
      pending = request();
      // The request's own statement waits on the uncommitted delete's row lock.
      for (let attempt = 0; ; attempt += 1) {
        const waiting = await suite.t.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if ((waiting.rows[0]?.n ?? 0) > 0) break;
        if (attempt > 2000) throw new Error('the request never waited on the deleted retailer');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    });
    if (!pending) throw new Error('the request was never sent');
    return pending;
  }

  it('answers 400 for a new wine, not a foreign-key 500', async () => {
    const shop = await makeBusiness(suite.t.db);
    const body = wineBody({ businessId: shop.id });
    const response = await deletedMidway(shop.id, () => callApi(suite.t, 'POST', '/admin/wines', admin, body));
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'businessId: no such retailer');
    expect(await suite.t.db.select().from(catalogueItems).where(eq(catalogueItems.code, body.code))).toEqual([]);
  });

  it('answers 400 for a new event, not a foreign-key 500', async () => {
    const shop = await makeBusiness(suite.t.db);
    const body = eventBody({ businessId: shop.id });
    const response = await deletedMidway(shop.id, () => callApi(suite.t, 'POST', '/admin/events', admin, body));
    expectFailure(response, 400, ErrorCode.VALIDATION_FAILED, 'businessId: no such retailer');
    expect(await eventsTitled(body.title)).toEqual([]);
  });
});
