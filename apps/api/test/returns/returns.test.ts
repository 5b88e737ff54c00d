import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { wireOrderMoneyStory } from '@wine/contract/order-money';
import { priceOrder, type CouponAction, type PricingLine } from '@wine/contract/pricing';
import type { ReviewList } from '@wine/contract/reviews';
import { RETURN_REQUESTS_PER_HOUR, RETURN_WINDOW_CLOSED, RETURN_WINDOW_MS, type OrderReturns, type ReturnList, type ReturnRequestView } from '@wine/contract/returns';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, catalogueItems, commissions, orderItems, orders, outboxEmails, payments } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { refundOrderAmount, refundOrderCharge } from '../../src/modules/payments/refund';
import { chargeDueOrders } from '../../src/modules/payments/service';
import { requestReturn } from '../../src/modules/returns/service';
import { callApi, createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeSommelier, makeWine } from '../helpers/fixtures';
import { saveTestCard, serviceContext } from '../helpers/payments';
import { writeReview } from '../helpers/reviews';
import { insertAccount, openSession } from '../helpers/users';

/** 23:45 in New York on 15 January 2030: after the nightly cut-off, so the morning's orders are charged. */
const NIGHT = new Date('2030-01-16T04:45:00Z');
const MORNING = new Date('2030-01-15T14:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Line extends PricingLine {
  affiliated?: boolean;
}

/**
 * A shopper's order at a fresh retailer, stored with the totals the one pricing function gives it
 * (as placing stores them), charged by the nightly job through the test gateway (which records the
 * sommelier's commission) and handed over `completedAt`.
 */
async function completedOrder(input: { lines: Line[]; coupon?: CouponAction; state?: string; mode?: 'delivery' | 'pickup'; completedAt?: Date }) {
  const business = await makeBusiness(t.db, { freeDeliveryThresholdCents: null, deliveryFeeCents: 599 });
  const staff = await insertAccount(t.db, { roles: ['retailer'], businessId: business.id, givenName: 'Rita' });
  const shopper = await insertAccount(t.db, { givenName: 'Sam' });
  const sommelier = await makeSommelier(t.db);
  const card = await saveTestCard(t.db, shopper.row.id);
  const wines = await Promise.all(input.lines.map((line) => makeWine(t.db, { businessId: business.id, priceCents: line.unitPriceCents, code: `SKU-${newId()}` })));
  const mode = input.mode ?? 'delivery';
  const priced = priceOrder({
    lines: input.lines,
    fulfilment: { mode, state: input.state ?? 'NY' },
    retailer: { deliveryFeeCents: 599, freeDeliveryThresholdCents: null },
    ...(input.coupon ? { coupon: { action: input.coupon, minAmountCents: null, maxAmountCents: null } } : {}),
  });
  const [order] = await t.db
    .insert(orders)
    .values({
      id: newId(),
      tenantId: SHOP_TENANT_ID,
      userId: shopper.row.id,
      status: 'CONFIRMED',
      businessId: business.id,
      deliveryMode: mode,
      paymentCardId: card.id,
      subtotalCents: priced.subtotalCents,
      offerDiscountCents: priced.offerDiscountCents,
      couponDiscountCents: priced.couponDiscountCents,
      taxCents: priced.taxCents,
      deliveryFeeCents: priced.deliveryFeeCents,
      totalCents: priced.totalCents,
      placedAt: MORNING,
    })
    .returning();
  await t.db.insert(orderItems).values(
    input.lines.map((line, index) => ({
      orderId: order!.id,
      catalogueId: wines[index]!.id,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountPercent: line.discountPercent,
      affiliateUserId: line.affiliated ? sommelier.id : null,
    })),
  );
  await chargeDueOrders(serviceContext(t.db), NIGHT);
  const completedAt = input.completedAt ?? new Date();
  await t.db.update(orders).set({ status: 'COMPLETED', completedAt }).where(eq(orders.id, order!.id));
  const [charged] = await t.db.select().from(payments).where(and(eq(payments.orderId, order!.id), eq(payments.kind, 'charge'), eq(payments.status, 'succeeded')));
  expect(charged?.amountCents).toBe(priced.totalCents);
  return {
    order: order!,
    priced,
    wines,
    business,
    sommelier,
    shopper: () => openSession(t.db, shopper.row.id),
    shopperRow: shopper.row,
    staff: () => openSession(t.db, staff.row.id),
    staffRow: staff.row,
  };
}

