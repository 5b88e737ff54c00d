import { existsSync } from 'node:fs';
import { verify } from '@node-rs/argon2';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COLORS, VARIETALS } from '@wine/contract/catalogue';
import { REGIONS } from '@wine/contract/constants';
import { Topic } from '@wine/contract/topics';
import { moveActor, type OrderStatusValue } from '@wine/contract/order-status';
import { priceOrder } from '@wine/contract/pricing';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  addresses, businesses, catalogueItems, collectionChildren, commissions, coupons, eventSommeliers, events, feedPosts, orderEvents, orderItems, orders, payments,
  reviews, testGatewayIntents, testGatewayPaymentMethods, topics, users, clubCycleOrders,
} from '../../src/db/schema';
import { seedIfEmpty } from '../../src/seed';
import { mediaFilePath } from '../../src/seed/images/write';
import { localMediaStore } from '../../src/modules/media/store';
import { chargeKey } from '../../src/modules/payments/gateway';
import { usableCards } from '../../src/modules/payments/queries';
import { isNoShipState } from '@wine/contract/states';
import { countWines, topUpWines } from '../../src/seed/top-up';
import { createTestDatabase } from '../helpers/database';
import { countRows } from '../helpers/db';
import { BROKEN_PLACED_ORDERS_SQL } from '../helpers/invariants';

const quiet = { info: () => undefined };

interface SeededShop {
  database: Database;
  mediaDir: string;
}

async function seededShop(): Promise<SeededShop & { seeded: boolean }> {
  const database = await createTestDatabase();
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-seed-media-'));
  const seeded = await seedIfEmpty(database.db, { media: localMediaStore(mediaDir), log: quiet });
  return { database, mediaDir, seeded };
}

let shop: SeededShop & { seeded: boolean };
let other: SeededShop;
beforeAll(async () => {
  [shop, other] = await Promise.all([seededShop(), seededShop()]);
});
afterAll(async () => {
  for (const s of [shop, other]) {
    await s.database.close();
    await fs.rm(s.mediaDir, { recursive: true, force: true });
  }
});

const wines = (s: SeededShop) => s.database.db.select().from(catalogueItems).where(eq(catalogueItems.type, 'PRODUCT'));
const collections = (s: SeededShop) => s.database.db.select().from(catalogueItems).where(eq(catalogueItems.type, 'COLLECTION'));
const approvedSommeliers = async (s: SeededShop) =>
  (await s.database.db.select().from(users).where(eq(users.activeStatus, 'approved'))).filter((u) => u.type === 'sommelier');

