import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ErrorCode } from '@wine/contract/errors';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../src/db/client';
import { commissions, orderEvents, orders, outboxEmails, payments, testGatewayRefunds } from '../../src/db/schema';
import { runChargeOrders } from '../../src/jobs';
import { chargeDueOrders, refundOrderCharge } from '../../src/modules/payments/service';
import { latestCutoff } from '../../src/modules/payments/schedule';
import { createTestApp, type TestApp } from '../helpers/app';
import { VERIFY_MAIL_SUBJECT } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeSommelier, makeWine } from '../helpers/fixtures';
import { Cards, gatewayCharges, makeConfirmedOrder, poolOf, saveTestCard, serviceContext, urlOf } from '../helpers/payments';
import { signUp } from '../helpers/users';

/** 23:45 in New York on 15 January 2030 (EST, UTC-5): after the cut-off. */
const NIGHT = new Date('2030-01-16T04:45:00Z');
const NOON = new Date('2030-01-15T17:00:00Z');
const MORNING_PLACED = new Date('2030-01-15T14:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const paymentsOf = (orderId: string) => t.db.select().from(payments).where(eq(payments.orderId, orderId));
const orderRow = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
/** The mails about payments sent to an address (not the verification mail of its sign-up). */
const mailsTo = (email: string) =>
  t.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, email), ne(outboxEmails.subject, VERIFY_MAIL_SUBJECT)));

async function shopperWithOrder(number: string = Cards.visa, totalCents = 5398) {
  const shopper = await signUp(t.app);
  const card = await saveTestCard(t.db, shopper.user._id, number);
  const wine = await makeWine(t.db, { priceCents: 2699 });
  const order = await makeConfirmedOrder(t.db, {
    userId: shopper.user._id,
    cardId: card.id,
    totalCents,
    placedAt: MORNING_PLACED,
    lines: [{ catalogueId: wine.id, quantity: 2, unitPriceCents: 2699 }],
  });
  return { shopper, card, order, wine };
}

describe('the cut-off', () => {
  it('is 23:30 store time: today once reached, else yesterday', () => {
    expect(latestCutoff(NIGHT, 'America/New_York').toISOString()).toBe('2030-01-16T04:30:00.000Z');
    expect(latestCutoff(NOON, 'America/New_York').toISOString()).toBe('2030-01-15T04:30:00.000Z');
    // Summer time (EDT, UTC-4).
    expect(latestCutoff(new Date('2030-07-01T03:31:00Z'), 'America/New_York').toISOString()).toBe('2030-07-01T03:30:00.000Z');
    expect(latestCutoff(new Date('2030-01-15T23:40:00Z'), 'UTC').toISOString()).toBe('2030-01-15T23:30:00.000Z');
  });
});