type Placed = Awaited<ReturnType<typeof completedOrder>>;

const ask = async (placed: Placed, lines: { wine: number; quantity: number }[], headers?: Record<string, string>) =>
  callApi(t, 'POST', `/order/${placed.order.id}/returns`, headers ?? (await placed.shopper()), {
    lines: lines.map((line) => ({ catalogueId: placed.wines[line.wine]!.id, quantity: line.quantity })),
    reason: 'Changed my mind, still sealed',
    unopened: true,
  });

async function askOk(placed: Placed, lines: { wine: number; quantity: number }[]): Promise<ReturnRequestView> {
  const answer = expectSuccess<OrderReturns>(await ask(placed, lines));
  return answer.requests[0]!;
}

const accept = async (placed: Placed, returnId: string, headers?: Record<string, string>) =>
  callApi(t, 'PATCH', `/retailer/returns/${returnId}/accept`, headers ?? (await placed.staff()), {});

const refunds = async (orderId: string) =>
  (await t.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.kind, 'refund')))).filter((row) => row.status === 'succeeded');
const refundedCents = async (orderId: string) => (await refunds(orderId)).reduce((sum, row) => sum + row.amountCents, 0);
const stockOf = async (wineId: string) => (await t.db.select({ stock: catalogueItems.stock }).from(catalogueItems).where(eq(catalogueItems.id, wineId)))[0]!.stock;
const commissionOf = async (sommelierId: string) =>
  (await t.db.select({ cents: sql<number>`coalesce(sum(${commissions.amountCents}), 0)::int` }).from(commissions).where(eq(commissions.sommelierUserId, sommelierId)))[0]!.cents;
const mailsTo = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

/**
 * Order of the money tests: 3 x $19.99 (brought by a sommelier) and 2 x $45.50 at 15% off ($38.67),
 * a 12.5% coupon, New York's 4% tax, a $5.99 delivery fee.
 *   lines after offers: 59.97 + 77.34 = 137.31; coupon 12.5% = 17.16; after it 120.15; tax 4.81;
 *   total 120.15 + 4.81 + 5.99 = 130.95.
 *   coupon split by line amounts: 7.49 | 9.67 (the cent left over goes to the larger remainder);
 *   tax split by the lines after coupon (52.48 | 67.67): 2.10 | 2.71.
 * One bottle of each: 19.99 − 2.50 (7.49 / 3) + 0.70 (2.10 / 3)  = 18.19
 *                  +  38.67 − 4.84 (9.67 / 2, half up) + 1.36 (2.71 / 2) = 35.19; together 53.38.
 */
const PERCENT_ORDER = {
  lines: [
    { unitPriceCents: 1999, quantity: 3, discountPercent: null, affiliated: true },
    { unitPriceCents: 4550, quantity: 2, discountPercent: 15 },
  ],
  coupon: { kind: 'percentage', percentage: 12.5 } as CouponAction,
};

