import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { UNPAID_ORDER_STATUSES } from '@wine/contract/order-status';
import type { Executor } from '../../db/client';
import type { OrderRow } from '../order-state/service';
import { addresses, businesses, catalogueItems, orderEvents, orderItems, orders, payments, pendingConfirmations, savedCards, users } from '../../db/schema';


/** The cart: OPEN, or ASSIGN when a placing step stopped half-way (it stays the shopper's cart). */
const CART_STATUSES = ['OPEN', 'ASSIGN'];

export const findOpenOrder = async (db: Executor, userId: string) =>
  (await db.select().from(orders).where(and(eq(orders.userId, userId), inArray(orders.status, CART_STATUSES))).limit(1))[0];

/** The order row, locked until the transaction ends so concurrent line changes queue up. */
export const lockOrder = async (db: Executor, id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)).for('update').limit(1))[0];

/** Sets a wine's line in the cart, adding it when new; answers the line as written (an existing line keeps when it was added). */
export const upsertOrderItem = async (db: Executor, row: typeof orderItems.$inferInsert) =>
  (
    await db
      .insert(orderItems)
      .values(row)
      .onConflictDoUpdate({
        target: [orderItems.orderId, orderItems.catalogueId],
        set: { quantity: row.quantity, affiliateUserId: row.affiliateUserId ?? null },
      })
      .returning()
  )[0]!;

export const deleteOrderItem = (db: Executor, orderId: string, catalogueId: string) =>
  db.delete(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.catalogueId, catalogueId)));

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

export const findBusiness = async (db: Executor, id: string) =>
  (await db.select().from(businesses).where(eq(businesses.id, id)).limit(1))[0];

export const findUserAddress = async (db: Executor, userId: string, id: string) =>
  (await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1))[0];

export const fixLinePrice = (db: Executor, orderId: string, catalogueId: string, price: { unitPriceCents: number; discountPercent: number | null }) =>
  db.update(orderItems).set(price).where(and(eq(orderItems.orderId, orderId), eq(orderItems.catalogueId, catalogueId)));

/** A user's placed orders (not the cart) since a date, newest first unless asked otherwise. */
export const listPlacedOrders = (db: Executor, userId: string, since: Date, newestFirst: boolean, offset: number, limit: number) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, CART_STATUSES), gte(orders.createdAt, since)))
    .orderBy(newestFirst ? desc(orders.id) : asc(orders.id))
    .offset(offset)
    .limit(limit);

export const countPlacedOrders = async (db: Executor, userId: string, since: Date) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, userId), notInArray(orders.status, CART_STATUSES), gte(orders.createdAt, since)))
  )[0]?.n ?? 0;

/** Lines of several orders in one query, for the history page. */
export const linesOfOrders = (db: Executor, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ item: orderItems, wine: catalogueItems })
        .from(orderItems)
        .innerJoin(catalogueItems, eq(catalogueItems.id, orderItems.catalogueId))
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.catalogueId));

export const cardsByIds = (db: Executor, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(savedCards).where(inArray(savedCards.id, ids));

export const userEmail = async (db: Executor, id: string) =>
  (await db.select({ email: users.email, givenName: users.givenName }).from(users).where(eq(users.id, id)).limit(1))[0];

/**
 * The next order, locked, whose charge failed at or before `failedBefore` and is still unpaid, that
 * no other run holds; `skip` lists those this run already handled. One with a payment the shopper
 * started after `payingSince` and still pending is left alone: its answer may still be on its way.
 */
export async function lockNextExpiredOrder(
  tx: Executor,
  { failedBefore, payingSince }: { failedBefore: Date; payingSince: Date },
  skip: string[],
): Promise<OrderRow | undefined> {
  const failedAt = tx
    .select({ at: sql`max(${orderEvents.createdAt})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orders.id), eq(orderEvents.toStatus, 'PAYMENT_FAILED')));
  const inFlight = tx
    .select({ one: sql`1` })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orders.id),
        eq(payments.kind, 'charge'),
        eq(payments.status, 'pending'),
        gte(payments.createdAt, payingSince),
      ),
    );
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PAYMENT_FAILED'),
        skip.length > 0 ? notInArray(orders.id, skip) : undefined,
        sql`(${failedAt}) <= ${failedBefore.toISOString()}::timestamptz`,
        sql`NOT EXISTS (${inFlight})`,
      ),
    )
    .orderBy(asc(orders.placedAt))
    .limit(1)
    .for('no key update', { skipLocked: true });
  return row;
}

/** The first number of the accounts' order locks; the second is the account's. */
const ACCOUNT_ORDERS_LOCK = 44;

/**
 * Takes the account's order lock until the transaction ends: an order placed in another tab at the
 * same moment waits, so both read the other's bottles before checking the account's unpaid share.
 * A transaction-level advisory lock keyed on the account (its two-number form, apart from the jobs'
 * single-number locks); two accounts whose ids hash alike only wait for each other briefly.
 */
export const lockAccountOrders = (tx: Executor, userId: string) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(${ACCOUNT_ORDERS_LOCK}, hashtext(${userId}))`);

/** The account's oldest order whose charge failed and is still unpaid, if any. */
export const firstFailedCharge = async (db: Executor, userId: string) =>
  (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'PAYMENT_FAILED')))
      .orderBy(asc(orders.placedAt))
      .limit(1)
  )[0];

/** Bottles the account's placed, not yet charged orders took off sale, per wine. */
export const unpaidBottlesOfUser = (db: Executor, userId: string) =>
  db
    .select({ wineId: orderItems.catalogueId, bottles: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), inArray(orders.status, UNPAID_ORDER_STATUSES), eq(orders.bottlesTaken, true)))
    .groupBy(orderItems.catalogueId);

/** Bottles of each of these wines that placed, not yet charged orders took off sale. */
export const unpaidBottlesOfWines = (db: Executor, wineIds: string[]) =>
  wineIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ wineId: orderItems.catalogueId, bottles: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(inArray(orderItems.catalogueId, wineIds), inArray(orders.status, UNPAID_ORDER_STATUSES), eq(orders.bottlesTaken, true)))
        .groupBy(orderItems.catalogueId);
/** The card payment of a cart waiting for the shopper's confirmation (decision 0062). */
export const findPendingConfirmation = async (db: Executor, orderId: string) =>
  (await db.select().from(pendingConfirmations).where(eq(pendingConfirmations.orderId, orderId)).limit(1))[0];

/** Keeps the cart's waiting confirmation: a later card payment replaces an earlier one. */
export const savePendingConfirmation = (db: Executor, row: typeof pendingConfirmations.$inferInsert) =>
  db
    .insert(pendingConfirmations)
    .values(row)
    .onConflictDoUpdate({ target: pendingConfirmations.orderId, set: { userId: row.userId, context: row.context, updatedAt: sql`now()` } });

export const deletePendingConfirmation = (db: Executor, orderId: string) => db.delete(pendingConfirmations).where(eq(pendingConfirmations.orderId, orderId));
