import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems, orderItems, orders, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export const findOpenOrder = async (db: Executor, userId: string) =>
  (await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.status, 'OPEN'))).limit(1))[0];

/** Creates the user's cart unless one exists; the partial unique index settles two tabs at once. */
export const insertOpenOrder = async (db: Executor, row: typeof orders.$inferInsert) =>
  (
    await db
      .insert(orders)
      .values(row)
      .onConflictDoNothing({ target: orders.userId, where: sql`status = 'OPEN'` })
      .returning()
  )[0];

/** The order row, locked until the transaction ends so concurrent line changes queue up. */
export const lockOrder = async (db: Executor, id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1))[0];

export const setOrderSource = (db: Executor, id: string, source: { businessId: string | null; eventId: string | null }) =>
  db.update(orders).set({ ...source, updatedAt: sql`now()` }).where(eq(orders.id, id));

export const upsertOrderItem = (db: Executor, row: typeof orderItems.$inferInsert) =>
  db
    .insert(orderItems)
    .values(row)
    .onConflictDoUpdate({
      target: [orderItems.orderId, orderItems.catalogueId],
      set: { quantity: row.quantity, affiliateUserId: row.affiliateUserId ?? null },
    });

export const deleteOrderItem = (db: Executor, orderId: string, catalogueId: string) =>
  db.delete(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.catalogueId, catalogueId)));

export const countOrderItems = async (db: Executor, orderId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(orderItems).where(eq(orderItems.orderId, orderId)))[0]?.n ?? 0;

/** An order's lines with their wines, in the order they were added. */
export const orderLines = (db: Executor, orderId: string) =>
  db
    .select({ item: orderItems, wine: catalogueItems })
    .from(orderItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, orderItems.catalogueId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.catalogueId));

export const findWine = async (db: Executor, id: string) =>
  (await db.select().from(catalogueItems).where(and(eq(catalogueItems.id, id), eq(catalogueItems.type, 'PRODUCT'))).limit(1))[0];

export const findApprovedSommelier = async (db: Executor, id: string) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.isActive, true), eq(users.type, 'sommelier'), eq(users.activeStatus, 'approved')))
      .limit(1)
  )[0];
