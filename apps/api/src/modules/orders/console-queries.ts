import type { OrderStatusValue } from '@wine/contract/order-status';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { businesses, catalogueItems, commissions, coupons, orderEvents, orderItems, orderNotes, orders, payments, users } from '../../db/schema';
import { personColumns } from '../../db/person-columns';
import type { Page } from '../../lib/paging';
import type { PaymentRow } from '../payments/service';

/**
 * Queries of the operations console: an order's detail and hand-over (fulfilment.ts), the list of
 * orders, its export and the dashboard's figures (console.ts). Each list is served by an index
 * named beside it.
 */

const total = sql<number>`count(*)::int`;

const actor = alias(users, 'actor');
const actorName = { id: actor.id, givenName: actor.givenName, familyName: actor.familyName };

export const shopperOf = async (db: Executor, userId: string) =>
  (await db.select(personColumns).from(users).where(eq(users.id, userId)).limit(1))[0];

export const businessName = async (db: Executor, id: string) =>
  (await db.select({ id: businesses.id, name: businesses.name, addressLine1: businesses.addressLine1, city: businesses.city, state: businesses.state, zip: businesses.zip }).from(businesses).where(eq(businesses.id, id)).limit(1))[0];

export const couponCode = async (db: Executor, id: string) =>
  (await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, id)).limit(1))[0]?.code ?? null;

export const paymentsOf = (db: Executor, orderId: string) =>
  db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt), asc(payments.id));

/** Status changes, oldest first (order_events_order_idx), with the name of who made each. */
export const historyOf = (db: Executor, orderId: string) =>
  db
    .select({ event: orderEvents, actor: actorName })
    .from(orderEvents)
    .leftJoin(actor, eq(actor.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));

/** Notes, oldest first (order_notes_order_idx), with their authors' names. */
export const notesOf = (db: Executor, orderId: string) =>
  db
    .select({ note: orderNotes, author: actorName })
    .from(orderNotes)
    .leftJoin(actor, eq(actor.id, orderNotes.authorUserId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));

export const insertOrderNote = async (db: Executor, row: typeof orderNotes.$inferInsert) => (await db.insert(orderNotes).values(row).returning())[0];

export const userName = async (db: Executor, id: string) =>
  (await db.select({ id: users.id, givenName: users.givenName, familyName: users.familyName }).from(users).where(eq(users.id, id)).limit(1))[0];

// The console's list of orders and its CSV export

export interface OrderFilter {
  tenantId: string;
  status?: string;
  businessId?: string;
  /** Placed at or after / before these instants. */
  placedFrom?: Date;
  placedBefore?: Date;
  orderNumber?: number;
  shopperEmail?: string;
}

/**
 * Placed orders matching a filter. Newest first by (placed_at, id): orders_placed_idx,
 * orders_status_placed_idx or orders_business_placed_idx serve it, the order number goes through
 * orders_number_key and the shopper's email through users_tenant_email_key.
 */
function orderConditions(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.tenantId, filter.tenantId), isNotNull(orders.placedAt)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.businessId) conditions.push(eq(orders.businessId, filter.businessId));
  if (filter.placedFrom) conditions.push(gte(orders.placedAt, filter.placedFrom));
  if (filter.placedBefore) conditions.push(lt(orders.placedAt, filter.placedBefore));
  if (filter.orderNumber !== undefined) conditions.push(eq(orders.orderNumber, filter.orderNumber));
  if (filter.shopperEmail !== undefined) {
    conditions.push(
      inArray(
        orders.userId,
        sql`(SELECT ${users.id} FROM ${users} WHERE ${users.tenantId} = ${filter.tenantId} AND ${users.email} = ${filter.shopperEmail})`,
      ),
    );
  }
  return and(...conditions);
}

