import { COMMISSION_RATE_PERCENT } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { formatMoney } from '@wine/contract/money';
import { isPaidStatus } from '@wine/contract/order-status';
import { lineCommissions, priceLine } from '@wine/contract/pricing';
import type { PayOrderResult } from '@wine/contract/cards';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { withMail, type Mail } from '../mail/service';
import { findOrder, lockOrderForStatus, transition } from '../orders/state';
import { GatewayError, type ChargeResult, type PaymentGateway } from './gateway';
import { gatewayFor } from './providers';
import {
  cardById, chargeAttempts, insertCommissions, insertPaymentIfNew, lockNextDueOrder, orderLinesOf, orderPayments,
  setOrderCard, updatePayment, usableCard, userContact, type OrderRow, type PaymentRow, type SavedCardRow,
} from './queries';
import { latestCutoff } from './schedule';

/**
 * Money moving on orders: the nightly off-session charge, paying a payment-failed order on-session,
 * and refunding a charged order. Each charge attempt is a payments row written before the gateway
 * is called, and its idempotency key is the one the gateway sees: a retry never charges twice.
 */

const chargeKey = (orderId: string) => `order-${orderId}-charge`;
const refundKey = (orderId: string) => `order-${orderId}-refund`;
/** An on-session attempt still pending after this long is resumed (the process likely died meanwhile). */
const STALE_PENDING_MS = 60_000;

type Outcome =
  | { kind: 'charged'; order: OrderRow; card: SavedCardRow | undefined }
  | { kind: 'declined'; order: OrderRow; card: SavedCardRow | undefined; message: string }
  | { kind: 'requires_action'; order: OrderRow; card: SavedCardRow | undefined; message: string; clientSecret: string };

/** Commission rows for the order's affiliated lines (see lineCommissions: offer and coupon share deducted). */
async function createCommissions(tx: Executor, order: OrderRow): Promise<void> {
  const lines = (await orderLinesOf(tx, order.id)).filter((line) => line.unitPriceCents !== null && line.quantity > 0);
  const amounts = lineCommissions(
    lines.map((line) => ({
      totalCents: priceLine({ unitPriceCents: line.unitPriceCents ?? 0, quantity: line.quantity, discountPercent: line.discountPercent }).totalCents,
      affiliated: line.affiliateUserId !== null,
    })),
    order.couponDiscountCents ?? 0,
    COMMISSION_RATE_PERCENT,
  );
  const rows = lines.flatMap((line, index) => {
    const amountCents = amounts[index] ?? 0;
    return line.affiliateUserId && amountCents > 0
      ? [{ id: newId(), sommelierUserId: line.affiliateUserId, orderId: order.id, catalogueId: line.catalogueId, amountCents }]
      : [];
  });
  await insertCommissions(tx, rows);
}

/** Records a gateway answer on the payment row and moves the (locked) order accordingly. */
async function applyChargeResult(
  tx: Executor,
  order: OrderRow,
  payment: PaymentRow,
  result: ChargeResult,
  card: SavedCardRow | undefined,
  actorUserId: string | null,
): Promise<Outcome> {
  if (result.status === 'succeeded') {
    await updatePayment(tx, payment.id, { status: 'succeeded', providerRef: result.ref, failureCode: null, failureMessage: null });
    const chargedAt = new Date();
    await transition(tx, order, 'CHARGED', actorUserId, { chargedAt });
    await createCommissions(tx, order);
    return { kind: 'charged', order: { ...order, status: 'CHARGED', chargedAt }, card };
  }
  const requiresAction = result.status === 'requires_action';
  await updatePayment(tx, payment.id, {
    status: requiresAction ? 'requires_action' : 'failed',
    providerRef: result.ref,
    failureCode: result.code,
    failureMessage: result.message,
  });
  if (order.status !== 'PAYMENT_FAILED') {
    await transition(tx, order, 'PAYMENT_FAILED', actorUserId, {}, `${result.code}: ${result.message}`.slice(0, 300));
  }
  const failed = { ...order, status: 'PAYMENT_FAILED' };
  return requiresAction
    ? { kind: 'requires_action', order: failed, card, message: result.message, clientSecret: result.clientSecret }
    : { kind: 'declined', order: failed, card, message: result.message };
}

