import type { Executor } from '../../db/client';
import type { OrderMail } from '../mail/templates/orders';
import type { OrderRow } from '../order-state/queries';
import { orderSummary } from '../order-state/summary';
import { globalOrderId } from './present';
import { userEmail } from './queries';

/** What a mail to an order's shopper starts with: where it goes, their name, the order's number and lines (undefined: the account is gone). */
export async function shopperMailOf(tx: Executor, order: OrderRow): Promise<OrderMail | undefined> {
  const shopper = await userEmail(tx, order.userId);
  if (!shopper) return undefined;
  return { to: shopper.email, name: shopper.givenName, number: globalOrderId(order), order: await orderSummary(tx, order) };
}
