import type { PlacedOrder } from '@wine/contract/checkout';
import { orderStatusInfo } from '@wine/contract/order-status';
import { ErrorCode } from '@wine/contract/errors';
import type { ConsoleOrder, OrderNote } from '@wine/contract/fulfilment';
import type { RetailerOrderList } from '@wine/contract/retailer';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderEvents, orderNotes, orders, outboxEmails } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { chargeDueOrders } from '../../src/modules/payments/service';
import { savedAddress } from '../../../../test-data/addresses';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeWine } from '../helpers/fixtures';
import { makeConfirmedOrder, saveTestCard, serviceContext } from '../helpers/payments';
import { bearer, insertAccount, signIn, signUp } from '../helpers/users';

/** 23:45 in New York on 15 January 2030: the nightly charge takes orders placed before 23:30. */
const NIGHT = new Date('2030-01-16T04:45:00Z');
/** Placed that morning: charged by the run at NIGHT. */
const MORNING = new Date('2030-01-15T14:00:00Z');
/** Placed after the cut-off: still waiting for the next night's charge. */
const LATE = new Date('2030-01-16T04:40:00Z');

type Headers = Record<string, string>;

let t: TestApp;
let ours: { id: string };
let theirs: { id: string };
let retailer: Headers;
let retailerName: string;
let otherRetailer: Headers;
let unattachedRetailer: Headers;
let admin: Headers;
let sommelier: Headers;
let plainUser: Headers;
let shopper: Awaited<ReturnType<typeof signUp>>;
let cardId: string;
let wine: { id: string };
let otherWine: { id: string };

async function tokenOf(overrides: Parameters<typeof insertAccount>[1]): Promise<Headers> {
  const { row, password } = await insertAccount(t.db, overrides);
  return bearer(expectSuccess<{ token: string }>(await signIn(t.app, row.email, password)).token);
}

beforeAll(async () => {
  t = await createTestApp();
  ours = await makeBusiness(t.db, { name: 'Hudson Valley Wine Merchants' });
  theirs = await makeBusiness(t.db, { name: 'Golden Gate Cellars' });
  retailerName = 'Rosa Marchetti';
  retailer = await tokenOf({ roles: ['retailer'], businessId: ours.id, givenName: 'Rosa', familyName: 'Marchetti' });
  otherRetailer = await tokenOf({ roles: ['retailer'], businessId: theirs.id });
  unattachedRetailer = await tokenOf({ roles: ['retailer'] });
  admin = await tokenOf({ roles: ['admin'] });
  sommelier = await tokenOf({ type: 'sommelier', activeStatus: 'approved' });
  plainUser = (await signUp(t.app)).auth;
  shopper = await signUp(t.app, { givenName: 'Grace', familyName: 'Hopper' });
  cardId = (await saveTestCard(t.db, shopper.user._id)).id;
  wine = await makeWine(t.db, { priceCents: 3000, businessId: ours.id });
  otherWine = await makeWine(t.db, { priceCents: 2000, businessId: theirs.id });
});
afterAll(() => t.close());

const dropAddress = savedAddress({
  _id: newId(),
  street: '12 Orchard Lane',
  city: 'Hudson',
  state: 'NY',
  zip: '12534',
  latitude: 42.25,
  longitude: -73.79,
  firstName: 'Grace',
  lastName: 'Hopper',
  contactNumber: '+15551234567',
});

/** A placed order of a business: CONFIRMED, or charged by the real nightly run when `charged`. */
async function placedOrder(options: { business?: { id: string }; mode?: 'pickup' | 'delivery'; charged?: boolean; quantity?: number } = {}) {
  const business = options.business ?? ours;
  const quantity = options.quantity ?? 2;
  const line = business === ours ? wine : otherWine;
  const unit = business === ours ? 3000 : 2000;
  const order = await makeConfirmedOrder(t.db, {
    userId: shopper.user._id,
    cardId,
    totalCents: unit * quantity,
    placedAt: options.charged ? MORNING : LATE,
    lines: [{ catalogueId: line.id, quantity, unitPriceCents: unit }],
  });
  const delivery = options.mode === 'delivery';
  await t.db
    .update(orders)
    .set({
      businessId: business.id,
      deliveryMode: delivery ? 'delivery' : 'pickup',
      deliveryAddress: delivery ? dropAddress : null,
      contactNumber: '+15551234567',
    })
    .where(eq(orders.id, order.id));
  if (options.charged) await chargeDueOrders(serviceContext(t.db), NIGHT);
  return order;
}