export const listOrders = (db: Executor, filter: OrderFilter, page: Page) =>
  db
    .select({
      order: orders,
      shopper: personColumns,
      business: { id: businesses.id, name: businesses.name },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(businesses, eq(businesses.id, orders.businessId))
    .where(orderConditions(filter))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .offset(page.offset)
    .limit(page.limit);

export const countOrders = async (db: Executor, filter: OrderFilter) =>
  (await db.select({ n: total }).from(orders).where(orderConditions(filter)))[0]?.n ?? 0;

/**
 * Where an export of the list stopped: the last order's placing time as PostgreSQL's text, because
 * a JS Date keeps milliseconds only, and orders placed within the same millisecond would be skipped.
 */
export interface OrderCursor {
  placedAt: string;
  id: string;
}

/**
 * The CSV export's next batch of the list, in its order, after `after` (keyset, served by the
 * list's indexes), with the placing time written on the store's clock.
 */
export const exportOrders = (db: Executor, filter: OrderFilter, timeZone: string, after: OrderCursor | undefined, size: number) =>
  db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      placedAt: sql<string>`${orders.placedAt}::text`,
      placedLocal: sql<string>`to_char(${orders.placedAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD HH24:MI')`,
      status: orders.status,
      deliveryMode: orders.deliveryMode,
      subtotalCents: orders.subtotalCents,
      offerDiscountCents: orders.offerDiscountCents,
      couponDiscountCents: orders.couponDiscountCents,
      taxCents: orders.taxCents,
      deliveryFeeCents: orders.deliveryFeeCents,
      totalCents: orders.totalCents,
      shopper: personColumns,
      businessName: businesses.name,
      couponCode: coupons.code,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(businesses, eq(businesses.id, orders.businessId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(and(orderConditions(filter), after ? sql`(${orders.placedAt}, ${orders.id}) < (${after.placedAt}::timestamptz, ${after.id}::uuid)` : undefined))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(size);

/** The lines of some orders with their wines' names, each order's in the order the detail shows them. */
export const linesOfOrders = (db: Executor, orderIds: string[]) =>
  db
    .select({
      orderId: orderItems.orderId,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      discountPercent: orderItems.discountPercent,
      title: catalogueItems.title,
      code: catalogueItems.code,
    })
    .from(orderItems)
    .innerJoin(catalogueItems, eq(catalogueItems.id, orderItems.catalogueId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.createdAt), asc(orderItems.catalogueId));

/**
 * What the payments of some orders came to (payments_order_idx): charged, refunded, the cents of
 * each (a return refunds part of an order), the last charge attempt.
 */
export const paymentsOfOrders = (db: Executor, orderIds: string[]) =>
  db
    .select({
      orderId: payments.orderId,
      charged: sql<boolean>`bool_or(${payments.kind} = 'charge' AND ${payments.status} = 'succeeded')`,
      refunded: sql<boolean>`bool_or(${payments.kind} = 'refund' AND ${payments.status} = 'succeeded')`,
      chargedCents: sql<number>`coalesce(sum(${payments.amountCents}) FILTER (WHERE ${payments.kind} = 'charge' AND ${payments.status} = 'succeeded'), 0)::int`,
      refundedCents: sql<number>`coalesce(sum(${payments.amountCents}) FILTER (WHERE ${payments.kind} = 'refund' AND ${payments.status} = 'succeeded'), 0)::int`,
      lastCharge: sql<PaymentRow['status'] | null>`(array_agg(${payments.status} ORDER BY ${payments.createdAt} DESC, ${payments.id} DESC) FILTER (WHERE ${payments.kind} = 'charge'))[1]`,
    })
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .groupBy(payments.orderId);

/** Day boundaries of store-calendar dates (YYYY-MM-DD) as instants: the start of `from`, the end of `to`. */
export async function storeDayBounds(db: Executor, timeZone: string, dates: { from?: string; to?: string }) {
  const result = await db.execute<{ from_start: Date | string | null; to_end: Date | string | null }>(sql`
    SELECT (${dates.from ?? null}::date)::timestamp AT TIME ZONE ${timeZone} AS from_start,
           (${dates.to ?? null}::date + 1)::timestamp AT TIME ZONE ${timeZone} AS to_end`);
  const row = result.rows[0];
  return {
    placedFrom: row?.from_start ? new Date(row.from_start) : undefined,
    placedBefore: row?.to_end ? new Date(row.to_end) : undefined,
  };
}

// The dashboard's figures of orders and the money taken on them

/** Orders placed since an instant (orders_placed_idx). */
export const countPlacedSince = async (db: Executor, tenantId: string, since: Date) =>
  (await db.select({ n: total }).from(orders).where(and(eq(orders.tenantId, tenantId), isNotNull(orders.placedAt), gte(orders.placedAt, since))))[0]?.n ?? 0;

/** CONFIRMED orders go through orders_to_charge_idx, PAYMENT_FAILED through orders_status_placed_idx. */
export const countOrdersInStatus = async (db: Executor, tenantId: string, status: 'CONFIRMED' | 'PAYMENT_FAILED') =>
  (
    await db
      .select({ n: total })
      .from(orders)
      .where(and(eq(orders.status, status), isNotNull(orders.placedAt), eq(orders.tenantId, tenantId)))
  )[0]?.n ?? 0;

/** Money taken since an instant: succeeded charges minus succeeded refunds, in cents. */
export const netChargedSince = async (db: Executor, tenantId: string, since: Date) =>
  (
    await db
      .select({ cents: sql<number>`coalesce(sum(CASE WHEN ${payments.kind} = 'charge' THEN ${payments.amountCents} ELSE -${payments.amountCents} END), 0)::int` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.status, 'succeeded'), gte(payments.createdAt, since), eq(orders.tenantId, tenantId)))
  )[0]?.cents ?? 0;

/**
 * Orders placed and money taken (charges less refunds, as the dashboard's revenue) on each day of
 * the period, days without either included; one range read of orders_placed_idx and of
 * payments_succeeded_idx.
 */
export async function dailyTrends(db: Executor, tenantId: string, timeZone: string, start: Date) {
  const result = await db.execute<{ date: string; orders: number; revenue_cents: number }>(sql`
    WITH period AS (
      SELECT generate_series(date_trunc('day', ${start}::timestamptz AT TIME ZONE ${timeZone}), date_trunc('day', now() AT TIME ZONE ${timeZone}), interval '1 day') AS day
    ), placed AS (
      SELECT date_trunc('day', ${orders.placedAt} AT TIME ZONE ${timeZone}) AS day, count(*)::int AS orders
      FROM ${orders}
      WHERE ${orders.tenantId} = ${tenantId} AND ${orders.placedAt} IS NOT NULL AND ${orders.placedAt} >= ${start}
      GROUP BY 1
    ), taken AS (
      SELECT date_trunc('day', ${payments.createdAt} AT TIME ZONE ${timeZone}) AS day,
             sum(CASE WHEN ${payments.kind} = 'charge' THEN ${payments.amountCents} ELSE -${payments.amountCents} END)::int AS cents
      FROM ${payments} JOIN ${orders} ON ${orders.id} = ${payments.orderId}
      WHERE ${payments.status} = 'succeeded' AND ${payments.createdAt} >= ${start} AND ${orders.tenantId} = ${tenantId}
      GROUP BY 1
    )
    SELECT to_char(period.day, 'YYYY-MM-DD') AS date, coalesce(placed.orders, 0) AS orders, coalesce(taken.cents, 0) AS revenue_cents
    FROM period LEFT JOIN placed USING (day) LEFT JOIN taken USING (day)
    ORDER BY period.day`);
  return result.rows.map((row) => ({ date: row.date, orders: row.orders, revenueCents: row.revenue_cents }));
}

/** The period's placed orders by their status now. */
export const ordersByStatus = (db: Executor, tenantId: string, start: Date) =>
  db
    .select({ status: orders.status, orders: total })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), isNotNull(orders.placedAt), gte(orders.placedAt, start)))
    .groupBy(orders.status);

