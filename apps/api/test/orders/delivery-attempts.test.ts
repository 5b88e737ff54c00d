/**
 * Delivery attempts (issue 32, docs/decisions/0051-delivery-attempts.md): the FAQ's three attempts
 * and its $20 re-delivery fee, from the retailer's failed attempt to the shopper's re-delivery and,
 * after the third failure, the refund less the fees, the bottles back in stock and the commission
 * reversed.
 */
import type { ConsoleDeliveryAttempts, OrderDelivery } from '@wine/contract/delivery-attempts';
import { ErrorCode } from '@wine/contract/errors';
import type { PlacedOrder } from '@wine/contract/checkout';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { wireOrderMoneyStory } from '@wine/contract/order-money';
import type { RetailerOrderList } from '@wine/contract/retailer';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog, catalogueItems, commissions, deliveryAttempts, orders, outboxEmails, payments, testGatewayIntents, testGatewayPaymentMethods, testGatewayRefunds,
} from '../../src/db/schema';
import { chargeDueOrders } from '../../src/modules/payments/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeSommelier, makeWine } from '../helpers/fixtures';
import { gatewayCharges, makeConfirmedOrder, saveTestCard, serviceContext } from '../helpers/payments';
import { insertAccount, openSession } from '../helpers/users';

/** 23:45 in New York on 15 January 2030: the nightly charge takes orders placed that morning. */
const NIGHT = new Date('2030-01-16T04:45:00Z');
const MORNING = new Date('2030-01-15T14:00:00Z');

/** Two bottles at $30.00, 8.875% New York tax, a $7.99 delivery fee. */
const SUBTOTAL = 6000;
const TAX = 533;
const DELIVERY_FEE = 799;
const TOTAL = SUBTOTAL + TAX + DELIVERY_FEE;

type Headers = Record<string, string>;

let t: TestApp;
let business: { id: string };
let staffEmail: string;
let retailer: () => Promise<Headers>;
let otherRetailer: () => Promise<Headers>;
let admin: () => Promise<Headers>;

beforeAll(async () => {
  t = await createTestApp();
  business = await makeBusiness(t.db, { name: 'Hudson Valley Wine Merchants' });
  const theirs = await makeBusiness(t.db, { name: 'Golden Gate Cellars' });
  const staff = await insertAccount(t.db, { roles: ['retailer'], businessId: business.id, givenName: 'Rosa', familyName: 'Marchetti' });
  staffEmail = staff.row.email;
  const other = await insertAccount(t.db, { roles: ['retailer'], businessId: theirs.id });
  const adminAccount = await insertAccount(t.db, { roles: ['admin'] });
  retailer = () => openSession(t.db, staff.row.id);
  otherRetailer = () => openSession(t.db, other.row.id);
  admin = () => openSession(t.db, adminAccount.row.id);
});
afterAll(() => t.close());

/** A delivery order of two bottles with a sommelier's commission, charged and out for delivery. */
async function orderOutForDelivery() {
  const shopper = await insertAccount(t.db, { givenName: 'Grace', familyName: 'Hopper' });
  const card = await saveTestCard(t.db, shopper.row.id);
  const sommelier = await makeSommelier(t.db);
  const wine = await makeWine(t.db, { priceCents: 3000, businessId: business.id });
  const placed = await makeConfirmedOrder(t.db, {
    userId: shopper.row.id,
    cardId: card.id,
    totalCents: TOTAL,
    placedAt: MORNING,
    lines: [{ catalogueId: wine.id, quantity: 2, unitPriceCents: 3000, affiliateUserId: sommelier.id }],
  });
  await t.db
    .update(orders)
    .set({ businessId: business.id, deliveryMode: 'delivery', subtotalCents: SUBTOTAL, taxCents: TAX, deliveryFeeCents: DELIVERY_FEE })
    .where(eq(orders.id, placed.id));
  await chargeDueOrders(serviceContext(t.db), NIGHT);
  expectSuccess(await t.app.inject({ method: 'PATCH', url: `/api/retailer/orders/${placed.id}/out-for-delivery`, headers: await retailer(), payload: {} }));
  return { order: placed, shopper: { ...shopper.row, auth: () => openSession(t.db, shopper.row.id) }, card, wine };
}

