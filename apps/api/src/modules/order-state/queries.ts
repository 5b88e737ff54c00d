import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems, orderItems, orders } from '../../db/schema';

export const findOrder = async (db: Executor, id: string) => (await db.select().from(orders).where(eq(orders.id, id)).limit(1))[0];

/**
 * The order row, locked for a status change (charge, payment, hand-over): FOR NO KEY UPDATE, as
 * the charge job takes it, so rows that only reference the order (payments, notes) are not blocked.
 */
export const lockOrderForStatus = async (db: Executor, id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)).for('no key update').limit(1))[0];

/** An order's lines with their wines, in the order they were added. */
export const orderLines = (db: Executor, orderId: string) =>
  db
    .select({ item: orderItems, wine: catalogueItems })
    .from(orderItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, orderItems.catalogueId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.catalogueId));

/** The card an order is to be charged on, as the shopper chose it when paying. */
export const setOrderCard = (db: Executor, orderId: string, cardId: string) =>
  db.update(orders).set({ paymentCardId: cardId, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