const statusOf = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
const eventsOf = (orderId: string) => t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
const notesOf = (orderId: string) => t.db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId));

type Reply = Promise<LightMyRequestResponse>;
type Call = (orderId: string, headers: Headers, payload?: Record<string, unknown>) => Reply;
const call =
  (method: 'GET' | 'PATCH' | 'POST', suffix: string, defaultPayload?: Record<string, unknown>): Call =>
  (orderId, headers, payload = defaultPayload) =>
    t.app.inject({ method, url: `/api/retailer/orders/${orderId}${suffix}`, headers, ...(payload ? { payload } : {}) });

const detail = call('GET', '');
const readyForPickup = call('PATCH', '/ready-for-pickup', {});
const outForDelivery = call('PATCH', '/out-for-delivery', {});
const delivered = call('PATCH', '/delivered', { ageChecked: true });
const addNote = call('POST', '/notes', { body: 'Shopper asked us to ring twice' });
const list = (headers: Headers, query = ''): Reply => t.app.inject({ method: 'GET', url: `/api/retailer/orders${query}`, headers });

describe('who may use the retailer view', () => {
  const routes: { name: string; send: (orderId: string, headers: Headers) => Reply }[] = [
    { name: 'GET /retailer/orders', send: (_orderId, headers) => list(headers, '?status=charged') },
    { name: 'GET /retailer/orders/{id}', send: (orderId, headers) => detail(orderId, headers) },
    { name: 'PATCH .../ready-for-pickup', send: (orderId, headers) => readyForPickup(orderId, headers) },
    { name: 'PATCH .../out-for-delivery', send: (orderId, headers) => outForDelivery(orderId, headers) },
    { name: 'PATCH .../delivered', send: (orderId, headers) => delivered(orderId, headers) },
    { name: 'POST .../notes', send: (orderId, headers) => addNote(orderId, headers) },
  ];

  it.each(routes)('$name refuses anonymous callers, plain users, sommeliers, admins and unattached retailers, changing nothing', async ({ send }) => {
    const order = await placedOrder({ charged: true });
    expectFailure(await send(order.id, {}), 401, ErrorCode.UNAUTHENTICATED);
    expectFailure(await send(order.id, bearer('not-a-live-token')), 401, ErrorCode.UNAUTHENTICATED);
    for (const headers of [plainUser, sommelier, admin, unattachedRetailer]) {
      const error = expectFailure(await send(order.id, headers), 403, ErrorCode.FORBIDDEN);
      expect(error.errorMessage).not.toContain('SL-');
    }
    expect(await statusOf(order.id)).toBe('CHARGED');
    expect(await notesOf(order.id)).toEqual([]);
    expect((await eventsOf(order.id)).map((event) => event.toStatus)).toEqual(['CHARGED']);
  });

  it.each(routes.slice(1))('$name answers 404 for another business\'s order and changes nothing', async ({ send }) => {
    const order = await placedOrder({ business: theirs, mode: 'delivery', charged: true });
    const error = expectFailure(await send(order.id, retailer), 404, ErrorCode.NOT_FOUND);
    expect(error.errorMessage).toBe('Order not found');
    expect(await statusOf(order.id)).toBe('CHARGED');
    expect(await notesOf(order.id)).toEqual([]);
    expect((await eventsOf(order.id)).map((event) => event.toStatus)).toEqual(['CHARGED']);
    // Its own retailer sees it.
    expect(expectSuccess<ConsoleOrder>(await detail(order.id, otherRetailer))._id).toBe(order.id);
  });

  it('answers 404 for an order id that does not exist and 400 for one that is not an id', async () => {
    expectFailure(await detail(newId(), retailer), 404, ErrorCode.NOT_FOUND);
    expectFailure(await detail('SL-100001', retailer), 400, ErrorCode.VALIDATION_FAILED);
  });

  it('never shows a shopper\'s cart, even one filled with the business\'s wines', async () => {
    const cart = await makeConfirmedOrder(t.db, { userId: shopper.user._id, cardId, totalCents: 3000, placedAt: LATE, lines: [] });
    await t.db.update(orders).set({ status: 'OPEN', placedAt: null, businessId: ours.id }).where(eq(orders.id, cart.id));
    expectFailure(await detail(cart.id, retailer), 404, ErrorCode.NOT_FOUND);
    const all = expectSuccess<RetailerOrderList>(await list(retailer, '?limit=100'));
    expect(all.orders.map((order) => order._id)).not.toContain(cart.id);
    await t.db.delete(orders).where(eq(orders.id, cart.id));
  });
});

