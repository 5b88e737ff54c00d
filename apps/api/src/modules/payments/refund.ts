import { ErrorCode } from '@wine/contract/errors';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { GatewayError } from './gateway';
import { gatewayFor } from './providers';
import { insertPaymentIfNew, orderPayments, updatePayment, type PaymentRow } from './queries';

export interface RefundResult {
  refunded: boolean;
  amountCents: number;
  refundRef?: string;
}

/**
 * The order's own charge: the first that succeeded. Anything charged later for the same order (a fee)
 * is a charge of its own, never what the order's refunds are taken from.
 */
async function orderCharge(db: Executor, orderId: string): Promise<PaymentRow | undefined> {
  return (await orderPayments(db, orderId, 'charge')).filter((row) => row.status === 'succeeded').at(-1);
}

/** Refunded or being refunded already, except the refund `key` names (a retry of it). */
async function refundedBefore(db: Executor, orderId: string, key: string): Promise<number> {
  const refunds = await orderPayments(db, orderId, 'refund');
  return refunds.filter((row) => row.idempotencyKey !== key && row.status !== 'failed').reduce((sum, row) => sum + row.amountCents, 0);
}

/** What is left to refund of an order's charge: 0 when nothing was charged. */
export async function refundableCents(db: Executor, orderId: string): Promise<number> {
  const charge = await orderCharge(db, orderId);
  return charge ? charge.amountCents - (await refundedBefore(db, orderId, '')) : 0;
}

/**
 * Refunds `amountCents` of an order's charge, once per `key`: the refund row and its idempotency key
 * make a retry answer the same refund. Never more than was charged, counting every earlier refund of
 * the order (a return, then a cancellation, refund only what is left). The caller holds the order's
 * lock in `tx`, so two refunds of one order are counted one after the other.
 */
export async function refundOrderAmount(
  ctx: AppContext,
  tx: Executor,
  orderId: string,
  { amountCents, key }: { amountCents: number; key: string },
): Promise<RefundResult> {
  const charge = await orderCharge(tx, orderId);
  if (!charge || amountCents <= 0) return { refunded: false, amountCents: 0 };
  const left = charge.amountCents - (await refundedBefore(tx, orderId, key));
  if (amountCents > left) {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This would refund more than was charged for the order');
  }
  const refund = await insertPaymentIfNew(tx, {
    id: newId(),
    orderId,
    kind: 'refund',
    provider: charge.provider,
    cardId: charge.cardId,
    idempotencyKey: key,
    amountCents,
    status: 'pending',
  });
  if (refund.status === 'succeeded') return { refunded: true, amountCents: refund.amountCents, refundRef: refund.providerRef ?? undefined };
  if (!charge.providerRef || charge.providerRef === 'no-charge' || charge.amountCents <= 0) {
    await updatePayment(tx, refund.id, { status: 'succeeded' });
    return { refunded: true, amountCents: 0 };
  }
  const gateway = gatewayFor(ctx);
  if (gateway.provider !== charge.provider) {
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, `This order was charged through ${charge.provider}, which is not configured`);
  }
  try {
    const { refundRef } = await gateway.refundCharge({ ref: charge.providerRef, amountCents: refund.amountCents, idempotencyKey: refund.idempotencyKey });
    await updatePayment(tx, refund.id, { status: 'succeeded', providerRef: refundRef });
    return { refunded: true, amountCents: refund.amountCents, refundRef };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.log.error({ err: error, orderId }, 'refund failed');
    await updatePayment(tx, refund.id, { failureMessage: error.message.slice(0, 300) }).catch(() => undefined);
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The refund could not be made now, please try again');
  }
}

/**
 * Refunds what is left of an order's charge (an admin cancelling a charged order), once. Nothing is
 * refunded when nothing was charged or everything was refunded already.
 */
export async function refundOrderCharge(ctx: AppContext, tx: Executor | undefined, orderId: string): Promise<RefundResult> {
  const db = tx ?? ctx.db;
  const key = `order-${orderId}-refund`;
  const charge = await orderCharge(db, orderId);
  if (!charge) return { refunded: false, amountCents: 0 };
  const earlier = (await orderPayments(db, orderId, 'refund')).find((row) => row.idempotencyKey === key);
  const left = charge.amountCents - (await refundedBefore(db, orderId, key));
  return refundOrderAmount(ctx, db, orderId, { amountCents: earlier?.amountCents ?? left, key });
}