const recordAttempt = async (orderId: string, headers: Headers, payload: Record<string, unknown> = { reason: 'nobody_home' }, prefix = '/api/retailer/orders') =>
  t.app.inject({ method: 'POST', url: `${prefix}/${orderId}/delivery-attempts`, headers, payload });

const agree = async (orderId: string, headers: Headers, attempt: number) =>
  t.app.inject({ method: 'POST', url: `/api/order/${orderId}/redelivery`, headers, payload: { attempt } });

const deliveryOf = async (orderId: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/order/${orderId}/delivery`, headers });

const statusOf = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
const mailsTo = (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
const feeCharges = (orderId: string) =>
  t.db.select().from(payments).where(and(eq(payments.orderId, orderId), like(payments.idempotencyKey, `order-${orderId}-redelivery-%`)));
const stockOf = async (wineId: string) => (await t.db.select().from(catalogueItems).where(eq(catalogueItems.id, wineId)))[0]?.stock;

describe('recording a failed delivery attempt', () => {
  it('is refused to other businesses, shoppers, bad reasons and orders not out for delivery, changing nothing', async () => {
    const { order, shopper } = await orderOutForDelivery();
    expectFailure(await recordAttempt(order.id, await otherRetailer()), 404, ErrorCode.NOT_FOUND);
    expectFailure(await recordAttempt(order.id, await shopper.auth()), 403, ErrorCode.FORBIDDEN);
    expectFailure(await recordAttempt(order.id, await shopper.auth(), undefined, '/api/admin/orders'), 403, ErrorCode.FORBIDDEN);
    expectFailure(await recordAttempt(order.id, await retailer(), { reason: 'dog_ate_it' }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await recordAttempt(order.id, await retailer(), {}), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await recordAttempt(order.id, await retailer(), { reason: 'refused', number: 3 }), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await recordAttempt(order.id, await retailer(), { reason: 'refused', note: 'x'.repeat(501) }), 400, ErrorCode.VALIDATION_FAILED);
    expect(await statusOf(order.id)).toBe('OUT_FOR_DELIVERY');
    expect(await t.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.orderId, order.id))).toEqual([]);

    // A charged order not yet out for delivery has no attempt to fail.
    await t.db.update(orders).set({ status: 'CHARGED' }).where(eq(orders.id, order.id));
    expectFailure(await recordAttempt(order.id, await retailer()), 409, ErrorCode.ORDER_STATE_CONFLICT);
    expect(await t.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.orderId, order.id))).toEqual([]);
  });

  it('lets an admin record one on any business’s order, written to the audit log', async () => {
    const { order } = await orderOutForDelivery();
    const answer = expectSuccess<ConsoleOrder>(await recordAttempt(order.id, await admin(), { reason: 'no_id', note: 'Only a teenager at home' }, '/api/admin/orders'));
    expect(answer.status).toBe('DELIVERY_FAILED');
    expect(answer.history.at(-1)?.note).toBe('Attempt 1 of 3: No ID: nobody aged 21 or over could show a valid ID (Only a teenager at home)');
    const attempts = expectSuccess<ConsoleDeliveryAttempts>(await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/delivery-attempts`, headers: await admin() }));
    expect(attempts.attempts).toMatchObject([{ number: 1, reason: 'no_id', note: 'Only a teenager at home', redeliveryAgreedAt: null }]);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.delivery_attempt')));
    expect(audit?.after).toMatchObject({ status: 'DELIVERY_FAILED', attempt: 1, reason: 'no_id' });
    expectFailure(await t.app.inject({ method: 'GET', url: `/api/retailer/orders/${order.id}/delivery-attempts`, headers: await otherRetailer() }), 404, ErrorCode.NOT_FOUND);
  });
});

