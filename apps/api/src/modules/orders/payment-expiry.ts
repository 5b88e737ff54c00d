import { PAYMENT_WINDOW_HOURS } from '@wine/contract/constants';
import { paths } from '@wine/contract/routes';
import type { AppContext } from '../../context';
import { withMail } from '../mail/service';
import { orderMoneyNow } from '../payments/service';
import { orderPaymentExpiredMail } from '../mail/templates/orders';
import { putBackOrderBottles } from './place';
import { lockNextExpiredOrder } from './queries';
import { shopperMailOf } from './shopper-mail';
import { releaseCoupon } from '../promotions/service';
import { transition } from '../order-state/service';

const HOUR_MS = 60 * 60_000;
/**
 * A payment the shopper started this recently and whose answer has not come yet holds the order
 * past its window: cancelling it then could leave a paid order cancelled.
 */
const PAYMENT_IN_FLIGHT_MS = 10 * 60_000;

/**
 * Cancels every order whose nightly charge failed more than PAYMENT_WINDOW_HOURS ago and is still
 * unpaid (decision 0049): it becomes PAYMENT_EXPIRED, its bottles go back on the shelf, its coupon
 * use is given back and the shopper is mailed, one order per transaction. Safe to run from several
 * processes at once (row locks skip what another holds); jobs.ts adds an advisory lock. Answers how
 * many orders it cancelled.
 */
export async function expireUnpaidOrders(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const limits = { failedBefore: new Date(now.getTime() - PAYMENT_WINDOW_HOURS * HOUR_MS), payingSince: new Date(now.getTime() - PAYMENT_IN_FLIGHT_MS) };
  const done: string[] = [];
  for (;;) {
    const expired = await withMail(ctx, async (tx, send) => {
      const order = await lockNextExpiredOrder(tx, limits, done);
      if (!order) return undefined;
      await transition(tx, order, 'PAYMENT_EXPIRED', null, { cancelledAt: now }, `not paid within ${PAYMENT_WINDOW_HOURS} hours of the failed charge`);
      await putBackOrderBottles(tx, order, { actor: { tenantId: order.tenantId, id: null }, reason: 'payment-expired' });
      if (order.couponId) await releaseCoupon(tx, order.couponId, order.id);
      const toShopper = await shopperMailOf(tx, order);
      const money = await orderMoneyNow(tx, { ...order, status: 'PAYMENT_EXPIRED' });
      if (toShopper) await send(orderPaymentExpiredMail({ ...toShopper, money, shopLink: `${ctx.config.publicOrigin}${paths.shopWines}` }));
      return order;
    });
    if (!expired) return done.length;
    done.push(expired.id);
    ctx.log.info({ orderId: expired.id }, 'unpaid order cancelled after its payment window');
  }
}