describe('GET /retailer/orders', () => {
  it('lists only the business\'s orders of a tab, newest first, with shopper, bottles, total and mode', async () => {
    const waiting = await placedOrder({ quantity: 3 });
    const charged = await placedOrder({ mode: 'delivery', charged: true });
    const foreign = await placedOrder({ business: theirs, charged: true });

    const fresh = expectSuccess<RetailerOrderList>(await list(retailer, '?status=new'));
    expect(fresh.orders.every((order) => order.status === 'CONFIRMED' || order.status === 'PAYMENT_FAILED')).toBe(true);
    const row = fresh.orders.find((order) => order._id === waiting.id);
    expect(row).toMatchObject({
      displayOrderId: `SL-${waiting.orderNumber}`,
      status: 'CONFIRMED',
      placedAt: LATE.toISOString(),
      shopperName: 'Grace Hopper',
      itemsCount: 3,
      total: '90.00',
      deliveryType: 'pickup',
    });

    const chargedTab = expectSuccess<RetailerOrderList>(await list(retailer, '?status=charged'));
    expect(chargedTab.orders.map((order) => order._id)).toContain(charged.id);
    expect(chargedTab.orders.every((order) => order.status === 'CHARGED')).toBe(true);
    expect(chargedTab.orders.find((order) => order._id === charged.id)?.deliveryType).toBe('delivery');

    const all = expectSuccess<RetailerOrderList>(await list(retailer, '?limit=100'));
    const ids = all.orders.map((order) => order._id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(foreign.id);
    const placed = all.orders.map((order) => order.placedAt);
    expect(placed).toEqual([...placed].sort().reverse());
    expect(all.total).toBe((await t.db.select().from(orders).where(eq(orders.businessId, ours.id))).length);

    const theirList = expectSuccess<RetailerOrderList>(await list(otherRetailer, '?limit=100'));
    expect(theirList.orders.map((order) => order._id)).toContain(foreign.id);
    expect(theirList.orders.map((order) => order._id)).not.toContain(waiting.id);
  });

  it('pages with skip and limit, counting the whole tab', async () => {
    const business = await makeBusiness(t.db);
    const staff = await tokenOf({ roles: ['retailer'], businessId: business.id });
    const placedIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await makeConfirmedOrder(t.db, { userId: shopper.user._id, cardId, totalCents: 1000, placedAt: new Date(LATE.getTime() - i * 60_000), lines: [] });
      await t.db.update(orders).set({ businessId: business.id }).where(eq(orders.id, order.id));
      placedIds.push(order.id);
    }
    const first = expectSuccess<RetailerOrderList>(await list(staff, '?status=new&limit=2'));
    expect(first.total).toBe(3);
    expect(first.orders.map((order) => order._id)).toEqual(placedIds.slice(0, 2));
    expect(first.orders[0]?.itemsCount).toBe(0);
    const second = expectSuccess<RetailerOrderList>(await list(staff, '?status=new&skip=2&limit=2'));
    expect(second.orders.map((order) => order._id)).toEqual(placedIds.slice(2));
    const empty = expectSuccess<RetailerOrderList>(await list(staff, '?status=done'));
    expect(empty).toEqual({ orders: [], total: 0 });
  });

  it('refuses an unknown tab, an unknown key and a limit over 100', async () => {
    expectFailure(await list(retailer, '?status=CHARGED'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await list(retailer, `?businessId=${theirs.id}`), 400, ErrorCode.UNKNOWN_QUERY_KEY);
    expectFailure(await list(retailer, '?limit=101'), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await list(retailer, '?skip=-1'), 400, ErrorCode.VALIDATION_FAILED);
  });
});

describe('GET /retailer/orders/{id}', () => {
  it('shows items, quantities, delivery address, contact number, totals and history, but no payments', async () => {
    const order = await placedOrder({ mode: 'delivery', charged: true, quantity: 2 });
    const shown = expectSuccess<ConsoleOrder>(await detail(order.id, retailer));
    expect(shown).toMatchObject({
      _id: order.id,
      displayOrderId: `SL-${order.orderNumber}`,
      status: 'CHARGED',
      deliveryType: 'delivery',
      shopper: { _id: shopper.user._id, name: 'Grace Hopper' },
      business: { _id: ours.id, name: 'Hudson Valley Wine Merchants' },
      items: [{ catalogueId: wine.id, quantity: 2, unitPrice: '30.00', lineTotal: '60.00' }],
      total: '60.00',
      contactNumber: '+15551234567',
      address: { dropAddress: { addressLine1: '12 Orchard Lane', city: 'Hudson', state: 'NY', zip: '12534' } },
      payments: [],
      notes: [],
      ageCheck: null,
      nextSteps: ['OUT_FOR_DELIVERY', 'COMPLETED'],
    });
    // The nightly charge is the shop's own move: no person made it.
    expect(shown.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actor])).toEqual([['CONFIRMED', 'CHARGED', null]]);
  });

  it('shows a confirmed order that cannot be handed over before the charge', async () => {
    const order = await placedOrder({ mode: 'delivery' });
    const shown = expectSuccess<ConsoleOrder>(await detail(order.id, retailer));
    expect(shown.status).toBe('CONFIRMED');
    expect(shown.nextSteps).toEqual([]);
  });
});

