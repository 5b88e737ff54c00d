import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems, orderItems, orders } from '../../db/schema';

/** An order's row: the order-state module is the one that writes it (decision 0057). */
export type OrderRow = typeof orders.$inferSelect;

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

/** Creates the user's cart unless one exists; the partial unique index settles two tabs at once. */
export const insertOpenOrder = async (db: Executor, row: typeof orders.$inferInsert) =>
  (
    await db
      .insert(orders)
      .values(row)
      .onConflictDoNothing({ target: orders.userId, where: sql`status IN ('OPEN', 'ASSIGN')` })
      .returning()
  )[0];

/** The retailer and event a cart buys from, set by its first line and cleared when it empties. */
export const setOrderSource = (db: Executor, id: string, source: { businessId: string | null; eventId: string | null }) =>
  db.update(orders).set({ ...source, updatedAt: sql`now()` }).where(eq(orders.id, id));