/** Queues the shopper's mail about a charge outcome in the transaction that records it. */
async function notify(ctx: AppContext, tx: Executor, send: (mail: Mail) => Promise<void>, outcome: Outcome): Promise<void> {
  const { order, card } = outcome;
  const user = await userContact(tx, order.userId);
  if (!user) return;
  const origin = ctx.config.publicOrigin;
  const amount = formatMoney(order.totalCents ?? 0);
  const cardText = card ? `your ${card.brand} card ending in ${card.last4}` : 'your card';
  const orderLink = `${origin}/order/${order.id}`;
  const payLink = `${origin}/payment/pay/${order.id}`;
  const hello = `Hi ${user.givenName},`;
  const mail =
    outcome.kind === 'charged'
      ? {
          subject: `Receipt for your order #${order.orderNumber}`,
          text: `${hello}\n\nWe charged ${amount} to ${cardText} for order #${order.orderNumber}.\n\nSee your order: ${orderLink}\n\nThank you for shopping with Sommlike.`,
        }
      : outcome.kind === 'declined'
        ? {
            subject: `Payment failed for your order #${order.orderNumber}`,
            text:
              `${hello}\n\nWe could not charge ${amount} to ${cardText} for order #${order.orderNumber}: ${outcome.message}\n\n` +
              `Please pay with another card here: ${payLink}\n\nYour order: ${orderLink}`,
          }
        : {
            subject: `Confirm the payment for your order #${order.orderNumber}`,
            text:
              `${hello}\n\nYour bank asks you to confirm the payment of ${amount} with ${cardText} for order #${order.orderNumber}.\n\n` +
              `Complete the authentication here: ${payLink}?authenticate=1\n\nYour order: ${orderLink}`,
          };
  await send({ to: user.email, ...mail });
}

export interface ChargeRunSummary {
  cutoff: string;
  charged: number;
  failed: number;
  requiresAction: number;
  errors: number;
}

/** Charges one locked, due order off-session. */
async function chargeLockedOrder(ctx: AppContext, tx: Executor, gateway: PaymentGateway, order: OrderRow): Promise<Outcome> {
  const amountCents = order.totalCents ?? 0;
  const card = order.paymentCardId ? await cardById(tx, order.paymentCardId) : undefined;
  // Written and committed (own connection) before the gateway is called: a crash leaves a trace,
  // and the next run repeats the call with the same idempotency key.
  const payment = await insertPaymentIfNew(ctx.db, {
    id: newId(),
    orderId: order.id,
    kind: 'charge',
    provider: gateway.provider,
    idempotencyKey: chargeKey(order.id),
    amountCents,
    status: 'pending',
  });
  let result: ChargeResult;
  if (payment.status === 'succeeded' && payment.providerRef) {
    result = { status: 'succeeded', ref: payment.providerRef };
  } else if (!card || card.disabledAt || card.provider !== gateway.provider || card.userId !== order.userId) {
    result = { status: 'declined', ref: null, code: 'card_not_usable', message: 'The saved card can no longer be used.' };
  } else if (amountCents <= 0) {
    result = { status: 'succeeded', ref: 'no-charge' };
  } else {
    result = await gateway.chargeOffSession({
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      amountCents,
      idempotencyKey: payment.idempotencyKey,
      description: `Order #${order.orderNumber}`,
      metadata: { kind: 'order_charge', orderId: order.id },
    });
  }
  return applyChargeResult(tx, order, payment, result, card, null);
}

/**
 * The nightly charge: every CONFIRMED order placed before the latest 23:30 cut-off (store time) is
 * charged off-session once. Safe to run from several processes at once (row locks skip what another
 * holds; the payments row and idempotency key make a repeat harmless); jobs.ts adds an advisory lock.
 */
export async function chargeDueOrders(ctx: AppContext, now: Date = new Date()): Promise<ChargeRunSummary> {
  const cutoff = latestCutoff(now, ctx.config.storeTimezone);
  const summary: ChargeRunSummary = { cutoff: cutoff.toISOString(), charged: 0, failed: 0, requiresAction: 0, errors: 0 };
  const gateway = gatewayFor(ctx);
  const tried: string[] = [];
  for (;;) {
    let outcome: Outcome | null;
    try {
      outcome = await withMail(ctx, async (tx, send) => {
        const order = await lockNextDueOrder(tx, cutoff, tried);
        if (!order) return null;
        tried.push(order.id);
        const charged = await chargeLockedOrder(ctx, tx, gateway, order);
        await notify(ctx, tx, send, charged);
        return charged;
      });
    } catch (error) {
      // Left CONFIRMED with its pending payments row: the next run retries with the same key.
      summary.errors += 1;
      ctx.log.error({ err: error, orderId: tried.at(-1) }, 'order charge failed');
      continue;
    }
    if (!outcome) break;
    if (outcome.kind === 'charged') summary.charged += 1;
    else if (outcome.kind === 'declined') summary.failed += 1;
    else summary.requiresAction += 1;
    ctx.log.info({ orderId: outcome.order.id, outcome: outcome.kind }, 'order charge');
  }
  return summary;
}

