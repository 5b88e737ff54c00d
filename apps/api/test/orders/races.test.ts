import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Cart } from '@wine/contract/cart';
import type { PlacedOrder, Pricing } from '@wine/contract/checkout';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { parsePrice } from '@wine/contract/money';
import type { FollowRecord } from '@wine/contract/social';
import type { OwnUser } from '@wine/contract/users';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, couponRedemptions, coupons, follows, orderItems, orders, payments, testGatewayIntents } from '../../src/db/schema';
import { chargeDueOrders } from '../../src/modules/payments/service';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeSommelier, makeWine } from '../helpers/fixtures';
import { makeConfirmedOrder, saveTestCard, serviceContext, urlOf } from '../helpers/payments';
import { countCases } from '../helpers/reliability';
import { signUp, signUpVerified } from '../helpers/users';

/**
 * Many calls at the same moment on the same rows (double clicks, two tabs, two processes): counts
 * and money must come out exact. Each test counts the concurrent rounds it ran for
 * `npm run reliability`. (Confirming one cart 20 times and a single-use coupon are in
 * checkout.test.ts, two pools charging at once in payments-charge.test.ts.)
 */

let t: TestApp;
let retailer: { id: string };
let otherRetailer: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  retailer = await makeBusiness(t.db, { state: 'NY' });
  otherRetailer = await makeBusiness(t.db, { state: 'CA' });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Shopper = Awaited<ReturnType<typeof signUp>>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const openCart = (s: Shopper) => call('POST', '/api/order', s.auth, { status: 'OPEN' });
const setItem = (s: Shopper, cartId: string, catalogueId: string, quantity: number) =>
  call('PATCH', `/api/order/${cartId}/item`, s.auth, { catalogueId, quantity });
const linesOf = (orderId: string) => t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const times = <T>(n: number, make: (index: number) => T) => Array.from({ length: n }, (_, index) => make(index));

/** A shopper with a saved card and a billing address, and a cart holding `lines` of `retailer`'s wines. */
async function shopperWithCart(lines: { priceCents: number; quantity: number }[]) {
  const shopper = await signUpVerified(t.app, t.db);
  const billing = { address: { addressLine1: '100 Vineyard Avenue', zip: '10118', customData: { firstName: 'Ann', lastName: 'Lee' } }, contactDetails: { contactNumber: '2125550123' } };
  const user = expectSuccess<OwnUser>(await call('PATCH', `/api/users/${shopper.user._id}`, shopper.auth, { billingAddress: [billing] }));
  const cart = expectSuccess<Cart>(await openCart(shopper));
  for (const line of lines) {
    const wine = await makeWine(t.db, { businessId: retailer.id, priceCents: line.priceCents });
    expectSuccess(await setItem(shopper, cart._id, wine.id, line.quantity));
  }
  const card = await saveTestCard(t.db, shopper.user._id);
  return { shopper, cart, card, billingAddressId: user.billingAddress[0]!._id };
}
type Setup = Awaited<ReturnType<typeof shopperWithCart>>;

const confirm = (setup: Setup, extra: object = {}) =>
  call('PATCH', `/api/order/${setup.cart._id}/confirm`, setup.shopper.auth, {
    paymentMethod: { type: 'CARD', cardId: setup.card.id },
    deliveryType: 'pickup',
    billingAddressId: setup.billingAddressId,
    businessId: retailer.id,
    eventId: null,
    ...extra,
  });

const quoteTotal = async (setup: Setup, voucherCode?: string) =>
  parsePrice(
    expectSuccess<{ order: Pricing }>(
      await call('POST', '/api/order/catalogue/quotation?isOrder=true', setup.shopper.auth, { orderId: setup.cart._id, deliveryType: 'pickup', ...(voucherCode ? { voucherCode } : {}) }),
    ).order.actualAmount,
  );