describe('a return refunds the bottles, their discount share and their tax, never the delivery fee', () => {
  it('percentage coupon, several lines, partial quantities, two returns: to the cent, and the last refunds exactly what is left', async () => {
    const placed = await completedOrder(PERCENT_ORDER);
    expect(placed.priced.totalCents).toBe(13_095);
    const commissionBefore = await commissionOf(placed.sommelier.id);
    expect(commissionBefore).toBe(525); // 10% of 59.97 − 7.49
    const stockBefore = await Promise.all(placed.wines.map((wine) => stockOf(wine.id)));
    // The return form prices the bottles as they are chosen (issue 45): the order's lines, coupon and tax as placed.
    const form = expectSuccess<OrderReturns>(await callApi(t, 'GET', `/order/${placed.order.id}/returns`, await placed.shopper()));
    expect(form).toMatchObject({ couponDiscount: '17.16', taxes: '4.81' });
    expect(form.lines.map((line) => [line.unitPrice, line.discountPercent, line.bought, line.returnable])).toEqual([['19.99', null, 3, 3], ['45.50', 15, 2, 2]]);

    const first = await askOk(placed, [
      { wine: 0, quantity: 1 },
      { wine: 1, quantity: 1 },
    ]);
    expect(first).toMatchObject({ status: 'requested', refund: '53.38', refunded: null });
    const accepted = expectSuccess<ReturnRequestView>(await accept(placed, first._id));
    expect(accepted).toMatchObject({ status: 'accepted', goods: '58.66', couponDiscount: '7.34', taxes: '2.06', refund: '53.38', refunded: '53.38' });
    expect(await refundedCents(placed.order.id)).toBe(5338);
    // A third of the line's commission, 525 / 3.
    expect(await commissionOf(placed.sommelier.id)).toBe(commissionBefore - 175);
    // The console's report: the commission and the sales it came from drop by the returned bottle, still one order.
    const admin = await openSession(t.db, (await insertAccount(t.db, { roles: ['admin'] })).row.id);
    const report = expectSuccess<{ commissions: { orders: number; sales: string; commission: string }[] }>(
      await callApi(t, 'GET', `/admin/commission?q=${encodeURIComponent(placed.sommelier.email)}`, admin),
    );
    expect(report.commissions.map((row) => [row.orders, row.sales, row.commission])).toEqual([[1, '39.98', '3.50']]);
    expect(await Promise.all(placed.wines.map((wine) => stockOf(wine.id)))).toEqual([stockBefore[0]! + 1, stockBefore[1]! + 1]);

    const second = await askOk(placed, [
      { wine: 0, quantity: 2 },
      { wine: 1, quantity: 1 },
    ]);
    const last = expectSuccess<ReturnRequestView>(await accept(placed, second._id));
    // Every bottle back: the whole charge less the delivery fee, 130.95 − 5.99 − 53.38.
    expect(last.refunded).toBe('71.58');
    expect(await refundedCents(placed.order.id)).toBe(placed.priced.totalCents - placed.priced.deliveryFeeCents);
    expect(await commissionOf(placed.sommelier.id)).toBe(0);
    expect(await Promise.all(placed.wines.map((wine) => stockOf(wine.id)))).toEqual([stockBefore[0]! + 3, stockBefore[1]! + 2]);

    // Nothing left to return: the page says so, and asking again is refused.
    const page = expectSuccess<OrderReturns>(await callApi(t, 'GET', `/order/${placed.order.id}/returns`, await placed.shopper()));
    expect(page).toMatchObject({ open: false, closedReason: 'Every bottle of this order is in a return already.' });
    expect(page.requests.map((request) => [request.status, request.refunded])).toEqual([
      ['accepted', '71.58'],
      ['accepted', '53.38'],
    ]);
    expectFailure(await ask(placed, [{ wine: 0, quantity: 1 }]), 400, ErrorCode.VALIDATION_FAILED, /at most 0 bottles/);
  });

  it('amount coupon, pickup: half of $60.00 less $10.00 off with 7.25% tax, the second bottle refunds the rest', async () => {
    // 60.00 − 10.00 = 50.00; tax 3.625 → 3.63; total 53.63. One bottle: 30.00 − 5.00 + 1.82 (3.63 / 2, half up) = 26.82.
    const placed = await completedOrder({
      lines: [{ unitPriceCents: 3000, quantity: 2, discountPercent: null }],
      coupon: { kind: 'amount', amountCents: 1000 },
      state: 'CA',
      mode: 'pickup',
    });
    expect(placed.priced.totalCents).toBe(5363);
    const first = expectSuccess<ReturnRequestView>(await accept(placed, (await askOk(placed, [{ wine: 0, quantity: 1 }]))._id));
    expect(first).toMatchObject({ goods: '30.00', couponDiscount: '5.00', taxes: '1.82', refunded: '26.82' });
    const second = expectSuccess<ReturnRequestView>(await accept(placed, (await askOk(placed, [{ wine: 0, quantity: 1 }]))._id));
    expect(second.refunded).toBe('26.81');
    expect(await refundedCents(placed.order.id)).toBe(5363);
  });

  it('a return after a partial refund gives back only what is left of the charge, and a refund of the rest after a return only the rest', async () => {
    const placed = await completedOrder({ lines: [{ unitPriceCents: 3000, quantity: 2, discountPercent: null }], coupon: { kind: 'amount', amountCents: 1000 }, state: 'CA', mode: 'pickup' });
    // A goodwill refund of $50.00 first, through the same payment path.
    await t.db.transaction((tx) => refundOrderAmount(serviceContext(t.db), tx, placed.order.id, { amountCents: 5000, key: `goodwill-${placed.order.id}` }));
    const request = await askOk(placed, [{ wine: 0, quantity: 2 }]);
    const decided = expectSuccess<ReturnRequestView>(await accept(placed, request._id));
    expect(decided).toMatchObject({ refund: '53.63', refunded: '3.63' });
    expect(await refundedCents(placed.order.id)).toBe(5363);

    const other = await completedOrder({ lines: [{ unitPriceCents: 3000, quantity: 2, discountPercent: null }], coupon: { kind: 'amount', amountCents: 1000 }, state: 'CA', mode: 'pickup' });
    expectSuccess(await accept(other, (await askOk(other, [{ wine: 0, quantity: 1 }]))._id));
    // What an admin cancel refunds: the rest of the charge, never a second time the returned bottle.
    const rest = await t.db.transaction((tx) => refundOrderCharge(serviceContext(t.db), tx, other.order.id));
    expect(rest.amountCents).toBe(5363 - 2682);
    expect(await refundedCents(other.order.id)).toBe(5363);
  });
});