describe('the demo seed on an empty database', () => {
  it('seeds a catalogue of at least 300 wines over every region, varietal and colour', async () => {
    expect(shop.seeded).toBe(true);
    const rows = await wines(shop);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((w) => w.region))).toEqual(new Set(REGIONS));
    expect([...VARIETALS].filter((v) => !rows.some((w) => w.varietal === v))).toEqual([]);
    expect(new Set(rows.map((w) => w.color))).toEqual(new Set(COLORS));
  });

  it('prices wines from $9 to $300, discounts some by 5-30% and leaves some inactive', async () => {
    const rows = await wines(shop);
    for (const w of rows) {
      expect(w.priceCents).toBeGreaterThanOrEqual(900);
      expect(w.priceCents).toBeLessThanOrEqual(30_000);
    }
    const discounted = rows.filter((w) => w.discountPercent !== null);
    expect(discounted.length).toBeGreaterThan(rows.length * 0.08);
    expect(discounted.length).toBeLessThan(rows.length * 0.25);
    expect(discounted.every((w) => w.discountPercent! >= 5 && w.discountPercent! <= 30)).toBe(true);
    const inactive = rows.filter((w) => !w.isActive).length;
    expect(inactive).toBeGreaterThan(0);
    expect(inactive).toBeLessThan(rows.length * 0.1);
  });

  it('stocks most wines with a few dozen bottles, some with their last 1-5 and a few with none', async () => {
    const stock = (await wines(shop)).map((w) => w.stock);
    const none = stock.filter((n) => n === 0).length;
    const few = stock.filter((n) => n >= 1 && n <= 5).length;
    const dozens = stock.filter((n) => n >= 12 && n <= 60).length;
    expect(none + few + dozens).toBe(stock.length);
    expect(none).toBeGreaterThan(0);
    expect(none).toBeLessThan(stock.length * 0.1);
    expect(few).toBeGreaterThan(stock.length * 0.04);
    expect(dozens).toBeGreaterThan(stock.length * 0.75);
  });

  it('fills every field of the wine page, with method only on some wines', async () => {
    const rows = await wines(shop);
    for (const w of rows) {
      expect(w).toMatchObject({ title: expect.any(String), producer: expect.any(String), vintage: expect.stringMatching(/^(\d{4}|NV)$/), code: expect.stringMatching(/^SL-[A-Z]{3}-\d{6}$/) });
      expect(['750 ml', '1.5 L']).toContain(w.size);
      expect(w.volumeInMl).toBe(w.size === '1.5 L' ? 1500 : 750);
      expect(['Still', 'Sparkling']).toContain(w.productType);
      expect(w.country && w.origin && w.businessId && w.iconUrl).toBeTruthy();
      expect(w.tastingNotes).toMatch(/^<p>.*<\/ul>$/);
      expect(w.tastingNotes).not.toMatch(/<script|on\w+=/i);
    }
    const champagnes = rows.filter((w) => w.region === 'Champagne');
    expect(champagnes.every((w) => w.productType === 'Sparkling' && w.method === 'Traditional Method')).toBe(true);
    expect(rows.some((w) => w.method === null)).toBe(true);
    expect(new Set(rows.map((w) => w.code)).size).toBe(rows.length);
  });

  it('adds three retailers that never ship to the FAQ’s excluded states', async () => {
    const rows = await shop.database.db.select().from(businesses);
    expect(rows).toHaveLength(3);
    for (const b of rows) {
      expect(b.deliveryFeeCents).toBeGreaterThan(0);
      expect(b.freeDeliveryThresholdCents).toBeGreaterThan(b.deliveryFeeCents);
      expect(b.deliversToStates.length).toBeGreaterThan(30);
      expect(b.deliversToStates.filter(isNoShipState)).toEqual([]);
    }
  });

  it('adds the demo retailer login, working for Hudson Valley Wine Merchants', async () => {
    const db = shop.database.db;
    const [staff] = await db.select().from(users).where(eq(users.email, 'retailer@sommlike.test'));
    const [business] = await db.select().from(businesses).where(eq(businesses.id, staff?.businessId ?? ''));
    expect(staff?.roles).toEqual(['retailer']);
    expect(business?.name).toBe('Hudson Valley Wine Merchants');
    expect(await verify(staff!.passwordHash!, 'Retailer123!')).toBe(true);
  });

  it('adds three upcoming events with their retailer, sommeliers, wines and collection', async () => {
    const db = shop.database.db;
    const rows = await db.select().from(events);
    expect(rows).toHaveLength(3);
    expect(rows.filter((e) => e.bookingUrl !== null)).toHaveLength(2);
    const approved = new Set((await approvedSommeliers(shop)).map((u) => u.id));
    for (const event of rows) {
      expect(event.startTime.getTime()).toBeGreaterThan(Date.now());
      expect(event.attachments.length).toBeGreaterThanOrEqual(1);
      const presenters = await db.select().from(eventSommeliers).where(eq(eventSommeliers.eventId, event.id)).orderBy(asc(eventSommeliers.position));
      expect(presenters.length).toBeGreaterThanOrEqual(2);
      expect(presenters.length).toBeLessThanOrEqual(3);
      expect(presenters.every((p) => approved.has(p.userId))).toBe(true);
      const items = await db.select().from(catalogueItems).where(eq(catalogueItems.eventId, event.id));
      const eventWines = items.filter((i) => i.type === 'PRODUCT');
      expect(eventWines.length).toBeGreaterThanOrEqual(6);
      expect(eventWines.every((w) => w.businessId === event.businessId && w.isActive)).toBe(true);
      const eventCollections = items.filter((i) => i.type === 'COLLECTION');
      expect(eventCollections).toHaveLength(1);
      expect(presenters.map((p) => p.userId)).toContain(eventCollections[0]!.createdBy);
    }
  });

  it('adds the picks, trending, by-moment, by-terroir and sommelier collections', async () => {
    const rows = await collections(shop);
    const [admin] = await shop.database.db.select().from(users).where(eq(users.email, 'admin@sommlike.test'));
    const picks = rows.filter((c) => c.isSommlikePicks);
    expect(picks).toHaveLength(1);
    expect(picks[0]!.createdBy).toBe(admin!.id);
    expect(rows.filter((c) => c.isTrending).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((c) => c.isByMoment).length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((c) => c.isByTerroir).length).toBeGreaterThanOrEqual(4);
    expect(rows.every((c) => c.priceCents === 0 && c.iconUrl)).toBe(true);
    for (const somm of await approvedSommeliers(shop)) {
      const own = rows.filter((c) => c.createdBy === somm.id && !c.eventId && !c.isTrending && !c.isByMoment && !c.isByTerroir);
      expect(own.length, somm.email).toBeGreaterThanOrEqual(2);
      expect(own.length, somm.email).toBeLessThanOrEqual(3);
      // One of their own (ids made in the same millisecond do not sort in the order they were made).
      expect(own.map((c) => ({ _id: c.id, title: c.title }))).toContainEqual(somm.customData.featuredCollection);
    }
  });

  it('fills every collection with 6 to 12 active wines, in order', async () => {
    const db = shop.database.db;
    const wineById = new Map((await wines(shop)).map((w) => [w.id, w]));
    for (const c of await collections(shop)) {
      const children = await db.select().from(collectionChildren).where(eq(collectionChildren.collectionId, c.id)).orderBy(asc(collectionChildren.position));
      expect(children.length, c.title).toBeGreaterThanOrEqual(6);
      expect(children.length, c.title).toBeLessThanOrEqual(12);
      expect(children.map((child) => child.position)).toEqual(children.map((_, i) => i));
      expect(children.every((child) => wineById.get(child.wineId)?.isActive === true), c.title).toBe(true);
    }
  });

  it('adds four banners by the admin, with desktop and mobile images and both openIn values', async () => {
    const db = shop.database.db;
    expect((await db.select().from(topics)).map((t) => t.id).sort()).toEqual([Topic.banner.id, Topic.wineTalks.id].sort());
    const banners = await db.select().from(feedPosts).where(eq(feedPosts.topicId, Topic.banner.id));
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@sommlike.test'));
    expect(banners).toHaveLength(4);
    for (const banner of banners) {
      expect(banner.userId).toBe(admin!.id);
      expect(banner.attachments).toHaveLength(2);
      expect(banner.attachments[0]!.url).toMatch(/-desktop\.svg$/);
      expect(banner.attachments[1]!.url).toMatch(/-mobile\.svg$/);
      expect(banner.customData.redirectionUrl).toMatch(/^\/[a-z-/]+$/);
    }
    expect(banners.filter((b) => b.customData.openIn === 'new_window')).toHaveLength(2);
    expect(banners.filter((b) => b.customData.openIn === 'same_window')).toHaveLength(2);
  });

  it('adds at least 12 Wine Talks posts by approved sommeliers, with covers and rich text', async () => {
    const posts = await shop.database.db.select().from(feedPosts).where(eq(feedPosts.topicId, Topic.wineTalks.id)).orderBy(asc(feedPosts.id));
    const approved = new Set((await approvedSommeliers(shop)).map((u) => u.id));
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const post of posts) {
      expect(approved.has(post.userId)).toBe(true);
      expect(post.attachments).toHaveLength(1);
      expect(post.content).toMatch(/<h2>/);
      expect((post.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(post.content).toMatch(/<(ul|ol)><li>/);
      expect(post.content).not.toMatch(/<script|on\w+=/i);
      // Normal spaces between words, so the post page wraps between them (issue 15).
      expect(post.content).not.toMatch(/\u00a0|&nbsp;/);
      expect(post.createdAt.getTime()).toBeLessThan(Date.now());
    }
    // Newest id is the newest post, as `sort=-_id` expects.
    const dates = posts.map((p) => p.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('adds offers: visible coupons for Available Offers and one that is not listed', async () => {
    const rows = await shop.database.db.select().from(coupons);
    expect(rows.filter((row) => row.isVisible && row.isActive).length).toBeGreaterThanOrEqual(2);
    expect(rows.some((row) => !row.isVisible)).toBe(true);
    expect(rows.every((row) => row.code === row.code.toUpperCase() && row.validUntil !== null)).toBe(true);
  });

  it('writes an SVG file for every image URL it uses', async () => {
    const db = shop.database.db;
    const urls = [
      ...(await db.select().from(users)).flatMap((u) => [u.profilePicture, u.coverPicture]),
      ...(await db.select().from(catalogueItems)).map((c) => c.iconUrl),
      ...(await db.select().from(events)).flatMap((e) => e.attachments.map((a) => a.url)),
      ...(await db.select().from(feedPosts)).flatMap((p) => p.attachments.map((a) => a.url)),
    ].filter((url): url is string => url !== null);
    expect(urls.length).toBeGreaterThan(350);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/media\/demo\/[a-z]+\/[a-z0-9-]+\.svg$/);
      const svg = await fs.readFile(mediaFilePath(shop.mediaDir, url), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
    }
    const sommeliers = await approvedSommeliers(shop);
    expect(sommeliers.every((u) => u.profilePicture && u.coverPicture)).toBe(true);
  });

  it('rates most wines on sale with reviews whose stars the kept ratings match, sommeliers and a verified purchase among them', async () => {
    const db = shop.database.db;
    const rows = (await wines(shop)).filter((w) => w.isActive && !w.eventId);
    const written = await db.select().from(reviews);
    const starsOf = new Map<string, number[]>();
    for (const review of written) {
      const stars = starsOf.get(review.wineId) ?? [0, 0, 0, 0, 0];
      stars[review.rating - 1]! += 1;
      starsOf.set(review.wineId, stars);
    }
    // Every wine's kept star counts are exactly its reviews' (none hidden in the demo).
    for (const wine of await wines(shop)) expect(wine.ratingDistribution).toEqual(starsOf.get(wine.id) ?? [0, 0, 0, 0, 0]);
    const rated = rows.filter((w) => (w.ratingCount ?? 0) > 0);
    expect(rated.length).toBeGreaterThan(rows.length * 0.45);
    expect(new Set(written.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(written.filter((review) => review.text === null).length).toBeGreaterThan(0);
    const approved = new Set((await approvedSommeliers(shop)).map((u) => u.id));
    expect(written.filter((review) => review.bySommelier).every((review) => approved.has(review.userId))).toBe(true);
    expect(written.filter((review) => !review.bySommelier).every((review) => !approved.has(review.userId))).toBe(true);
    expect(written.some((review) => review.bySommelier)).toBe(true);

    // The demo buyer's one order was delivered (picked up); she reviewed each of its wines. The
    // clubs' past boxes (seed/clubs.ts) are orders of their own.
    const [buyer] = await db.select().from(users).where(eq(users.email, 'priya@sommlike.test'));
    const clubOrders = new Set((await db.select({ orderId: clubCycleOrders.orderId }).from(clubCycleOrders)).map((row) => row.orderId));
    const placed = (await db.select().from(orders)).filter((order) => !clubOrders.has(order.id));
    expect(placed.map((order) => [order.userId, order.status])).toEqual([[buyer!.id, 'COMPLETED']]);
    const bought = await db.select().from(orderItems).where(eq(orderItems.orderId, placed[0]!.id));
    expect(bought.length).toBe(3);
    for (const line of bought) expect(written.some((review) => review.wineId === line.catalogueId && review.userId === buyer!.id)).toBe(true);
  });

  it("stores the buyer's order as one placed, charged and picked up: priced as the checkout prices it, charged to her saved Visa, every move in its history", async () => {
    const db = shop.database.db;
    expect((await db.execute(sql.raw(BROKEN_PLACED_ORDERS_SQL))).rows).toEqual([]);
    const [order] = await db.select().from(orders);
    const [buyer] = await db.select().from(users).where(eq(users.id, order!.userId));
    const [retailer] = await db.select().from(businesses).where(eq(businesses.id, order!.businessId!));
    expect(order).toMatchObject({ deliveryMode: 'pickup', deliveryAddress: null, couponId: null, eventId: null, contactNumber: expect.stringMatching(/^\+1\d{10}$/) });
    expect(order!.orderNumber).toBeGreaterThanOrEqual(100_001);

    // Lines at their wines' prices and offers; totals by the pricing function, taxed at the retailer's state.
    const lines = await db
      .select({ line: orderItems, wine: catalogueItems })
      .from(orderItems)
      .innerJoin(catalogueItems, eq(catalogueItems.id, orderItems.catalogueId))
      .where(eq(orderItems.orderId, order!.id));
    for (const { line, wine } of lines) {
      expect(line).toMatchObject({ unitPriceCents: wine.priceCents, discountPercent: wine.discountPercent, affiliateUserId: null });
      expect(wine.businessId).toBe(retailer!.id);
    }
    const pricing = priceOrder({
      lines: lines.map(({ line }) => ({ unitPriceCents: line.unitPriceCents!, quantity: line.quantity, discountPercent: line.discountPercent })),
      fulfilment: { mode: 'pickup', state: retailer!.state },
      retailer: { deliveryFeeCents: retailer!.deliveryFeeCents, freeDeliveryThresholdCents: retailer!.freeDeliveryThresholdCents },
    });
    expect(pricing.taxCents).toBeGreaterThan(0);
    expect(order).toMatchObject({
      subtotalCents: pricing.subtotalCents, offerDiscountCents: pricing.offerDiscountCents, couponDiscountCents: 0,
      taxCents: pricing.taxCents, deliveryFeeCents: 0, totalCents: pricing.totalCents,
    });
    expect(await db.select().from(commissions)).toEqual([]);

    // Billed to her saved address, charged to her saved test Visa, which she can still pay with.
    const [billing] = await db.select().from(addresses).where(eq(addresses.userId, buyer!.id));
    expect(billing).toMatchObject({ kind: 'billing', state: retailer!.state });
    expect(order!.billingAddress).toMatchObject({ _id: billing!.id, contactDetails: { contactNumber: order!.contactNumber } });
    const cards = await usableCards(db, buyer!.id, 'test', new Date());
    expect(cards.map((card) => [card.id, card.brand, card.last4])).toEqual([[order!.paymentCardId, 'visa', '4242']]);
    const [method] = await db.select().from(testGatewayPaymentMethods).where(eq(testGatewayPaymentMethods.id, cards[0]!.providerPaymentMethodId));
    expect(method).toMatchObject({ customerId: cards[0]!.providerCustomerId, behavior: 'succeed', last4: '4242' });

    // One succeeded off-session charge of the total, under the nightly charge's key, on the gateway too.
    const charges = await db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(charges).toMatchObject([{ kind: 'charge', provider: 'test', status: 'succeeded', amountCents: order!.totalCents, idempotencyKey: chargeKey(order!.id) }]);
    const [intent] = await db.select().from(testGatewayIntents).where(eq(testGatewayIntents.id, charges[0]!.providerRef!));
    expect(intent).toMatchObject({ purpose: 'charge', status: 'succeeded', offSession: true, amountCents: order!.totalCents, paymentMethodId: method!.id });

    // Its history: each move one the state machine allows its actor, ending where the order is.
    const [staff] = await db.select().from(users).where(eq(users.businessId, retailer!.id));
    const history = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id)).orderBy(asc(orderEvents.createdAt));
    expect(history.map((event) => event.toStatus)).toEqual(['ASSIGN', 'CONFIRMED', 'CHARGED', 'READY_FOR_PICKUP', 'COMPLETED']);
    const actorOf = { shopper: buyer!.id, payment: null, staff: staff!.id, admin: undefined };
    let status = 'OPEN';
    for (const event of history) {
      expect(event.fromStatus).toBe(status);
      const actor = moveActor(status, event.toStatus as OrderStatusValue);
      expect(actor).toBeDefined();
      expect(event.actorUserId).toBe(actorOf[actor!]);
      status = event.toStatus;
    }
    const at = (to: string) => history.find((event) => event.toStatus === to)!.createdAt;
    expect(order).toMatchObject({ placedAt: at('CONFIRMED'), chargedAt: at('CHARGED'), completedAt: at('COMPLETED'), ageCheckedAt: at('COMPLETED'), ageCheckedBy: staff!.id });
    expect(order!.createdAt.getTime()).toBeLessThan(order!.placedAt!.getTime());
  });

  it('changes nothing when run again on a database that has a shop', async () => {
    const before = await Promise.all([users, catalogueItems, collectionChildren, feedPosts, events].map((t) => countRows(shop.database.db, t)));
    expect(await seedIfEmpty(shop.database.db, { media: localMediaStore(shop.mediaDir), log: quiet })).toBe(false);
    const after = await Promise.all([users, catalogueItems, collectionChildren, feedPosts, events].map((t) => countRows(shop.database.db, t)));
    expect(after).toEqual(before);
  });

  it('produces the same content on a second fresh database', async () => {
    const content = async (s: SeededShop) => {
      const db = s.database.db;
      const items = await db.select().from(catalogueItems);
      const titleOf = new Map(items.map((i) => [i.id, i.title]));
      const children = await db.select().from(collectionChildren);
      return {
        wines: items.filter((i) => i.type === 'PRODUCT').map((w) => [w.code, w.title, w.priceCents, w.discountPercent, w.isActive, w.tastingNotes].join('|')).sort(),
        collections: items
          .filter((i) => i.type === 'COLLECTION')
          .map((c) => `${c.title}: ${children.filter((ch) => ch.collectionId === c.id).sort((a, b) => a.position - b.position).map((ch) => titleOf.get(ch.wineId)).join(', ')}`)
          .sort(),
        events: (await db.select().from(events)).map((e) => `${e.title}|${e.description}|${e.bookingUrl}`).sort(),
        posts: (await db.select().from(feedPosts)).map((p) => `${p.title}|${p.content}|${JSON.stringify(p.customData)}`).sort(),
      };
    };
    expect(await content(other)).toEqual(await content(shop));
    const files = async (dir: string) =>
      Promise.all(
        (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map(async (entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), await fs.readFile(path.join(entry.parentPath, entry.name), 'utf8')].join('\n'))
          .sort(),
      );
    expect((await files(other.mediaDir)).sort()).toEqual((await files(shop.mediaDir)).sort());
  });
});

describe('topping the catalogue up to N wines', () => {
  it('adds generated wines until the catalogue holds N, and nothing once it does', async () => {
    const before = await countWines(other.database.db);
    expect(await topUpWines(other.database, 500)).toBe(500 - before);
    expect(await countWines(other.database.db)).toBe(500);
    expect(await topUpWines(other.database, 400)).toBe(0);
    expect(await countWines(other.database.db)).toBe(500);

    const rows = await wines(other);
    expect(new Set(rows.map((w) => w.code)).size).toBe(500);
    const retailers = new Set((await other.database.db.select().from(businesses)).map((b) => b.id));
    for (const w of rows) {
      expect(retailers.has(w.businessId!)).toBe(true);
      expect(existsSync(mediaFilePath(other.mediaDir, w.iconUrl!))).toBe(true);
    }
    expect(rows.filter((w) => w.stock > 0).length).toBeGreaterThan(rows.length * 0.85);
  });
});

describe('a large top-up, loaded without the catalogue\'s secondary indexes', () => {
  const indexDefinitions = async (s: SeededShop) =>
    (await s.database.pool.query(`SELECT indexdef FROM pg_indexes WHERE tablename = 'catalogue_items' ORDER BY 1`)).rows;
  // Wine ids are new on each run: the change log's rows are compared by their wine's code.
  const loggedChanges = async (s: SeededShop) =>
    (await s.database.pool.query(`SELECT w.code FROM catalogue_changes c JOIN catalogue_items w ON w.id = c.wine_id ORDER BY w.code`)).rows;
  const enabledTriggers = async (s: SeededShop) =>
    (await s.database.pool.query(`SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid = 'catalogue_items'::regclass AND NOT tgisinternal ORDER BY 1`)).rows;

  let rowByRow: SeededShop;
  let bulk: SeededShop;
  beforeAll(async () => {
    [rowByRow, bulk] = await Promise.all([seededShop(), seededShop()]);
    const wanted = (await countWines(bulk.database.db)) + 1500;
    await topUpWines(rowByRow.database, wanted);
    await topUpWines(bulk.database, wanted, undefined, { bulkLoadFrom: 1000 });
  });
  afterAll(async () => {
    for (const s of [rowByRow, bulk]) {
      await s.database.close();
      await fs.rm(s.mediaDir, { recursive: true, force: true });
    }
  });

  it('leaves the same indexes and triggers as adding the wines row by row, each wine in the change log', async () => {
    expect(await countWines(bulk.database.db)).toBe(await countWines(rowByRow.database.db));
    const indexes = await indexDefinitions(bulk);
    expect(indexes).toContainEqual({ indexdef: expect.stringMatching(/catalogue_wines_region_color_price_idx ON public\.catalogue_items/) });
    expect(indexes).toEqual(await indexDefinitions(rowByRow));
    expect(await enabledTriggers(bulk)).toEqual(await enabledTriggers(rowByRow));
    const changes = await loggedChanges(bulk);
    expect(changes.length).toBeGreaterThan(1500);
    expect(changes).toEqual(await loggedChanges(rowByRow));
  });
});
