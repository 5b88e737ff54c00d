/**
 * Stock on the shopper's side (issue 32, docs/decisions/0049-stock-reservation.md): the cart never
 * takes more bottles than a wine has, placing an order takes them atomically (the 50-shopper race),
 * cancelling puts them back, and a failed charge not paid within PAYMENT_WINDOW_HOURS releases them.
 */
import type { Cart } from '@wine/contract/cart';
import type { PlacedOrder, Pricing } from '@wine/contract/checkout';
import { PAYMENT_WINDOW_HOURS, UNPAID_BOTTLES_PER_ACCOUNT, UNPAID_BOTTLES_PER_WINE } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import type { RetailerStockList, RetailerStockWine } from '@wine/contract/retailer-stock';
import type { OwnUser } from '@wine/contract/users';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, catalogueItems, coupons, orderItems, orders, outboxEmails } from '../../src/db/schema';
import { expireUnpaidOrders } from '../../src/modules/orders/payment-expiry';
import { chargeDueOrders } from '../../src/modules/payments/service';
import { consoleSuite } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeWine } from '../helpers/fixtures';
import { Cards, saveTestCard, serviceContext } from '../helpers/payments';
import { countCases } from '../helpers/reliability';
import { insertAccount, openSession } from '../helpers/users';

const suite = consoleSuite();
let retailer: { id: string };
let admin: Record<string, string>;
beforeAll(async () => {
  retailer = await makeBusiness(suite.t.db, { state: 'NY' });
  admin = await suite.cast.admin();
});

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Headers, payload?: object) =>
  suite.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const HOUR_MS = 60 * 60_000;
/** Far enough ahead that every order placed now is past the nightly charge's cut-off. */
const chargeNight = () => new Date(Date.now() + 2 * 24 * HOUR_MS);

const stockOf = async (wineId: string) => (await suite.t.db.select({ stock: catalogueItems.stock }).from(catalogueItems).where(eq(catalogueItems.id, wineId)))[0]!.stock;
const orderOf = async (orderId: string) => (await suite.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const stockAudit = (wineId: string) =>
  suite.t.db.select().from(auditLog).where(and(eq(auditLog.entityId, wineId), eq(auditLog.action, 'wine.stock'))).orderBy(auditLog.createdAt);

interface Shopper {
  id: string;
  auth: Headers;
  email: string;
  cardId: string;
  billingAddressId: string;
}

/** A shopper with a saved card (visa unless told) and a billing address, made without the API's sign-up cost. */
async function newShopper(card: string = Cards.visa, account: Parameters<typeof insertAccount>[1] = {}): Promise<Shopper> {
  const { row } = await insertAccount(suite.t.db, account);
  const auth = await openSession(suite.t.db, row.id);
  const billing = { address: { addressLine1: '100 Vineyard Avenue', zip: '10118', customData: { firstName: 'Ann', lastName: 'Lee' } }, contactDetails: { contactNumber: '2125550123' } };
  const user = expectSuccess<OwnUser>(await call('PATCH', `/api/users/${row.id}`, auth, { billingAddress: [billing] }));
  const saved = await saveTestCard(suite.t.db, row.id, card);
  return { id: row.id, auth, email: row.email, cardId: saved.id, billingAddressId: user.billingAddress[0]!._id };
}

const openCart = async (shopper: Shopper) => expectSuccess<Cart>(await call('POST', '/api/order', shopper.auth, { status: 'OPEN' }));
const setItem = (shopper: Shopper, cartId: string, catalogueId: string, quantity: number) =>
  call('PATCH', `/api/order/${cartId}/item`, shopper.auth, { catalogueId, quantity });
const confirm = (shopper: Shopper, cartId: string) =>
  call('PATCH', `/api/order/${cartId}/confirm`, shopper.auth, {
    paymentMethod: { type: 'CARD', cardId: shopper.cardId },
    deliveryType: 'pickup',
    billingAddressId: shopper.billingAddressId,
    businessId: retailer.id,
    eventId: null,
  });
const quote = async (shopper: Shopper, cartId: string) =>
  expectSuccess<{ order: Pricing }>(await call('POST', '/api/order/catalogue/quotation?isOrder=true', shopper.auth, { orderId: cartId, deliveryType: 'pickup' })).order;

/** A new cart of the shopper's holding `quantity` bottles of the wine. */
async function cartOf(shopper: Shopper, wineId: string, quantity: number) {
  const cart = await openCart(shopper);
  expectSuccess(await setItem(shopper, cart._id, wineId, quantity));
  return cart;
}

/** A new shopper whose cart holds `quantity` bottles of the wine. */
async function cartWith(wineId: string, quantity: number, card?: string) {
  const shopper = await newShopper(card);
  return { shopper, cart: await cartOf(shopper, wineId, quantity) };
}

/** A shopper's placed order of `quantity` bottles of the wine. */
async function placedOrder(wineId: string, quantity: number, card?: string) {
  const { shopper, cart } = await cartWith(wineId, quantity, card);
  const placed = expectSuccess<PlacedOrder>(await confirm(shopper, cart._id));
  return { shopper, orderId: placed._id };
}

describe('the wire', () => {
  it('shows each wine with its bottles on hand', async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 7 });
    const answer = expectSuccess<{ customData: { product: { stock: number } } }>(await call('GET', `/api/catalogue/${wine.id}`, {}));
    expect(answer.customData.product.stock).toBe(7);
  });
});