describe('cart adds from two tabs', () => {
  it('keeps one cart when several tabs create it at once', async (context) => {
    for (let round = 0; round < 3; round++) {
      const shopper = await signUp(t.app);
      const answers = await Promise.all(times(6, () => openCart(shopper)));
      expect(new Set(answers.map((answer) => expectSuccess<Cart>(answer)._id)).size).toBe(1);
      expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.user._id))).toHaveLength(1);
      countCases(context, 1);
    }
  });

  it('keeps every wine added at once from one retailer', async (context) => {
    const shopper = await signUp(t.app);
    const cart = expectSuccess<Cart>(await openCart(shopper));
    const wines = await Promise.all(times(10, () => makeWine(t.db, { businessId: retailer.id })));
    const answers = await Promise.all(wines.map((wine, index) => setItem(shopper, cart._id, wine.id, index + 1)));
    answers.forEach((answer) => expectSuccess(answer));
    countCases(context, 1);
    const lines = await linesOf(cart._id);
    expect(lines.map((line) => [line.catalogueId, line.quantity]).sort()).toEqual(wines.map((wine, index) => [wine.id, index + 1]).sort());
    expect((await orderRow(cart._id)).businessId).toBe(retailer.id);
  });

  it('lets one retailer win when two tabs fill an empty cart from two retailers at once', async (context) => {
    for (let round = 0; round < 5; round++) {
      const shopper = await signUp(t.app);
      const cart = expectSuccess<Cart>(await openCart(shopper));
      const [ours, theirs] = await Promise.all([makeWine(t.db, { businessId: retailer.id }), makeWine(t.db, { businessId: otherRetailer.id })]);
      const answers = await Promise.all([setItem(shopper, cart._id, ours.id, 1), setItem(shopper, cart._id, theirs.id, 2)]);
      countCases(context, 1);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expectFailure(answers.find((answer) => answer.statusCode === 409)!, 409, ErrorCode.CART_SOURCE_CONFLICT);
      const winner = answers[0]!.statusCode === 200 ? ours : theirs;
      expect((await linesOf(cart._id)).map((line) => line.catalogueId)).toEqual([winner.id]);
      expect((await orderRow(cart._id)).businessId).toBe(winner.businessId);
    }
  });

  it('keeps one line with one of the quantities when two tabs set the same wine at once', async (context) => {
    const shopper = await signUp(t.app);
    const cart = expectSuccess<Cart>(await openCart(shopper));
    const wine = await makeWine(t.db, { businessId: retailer.id });
    for (let round = 0; round < 4; round++) {
      const quantities = [round + 2, round + 7];
      (await Promise.all(quantities.map((quantity) => setItem(shopper, cart._id, wine.id, quantity)))).forEach((answer) => expectSuccess(answer));
      countCases(context, 1);
      const lines = await linesOf(cart._id);
      expect(lines).toHaveLength(1);
      expect(quantities).toContain(lines[0]!.quantity);
    }
  });

  it('places exactly the lines it priced when one tab changes the cart while another confirms it', async (context) => {
    for (let round = 0; round < 4; round++) {
      const setup = await shopperWithCart([{ priceCents: 2000, quantity: 1 }]);
      const extra = await makeWine(t.db, { businessId: retailer.id, priceCents: 3500 });
      const [placed, changed] = await Promise.all([confirm(setup), setItem(setup.shopper, setup.cart._id, extra.id, 2)]);
      countCases(context, 1);
      const order = await orderRow(setup.cart._id);
      const lines = await linesOf(setup.cart._id);
      if (changed.statusCode === 200) {
        expect(lines).toHaveLength(2);
      } else {
        // The order was placed first: the change is refused and the order keeps its one line.
        expectFailure(changed, 409, ErrorCode.ORDER_STATE_CONFLICT);
        expect(lines).toHaveLength(1);
      }
      if (placed.statusCode === 200) {
        expect(order.status).toBe('CONFIRMED');
        const priced = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents!, 0);
        expect(order.subtotalCents).toBe(priced);
        expect(expectSuccess<PlacedOrder>(placed).items).toHaveLength(lines.length);
      } else {
        // The cart changed between the screens: nothing was placed, the cart is open with every line.
        expect(order.status).toBe('OPEN');
        expect(lines.every((line) => line.unitPriceCents === null)).toBe(true);
      }
    }
  });
});