describe('the re-delivery', () => {
  it('is free the first time: the shopper is mailed a link, agrees, and the order is back in the hand-over tab', async () => {
    const { order, shopper } = await orderOutForDelivery();
    const chargesBefore = await gatewayCharges(t.db);
    expect(expectSuccess<ConsoleOrder>(await recordAttempt(order.id, await retailer())).status).toBe('DELIVERY_FAILED');

    const [mail] = (await mailsTo(shopper.email)).filter((row) => row.subject.includes('could not deliver'));
    expect(mail?.text).toContain('attempt 1 of 3): Nobody home');
    expect(mail?.text).toContain('This first re-delivery is free.');
    expect(mail?.text).toContain(`http://shop.test/order/${order.id}`);

    const offered = expectSuccess<OrderDelivery>(await deliveryOf(order.id, await shopper.auth()));
    expect(offered.redelivery).toEqual({ attempt: 1, fee: '0.00', card: { brand: 'visa', last4: '4242' } });
    const stranger = await insertAccount(t.db);
    expectFailure(await deliveryOf(order.id, await openSession(t.db, stranger.row.id)), 404, ErrorCode.NOT_FOUND);
    expectFailure(await agree(order.id, await openSession(t.db, stranger.row.id), 1), 404, ErrorCode.NOT_FOUND);
    expect(await statusOf(order.id)).toBe('DELIVERY_FAILED');

    const agreed = expectSuccess<OrderDelivery>(await agree(order.id, await shopper.auth(), 1));
    expect(agreed.redelivery).toBeNull();
    expect(agreed.attempts).toMatchObject([{ number: 1, redeliveryFee: '0.00' }]);
    expect(await statusOf(order.id)).toBe('REDELIVERY');
    expect(await gatewayCharges(t.db)).toBe(chargesBefore);
    expect(await feeCharges(order.id)).toEqual([]);

    const handover = expectSuccess<RetailerOrderList>(await t.app.inject({ method: 'GET', url: '/api/retailer/orders?status=handover', headers: await retailer() }));
    expect(handover.orders.find((row) => row._id === order.id)?.status).toBe('REDELIVERY');
    const detail = expectSuccess<ConsoleOrder>(await t.app.inject({ method: 'GET', url: `/api/retailer/orders/${order.id}`, headers: await retailer() }));
    expect(detail.nextSteps).toEqual(['OUT_FOR_DELIVERY', 'COMPLETED']);
    expect((await mailsTo(staffEmail)).some((row) => row.subject === `Order SL-${order.orderNumber}: the shopper agreed to a re-delivery`)).toBe(true);
    expect((await mailsTo(shopper.email)).some((row) => row.subject.includes('is booked') && row.text.includes('This re-delivery is free.'))).toBe(true);
  });

  it('costs $20.00 the second time, shown first, charged once to the order’s card when confirmed twice at once', async () => {
    const { order, shopper } = await orderOutForDelivery();
    await recordAttempt(order.id, await retailer());
    expectSuccess(await agree(order.id, await shopper.auth(), 1));
    expectSuccess(await t.app.inject({ method: 'PATCH', url: `/api/retailer/orders/${order.id}/out-for-delivery`, headers: await retailer(), payload: {} }));
    expect(expectSuccess<ConsoleOrder>(await recordAttempt(order.id, await retailer(), { reason: 'refused' })).status).toBe('DELIVERY_FAILED');

    const mail = (await mailsTo(shopper.email)).filter((row) => row.subject.includes('could not deliver')).find((row) => row.text.includes('attempt 2 of 3'));
    expect(mail?.text).toContain('This re-delivery costs $20.00, charged to your Visa ending in 4242 when you agree.');
    const offered = expectSuccess<OrderDelivery>(await deliveryOf(order.id, await shopper.auth()));
    expect(offered.redelivery).toEqual({ attempt: 2, fee: '20.00', card: { brand: 'visa', last4: '4242' } });

    // An answer about the earlier attempt is stale now.
    expectFailure(await agree(order.id, await shopper.auth(), 1), 409, ErrorCode.ORDER_STATE_CONFLICT);

    const chargesBefore = await gatewayCharges(t.db);
    const [first, second] = await Promise.all([agree(order.id, await shopper.auth(), 2), agree(order.id, await shopper.auth(), 2)]);
    expectSuccess(first!);
    expectSuccess(second!);
    expect(await gatewayCharges(t.db)).toBe(chargesBefore + 1);
    const fees = await feeCharges(order.id);
    expect(fees.map((row) => [row.status, row.amountCents])).toEqual([['succeeded', 2000]]);
    const [intent] = await t.db.select().from(testGatewayIntents).where(eq(testGatewayIntents.idempotencyKey, fees[0]!.idempotencyKey));
    expect(intent).toMatchObject({ amountCents: 2000, status: 'succeeded' });
    const [attempt] = await t.db.select().from(deliveryAttempts).where(and(eq(deliveryAttempts.orderId, order.id), eq(deliveryAttempts.number, 2)));
    expect(attempt).toMatchObject({ redeliveryFeeCents: 2000, redeliveryPaymentId: fees[0]!.id });
    expect(await statusOf(order.id)).toBe('REDELIVERY');
    const booked = (await mailsTo(shopper.email)).find((row) => row.text.includes('We charged the $20.00 re-delivery fee to your Visa ending in 4242.'));
    // The fee in the order's money story, as the order's page tells it (issue 45).
    expect(booked?.text).toContain('\n\nRe-delivery fee: $20.00\nPaid in all: $93.32\nPaid via Card (Visa ending in 4242).\n\n');
  });

  it('leaves the order waiting when the card declines the fee, and charges it when tried again', async () => {
    const { order, shopper, card } = await orderOutForDelivery();
    await recordAttempt(order.id, await retailer());
    await agree(order.id, await shopper.auth(), 1);
    await t.app.inject({ method: 'PATCH', url: `/api/retailer/orders/${order.id}/out-for-delivery`, headers: await retailer(), payload: {} });
    await recordAttempt(order.id, await retailer());
    const mailsBefore = (await mailsTo(shopper.email)).length;

    // The bank now declines the card the order was paid with.
    await t.db.update(testGatewayPaymentMethods).set({ behavior: 'decline' }).where(eq(testGatewayPaymentMethods.id, card.providerPaymentMethodId));
    expectFailure(await agree(order.id, await shopper.auth(), 2), 422, ErrorCode.PAYMENT_DECLINED, 'Your card was declined.');
    expect(await statusOf(order.id)).toBe('DELIVERY_FAILED');
    const [attempt] = await t.db.select().from(deliveryAttempts).where(and(eq(deliveryAttempts.orderId, order.id), eq(deliveryAttempts.number, 2)));
    expect(attempt).toMatchObject({ redeliveryAgreedAt: null, redeliveryFeeCents: null, redeliveryPaymentId: null });
    expect((await feeCharges(order.id)).map((row) => row.status)).toEqual(['failed']);
    expect((await mailsTo(shopper.email)).length).toBe(mailsBefore);
    expect(expectSuccess<OrderDelivery>(await deliveryOf(order.id, await shopper.auth())).redelivery?.fee).toBe('20.00');

    await t.db.update(testGatewayPaymentMethods).set({ behavior: 'succeed' }).where(eq(testGatewayPaymentMethods.id, card.providerPaymentMethodId));
    expectSuccess(await agree(order.id, await shopper.auth(), 2));
    expect(await statusOf(order.id)).toBe('REDELIVERY');
    expect((await feeCharges(order.id)).map((row) => [row.status, row.amountCents]).sort()).toEqual([['failed', 2000], ['succeeded', 2000]]);
  });
});