describe('the cart', () => {
  it('refuses adding or raising a line above the stock, naming the wine, and changes nothing', async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 3, title: 'Cellar Three Cabernet' });
    const shopper = await newShopper();
    const cart = await openCart(shopper);
    expectFailure(await setItem(shopper, cart._id, wine.id, 4), 409, ErrorCode.NOT_ENOUGH_STOCK, 'Sorry, only 3 bottles of Cellar Three Cabernet are left, so you can add up to 3.');
    expect(await suite.t.db.select().from(orderItems).where(eq(orderItems.orderId, cart._id))).toEqual([]);
    expectSuccess(await setItem(shopper, cart._id, wine.id, 3));
    expectFailure(await setItem(shopper, cart._id, wine.id, 5), 409, ErrorCode.NOT_ENOUGH_STOCK);
    const soldOut = await makeWine(suite.t.db, { businessId: retailer.id, stock: 0, title: 'Gone Grenache' });
    expectFailure(await setItem(shopper, cart._id, soldOut.id, 1), 409, ErrorCode.NOT_ENOUGH_STOCK, 'Sorry, Gone Grenache is out of stock.');
    expect((await suite.t.db.select().from(orderItems).where(eq(orderItems.orderId, cart._id))).map((line) => line.quantity)).toEqual([3]);
  });

  it('says so on a line whose stock fell below it, refuses to place it before writing anything, and places it once changed', async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 10, title: 'Falling Pinot' });
    const { shopper, cart } = await cartWith(wine.id, 6);
    const before = await quote(shopper, cart._id);
    expect(before.items[0]!.availability).toEqual({ available: 10, message: null });

    await suite.t.db.update(catalogueItems).set({ stock: 4 }).where(eq(catalogueItems.id, wine.id));
    const message = 'Sorry, only 4 bottles of Falling Pinot are left. Please change the quantity in your cart.';
    const fetched = expectSuccess<{ orders: Cart[] }>(await call('GET', '/api/order?status=OPEN', shopper.auth));
    expect(fetched.orders[0]!.items[0]!.availability).toEqual({ available: 4, message });
    expect((await quote(shopper, cart._id)).items[0]!.availability).toEqual({ available: 4, message });

    expectFailure(await confirm(shopper, cart._id), 409, ErrorCode.NOT_ENOUGH_STOCK, message);
    const untouched = await orderOf(cart._id);
    expect(untouched).toMatchObject({ status: 'OPEN', placedAt: null, bottlesTaken: false });
    expect((await suite.t.db.select().from(orderItems).where(eq(orderItems.orderId, cart._id)))[0]!.unitPriceCents).toBeNull();
    expect(await stockOf(wine.id)).toBe(4);

    // Lowering a line that is still above the stock is allowed: it is the way out.
    expectSuccess(await setItem(shopper, cart._id, wine.id, 5));
    expectSuccess(await setItem(shopper, cart._id, wine.id, 4));
    expect((await quote(shopper, cart._id)).items[0]!.availability).toEqual({ available: 4, message: null });
    expectSuccess(await confirm(shopper, cart._id));
    expect(await stockOf(wine.id)).toBe(0);
  });
});