describe('coupon redemptions', () => {
  it('redeems a coupon limited to 3 uses exactly 3 times when 12 shoppers use it at once, money exact', async (context) => {
    const [coupon] = await t.db
      .insert(coupons)
      .values({ id: newId(), tenantId: SHOP_TENANT_ID, code: `RACE${newId().slice(-6).toUpperCase()}`, description: '10% off', percentBasisPoints: 1000, totalLimit: 3 })
      .returning();
    const setups = await Promise.all(times(12, () => shopperWithCart([{ priceCents: 2000, quantity: 1 }, { priceCents: 1250, quantity: 3 }])));
    const expectedTotal = await quoteTotal(setups[0]!, coupon!.code);
    const answers = await Promise.all(setups.map((setup) => confirm(setup, { voucherCode: coupon!.code })));
    countCases(context, 1);

    const won = setups.filter((_, index) => answers[index]!.statusCode === 200);
    expect(won).toHaveLength(3);
    answers.filter((answer) => answer.statusCode !== 200).forEach((answer) => expectFailure(answer, 422, ErrorCode.COUPON_NOT_VALID));
    const placed = await t.db.select().from(orders).where(inArray(orders.id, won.map((setup) => setup.cart._id)));
    const redemptions = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon!.id));
    expect(redemptions.map((row) => row.orderId).sort()).toEqual(placed.map((order) => order.id).sort());
    // 10% of $57.50 on each order, and the redemptions add up to the discounts the orders carry.
    for (const order of placed) expect(order).toMatchObject({ status: 'CONFIRMED', couponId: coupon!.id, couponDiscountCents: 575, subtotalCents: 5750, totalCents: expectedTotal });
    expect(redemptions.reduce((sum, row) => sum + row.discountCents, 0)).toBe(3 * 575);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedCount).toBe(3);
    const lost = setups.filter((_, index) => answers[index]!.statusCode !== 200);
    for (const setup of lost) expect(await orderRow(setup.cart._id)).toMatchObject({ status: 'OPEN', couponId: null, totalCents: null });
  });
});

describe('likes and follows from many parallel calls', () => {
  const like = (s: Shopper, catalogueId: string) => call('POST', '/api/post/action/feed', s.auth, { type: 'BOOKMARK', catalogueId });
  const unlike = (s: Shopper, actionId: string) => call('DELETE', `/api/post/action/${actionId}`, s.auth);
  const follow = (s: Shopper, followId: string) => call('POST', '/api/user/social/follow', s.auth, { followId });
  const unfollow = (s: Shopper, recordId: string) => call('DELETE', `/api/user/social/follow/${recordId}`, s.auth);
  const likesOf = (catalogueId: string) => t.db.select().from(bookmarks).where(eq(bookmarks.catalogueId, catalogueId));

  it('keeps one like per shopper and wine, however many tabs like it at once', async (context) => {
    const wine = await makeWine(t.db);
    const shoppers = await Promise.all(times(10, () => signUp(t.app)));
    const answers = await Promise.all(shoppers.flatMap((shopper) => times(4, () => like(shopper, wine.id))));
    countCases(context, 1);
    const marks = answers.map((answer) => expectSuccess<{ _id: string }>(answer)._id);
    // Every tab of one shopper got the same like.
    shoppers.forEach((_, index) => expect(new Set(marks.slice(index * 4, index * 4 + 4)).size).toBe(1));
    expect(await likesOf(wine.id)).toHaveLength(shoppers.length);
  });

  it('ends with the like or without it, consistently, when likes and unlikes cross', async (context) => {
    const wine = await makeWine(t.db);
    const shopper = await signUp(t.app);
    for (let round = 0; round < 5; round++) {
      const mark = expectSuccess<{ _id: string }>(await like(shopper, wine.id));
      const answers = await Promise.all([unlike(shopper, mark._id), like(shopper, wine.id), unlike(shopper, mark._id), like(shopper, wine.id)]);
      countCases(context, 1);
      answers.forEach((answer) => expect([200, 404]).toContain(answer.statusCode));
      const rows = await likesOf(wine.id);
      expect(rows.length).toBeLessThanOrEqual(1);
      const listed = expectSuccess<{ total: number }>(await call('GET', '/api/post/action/catalogue?type=BOOKMARK&limit=100&skip=0', shopper.auth));
      expect(listed.total).toBe(rows.length);
    }
  });

  it('keeps the follower count equal to the follows under concurrent follows and unfollows', async (context) => {
    const sommelier = await makeSommelier(t.db);
    const fans = await Promise.all(times(12, () => signUp(t.app)));
    // Every fan follows three times at once: one follow each, counted once.
    const records = await Promise.all(fans.flatMap((fan) => times(3, () => follow(fan, sommelier.id))));
    countCases(context, 1);
    const ids = records.map((answer) => expectSuccess<FollowRecord>(answer).id);
    expect((await userRow(t.db, sommelier.id)).followersCount).toBe(12);

    // Half unfollow (twice at once) while the other half follow again.
    const crossing = fans.flatMap((fan, index) =>
      index % 2 === 0 ? [unfollow(fan, ids[index * 3]!), unfollow(fan, ids[index * 3]!)] : [follow(fan, sommelier.id)],
    );
    (await Promise.all(crossing)).forEach((answer) => expect([200, 404]).toContain(answer.statusCode));
    countCases(context, 1);
    const rows = await t.db.select().from(follows).where(eq(follows.followId, sommelier.id));
    expect(rows).toHaveLength(6);
    expect((await userRow(t.db, sommelier.id)).followersCount).toBe(6);
  });
});