/** Lines of the period's paid orders: what each group sums, so its amount is priced by the one pricing function. */
const soldLines = and(isNotNull(orders.placedAt), isNotNull(orderItems.unitPriceCents));
const soldColumns = { unitPriceCents: orderItems.unitPriceCents, discountPercent: orderItems.discountPercent, bottles: sql<number>`sum(${orderItems.quantity})::int` };
const inPeriod = (tenantId: string, start: Date, paid: readonly OrderStatusValue[]) =>
  and(eq(orders.tenantId, tenantId), gte(orders.placedAt, start), inArray(orders.status, [...paid]));

/** Bottles sold in the period per wine and per price the lines were fixed at. */
export const soldPerWine = (db: Executor, tenantId: string, start: Date, paid: readonly OrderStatusValue[]) =>
  db
    .select({ id: catalogueItems.id, title: catalogueItems.title, ...soldColumns })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(catalogueItems, eq(catalogueItems.id, orderItems.catalogueId))
    .where(and(inPeriod(tenantId, start, paid), soldLines))
    .groupBy(catalogueItems.id, orderItems.unitPriceCents, orderItems.discountPercent);

/** Bottles the sommeliers brought in the period, per sommelier and per price the lines were fixed at. */
export const soldPerSommelier = (db: Executor, tenantId: string, start: Date, paid: readonly OrderStatusValue[]) =>
  db
    .select({ id: users.id, givenName: users.givenName, familyName: users.familyName, ...soldColumns })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orderItems.affiliateUserId))
    .where(and(inPeriod(tenantId, start, paid), soldLines))
    .groupBy(users.id, orderItems.unitPriceCents, orderItems.discountPercent);

/** Commission earned on the period's paid orders, per sommelier. */
export const commissionPerSommelier = (db: Executor, tenantId: string, start: Date, paid: readonly OrderStatusValue[]) =>
  db
    .select({ sommelierUserId: commissions.sommelierUserId, cents: sql<number>`sum(${commissions.amountCents})::int` })
    .from(commissions)
    .innerJoin(orders, eq(orders.id, commissions.orderId))
    .where(inPeriod(tenantId, start, paid))
    .groupBy(commissions.sommelierUserId);