describe('who may return what, and when', () => {
  it('refuses another shopper (404), a retailer of another business (404) and an order not completed (409), changing nothing', async () => {
    const placed = await completedOrder(PERCENT_ORDER);
    const stranger = await insertAccount(t.db);
    expectFailure(await ask(placed, [{ wine: 0, quantity: 1 }], await openSession(t.db, stranger.row.id)), 404, ErrorCode.NOT_FOUND);
    expectFailure(await callApi(t, 'GET', `/order/${placed.order.id}/returns`, await openSession(t.db, stranger.row.id)), 404, ErrorCode.NOT_FOUND);

    const request = await askOk(placed, [{ wine: 0, quantity: 1 }]);
    const otherShop = await completedOrder(PERCENT_ORDER);
    expectFailure(await accept(placed, request._id, await otherShop.staff()), 404, ErrorCode.NOT_FOUND);
    const theirs = expectSuccess<ReturnList>(await callApi(t, 'GET', '/retailer/returns', await otherShop.staff()));
    expect(theirs.requests.map((entry) => entry._id)).not.toContain(request._id);
    expectFailure(await callApi(t, 'GET', '/retailer/returns', await placed.shopper()), 403, ErrorCode.FORBIDDEN);
    expect(await refunds(placed.order.id)).toEqual([]);

    await t.db.update(orders).set({ status: 'CHARGED', completedAt: null }).where(eq(orders.id, otherShop.order.id));
    expectFailure(await ask(otherShop, [{ wine: 0, quantity: 1 }]), 409, ErrorCode.ORDER_STATE_CONFLICT, /once the order is delivered or picked up/);
  });

  it('refuses more bottles than bought less what earlier requests name, a wine not in the order, and no unopened confirmation', async () => {
    const placed = await completedOrder(PERCENT_ORDER);
    expectFailure(await ask(placed, [{ wine: 0, quantity: 4 }]), 400, ErrorCode.VALIDATION_FAILED, /at most 3 bottles/);
    await askOk(placed, [{ wine: 0, quantity: 2 }]);
    expectFailure(await ask(placed, [{ wine: 0, quantity: 2 }]), 400, ErrorCode.VALIDATION_FAILED, /at most 1 bottle of/);
    const elsewhere = await makeWine(t.db);
    const headers = await placed.shopper();
    expectFailure(
      await callApi(t, 'POST', `/order/${placed.order.id}/returns`, headers, { lines: [{ catalogueId: elsewhere.id, quantity: 1 }], reason: 'Not mine', unopened: true }),
      400,
      ErrorCode.VALIDATION_FAILED,
    );
    expectFailure(
      await callApi(t, 'POST', `/order/${placed.order.id}/returns`, headers, { lines: [{ catalogueId: placed.wines[1]!.id, quantity: 1 }], reason: 'Too sweet', unopened: false }),
      400,
      ErrorCode.VALIDATION_FAILED,
      /unopened/,
    );
    const page = expectSuccess<OrderReturns>(await callApi(t, 'GET', `/order/${placed.order.id}/returns`, headers));
    expect(page.requests).toHaveLength(1);
    expect(page.lines.map((line) => line.returnable)).toEqual([1, 2]);
  });

  it('takes requests for 30 days from completion, then refuses them and says why', async () => {
    const completedAt = new Date('2030-02-01T18:00:00Z');
    const placed = await completedOrder({ ...PERCENT_ORDER, completedAt });
    const viewer = { id: placed.shopperRow.id, tenantId: SHOP_TENANT_ID, sessionId: newId(), isAdmin: false, retailerBusinessId: null, row: placed.shopperRow };
    const body = { lines: [{ catalogueId: placed.wines[0]!.id, quantity: 1 }], reason: 'Gift duplicate', unopened: true as const };
    const ctx = serviceContext(t.db);
    const lastMinute = new Date(completedAt.getTime() + RETURN_WINDOW_MS - 60_000);
    const tooLate = new Date(completedAt.getTime() + RETURN_WINDOW_MS);
    await expect(requestReturn(ctx, viewer, placed.order.id, body, tooLate)).rejects.toMatchObject({ errorCode: ErrorCode.ORDER_STATE_CONFLICT, message: RETURN_WINDOW_CLOSED });
    const answer = await requestReturn(ctx, viewer, placed.order.id, body, lastMinute);
    expect(answer.requests).toHaveLength(1);

    // Through the API, on the real clock: an order completed 31 days ago.
    await t.db.update(orders).set({ completedAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) }).where(eq(orders.id, placed.order.id));
    const page = expectSuccess<OrderReturns>(await callApi(t, 'GET', `/order/${placed.order.id}/returns`, await placed.shopper()));
    expect(page).toMatchObject({ open: false, closedReason: RETURN_WINDOW_CLOSED });
    expectFailure(await ask(placed, [{ wine: 1, quantity: 1 }]), 409, ErrorCode.ORDER_STATE_CONFLICT, RETURN_WINDOW_CLOSED);
  });
});

