import { ErrorCode } from '@wine/contract/errors';
import { isPaidStatus } from '@wine/contract/order-status';
import type { PayOrderResult } from '@wine/contract/cards';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { withMail } from '../mail/service';
import type { OrderRow } from '../order-state/service';
import { findOrder, lockOrderForStatus, setOrderCard } from '../order-state/service';
import { GatewayError, type ChargeResult } from './gateway';
import { gatewayFor } from './providers';
import { cardById, chargeAttempts, insertPaymentIfNew, orderPayments, updatePayment, usableCard, type PaymentRow, type SavedCardRow } from './queries';
import { applyChargeResult, chargeKey, countCharge, mailChargeOutcome, type Outcome } from './charge-result';

/** An on-session attempt still pending after this long is resumed (the process likely died meanwhile). */
const STALE_PENDING_MS = 60_000;

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
      cardId: card.id,
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
  countCharge(outcome);
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
    if (outcome.kind === 'charged') await mailChargeOutcome(ctx, tx, send, outcome);
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