type PayPlan =
  | { kind: 'done'; order: OrderRow }
  | { kind: 'charge'; payment: PaymentRow; card: SavedCardRow }
  | { kind: 'refresh'; payment: PaymentRow & { providerRef: string }; card: SavedCardRow };

/**
 * POST /order/{id}/pay: the shopper pays a PAYMENT_FAILED order with a saved card, on-session.
 * A card that needs authentication answers requires_action with the client secret; calling again
 * after the authentication finishes the payment.
 */
export async function payOrder(ctx: AppContext, userId: string, orderId: string, cardId: string): Promise<PayOrderResult> {
  const gateway = gatewayFor(ctx);
  const plan = await ctx.db.transaction(async (tx): Promise<PayPlan> => {
    const order = await lockOrderForStatus(tx, orderId);
    if (!order || order.userId !== userId) throw notFound('Order');
    if (isPaidStatus(order.status)) return { kind: 'done', order };
    if (order.status !== 'PAYMENT_FAILED') {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `An order that is ${order.status} cannot be paid now`);
    }
    const card = await usableCard(tx, userId, cardId, gateway.provider, new Date());
    if (!card) throw new AppError(ErrorCode.CARD_NOT_USABLE, 'This card can no longer be used, please choose another card');
    const [latest] = await orderPayments(tx, orderId, 'charge');
    const onSession = latest && latest.idempotencyKey !== chargeKey(orderId);
    if (latest && onSession && latest.status === 'pending') {
      if (Date.now() - latest.createdAt.getTime() < STALE_PENDING_MS) {
        throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'A payment for this order is already in progress');
      }
      const attemptCard = (order.paymentCardId && (await cardById(tx, order.paymentCardId))) || card;
      return { kind: 'charge', payment: latest, card: attemptCard };
    }
    if (latest && onSession && latest.status === 'requires_action' && latest.providerRef && order.paymentCardId === card.id) {
      return { kind: 'refresh', payment: { ...latest, providerRef: latest.providerRef }, card };
    }
    const attempt = (await chargeAttempts(tx, orderId)) + 1;
    const payment = await insertPaymentIfNew(tx, {
      id: newId(),
      orderId,
      kind: 'charge',
      provider: gateway.provider,
      idempotencyKey: `order-${orderId}-pay-${attempt}`,
      amountCents: order.totalCents ?? 0,
      status: 'pending',
    });
    await setOrderCard(tx, orderId, card.id);
    return { kind: 'charge', payment, card };
  });
  if (plan.kind === 'done') return { orderId, paymentStatus: 'succeeded', orderStatus: plan.order.status };

  let result: ChargeResult;
  try {
    result =
      plan.kind === 'refresh'
        ? await gateway.retrieveCharge(plan.payment.providerRef)
        : await gateway.chargeOnSession({
            customerId: plan.card.providerCustomerId,
            paymentMethodId: plan.card.providerPaymentMethodId,
            amountCents: plan.payment.amountCents,
            idempotencyKey: plan.payment.idempotencyKey,
            description: `Order payment ${orderId}`,
            metadata: { kind: 'order_payment', orderId },
          });
  } catch (error) {
    if (error instanceof GatewayError) {
      ctx.log.error({ err: error, orderId }, 'on-session payment failed');
      throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The payment could not be made now, please try again');
    }
    throw error;
  }
  const outcome = await finishOrderPayment(ctx, orderId, plan.payment.id, result, plan.card, userId);
  if (!outcome) {
    const order = await findOrder(ctx.db, orderId);
    return { orderId, paymentStatus: 'succeeded', orderStatus: order?.status ?? 'CHARGED' };
  }
  if (outcome.kind === 'charged') return { orderId, paymentStatus: 'succeeded', orderStatus: outcome.order.status };
  if (outcome.kind === 'requires_action') {
    return { orderId, paymentStatus: 'requires_action', clientSecret: outcome.clientSecret, orderStatus: outcome.order.status };
  }
  throw new AppError(ErrorCode.PAYMENT_DECLINED, outcome.message);
}

