import { displayOrderNumber } from '@wine/contract/order-status';
import { ErrorCode } from '@wine/contract/errors';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { GatewayError, type ChargeResult } from './gateway';
import { gatewayFor } from './providers';
import type { OrderRow } from '../order-state/service';
import { cardById, insertPaymentIfNew, orderPayments, updatePayment, type PaymentRow } from './queries';

/**
 * A fee charged to an order's card after the order's own charge (the FAQ's re-delivery fee): a
 * charge of its own on the order, never the charge refunds are taken from (refund.ts). `key` names
 * the fee; each try gets `<key>-<n>`, the idempotency key the gateway sees, so the same try repeated
 * (a double click, a retry after a crash) charges once, and a try after a decline really tries again.
 * The caller holds the order's lock in `tx`. A declined card throws PAYMENT_DECLINED with the card's
 * message and the caller's transaction moves nothing; the failed try stays recorded.
 */
export async function chargeOrderFee(
  ctx: AppContext,
  tx: Executor,
  order: Pick<OrderRow, 'id' | 'userId' | 'orderNumber' | 'paymentCardId'>,
  fee: { amountCents: number; key: string; description: string },
): Promise<PaymentRow> {
  const tries = (await orderPayments(tx, order.id, 'charge')).filter((row) => row.idempotencyKey.startsWith(`${fee.key}-`));
  const done = tries.find((row) => row.status === 'succeeded');
  if (done) return done;
  const gateway = gatewayFor(ctx);
  const card = order.paymentCardId ? await cardById(tx, order.paymentCardId) : undefined;
  if (!card || card.disabledAt || card.provider !== gateway.provider || card.userId !== order.userId) {
    throw new AppError(ErrorCode.CARD_NOT_USABLE, 'The card this order was paid with can no longer be charged; please contact us');
  }
  // Written and committed on its own connection before the gateway is called, as the nightly charge
  // does: a crash leaves a pending try, and the next one repeats its key instead of charging again.
  const payment =
    tries.find((row) => row.status === 'pending') ??
    (await insertPaymentIfNew(ctx.db, {
      id: newId(),
      orderId: order.id,
      kind: 'charge',
      provider: gateway.provider,
      cardId: card.id,
      idempotencyKey: `${fee.key}-${tries.length + 1}`,
      amountCents: fee.amountCents,
      status: 'pending',
    }));
  let result: ChargeResult;
  try {
    result = await gateway.chargeOffSession({
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      amountCents: payment.amountCents,
      idempotencyKey: payment.idempotencyKey,
      description: `${fee.description}, order ${displayOrderNumber(order.orderNumber)}`,
      metadata: { kind: 'order_fee', orderId: order.id },
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    ctx.log.error({ err: error, orderId: order.id }, 'fee charge failed');
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The payment could not be made now, please try again');
  }
  if (result.status === 'succeeded') {
    await updatePayment(tx, payment.id, { status: 'succeeded', providerRef: result.ref });
    return { ...payment, status: 'succeeded', providerRef: result.ref };
  }
  // Kept whatever the caller's transaction does: the decline is the try's record.
  await updatePayment(ctx.db, payment.id, { status: 'failed', providerRef: result.ref, failureCode: result.code, failureMessage: result.message });
  throw new AppError(ErrorCode.PAYMENT_DECLINED, result.message);
}
