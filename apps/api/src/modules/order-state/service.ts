import { ErrorCode } from '@wine/contract/errors';
import { canMove, type OrderStatusValue } from '@wine/contract/order-status';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { OrderRow } from './queries';

/**
 * The order-state module owns the orders table and its history (decision 0057): it is the only one
 * that writes an order's row. It creates the cart's row, reads an order, locks it for a status
 * change, moves it through the contract's state machine, sets its source and card, and sums it up
 * for a mail. The orders module and the modules that move an order (payments, returns) share it;
 * it imports none of them, so payments can move an order while orders calls payments without an
 * import circle (decision 0054).
 */
export { findOrder, insertOpenOrder, lockOrderForStatus, orderLines, setOrderCard, setOrderSource, type OrderRow } from './queries';

/**
 * Every status change goes through `transition`, which refuses the moves the contract's state
 * machine (ORDER_MOVES in packages/contract/src/order-status.ts) does not allow and writes the history.
 * Answers the order's row as the move left it.
 */
export async function transition(
  tx: Executor,
  order: { id: string; status: string },
  to: OrderStatusValue,
  actorUserId: string | null,
  changes: Partial<typeof orders.$inferInsert> = {},
  note: string | null = null,
): Promise<OrderRow> {
  if (!canMove(order.status, to)) {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `An order that is ${order.status} cannot become ${to}`);
  }
  const [moved] = await tx.update(orders).set({ ...changes, status: to, updatedAt: sql`now()` }).where(eq(orders.id, order.id)).returning();
  if (!moved) throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, 'This order no longer exists');
  await tx.insert(orderEvents).values({ id: newId(), orderId: order.id, fromStatus: order.status, toStatus: to, actorUserId, note });
  return moved;
}

/**
 * An order written already placed, never a cart: a wine club's shipment (decision 0065), which the
 * cycle job places for a member who has a cart of their own. Its history starts at CONFIRMED.
 */
export async function insertPlacedOrder(
  tx: Executor,
  row: Omit<typeof orders.$inferInsert, 'status'>,
  actorUserId: string | null,
  note: string,
): Promise<OrderRow> {
  const [placed] = await tx.insert(orders).values({ ...row, status: 'CONFIRMED' }).returning();
  await tx.insert(orderEvents).values({ id: newId(), orderId: placed!.id, fromStatus: null, toStatus: 'CONFIRMED', actorUserId, note });
  return placed!;
}