describe('the nightly charge in two processes', () => {
  /** 23:45 in New York on 15 January 2030: after the cut-off; the orders were placed that morning. */
  const NIGHT = new Date('2030-01-16T04:45:00Z');
  const PLACED = new Date('2030-01-15T14:00:00Z');
  const run = promisify(execFile);

  it('charges each order once, for its exact total, with two job processes and this one at once', async (context) => {
    const created = [];
    for (let n = 0; n < 6; n++) {
      const shopper = await signUp(t.app);
      const card = await saveTestCard(t.db, shopper.user._id);
      const wine = await makeWine(t.db, { businessId: retailer.id, priceCents: 1999 + n });
      created.push(
        await makeConfirmedOrder(t.db, {
          userId: shopper.user._id,
          cardId: card.id,
          totalCents: 2 * (1999 + n) + 37,
          placedAt: PLACED,
          lines: [{ catalogueId: wine.id, quantity: 2, unitPriceCents: 1999 + n }],
        }),
      );
    }
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-races-jobs-'));
    const job = () =>
      run(process.execPath, ['--import', 'tsx', 'src/jobs-cli.ts', 'charge-orders', '--now', NIGHT.toISOString()], {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        env: { ...process.env, DATABASE_URL: urlOf(t.db), DATA_DIR: dataDir, LOG_LEVEL: 'silent', INIT_CWD: '' },
        // Starting a process under tsx takes a minute on a busy machine.
        timeout: 300_000,
      });
    try {
      await Promise.all([job(), job(), chargeDueOrders(serviceContext(t.db), NIGHT)]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    countCases(context, 1);

    const ids = created.map((order) => order.id);
    const charged = await t.db.select().from(payments).where(inArray(payments.orderId, ids));
    expect(charged.map((row) => row.orderId).sort()).toEqual([...ids].sort());
    for (const order of created) {
      expect((await orderRow(order.id)).status).toBe('CHARGED');
      expect(charged.find((row) => row.orderId === order.id)).toMatchObject({ kind: 'charge', status: 'succeeded', amountCents: order.totalCents });
    }
    const intents = await t.db.select().from(testGatewayIntents).where(inArray(testGatewayIntents.idempotencyKey, charged.map((row) => row.idempotencyKey)));
    expect(intents).toHaveLength(created.length);
    expect(intents.reduce((sum, intent) => sum + intent.amountCents, 0)).toBe(created.reduce((sum, order) => sum + order.totalCents!, 0));
  }, 600_000);
});