describe('the nightly charge', () => {
  it('charges nothing before 23:30 for orders placed today', async () => {
    const { order } = await shopperWithOrder();
    const summary = await chargeDueOrders(serviceContext(t.db), NOON);
    expect(summary.charged).toBe(0);
    expect((await orderRow(order.id)).status).toBe('CONFIRMED');
    expect(await paymentsOf(order.id)).toHaveLength(0);
    // Clean up for the next tests: charge it now.
    await chargeDueOrders(serviceContext(t.db), NIGHT);
  });

  it('charges a confirmed order once, records commissions and mails a receipt; a second run does nothing', async () => {
    const shopper = await signUp(t.app);
    const card = await saveTestCard(t.db, shopper.user._id);
    const sommelier = await makeSommelier(t.db);
    const [red, white] = [await makeWine(t.db), await makeWine(t.db)];
    const order = await makeConfirmedOrder(t.db, {
      userId: shopper.user._id,
      cardId: card.id,
      totalCents: 7321,
      couponDiscountCents: 640,
      placedAt: MORNING_PLACED,
      lines: [
        { catalogueId: red.id, quantity: 2, unitPriceCents: 2000, discountPercent: 15, affiliateUserId: sommelier.id },
        { catalogueId: white.id, quantity: 1, unitPriceCents: 2999 },
      ],
    });
    const charges = await gatewayCharges(t.db);
    const ctx = serviceContext(t.db);
    const first = await chargeDueOrders(ctx, NIGHT);
    expect(first).toMatchObject({ cutoff: '2030-01-16T04:30:00.000Z', failed: 0, errors: 0 });
    expect(first.charged).toBeGreaterThanOrEqual(1);
    await chargeDueOrders(ctx, NIGHT);
    await chargeDueOrders(ctx, new Date(NIGHT.getTime() + 86_400_000));

    const row = await orderRow(order.id);
    expect(row.status).toBe('CHARGED');
    expect(row.chargedAt).toBeInstanceOf(Date);
    const rows = await paymentsOf(order.id);
    expect(rows).toEqual([expect.objectContaining({ kind: 'charge', status: 'succeeded', amountCents: 7321, idempotencyKey: `order-${order.id}-charge`, provider: 'test' })]);
    expect(await gatewayCharges(t.db)).toBe(charges + 1);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([['CONFIRMED', 'CHARGED']]);
    // 2 x (20.00 - 15%) = 34.00, less its share of the $6.40 coupon over 63.99 of lines (3.40) = 30.60;
    // 10% = 3.06. The line without an affiliate earns nothing.
    expect(await t.db.select().from(commissions).where(eq(commissions.orderId, order.id))).toEqual([
      expect.objectContaining({ sommelierUserId: sommelier.id, catalogueId: red.id, amountCents: 306 }),
    ]);
    const mails = await mailsTo(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Receipt for your order SL-${row.orderNumber}`);
    expect(mails[0]!.text).toContain('$73.21');
    expect(mails[0]!.text).toContain('your Visa ending in 4242');
  });

  it('charges each order once with two processes running at the same time', async () => {
    const created = await Promise.all([1, 2, 3, 4, 5].map(() => shopperWithOrder()));
    // A second "process": its own connection pool on the same database.
    const url = urlOf(t.db);
    const other: Database = connect(url, { max: 5 });
    try {
      const charges = await gatewayCharges(t.db);
      const ctxA = serviceContext(t.db);
      const ctxB = serviceContext(other.db);
      const results = await Promise.all([
        chargeDueOrders(ctxA, NIGHT),
        chargeDueOrders(ctxB, NIGHT),
        runChargeOrders(other.pool, ctxB, NIGHT),
        runChargeOrders(poolOf(t.db), ctxA, NIGHT),
      ]);
      const charged = results.reduce((sum, summary) => sum + (summary?.charged ?? 0), 0);
      expect(charged).toBe(5);
      expect(await gatewayCharges(t.db)).toBe(charges + 5);
      for (const { order, shopper } of created) {
        expect((await orderRow(order.id)).status).toBe('CHARGED');
        expect(await paymentsOf(order.id)).toHaveLength(1);
        expect(await mailsTo(shopper.email)).toHaveLength(1);
      }
    } finally {
      await other.close();
    }
  });

  it('a declined card ends PAYMENT_FAILED with a mail linking to pay with another card', async () => {
    const { shopper, order } = await shopperWithOrder(Cards.declined);
    await chargeDueOrders(serviceContext(t.db), NIGHT);
    const row = await orderRow(order.id);
    expect(row.status).toBe('PAYMENT_FAILED');
    expect(row.chargedAt).toBeNull();
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'failed', failureCode: 'card_declined', failureMessage: 'Your card was declined.' })]);
    expect(await t.db.select().from(commissions).where(eq(commissions.orderId, order.id))).toEqual([]);
    const [mail] = await mailsTo(shopper.email);
    expect(mail!.subject).toBe(`Payment failed for your order SL-${row.orderNumber}`);
    expect(mail!.text).toContain('Your card was declined.');
    expect(mail!.text).toContain(`http://shop.test/payment/pay/${order.id}`);
  });

  it('a card needing authentication ends PAYMENT_FAILED with a mail linking to the authentication page', async () => {
    const { shopper, order } = await shopperWithOrder(Cards.authenticate);
    await chargeDueOrders(serviceContext(t.db), NIGHT);
    expect((await orderRow(order.id)).status).toBe('PAYMENT_FAILED');
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'requires_action', failureCode: 'authentication_required' })]);
    const [mail] = await mailsTo(shopper.email);
    expect(mail!.subject).toContain('Confirm the payment');
    expect(mail!.text).toContain(`http://shop.test/payment/pay/${order.id}?authenticate=1`);
  });

  it('a card removed before the night is not charged: PAYMENT_FAILED', async () => {
    const { shopper, order, card } = await shopperWithOrder();
    expectSuccess(await t.app.inject({ method: 'POST', url: `/api/user/${shopper.user._id}/disable-card`, headers: shopper.auth, payload: { cardId: card.id } }));
    const charges = await gatewayCharges(t.db);
    await chargeDueOrders(serviceContext(t.db), NIGHT);
    expect((await orderRow(order.id)).status).toBe('PAYMENT_FAILED');
    expect(await gatewayCharges(t.db)).toBe(charges);
  });

  it('runs from the command line: npm run jobs -- charge-orders', async () => {
    const { order } = await shopperWithOrder();
    const url = urlOf(t.db);
    const cwd = fileURLToPath(new URL('../..', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/jobs-cli.ts', 'charge-orders', '--now', NIGHT.toISOString()], {
      cwd,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent', INIT_CWD: '' },
      // Starting a process under tsx takes a minute on a busy machine.
      timeout: 300_000,
    });
    expect(stdout).toMatch(/Charge run \(cut-off 2030-01-16T04:30:00.000Z\): 1 charged/);
    expect((await orderRow(order.id)).status).toBe('CHARGED');
  }, 600_000);
});