describe('placing an order', () => {
  it('sells exactly the last 10 bottles to 50 shoppers placing at once; the others are told which wine ran out', async (context) => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 50, title: 'Last Ten Syrah' });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => cartWith(wine.id, 1)));
    // The carts were filled while there were bottles for everyone; now the shelf holds the last 10.
    await suite.t.db.update(catalogueItems).set({ stock: 10 }).where(eq(catalogueItems.id, wine.id));

    const answers = await Promise.all(shoppers.map(({ shopper, cart }) => confirm(shopper, cart._id)));
    countCases(context, 1);
    const placed = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) expectFailure(answer, 409, ErrorCode.NOT_ENOUGH_STOCK, 'Sorry, Last Ten Syrah is out of stock. Please remove it from your cart.');
    expect(await stockOf(wine.id)).toBe(0);
    const sold = await suite.t.db.execute<{ bottles: number; orders: number }>(
      sql`SELECT coalesce(sum(i.quantity), 0)::int AS bottles, count(*)::int AS orders FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE i.catalogue_id = ${wine.id} AND o.status = 'CONFIRMED' AND o.bottles_taken`,
    );
    expect(sold.rows[0]).toEqual({ bottles: 10, orders: 10 });
    // Every bottle sold is in the audit log with its order; the count went 10, 9, ... 0.
    const audit = await stockAudit(wine.id);
    const sales = audit.filter((row) => row.after?.reason === 'sale');
    expect(sales).toHaveLength(10);
    expect(sales.map((row) => row.after?.stock).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const refusedCarts = shoppers.filter((_, index) => answers[index]!.statusCode !== 200).map(({ cart }) => cart._id);
    for (const cartId of refusedCarts.slice(0, 5)) expect((await orderOf(cartId)).status).toMatch(/^(OPEN|ASSIGN)$/);
  }, 120_000);

  it('is refused by the database when a count would go below zero, whatever the code does', async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 1 });
    await expect(suite.t.db.update(catalogueItems).set({ stock: -1 }).where(eq(catalogueItems.id, wine.id))).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'catalogue_items_stock_check' }),
    });
    expect(await stockOf(wine.id)).toBe(1);
  });
});

describe('putting bottles back', () => {
  it("puts a shopper's cancelled order's bottles back, written down as a cancellation", async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 12 });
    const { shopper, orderId } = await placedOrder(wine.id, 5);
    expect(await stockOf(wine.id)).toBe(7);
    expectSuccess(await call('PATCH', `/api/order/${orderId}/cancel`, shopper.auth));
    expect(await stockOf(wine.id)).toBe(12);
    expect((await stockAudit(wine.id)).map((row) => [row.after?.reason, row.after?.stock, row.after?.orderId, row.actorUserId])).toEqual([
      ['sale', 7, orderId, shopper.id],
      ['cancellation', 12, orderId, shopper.id],
    ]);
  });

  it('puts back the bottles of an order an admin cancels before the hand-over: a cancellation unpaid, a refund once charged', async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 20 });
    const charged = await placedOrder(wine.id, 3);
    await chargeDueOrders(serviceContext(suite.t.db), chargeNight());
    expect((await orderOf(charged.orderId)).status).toBe('CHARGED');
    const unpaid = await placedOrder(wine.id, 2);
    expect(await stockOf(wine.id)).toBe(15);

    for (const { orderId } of [unpaid, charged]) {
      expectSuccess(await call('PATCH', `/api/admin/orders/${orderId}/cancel`, admin, { note: 'The retailer cannot hand it over' }));
    }
    expect(await stockOf(wine.id)).toBe(20);
    const back = (await stockAudit(wine.id)).filter((row) => row.after?.reason !== 'sale');
    expect(back.map((row) => [row.after?.reason, row.after?.orderId])).toEqual([
      ['cancellation', unpaid.orderId],
      ['refund', charged.orderId],
    ]);
  });

  it('gives nothing back for an order placed before the shop counted bottles', async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 4 });
    const { shopper, orderId } = await placedOrder(wine.id, 2);
    // As migration 0034 leaves the orders placed before it: they took no bottles.
    await suite.t.db.update(orders).set({ bottlesTaken: false }).where(eq(orders.id, orderId));
    expectSuccess(await call('PATCH', `/api/order/${orderId}/cancel`, shopper.auth));
    expect(await stockOf(wine.id)).toBe(2);
  });
});

