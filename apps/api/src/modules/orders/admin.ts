import type { PlacedOrder } from '@wine/contract/checkout';
import { ErrorCode } from '@wine/contract/errors';
import { formatMoney } from '@wine/contract/money';
import { canMove, isPaidStatus } from '@wine/contract/order-status';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../auth/auth-user';
import { dropCommission } from '../commission/service';
import { transition } from '../order-state/service';
import { withMail } from '../mail/service';
import { orderCancelledMail } from '../mail/templates/orders';
import { orderMoneyNow, refundOrderCharge } from '../payments/service';
import { presentPlaced, putBackOrderBottles } from './place';
import { globalOrderId } from './present';
import { lockOrder } from './queries';
import { shopperMailOf } from './shopper-mail';
import { releaseCoupon } from '../promotions/service';

/**
 * An admin cancels an order: a charged one is refunded through the gateway (idempotent key per
 * order), the sommelier commission it earned is reversed, its bottles go back on the shelf and the
 * coupon use is given back, in one
 * transaction on the locked order, with its audit record; the shopper is told by mail.
 */
export async function adminCancelOrder(ctx: AppContext, viewer: AuthUser, orderId: string, note: string | null): Promise<PlacedOrder> {
  if (!viewer.isAdmin) throw forbidden('Only an admin can cancel orders');
  const order = await withMail(ctx, async (tx, send) => {
    const current = await lockOrder(tx, orderId);
    if (!current) throw notFound('Order');
    if (!canMove(current.status, 'ADMIN_CANCEL')) {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `An order that is ${current.status} cannot be cancelled`);
    }
    // A paid order's charge is refunded.
    const refund = isPaidStatus(current.status) ? await refundOrderCharge(ctx, tx, current.id) : { amountCents: 0 };
    await dropCommission(tx, current.id);
    if (current.couponId) await releaseCoupon(tx, current.couponId, current.id);
    await transition(tx, current, 'ADMIN_CANCEL', viewer.id, { cancelledAt: new Date() }, note);
    // Before the hand-over the bottles are still the retailer's (a completed order cannot be cancelled).
    await putBackOrderBottles(tx, current, { actor: viewer, reason: isPaidStatus(current.status) ? 'refund' : 'cancellation' });
    await recordAudit(tx, viewer, {
      action: 'order.cancel',
      entityType: 'order',
      entityId: current.id,
      before: { order: globalOrderId(current), status: current.status },
      after: { order: globalOrderId(current), status: 'ADMIN_CANCEL', refunded: formatMoney(refund.amountCents), ...(note ? { note } : {}) },
    });
    const cancelled = { ...current, status: 'ADMIN_CANCEL' };
    const toShopper = await shopperMailOf(tx, current);
    if (toShopper) await send(orderCancelledMail({ ...toShopper, money: await orderMoneyNow(tx, cancelled), by: 'shop', refundCents: refund.amountCents }));
    return cancelled;
  });
  return presentPlaced(ctx.db, order);
}
