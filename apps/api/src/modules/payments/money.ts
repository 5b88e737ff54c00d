import { cardName } from '@wine/contract/cards';
import { orderMoneyStory, type OrderMoneyStory } from '@wine/contract/order-money';
import { readTogether, type Executor } from '../../db/client';
import type { OrderRow } from '../order-state/service';
import { cardById, succeededTotals } from './queries';

/** Each order's money that moved: its succeeded charges (with fees) and refunds, 0 where none (issue 45). */
export async function orderMoneyMoved(db: Executor, orderIds: string[]): Promise<Map<string, { chargedCents: number; refundedCents: number }>> {
  const moved = new Map(orderIds.map((orderId) => [orderId, { chargedCents: 0, refundedCents: 0 }]));
  for (const row of await succeededTotals(db, orderIds)) {
    const entry = moved.get(row.orderId);
    if (entry && row.kind === 'charge') entry.chargedCents = row.cents;
    if (entry && row.kind === 'refund') entry.refundedCents = row.cents;
  }
  return moved;
}

/**
 * An order's money story as `db` sees it, for a mail queued in the transaction that moved the money
 * or the status: `order` carries its status after the change. The facts are the order page's (its
 * total, its succeeded charges and refunds, its card), so the mail and the page say the same.
 */
export async function orderMoneyNow(db: Executor, order: Pick<OrderRow, 'id' | 'status' | 'totalCents' | 'paymentCardId'>): Promise<OrderMoneyStory> {
  const { paymentCardId } = order;
  const [moved, card] = await readTogether(db, [
    () => orderMoneyMoved(db, [order.id]),
    () => (paymentCardId ? cardById(db, paymentCardId) : Promise.resolve(undefined)),
  ]);
  const { chargedCents, refundedCents } = moved.get(order.id) ?? { chargedCents: 0, refundedCents: 0 };
  return orderMoneyStory({ status: order.status, totalCents: order.totalCents ?? 0, chargedCents, refundedCents, card: card ? cardName(card) : null });
}