describe('a failed charge', () => {
  it(`holds the bottles for ${PAYMENT_WINDOW_HOURS} hours, then cancels the order, releases them, gives the coupon back and mails the shopper`, async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 9, title: 'Patient Merlot' });
    const paid = await placedOrder(wine.id, 1);
    const unpaid = await placedOrder(wine.id, 4, Cards.declinedAfterAttach);
    const ctx = serviceContext(suite.t.db);
    await chargeDueOrders(ctx, chargeNight());
    expect((await orderOf(unpaid.orderId)).status).toBe('PAYMENT_FAILED');
    expect((await orderOf(paid.orderId)).status).toBe('CHARGED');
    expect(await stockOf(wine.id)).toBe(4);
    const failedMail = (await suite.t.db.select().from(outboxEmails).where(eq(outboxEmails.to, unpaid.shopper.email))).find((mail) => mail.subject.startsWith('Payment failed'));
    expect(failedMail?.text).toContain(`Your wines are held for you for ${PAYMENT_WINDOW_HOURS} hours`);

    const justBefore = new Date(Date.now() + (PAYMENT_WINDOW_HOURS - 1) * HOUR_MS);
    expect(await expireUnpaidOrders(ctx, justBefore)).toBe(0);
    expect((await orderOf(unpaid.orderId)).status).toBe('PAYMENT_FAILED');
    expect(await stockOf(wine.id)).toBe(4);

    const after = new Date(Date.now() + (PAYMENT_WINDOW_HOURS + 1) * HOUR_MS);
    expect(await expireUnpaidOrders(ctx, after)).toBe(1);
    expect(await expireUnpaidOrders(ctx, after)).toBe(0);
    expect(await orderOf(unpaid.orderId)).toMatchObject({ status: 'PAYMENT_EXPIRED', cancelledAt: after });
    expect((await orderOf(paid.orderId)).status).toBe('CHARGED');
    expect(await stockOf(wine.id)).toBe(8);
    const released = (await stockAudit(wine.id)).at(-1);
    expect(released).toMatchObject({ actorUserId: null, after: { stock: 8, reason: 'payment-expired', orderId: unpaid.orderId } });

    const mails = await suite.t.db.select().from(outboxEmails).where(eq(outboxEmails.to, unpaid.shopper.email));
    const expired = mails.filter((mail) => mail.subject.includes('was cancelled: it was not paid'));
    expect(expired).toHaveLength(1);
    expect(expired[0]!.text).toContain(`it was not paid within ${PAYMENT_WINDOW_HOURS} hours, so we cancelled it and released its wines`);
    expect(expired[0]!.text).toContain('\n\nNot charged: the order was cancelled before its card was charged.\n\n');

    // It can no longer be paid.
    expectFailure(await call('POST', `/api/order/${unpaid.orderId}/pay`, unpaid.shopper.auth, { cardId: unpaid.shopper.cardId }), 409, ErrorCode.ORDER_STATE_CONFLICT);
  });

  it('gives back the coupon use of an order that expires unpaid', async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 5, priceCents: 5000 });
    const [coupon] = await suite.t.db
      .insert(coupons)
      .values({ id: crypto.randomUUID(), tenantId: wine.tenantId, code: `HOLD${Date.now()}`, description: 'Hold', percentBasisPoints: 1000, totalLimit: 1 })
      .returning();
    const { shopper, cart } = await cartWith(wine.id, 1, Cards.declinedAfterAttach);
    const placed = expectSuccess<PlacedOrder>(
      await call('PATCH', `/api/order/${cart._id}/confirm`, shopper.auth, {
        paymentMethod: { type: 'CARD', cardId: shopper.cardId },
        deliveryType: 'pickup',
        billingAddressId: shopper.billingAddressId,
        businessId: retailer.id,
        eventId: null,
        voucherCode: coupon!.code,
      }),
    );
    const ctx = serviceContext(suite.t.db);
    await chargeDueOrders(ctx, chargeNight());
    const usedCount = async () => (await suite.t.db.select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedCount;
    expect(await usedCount()).toBe(1);
    expect(await expireUnpaidOrders(ctx, new Date(Date.now() + (PAYMENT_WINDOW_HOURS + 1) * HOUR_MS))).toBe(1);
    expect((await orderOf(placed._id)).status).toBe('PAYMENT_EXPIRED');
    expect(await usedCount()).toBe(0);
    expect(await stockOf(wine.id)).toBe(5);
  });
});

