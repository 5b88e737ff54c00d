import { displayOrderNumber } from '@wine/contract/order-status';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { withMail } from '../mail/service';
import { type ChargeResult, type PaymentGateway } from './gateway';
import { gatewayFor } from './providers';
import type { OrderRow } from '../order-state/service';
import { cardById, insertPaymentIfNew, lockNextDueOrder } from './queries';
import { latestCutoff } from './schedule';
import { applyChargeResult, chargeKey, countCharge, mailChargeOutcome, type Outcome } from './charge-result';

/** What one run of the nightly charge did (docs/decisions/0010-payments-and-nightly-charge.md). */
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
    cardId: card?.id ?? null,
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
      description: `Order ${displayOrderNumber(order.orderNumber)}`,
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
        await mailChargeOutcome(ctx, tx, send, charged);
        return charged;
      });
    } catch (error) {
      // Left CONFIRMED with its pending payments row: the next run retries with the same key.
      summary.errors += 1;
      ctx.log.error({ err: error, orderId: tried.at(-1) }, 'order charge failed');
      continue;
    }
    if (!outcome) break;
    countCharge(outcome);
    if (outcome.kind === 'charged') summary.charged += 1;
    else if (outcome.kind === 'declined') summary.failed += 1;
    else summary.requiresAction += 1;
    ctx.log.info({ orderId: outcome.order.id, outcome: outcome.kind }, 'order charge');
  }
  return summary;
}

