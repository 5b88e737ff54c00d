import type { AdminOrderRow } from '@wine/contract/admin/orders';
import { ErrorCode } from '@wine/contract/errors';
import type { ConsoleOrder, OrderNote } from '@wine/contract/fulfilment';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderNotes, orders } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { chargeDueOrders, payOrder } from '../../src/modules/payments/service';
import { auditOf, consoleSuite, placedOrderAt } from '../helpers/admin';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness } from '../helpers/fixtures';
import { Cards, saveTestCard, serviceContext } from '../helpers/payments';
import { insertAccount } from '../helpers/users';

/** 23:45 in New York on 15 January 2030: the nightly charge takes orders placed before 23:30. */
const NIGHT = new Date('2030-01-16T04:45:00Z');

const suite = consoleSuite();

const inject = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  suite.t.app.inject({ method, url, headers: await suite.cast.admin(), ...(payload ? { payload } : {}) });
const list = async (query: string) => expectSuccess<{ orders: AdminOrderRow[]; total: number }>(await inject('GET', `/api/admin/orders${query}`));
const ids = (rows: { _id: string }[]) => rows.map((row) => row._id);
const statusOf = async (id: string) => (await suite.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

describe('GET /admin/orders', () => {
  it('filters by status, retailer, store-calendar dates and search, newest first, in pages', async () => {
    const business = await makeBusiness(suite.t.db, { name: 'Filter Wines' });
    const shopper = await insertAccount(suite.t.db, { givenName: 'Lin', familyName: 'Park' });
    // Placed at 23:30 New York time on 1 and 2 March 2030 (04:30 UTC the next day): dates follow the store's calendar.
    const first = await placedOrderAt(suite.t.db, business, { placedAt: new Date('2030-03-02T04:30:00Z'), userId: shopper.row.id });
    const second = await placedOrderAt(suite.t.db, business, { placedAt: new Date('2030-03-03T04:30:00Z'), status: 'PAYMENT_FAILED' });
    const third = await placedOrderAt(suite.t.db, business, { placedAt: new Date('2030-03-04T15:00:00Z'), userId: shopper.row.id, mode: 'delivery' });
    const elsewhere = await placedOrderAt(suite.t.db, suite.cast.business, { placedAt: new Date('2030-03-02T12:00:00Z') });

    const all = await list(`?businessId=${business.id}`);
    expect(ids(all.orders)).toEqual([third.id, second.id, first.id]);
    expect(all.total).toBe(3);
    expect(all.orders[0]).toEqual({
      _id: third.id,
      displayOrderId: `SL-${third.orderNumber}`,
      status: 'CONFIRMED',
      deliveryType: 'delivery',
      placedAt: '2030-03-04T15:00:00.000Z',
      total: '60.00',
      shopper: { _id: shopper.row.id, name: 'Lin Park', email: shopper.row.email },
      business: { _id: business.id, name: 'Filter Wines' },
    });

    expect(ids((await list(`?businessId=${business.id}&status=PAYMENT_FAILED`)).orders)).toEqual([second.id]);
    expect(ids((await list(`?businessId=${business.id}&from=2030-03-02&to=2030-03-02`)).orders)).toEqual([second.id]);
    expect(ids((await list(`?businessId=${business.id}&to=2030-03-01`)).orders)).toEqual([first.id]);
    expect(ids((await list('?from=2030-03-01&to=2030-03-02')).orders)).toEqual([second.id, elsewhere.id, first.id]);
    expect(ids((await list(`?q=SL-${first.orderNumber}`)).orders)).toEqual([first.id]);
    expect(ids((await list(`?q=${first.orderNumber}`)).orders)).toEqual([first.id]);
    expect(ids((await list(`?q=${encodeURIComponent(shopper.row.email.toUpperCase())}`)).orders)).toEqual([third.id, first.id]);
    expect(await list('?q=nobody%40example.com')).toEqual({ orders: [], total: 0 });

    const page = await list(`?businessId=${business.id}&skip=1&limit=1`);
    expect(page).toEqual({ orders: [expect.objectContaining({ _id: second.id })], total: 3 });
  });

  it('never lists carts', async () => {
    const cart = await placedOrderAt(suite.t.db, suite.cast.business);
    await suite.t.db.update(orders).set({ status: 'OPEN', placedAt: null }).where(eq(orders.id, cart.id));
    expect(ids((await list('?limit=100')).orders)).not.toContain(cart.id);
    expectFailure(await inject('GET', `/api/admin/orders/${cart.id}`), 404, ErrorCode.NOT_FOUND);
  });

  it.each([
    ['an unknown status', '?status=SHIPPED', ErrorCode.VALIDATION_FAILED],
    ['the cart status', '?status=OPEN', ErrorCode.VALIDATION_FAILED],
    ['a bad date', '?from=2030-02-30', ErrorCode.VALIDATION_FAILED],
    ['from after to', '?from=2030-03-02&to=2030-03-01', ErrorCode.VALIDATION_FAILED],
    ['a search that is neither a number nor an email', '?q=grace', ErrorCode.VALIDATION_FAILED],
    ['a bad retailer id', '?businessId=abc', ErrorCode.VALIDATION_FAILED],
    ['a limit over 100', '?limit=101', ErrorCode.VALIDATION_FAILED],
    ['an unknown key', '?sort=total', ErrorCode.UNKNOWN_QUERY_KEY],
  ])('refuses %s', async (_name, query, code) => {
    expectFailure(await inject('GET', `/api/admin/orders${query}`), 400, code);
  });
});

describe('an order in the console', () => {
  it('shows lines, totals, payments, history with actors, notes; an admin hands it over with the age check, audited', async () => {
    const order = await placedOrderAt(suite.t.db, suite.cast.business, { placedAt: new Date('2030-01-15T14:00:00Z') });
    await chargeDueOrders(serviceContext(suite.t.db), NIGHT);

    const note = expectSuccess<OrderNote>(await inject('POST', `/api/admin/orders/${order.id}/notes`, { body: '  Shopper will send a friend  ' }));
    expect(note).toMatchObject({ body: 'Shopper will send a friend', author: { _id: suite.cast.adminRow.id, name: 'Ada Admin' } });
    const ready = expectSuccess<ConsoleOrder>(await inject('PATCH', `/api/admin/orders/${order.id}/ready-for-pickup`, { note: 'Shelf B' }));
    expect(ready.status).toBe('READY_FOR_PICKUP');

    expectFailure(await inject('PATCH', `/api/admin/orders/${order.id}/delivered`, {}), 400, ErrorCode.VALIDATION_FAILED, '21 or over');
    expect(await statusOf(order.id)).toBe('READY_FOR_PICKUP');
    const done = expectSuccess<ConsoleOrder>(await inject('PATCH', `/api/admin/orders/${order.id}/delivered`, { ageChecked: true }));

    expect(done).toMatchObject({
      status: 'COMPLETED',
      items: [{ quantity: 2, unitPrice: '30.00', lineTotal: '60.00', code: expect.stringMatching(/^SKU-/) }],
      total: '60.00',
      shopper: { name: 'Grace Hopper' },
      business: { _id: suite.cast.business.id },
      card: { brand: 'visa', last4: '4242' },
      payments: [{ kind: 'charge', status: 'succeeded', amount: '60.00' }],
      notes: [{ body: 'Shopper will send a friend', author: { name: 'Ada Admin' } }],
      ageCheck: { checkedBy: { _id: suite.cast.adminRow.id, name: 'Ada Admin' } },
      nextSteps: [],
    });
    expect(done.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actor?.name ?? null, entry.note])).toEqual([
      ['CONFIRMED', 'CHARGED', null, null],
      ['CHARGED', 'READY_FOR_PICKUP', 'Ada Admin', 'Shelf B'],
      ['READY_FOR_PICKUP', 'COMPLETED', 'Ada Admin', null],
    ]);
    expect(expectSuccess<ConsoleOrder>(await inject('GET', `/api/admin/orders/${order.id}`))).toEqual(done);

    const audits = await auditOf(suite.t.db, order.id);
    expect(audits.map((row) => row.action)).toEqual(['order.note', 'order.ready_for_pickup', 'order.deliver']);
    expect(audits[2]).toMatchObject({ entityType: 'order', before: { status: 'READY_FOR_PICKUP' }, after: { status: 'COMPLETED', ageCheckedAt: expect.any(String) } });
  });

  it('names the card each charge attempt used, not the card that paid in the end', async () => {
    const { row: shopper } = await insertAccount(suite.t.db, { givenName: 'Alan', familyName: 'Turing' });
    const order = await placedOrderAt(suite.t.db, suite.cast.business, { userId: shopper.id, placedAt: new Date('2030-01-15T14:00:00Z') });
    const declining = await saveTestCard(suite.t.db, shopper.id, Cards.declinedAfterAttach);
    await suite.t.db.update(orders).set({ paymentCardId: declining.id }).where(eq(orders.id, order.id));
    const ctx = serviceContext(suite.t.db);
    await chargeDueOrders(ctx, NIGHT);
    await expect(payOrder(ctx, shopper.id, order.id, declining.id)).rejects.toMatchObject({ errorCode: ErrorCode.PAYMENT_DECLINED });
    const paying = await saveTestCard(suite.t.db, shopper.id, Cards.visa);
    await payOrder(ctx, shopper.id, order.id, paying.id);

    const detail = expectSuccess<ConsoleOrder>(await inject('GET', `/api/admin/orders/${order.id}`));
    expect(detail.payments.map((payment) => [payment.status, payment.card?.last4])).toEqual([
      ['failed', '0341'],
      ['failed', '0341'],
      ['succeeded', '4242'],
    ]);
    expect(detail.card?.last4).toBe('4242');
  });

  it('refuses a bad note, a step the order cannot take and unknown orders, changing nothing', async () => {
    const order = await placedOrderAt(suite.t.db, suite.cast.business);
    for (const payload of [{ body: '   ' }, { body: 'x'.repeat(1001) }, {}, { body: 'ok', pinned: true }]) {
      expectFailure(await inject('POST', `/api/admin/orders/${order.id}/notes`, payload), 400, ErrorCode.VALIDATION_FAILED);
    }
    expectFailure(await inject('PATCH', `/api/admin/orders/${order.id}/delivered`, { ageChecked: true }), 409, ErrorCode.ORDER_STATE_CONFLICT, 'CONFIRMED');
    expectFailure(await inject('PATCH', `/api/admin/orders/${order.id}/out-for-delivery`, {}), 409, ErrorCode.ORDER_STATE_CONFLICT);
    expectFailure(await inject('GET', `/api/admin/orders/${newId()}`), 404, ErrorCode.NOT_FOUND);
    expectFailure(await inject('PATCH', `/api/admin/orders/${newId()}/delivered`, { ageChecked: true }), 404, ErrorCode.NOT_FOUND);
    expect(await statusOf(order.id)).toBe('CONFIRMED');
    expect(await suite.t.db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id))).toEqual([]);
    expect(await auditOf(suite.t.db, order.id)).toEqual([]);
  });

  it('cancels a charged order with a refund, audited with what was refunded', async () => {
    const order = await placedOrderAt(suite.t.db, suite.cast.business, { placedAt: new Date('2030-01-15T15:00:00Z') });
    await chargeDueOrders(serviceContext(suite.t.db), NIGHT);
    expect(await statusOf(order.id)).toBe('CHARGED');
    expectSuccess(await inject('PATCH', `/api/admin/orders/${order.id}/cancel`, { note: 'Out of stock' }));
    const shown = expectSuccess<ConsoleOrder>(await inject('GET', `/api/admin/orders/${order.id}`));
    expect(shown.payments.map((row) => [row.kind, row.status, row.amount])).toEqual([
      ['charge', 'succeeded', '60.00'],
      ['refund', 'succeeded', '60.00'],
    ]);
    expect(shown.history.at(-1)).toMatchObject({ toStatus: 'ADMIN_CANCEL', note: 'Out of stock', actor: { name: 'Ada Admin' } });
    const audits = await auditOf(suite.t.db, order.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'order.cancel',
      before: { order: `SL-${order.orderNumber}`, status: 'CHARGED' },
      after: { order: `SL-${order.orderNumber}`, status: 'ADMIN_CANCEL', refunded: '$60.00', note: 'Out of stock' },
    });
  });
});