describe('unpaid orders hold few bottles (issue 44, decision 0059)', () => {
  const held = async (shopper: Shopper, wineId: string) =>
    (
      await suite.t.db
        .select({ bottles: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(eq(orders.userId, shopper.id), eq(orderItems.catalogueId, wineId), sql`${orders.status} IN ('CONFIRMED', 'PAYMENT_FAILED')`))
    )[0]!.bottles;

  it('refuses an account whose email is not verified, taking nothing', async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 50 });
    const shopper = await newShopper(Cards.declinedAfterAttach, { emailVerifiedAt: null });
    const cart = await cartOf(shopper, wine.id, 2);
    expectFailure(
      await confirm(shopper, cart._id),
      403,
      ErrorCode.EMAIL_NOT_VERIFIED,
      'Please verify your email before placing an order: open the link we sent you, or send a new one from your profile.',
    );
    expect(await orderOf(cart._id)).toMatchObject({ status: 'OPEN', bottlesTaken: false });
    expect(await stockOf(wine.id)).toBe(50);
  });

  it(`holds at most ${UNPAID_BOTTLES_PER_WINE} bottles of a wine and ${UNPAID_BOTTLES_PER_ACCOUNT} in all for one account until charged`, async () => {
    const [first, second, third, fourth] = await Promise.all(
      ['Hostage Syrah', 'Second Case Rosé', 'Third Case Riesling', 'Fourth Case Malbec'].map((title) => makeWine(suite.t.db, { businessId: retailer.id, stock: 50, title })),
    );
    const shopper = await newShopper();
    // The whole shelf in one order, as the attack did: refused, nothing taken.
    const cart = await cartOf(shopper, first!.id, 50);
    expectFailure(
      await confirm(shopper, cart._id),
      409,
      ErrorCode.UNPAID_BOTTLES_LIMIT,
      `Until an order is charged you can hold at most ${UNPAID_BOTTLES_PER_WINE} bottles of Hostage Syrah. Please lower the quantity to ${UNPAID_BOTTLES_PER_WINE} or less.`,
    );
    expect(await stockOf(first!.id)).toBe(50);

    expectSuccess(await setItem(shopper, cart._id, first!.id, UNPAID_BOTTLES_PER_WINE - 2));
    expectSuccess(await confirm(shopper, cart._id));
    const next = await cartOf(shopper, first!.id, 3);
    expectFailure(
      await confirm(shopper, next._id),
      409,
      ErrorCode.UNPAID_BOTTLES_LIMIT,
      `Until an order is charged you can hold at most ${UNPAID_BOTTLES_PER_WINE} bottles of Hostage Syrah, and your orders not yet charged hold ${UNPAID_BOTTLES_PER_WINE - 2}. Please lower the quantity to 2 or less.`,
    );
    expectSuccess(await setItem(shopper, next._id, first!.id, 2));
    expectSuccess(await confirm(shopper, next._id));
    expect(await stockOf(first!.id)).toBe(50 - UNPAID_BOTTLES_PER_WINE);

    // Other wines up to the account's total.
    for (const wine of [second!, third!]) {
      const more = await cartOf(shopper, wine.id, UNPAID_BOTTLES_PER_WINE);
      expectSuccess(await confirm(shopper, more._id));
    }
    const over = await cartOf(shopper, fourth!.id, 1);
    expectFailure(await confirm(shopper, over._id), 409, ErrorCode.UNPAID_BOTTLES_LIMIT, new RegExp(`at most ${UNPAID_BOTTLES_PER_ACCOUNT} bottles in all, and your orders not yet charged hold ${3 * UNPAID_BOTTLES_PER_WINE}\\.`));
    expect(await stockOf(fourth!.id)).toBe(50);

    // Once charged, the bottles are paid for and no longer count.
    await chargeDueOrders(serviceContext(suite.t.db), chargeNight());
    expect(await held(shopper, first!.id)).toBe(0);
    expectSuccess(await confirm(shopper, over._id));
  });

  it('refuses a new order while an order whose charge failed is unpaid, and takes it once that one is paid', async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 50 });
    const { shopper, orderId } = await placedOrder(wine.id, 2, Cards.declinedAfterAttach);
    await chargeDueOrders(serviceContext(suite.t.db), chargeNight());
    const failed = await orderOf(orderId);
    expect(failed.status).toBe('PAYMENT_FAILED');
    const cart = await cartOf(shopper, wine.id, 1);
    expectFailure(
      await confirm(shopper, cart._id),
      409,
      ErrorCode.ORDER_AWAITS_PAYMENT,
      `The charge for your order SL-${failed.orderNumber} failed. Please pay it under Orders to pay before placing a new order.`,
    );
    expect(await stockOf(wine.id)).toBe(48);

    const good = await saveTestCard(suite.t.db, shopper.id, Cards.visa);
    expectSuccess(await call('POST', `/api/order/${orderId}/pay`, shopper.auth, { cardId: good.id }));
    expectSuccess(await confirm({ ...shopper, cardId: good.id }, cart._id));
    expect(await stockOf(wine.id)).toBe(47);
  });

  it("shows the retailer's stock page how many bottles of each wine unpaid orders hold", async () => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 50, title: `Held Tempranillo ${Date.now()}` });
    const paid = await placedOrder(wine.id, 3);
    await chargeDueOrders(serviceContext(suite.t.db), chargeNight());
    expect((await orderOf(paid.orderId)).status).toBe('CHARGED');
    await placedOrder(wine.id, 5);
    const failing = await placedOrder(wine.id, 2, Cards.declinedAfterAttach);
    await placedOrder(wine.id, 4).then(({ shopper, orderId }) => call('PATCH', `/api/order/${orderId}/cancel`, shopper.auth));
    await chargeDueOrders(serviceContext(suite.t.db), chargeNight());
    expect((await orderOf(failing.orderId)).status).toBe('PAYMENT_FAILED');
    await placedOrder(wine.id, 1);

    const { row } = await insertAccount(suite.t.db, { roles: ['retailer'], businessId: retailer.id });
    const staff = await openSession(suite.t.db, row.id);
    const listed = expectSuccess<RetailerStockList>(await call('GET', `/api/retailer/wines?search=${encodeURIComponent(wine.title)}`, staff));
    // Charged (3, then 5) and cancelled (4) orders hold none; the failed (2) and the placed (1) ones do.
    expect(listed.wines).toEqual([expect.objectContaining({ _id: wine.id, stock: 50 - 3 - 5 - 2 - 1, heldUnpaid: 3 })]);
    const corrected = expectSuccess<RetailerStockWine>(await call('PATCH', `/api/retailer/wines/${wine.id}/stock`, staff, { stock: 30 }));
    expect(corrected).toMatchObject({ stock: 30, heldUnpaid: 3 });
  });

  it('holds under two tabs at once: confirmations and a raised line in parallel never exceed the share', async (context) => {
    const wine = await makeWine(suite.t.db, { businessId: retailer.id, stock: 50 });
    const { shopper } = await placedOrder(wine.id, UNPAID_BOTTLES_PER_WINE - 4);
    const cart = await cartOf(shopper, wine.id, 6);
    // Too many already: every tab's confirmation is refused, whichever runs first.
    const refused = await Promise.all(Array.from({ length: 4 }, () => confirm(shopper, cart._id)));
    refused.forEach((answer) => expectFailure(answer, 409, ErrorCode.UNPAID_BOTTLES_LIMIT));
    expect(await held(shopper, wine.id)).toBe(UNPAID_BOTTLES_PER_WINE - 4);

    // One tab lowers the line to what fits while three confirm and another raises it again.
    expectSuccess(await setItem(shopper, cart._id, wine.id, 4));
    const answers = await Promise.all([confirm(shopper, cart._id), setItem(shopper, cart._id, wine.id, 6), confirm(shopper, cart._id), confirm(shopper, cart._id)]);
    countCases(context, refused.length + answers.length);
    expect(await held(shopper, wine.id)).toBeLessThanOrEqual(UNPAID_BOTTLES_PER_WINE);
    expect(await stockOf(wine.id)).toBe(50 - (await held(shopper, wine.id)));
  });
});