describe('deciding a return', () => {
  it('is done once: two tabs accepting at once refund once, the other is told it was decided', async () => {
    const placed = await completedOrder(PERCENT_ORDER);
    const request = await askOk(placed, [{ wine: 1, quantity: 1 }]);
    const stock = await stockOf(placed.wines[1]!.id);
    const [one, two] = await Promise.all([accept(placed, request._id), accept(placed, request._id)]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expectFailure([one, two].find((answer) => answer.statusCode === 409)!, 409, ErrorCode.ORDER_STATE_CONFLICT, /accepted already/);
    expect(await refunds(placed.order.id)).toHaveLength(1);
    expect(await stockOf(placed.wines[1]!.id)).toBe(stock + 1);
    // Nor can it be declined afterwards, from the console either.
    const admin = await insertAccount(t.db, { roles: ['admin'] });
    expectFailure(
      await callApi(t, 'PATCH', `/admin/returns/${request._id}/decline`, await openSession(t.db, admin.row.id), { note: 'Too late' }),
      409,
      ErrorCode.ORDER_STATE_CONFLICT,
    );
  });

  it('mails shopper and retailer at each step and writes each decision to the audit log', async () => {
    const placed = await completedOrder(PERCENT_ORDER);
    const shopperEmail = placed.shopperRow.email;
    const staffEmail = placed.staffRow.email;
    const request = await askOk(placed, [{ wine: 0, quantity: 1 }]);
    expect((await mailsTo(shopperEmail)).some((mail) => mail.subject.includes('return for order') && mail.subject.includes('is requested'))).toBe(true);
    expect((await mailsTo(staffEmail)).some((mail) => mail.subject.startsWith('Return requested for order') && mail.text.includes('Changed my mind'))).toBe(true);

    expectSuccess(await accept(placed, request._id));
    const refundedMail = (await mailsTo(shopperEmail)).find((mail) => mail.subject.includes('is refunded') && mail.text.includes('$18.19'));
    // The order's money story after the refund, as the console's order (and the shopper's page) tells it (issue 45).
    const admin = await insertAccount(t.db, { roles: ['admin'] });
    const consoleOrder = expectSuccess<ConsoleOrder>(await callApi(t, 'GET', `/admin/orders/${placed.order.id}`, await openSession(t.db, admin.row.id)));
    const story = wireOrderMoneyStory({ status: consoleOrder.status, total: consoleOrder.total, money: consoleOrder.money, card: consoleOrder.card });
    expect(story.lines[0]).toEqual({ label: 'Refunded', amount: '-$18.19' });
    expect(refundedMail?.text).toContain([...story.lines.map((line) => `${line.label}: ${line.amount}`), story.note].join('. '));
    expect((await mailsTo(staffEmail)).some((mail) => mail.subject.startsWith('Return accepted') && mail.text.includes('$18.19'))).toBe(true);

    const declined = await askOk(placed, [{ wine: 1, quantity: 2 }]);
    const staff = await placed.staff();
    expectFailure(await callApi(t, 'PATCH', `/retailer/returns/${declined._id}/decline`, staff, {}), 400, ErrorCode.VALIDATION_FAILED);
    const answer = expectSuccess<ReturnRequestView>(await callApi(t, 'PATCH', `/retailer/returns/${declined._id}/decline`, staff, { note: 'The capsule was cut' }));
    expect(answer).toMatchObject({ status: 'declined', decisionNote: 'The capsule was cut', refunded: null, decidedBy: expect.stringContaining('Rita') });
    // The shopper is told who declined (issue 45): the retailer's shop by name.
    const declinedMail = (await mailsTo(shopperEmail)).find((mail) => mail.subject.includes('was declined'));
    expect(declinedMail?.text).toContain(`was declined by ${placed.business.name}, and nothing was refunded. Their note: The capsule was cut`);
    expect(declinedMail?.text).not.toContain("The retailer's note");
    expect((await mailsTo(staffEmail)).some((mail) => mail.subject.startsWith('Return declined') && mail.text.includes(`declined by ${placed.business.name}`))).toBe(true);
    // Declined from the console, the marketplace's team is named.
    const again = await askOk(placed, [{ wine: 1, quantity: 1 }]);
    expectSuccess(await callApi(t, 'PATCH', `/admin/returns/${again._id}/decline`, await openSession(t.db, admin.row.id), { note: 'Not our wine' }));
    const consoleMail = (await mailsTo(shopperEmail)).find((mail) => mail.subject.includes('was declined') && mail.text.includes('Not our wine'));
    expect(consoleMail?.text).toContain('was declined by the Sommlike team, and nothing was refunded. Their note: Not our wine');
    // A declined request frees its bottles for another request.
    const page = expectSuccess<OrderReturns>(await callApi(t, 'GET', `/order/${placed.order.id}/returns`, await placed.shopper()));
    expect(page.lines.map((line) => line.returnable)).toEqual([2, 2]);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'return'));
    const actions = audit.filter((row) => row.entityId === request._id || row.entityId === declined._id).map((row) => [row.action, row.actorUserId]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['return.request', placed.shopperRow.id],
        ['return.accept', placed.staffRow.id],
        ['return.decline', placed.staffRow.id],
      ]),
    );
    const stock = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'wine.stock'), eq(auditLog.entityId, placed.wines[0]!.id)));
    expect(stock.map((row) => row.after)).toEqual([expect.objectContaining({ reason: 'return', orderId: placed.order.id })]);
  });

  it('the console lists every business’s requests and decides for a retailer', async () => {
    const placed = await completedOrder(PERCENT_ORDER);
    const request = await askOk(placed, [{ wine: 1, quantity: 1 }]);
    const admin = await openSession(t.db, (await insertAccount(t.db, { roles: ['admin'] })).row.id);
    const list = expectSuccess<ReturnList>(await callApi(t, 'GET', '/admin/returns?status=requested&limit=100', admin));
    expect(list.requests.find((entry) => entry._id === request._id)).toMatchObject({
      business: { _id: placed.business.id },
      shopper: { email: placed.shopperRow.email },
    });
    const decided = expectSuccess<ReturnRequestView>(await callApi(t, 'PATCH', `/admin/returns/${request._id}/accept`, admin, { note: 'Collected by courier' }));
    expect(decided).toMatchObject({ status: 'accepted', decisionNote: 'Collected by courier' });
    // A retailer may not use the console's route.
    expectFailure(await callApi(t, 'GET', '/admin/returns', await placed.staff()), 403, ErrorCode.FORBIDDEN);
  });
});