/** Applies an on-session answer (from the pay call or a webhook); undefined when the order was already paid. */
export async function finishOrderPayment(
  ctx: AppContext,
  orderId: string,
  paymentId: string,
  result: ChargeResult,
  card: SavedCardRow | undefined,
  actorUserId: string | null,
): Promise<Outcome | undefined> {
  return withMail(ctx, async (tx, send) => {
    const order = await lockOrderForStatus(tx, orderId);
    if (!order) throw notFound('Order');
    const [payment] = (await orderPayments(tx, orderId, 'charge')).filter((row) => row.id === paymentId);
    if (!payment) throw notFound('Payment');
    if (order.status !== 'PAYMENT_FAILED') {
      // Paid meanwhile (another tab, or the webhook): only record what the gateway said.
      if (result.status === 'succeeded' && payment.status !== 'succeeded') {
        ctx.log.error({ orderId, paymentId }, 'a second payment succeeded on an order already paid');
        await updatePayment(tx, payment.id, { status: 'succeeded', providerRef: result.ref });
      }
      return undefined;
    }
    const outcome = await applyChargeResult(tx, order, payment, result, card, actorUserId);
    if (outcome.kind === 'charged') await notify(ctx, tx, send, outcome);
    return outcome;
  });
}

/** An on-session payment the provider reports as done (webhook): finishes the order if still unpaid. */
export async function settleOrderPayment(ctx: AppContext, orderId: string, providerRef: string): Promise<void> {
  const payment = (await orderPayments(ctx.db, orderId, 'charge')).find((row) => row.providerRef === providerRef);
  if (!payment || payment.status === 'succeeded') return;
  const order = await findOrder(ctx.db, orderId);
  const card = order?.paymentCardId ? await cardById(ctx.db, order.paymentCardId) : undefined;
  await finishOrderPayment(ctx, orderId, payment.id, { status: 'succeeded', ref: providerRef }, card, null);
}

/** What the pay page shows about an order. */
export async function orderPaymentInfo(ctx: AppContext, userId: string, orderId: string) {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.userId !== userId) throw notFound('Order');
  const [latest] = await orderPayments(ctx.db, orderId, 'charge');
  const gateway = gatewayFor(ctx);
  return {
    orderId,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    amount: order.totalCents ?? 0,
    cardId: order.paymentCardId,
    failureMessage: latest && latest.status !== 'succeeded' ? latest.failureMessage : null,
    requiresAction: latest?.status === 'requires_action',
    provider: gateway.provider,
    ...(gateway.publishableKey ? { publishableKey: gateway.publishableKey } : {}),
  };
}

/**
 * Refunds the charge of an order (an admin cancelling a charged order), once: the refund row and
 * its idempotency key make a retry answer the same refund. Nothing is refunded when nothing was
 * charged. Pass the caller's transaction (holding the order lock) when there is one.
 */
export async function refundOrderCharge(
  ctx: AppContext,
  tx: Executor | undefined,
  orderId: string,
): Promise<{ refunded: boolean; amountCents: number; refundRef?: string }> {
  const db = tx ?? ctx.db;
  const charge = (await orderPayments(db, orderId, 'charge')).find((row) => row.status === 'succeeded');
  if (!charge) return { refunded: false, amountCents: 0 };
  const refund = await insertPaymentIfNew(db, {
    id: newId(),
    orderId,
    kind: 'refund',
    provider: charge.provider,
    idempotencyKey: refundKey(orderId),
    amountCents: charge.amountCents,
    status: 'pending',
  });
  if (refund.status === 'succeeded') return { refunded: true, amountCents: refund.amountCents, refundRef: refund.providerRef ?? undefined };
  if (!charge.providerRef || charge.providerRef === 'no-charge' || charge.amountCents <= 0) {
    await updatePayment(db, refund.id, { status: 'succeeded' });
    return { refunded: true, amountCents: 0 };
  }
  const gateway = gatewayFor(ctx);
  if (gateway.provider !== charge.provider) {
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, `This order was charged through ${charge.provider}, which is not configured`);
  }
  try {
    const { refundRef } = await gateway.refundCharge({ ref: charge.providerRef, amountCents: charge.amountCents, idempotencyKey: refund.idempotencyKey });
    await updatePayment(db, refund.id, { status: 'succeeded', providerRef: refundRef });
    return { refunded: true, amountCents: charge.amountCents, refundRef };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.log.error({ err: error, orderId }, 'refund failed');
    await updatePayment(db, refund.id, { failureMessage: error.message.slice(0, 300) }).catch(() => undefined);
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The refund could not be made now, please try again');
  }
}