describe('the third failed attempt', () => {
  it('returns the order to the retailer: refunded less the fees, bottles back, commission reversed, both sides mailed', async () => {
    const { order, shopper, wine } = await orderOutForDelivery();
    const stockBefore = await stockOf(wine.id);
    expect(await t.db.select().from(commissions).where(eq(commissions.orderId, order.id))).toHaveLength(1);
    for (const attempt of [1, 2]) {
      await recordAttempt(order.id, await retailer());
      expectSuccess(await agree(order.id, await shopper.auth(), attempt));
      await t.app.inject({ method: 'PATCH', url: `/api/retailer/orders/${order.id}/out-for-delivery`, headers: await retailer(), payload: {} });
    }
    const answer = expectSuccess<ConsoleOrder>(await recordAttempt(order.id, await retailer(), { reason: 'refused' }));
    expect(answer.status).toBe('UNDELIVERED');

    // The order's charge less its delivery fee; the $20.00 re-delivery fee is kept.
    const refunds = (await t.db.select().from(payments).where(eq(payments.orderId, order.id))).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.status, row.amountCents])).toEqual([['succeeded', TOTAL - DELIVERY_FEE]]);
    const [orderCharge] = await t.db.select().from(payments).where(eq(payments.idempotencyKey, `order-${order.id}-charge`));
    const gatewayRefunds = await t.db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.intentId, orderCharge!.providerRef!));
    expect(gatewayRefunds.map((row) => row.amountCents)).toEqual([6533]);
    expect((await feeCharges(order.id)).map((row) => [row.status, row.amountCents])).toEqual([['succeeded', 2000]]);

    expect(await stockOf(wine.id)).toBe(stockBefore! + 2);
    const [stockAudit] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, wine.id), eq(auditLog.action, 'wine.stock')));
    expect(stockAudit?.after).toMatchObject({ reason: 'delivery-failed', orderId: order.id });
    expect(await t.db.select().from(commissions).where(eq(commissions.orderId, order.id))).toEqual([]);

    const shopperMail = (await mailsTo(shopper.email)).find((row) => row.subject.includes('could not be delivered'));
    expect(shopperMail?.text).toContain('We refunded $65.33 to your card, keeping the delivery fee ($7.99) and the re-delivery fee ($20.00)');
    const staffMail = (await mailsTo(staffEmail)).find((row) => row.subject === `Order SL-${order.orderNumber} came back after 3 failed deliveries`);
    expect(staffMail?.text).toContain('its bottles are back in your stock. The shopper was refunded $65.33.');

    // One money story (issue 45): the console's answer, the shopper's order and the shopper's mail tell the same.
    const story = {
      note: 'Paid via Card (Visa ending in 4242).',
      lines: [{ label: 'Re-delivery fee', amount: '$20.00' }, { label: 'Refunded', amount: '-$65.33' }, { label: 'Paid in all', amount: '$27.99' }],
    };
    expect(answer.money).toEqual({ charged: '93.32', refunded: '65.33' });
    expect(wireOrderMoneyStory({ status: answer.status, total: answer.total, money: answer.money, card: answer.card })).toEqual(story);
    const placed = expectSuccess<PlacedOrder>(await t.app.inject({ method: 'GET', url: `/api/order/${order.id}`, headers: await shopper.auth() }));
    expect(wireOrderMoneyStory({ status: placed.status, total: placed.displayAmount, money: placed.money, card: placed.payment.card })).toEqual(story);
    expect(shopperMail?.text).toContain('\n\nRe-delivery fee: $20.00\nRefunded: -$65.33\nPaid in all: $27.99\nPaid via Card (Visa ending in 4242).\n\n');

    const shown = expectSuccess<OrderDelivery>(await deliveryOf(order.id, await shopper.auth()));
    expect(shown.returned).toEqual({ refunded: '65.33', deliveryFee: '7.99', redeliveryFees: '20.00' });
    expect(shown.redelivery).toBeNull();
    expect(shown.attempts.map((row) => row.number)).toEqual([1, 2, 3]);

    // Nothing more to record or agree to; the refund is never made twice.
    expectFailure(await recordAttempt(order.id, await retailer()), 409, ErrorCode.ORDER_STATE_CONFLICT);
    expectFailure(await agree(order.id, await shopper.auth(), 2), 409, ErrorCode.ORDER_STATE_CONFLICT);
    expectFailure(await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${order.id}/cancel`, headers: await admin(), payload: {} }), 409, ErrorCode.ORDER_STATE_CONFLICT);
    expect((await t.db.select().from(payments).where(eq(payments.orderId, order.id))).filter((row) => row.kind === 'refund')).toHaveLength(1);
  });
});