describe('a verified purchase given back (issue 44)', () => {
  it('stays while the reviewer keeps a bottle, and goes once every bottle came back refunded', async () => {
    const placed = await completedOrder({ lines: [{ unitPriceCents: 2500, quantity: 2, discountPercent: null }] });
    const wine = placed.wines[0]!;
    await writeReview(t, wine.id, { rating: 5, text: 'Lovely' }, placed.shopperRow.id);
    const verified = async () => expectSuccess<ReviewList>(await callApi(t, 'GET', `/catalogue/${wine.id}/reviews`, {})).reviews[0]!.isVerifiedPurchase;
    expect(await verified()).toBe(true);

    // A return asked for and declined gives nothing back.
    const declined = await askOk(placed, [{ wine: 0, quantity: 2 }]);
    expectSuccess(await callApi(t, 'PATCH', `/retailer/returns/${declined._id}/decline`, await placed.staff(), { note: 'The capsule was cut' }));
    expect(await verified()).toBe(true);

    expectSuccess(await accept(placed, (await askOk(placed, [{ wine: 0, quantity: 1 }]))._id));
    expect(await verified()).toBe(true);
    expectSuccess(await accept(placed, (await askOk(placed, [{ wine: 0, quantity: 1 }]))._id));
    expect(await verified()).toBe(false);
  });
});

describe('a burst of return requests (issue 44)', () => {
  it(`takes ${RETURN_REQUESTS_PER_HOUR} requests an hour from one account, then answers 429 and mails no one`, async () => {
    const placed = await completedOrder({ lines: [{ unitPriceCents: 1000, quantity: 1, discountPercent: null }] });
    const headers = await placed.shopper();
    const declined = [];
    for (let request = 0; request < RETURN_REQUESTS_PER_HOUR; request++) {
      const asked = await askOk(placed, [{ wine: 0, quantity: 1 }]);
      expectSuccess(await callApi(t, 'PATCH', `/retailer/returns/${asked._id}/decline`, await placed.staff(), { note: 'Opened' }));
      declined.push(asked);
    }
    const mailsBefore = (await mailsTo(placed.shopperRow.email)).length + (await mailsTo(placed.staffRow.email)).length;
    expectFailure(await ask(placed, [{ wine: 0, quantity: 1 }], headers), 429, ErrorCode.TOO_MANY_REQUESTS);
    expect((await mailsTo(placed.shopperRow.email)).length + (await mailsTo(placed.staffRow.email)).length).toBe(mailsBefore);
    expect(declined).toHaveLength(RETURN_REQUESTS_PER_HOUR);
  });
});
