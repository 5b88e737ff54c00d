import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ErrorCode } from '@wine/contract/errors';
import { newId } from '../../lib/ids';

/**
 * The order state machine (docs/decisions/0008-order-state-machine.md). Every status change goes
 * through `transition`, which refuses moves the machine does not allow and writes the history.
 */
export const OrderStatus = {
  open: 'OPEN',
  assigned: 'ASSIGN',
  confirmed: 'CONFIRMED',
  charged: 'CHARGED',
  paymentFailed: 'PAYMENT_FAILED',
  readyForPickup: 'READY_FOR_PICKUP',
  outForDelivery: 'OUT_FOR_DELIVERY',
  completed: 'COMPLETED',
  cancelled: 'CANCEL',
  adminCancelled: 'ADMIN_CANCEL',
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

const S = OrderStatus;
const ALLOWED: Record<OrderStatusValue, readonly OrderStatusValue[]> = {
  [S.open]: [S.assigned, S.confirmed],
  [S.assigned]: [S.open, S.confirmed],
  [S.confirmed]: [S.charged, S.paymentFailed, S.cancelled, S.adminCancelled],
  [S.paymentFailed]: [S.charged, S.cancelled, S.adminCancelled],
  [S.charged]: [S.readyForPickup, S.outForDelivery, S.completed, S.adminCancelled],
  [S.readyForPickup]: [S.completed, S.adminCancelled],
  [S.outForDelivery]: [S.completed, S.adminCancelled],
  [S.completed]: [],
  [S.cancelled]: [],
  [S.adminCancelled]: [],
};

export const canTransition = (from: string, to: OrderStatusValue) => (ALLOWED[from as OrderStatusValue] ?? []).includes(to);

/** Moves an order (locked by the caller's transaction) to a new status and records it. */
export async function transition(
  tx: Executor,
  order: { id: string; status: string },
  to: OrderStatusValue,
  actorUserId: string | null,
  changes: Partial<typeof orders.$inferInsert> = {},
  note: string | null = null,
): Promise<void> {
  if (!canTransition(order.status, to)) {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `An order that is ${order.status} cannot become ${to}`);
  }
  await tx.update(orders).set({ ...changes, status: to, updatedAt: sql`now()` }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({ id: newId(), orderId: order.id, fromStatus: order.status, toStatus: to, actorUserId, note });
}