describe('paying a payment-failed order on-session (POST /order/{id}/pay)', () => {
  it('charges another card and moves PAYMENT_FAILED to CHARGED, once', async () => {
    const { shopper, order } = await shopperWithOrder(Cards.declined);
    await chargeDueOrders(serviceContext(t.db), NIGHT);
    const good = await saveTestCard(t.db, shopper.user._id, Cards.visa);
    const url = `/api/order/${order.id}/pay`;

    const other = await signUp(t.app);
    expectFailure(await t.app.inject({ method: 'POST', url, headers: other.auth, payload: { cardId: good.id } }), 404, ErrorCode.NOT_FOUND);
    const otherCard = await saveTestCard(t.db, other.user._id);
    expectFailure(await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { cardId: otherCard.id } }), 422, ErrorCode.CARD_NOT_USABLE);

    const info = expectSuccess(await t.app.inject({ method: 'GET', url: `/api/order/${order.id}/payment`, headers: shopper.auth }));
    expect(info).toMatchObject({ orderStatus: 'PAYMENT_FAILED', amount: 5398, failureMessage: 'Your card was declined.', requiresAction: false, provider: 'test' });

    const paid = expectSuccess(await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { cardId: good.id } }));
    expect(paid).toEqual({ orderId: order.id, paymentStatus: 'succeeded', orderStatus: 'CHARGED' });
    const charges = await gatewayCharges(t.db);
    expect(expectSuccess(await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { cardId: good.id } }))).toMatchObject({ paymentStatus: 'succeeded' });
    expect(await gatewayCharges(t.db)).toBe(charges);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'CHARGED', paymentCardId: good.id });
    expect((await paymentsOf(order.id)).map((payment) => payment.status).sort()).toEqual(['failed', 'succeeded']);
    expect((await mailsTo(shopper.email)).map((mail) => mail.subject)).toContain(`Receipt for your order SL-${row.orderNumber}`);
  });

  it('a declined card answers 422006 and the order stays PAYMENT_FAILED', async () => {
    const { shopper, order, card } = await shopperWithOrder(Cards.declined);
    await chargeDueOrders(serviceContext(t.db), NIGHT);
    expectFailure(
      await t.app.inject({ method: 'POST', url: `/api/order/${order.id}/pay`, headers: shopper.auth, payload: { cardId: card.id } }),
      422,
      ErrorCode.PAYMENT_DECLINED,
      'Your card was declined.',
    );
    expect((await orderRow(order.id)).status).toBe('PAYMENT_FAILED');
  });

  it('a card needing authentication answers requires_action, then succeeds after the confirm step', async () => {
    const { shopper, order, card } = await shopperWithOrder(Cards.authenticate);
    await chargeDueOrders(serviceContext(t.db), NIGHT);
    const url = `/api/order/${order.id}/pay`;
    const first = expectSuccess<{ paymentStatus: string; clientSecret: string }>(
      await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { cardId: card.id } }),
    );
    expect(first).toMatchObject({ paymentStatus: 'requires_action', orderStatus: 'PAYMENT_FAILED', clientSecret: expect.any(String) });
    const again = expectSuccess(await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { cardId: card.id } }));
    expect(again).toMatchObject({ paymentStatus: 'requires_action', clientSecret: first.clientSecret });

    expectSuccess(await t.app.inject({ method: 'POST', url: '/api/payments/test/authenticate', payload: { clientSecret: first.clientSecret, approve: true } }));
    expect(expectSuccess(await t.app.inject({ method: 'POST', url, headers: shopper.auth, payload: { cardId: card.id } }))).toEqual({
      orderId: order.id,
      paymentStatus: 'succeeded',
      orderStatus: 'CHARGED',
    });
    expect((await orderRow(order.id)).status).toBe('CHARGED');
  });

  it('refuses an order that is not payment-failed', async () => {
    const { shopper, order, card } = await shopperWithOrder();
    expectFailure(
      await t.app.inject({ method: 'POST', url: `/api/order/${order.id}/pay`, headers: shopper.auth, payload: { cardId: card.id } }),
      409,
      ErrorCode.ORDER_STATE_CONFLICT,
    );
    expect(await paymentsOf(order.id)).toEqual([]);
  });
});

describe('refunding a charged order (refundOrderCharge)', () => {
  it('refunds the charge once through the gateway', async () => {
    const { order } = await shopperWithOrder();
    const ctx = serviceContext(t.db);
    await chargeDueOrders(ctx, NIGHT);
    const first = await refundOrderCharge(ctx, undefined, order.id);
    expect(first).toEqual({ refunded: true, amountCents: 5398, refundRef: expect.any(String) });
    const second = await t.db.transaction((tx) => refundOrderCharge(ctx, tx, order.id));
    expect(second).toEqual(first);
    const refunds = await t.db.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.kind, 'refund')));
    expect(refunds).toEqual([expect.objectContaining({ status: 'succeeded', amountCents: 5398, idempotencyKey: `order-${order.id}-refund` })]);
    expect((await t.db.select().from(testGatewayRefunds).where(eq(testGatewayRefunds.id, first.refundRef!))).length).toBe(1);
  });

  it('refunds nothing for an order that was never charged', async () => {
    const { order } = await shopperWithOrder();
    expect(await refundOrderCharge(serviceContext(t.db), undefined, order.id)).toEqual({ refunded: false, amountCents: 0 });
    expect(await paymentsOf(order.id)).toEqual([]);
  });
});