describe('handing an order over', () => {
  it('takes a delivery order out for delivery, then delivered with the age check, and the shopper sees Delivered', async () => {
    const order = await placedOrder({ mode: 'delivery', charged: true });

    expectFailure(await readyForPickup(order.id, retailer), 409, ErrorCode.ORDER_STATE_CONFLICT, 'out for delivery instead');
    expect(await statusOf(order.id)).toBe('CHARGED');

    const out = expectSuccess<ConsoleOrder>(await outForDelivery(order.id, retailer, { note: 'Van 2, afternoon round' }));
    expect(out.status).toBe('OUT_FOR_DELIVERY');
    expect(out.nextSteps).toEqual(['COMPLETED']);
    expect(out.history.at(-1)).toMatchObject({ fromStatus: 'CHARGED', toStatus: 'OUT_FOR_DELIVERY', note: 'Van 2, afternoon round', actor: { name: retailerName } });
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, shopper.email));
    expect(mails.some((mail) => mail.subject === `Your Sommlike order SL-${order.orderNumber} is out for delivery`)).toBe(true);
    expectFailure(await outForDelivery(order.id, retailer), 409, ErrorCode.ORDER_STATE_CONFLICT);

    // Without the age check, or with it refused, nothing is recorded.
    expectFailure(await delivered(order.id, retailer, {}), 400, ErrorCode.VALIDATION_FAILED, '21 or over');
    expectFailure(await delivered(order.id, retailer, { ageChecked: false }), 400, ErrorCode.VALIDATION_FAILED, '21 or over');
    expectFailure(await delivered(order.id, retailer, { ageChecked: 'yes' }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await delivered(order.id, retailer, { ageChecked: true, signedBy: 'Grace' }), 400, ErrorCode.VALIDATION_FAILED);
    let [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'OUT_FOR_DELIVERY', ageCheckedAt: null, ageCheckedBy: null, completedAt: null });

    const done = expectSuccess<ConsoleOrder>(await delivered(order.id, retailer));
    expect(done.status).toBe('COMPLETED');
    expect(done.nextSteps).toEqual([]);
    expect(done.ageCheck).toMatchObject({ checkedBy: { name: retailerName } });
    [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.ageCheckedAt).toBeInstanceOf(Date);
    expect(row?.completedAt).toBeInstanceOf(Date);
    expect(row?.ageCheckedBy).not.toBeNull();
    expect((await eventsOf(order.id)).map((event) => event.toStatus).sort()).toEqual(['CHARGED', 'COMPLETED', 'OUT_FOR_DELIVERY']);
    // Retailers' hand-overs are in the order's history; the audit log is for admins' actions.
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id))).toEqual([]);

    for (const step of [readyForPickup, outForDelivery, delivered]) {
      expectFailure(await step(order.id, retailer), 409, ErrorCode.ORDER_STATE_CONFLICT);
    }

    const history = expectSuccess<{ orders: PlacedOrder[] }>(
      await t.app.inject({ method: 'GET', url: '/api/order?status=PENDING&skip=0&limit=100', headers: shopper.auth }),
    );
    const seen = history.orders.find((entry) => entry._id === order.id);
    expect(seen?.status).toBe('COMPLETED');
    expect(orderStatusInfo(seen?.status ?? '')?.shopper).toBe('Delivered');
  });

  it('gets a pickup order ready for pickup, then delivered at the counter', async () => {
    const order = await placedOrder({ mode: 'pickup', charged: true });
    expectFailure(await outForDelivery(order.id, retailer), 409, ErrorCode.ORDER_STATE_CONFLICT, 'ready for pickup instead');
    const ready = expectSuccess<ConsoleOrder>(await readyForPickup(order.id, retailer));
    expect(ready.status).toBe('READY_FOR_PICKUP');
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, shopper.email));
    expect(mails.some((mail) => mail.subject === `Your Sommlike order SL-${order.orderNumber} is ready for pickup`)).toBe(true);
    expectFailure(await readyForPickup(order.id, retailer), 409, ErrorCode.ORDER_STATE_CONFLICT);
    expect(expectSuccess<ConsoleOrder>(await delivered(order.id, retailer)).status).toBe('COMPLETED');
  });

  it('hands a charged pickup order over at once when the shopper is already at the counter', async () => {
    const order = await placedOrder({ mode: 'pickup', charged: true });
    expect(expectSuccess<ConsoleOrder>(await delivered(order.id, retailer)).status).toBe('COMPLETED');
  });

  it('refuses every hand-over step before the card is charged, and after a cancellation', async () => {
    const waiting = await placedOrder({ mode: 'delivery' });
    const cancelled = await placedOrder({ mode: 'pickup' });
    expectSuccess(await t.app.inject({ method: 'PATCH', url: `/api/order/${cancelled.id}/cancel`, headers: shopper.auth }));
    for (const order of [waiting, cancelled]) {
      const before = await statusOf(order.id);
      for (const step of [readyForPickup, outForDelivery, delivered]) {
        expectFailure(await step(order.id, retailer), 409, ErrorCode.ORDER_STATE_CONFLICT);
      }
      expect(await statusOf(order.id)).toBe(before);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.ageCheckedAt).toBeNull();
    }
    const cancelledTab = expectSuccess<RetailerOrderList>(await list(retailer, '?status=cancelled&limit=100'));
    expect(cancelledTab.orders.map((order) => order._id)).toContain(cancelled.id);
  });

  it('refuses a note longer than 500 characters on a step', async () => {
    const order = await placedOrder({ mode: 'delivery', charged: true });
    expectFailure(await outForDelivery(order.id, retailer, { note: 'x'.repeat(501) }), 400, ErrorCode.VALIDATION_FAILED);
    expect(await statusOf(order.id)).toBe('CHARGED');
  });
});

describe('POST /retailer/orders/{id}/notes', () => {
  it('adds a note with its author, shown on the order', async () => {
    const order = await placedOrder({ mode: 'delivery' });
    const note = expectSuccess<OrderNote>(await addNote(order.id, retailer, { body: '  Gate code 4711  ' }));
    expect(note).toMatchObject({ body: 'Gate code 4711', author: { name: retailerName } });
    const shown = expectSuccess<ConsoleOrder>(await detail(order.id, retailer));
    expect(shown.notes).toEqual([note]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, order.id))).toEqual([]);
  });

  it('refuses an empty note, a note over 1,000 characters and unknown fields, storing nothing', async () => {
    const order = await placedOrder();
    expectFailure(await addNote(order.id, retailer, { body: '   ' }), 400, ErrorCode.VALIDATION_FAILED, 'Please write a note');
    expectFailure(await addNote(order.id, retailer, { body: 'x'.repeat(1001) }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await addNote(order.id, retailer, { body: 'ok', authorUserId: newId() }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await addNote(order.id, retailer, {}), 400, ErrorCode.VALIDATION_FAILED);
    expect(await notesOf(order.id)).toEqual([]);
  });
});
