import { cardName } from '@wine/contract/cards';
import { displayOrderNumber } from '@wine/contract/order-status';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { charges } from '../../lib/metrics';
import { earnCommission } from '../commission/service';
import { type Mail } from '../mail/service';
import { paymentActionMail, paymentFailedMail, receiptMail } from '../mail/templates/payments';
import { transition } from '../order-state/service';
import { orderSummary } from '../order-state/summary';
import { type ChargeResult } from './gateway';
import { orderMoneyNow } from './money';
import type { OrderRow } from '../order-state/service';
import { updatePayment, userContact, type PaymentRow, type SavedCardRow } from './queries';

/**
 * A charge attempt's result applied to its order, for the nightly charge and for the shopper paying
 * on-session: each attempt is a payments row written before the gateway is called, and its
 * idempotency key is the one the gateway sees, so a retry never charges twice.
 */

export { chargeKey } from './gateway';

export type Outcome =
  | { kind: 'charged'; order: OrderRow; card: SavedCardRow | undefined }
  | { kind: 'declined'; order: OrderRow; card: SavedCardRow | undefined; message: string }
  | { kind: 'requires_action'; order: OrderRow; card: SavedCardRow | undefined; message: string; clientSecret: string };

const CHARGE_METRIC: Record<Outcome['kind'], 'succeeded' | 'failed' | 'requires_action'> = {
  charged: 'succeeded',
  declined: 'failed',
  requires_action: 'requires_action',
};

/** Counts a recorded charge for monitoring (lib/metrics.ts), once its transaction has committed. */
export const countCharge = (outcome: Outcome) => charges.inc({ outcome: CHARGE_METRIC[outcome.kind] });

/** Records a gateway answer on the payment row and moves the (locked) order accordingly. */
export async function applyChargeResult(
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
    await earnCommission(tx, order);
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
export async function mailChargeOutcome(ctx: AppContext, tx: Executor, send: (mail: Mail) => Promise<void>, outcome: Outcome): Promise<void> {
  const { order, card } = outcome;
  const user = await userContact(tx, order.userId);
  if (!user) return;
  const origin = ctx.config.publicOrigin;
  const mail = {
    to: user.email,
    name: user.givenName,
    number: displayOrderNumber(order.orderNumber),
    order: await orderSummary(tx, order),
    money: await orderMoneyNow(tx, order),
    cardText: card ? `your ${cardName(card)}` : 'your card',
    orderLink: `${origin}/order/${order.id}`,
    payLink: `${origin}/payment/pay/${order.id}`,
  };
  await send(
    outcome.kind === 'charged'
      ? receiptMail(mail)
      : outcome.kind === 'declined'
        ? paymentFailedMail({ ...mail, message: outcome.message })
        : paymentActionMail(mail),
  );
}
