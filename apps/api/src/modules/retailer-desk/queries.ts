import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Page } from '../../lib/paging';
import { orderItems, orders, users } from '../../db/schema';

/**
 * A business's placed orders in some statuses, newest first: orders_business_placed_idx
 * (business_id, placed_at, id) serves both the order and the count.
 */
export async function listBusinessOrders(db: Executor, tenantId: string, businessId: string, statuses: readonly string[] | null, page: Page) {
  const where = and(
    eq(orders.businessId, businessId),
    isNotNull(orders.placedAt),
    eq(orders.tenantId, tenantId),
    statuses ? inArray(orders.status, [...statuses]) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        placedAt: orders.placedAt,
        totalCents: orders.totalCents,
        deliveryMode: orders.deliveryMode,
        givenName: users.givenName,
        familyName: users.familyName,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** Bottles per order for a page of orders, in one query (order_items' primary key starts with order_id). */
export const bottlesOfOrders = (db: Executor, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ orderId: orderItems.orderId, bottles: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .groupBy(orderItems.orderId);
