import { ErrorCode } from '@wine/contract/errors';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { GatewayError } from './gateway';
import { gatewayFor } from './providers';
import { insertPaymentIfNew, orderPayments, updatePayment } from './queries';

const refundKey = (orderId: string) => `order-${orderId}-refund`;

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
