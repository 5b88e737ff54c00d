import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { commissions, orderItems, users } from '../../db/schema';
import { containsText } from '../../lib/like';

type CommissionInsert = typeof commissions.$inferInsert;

export const linesOfOrder = (db: Executor, orderId: string) => db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

/** A charge's commission; a replayed charge result finds its rows there and adds none. */
export const insertEarned = (db: Executor, rows: CommissionInsert[]) =>
  rows.length === 0 ? Promise.resolve() : db.insert(commissions).values(rows).onConflictDoNothing();

export const insertReversals = (db: Executor, rows: CommissionInsert[]) => (rows.length === 0 ? Promise.resolve() : db.insert(commissions).values(rows));

/** The commission each line of an order earned (not its reversals). */
export const earnedCommissions = (db: Executor, orderId: string) =>
  db.select().from(commissions).where(and(eq(commissions.orderId, orderId), isNull(commissions.returnId)));

export const deleteCommissions = (db: Executor, orderId: string) => db.delete(commissions).where(eq(commissions.orderId, orderId));

/** A sommelier's commission summed per month or per day of the store's calendar, newest first. */
export function commissionTotals(db: Executor, sommelierUserId: string, groupBy: 'month' | 'day', timeZone: string) {
  const local = sql`(${commissions.createdAt} AT TIME ZONE ${timeZone})`;
  const period = groupBy === 'month' ? sql`date_trunc('month', ${local})` : sql`date_trunc('day', ${local})`;
  return db
    .select({
      year: sql<number>`extract(year from ${period})::int`,
      month: sql<number>`extract(month from ${period})::int`,
      day: sql<number>`extract(day from ${period})::int`,
      totalCents: sql<number>`sum(${commissions.amountCents})::int`,
    })
    .from(commissions)
    .where(eq(commissions.sommelierUserId, sommelierUserId))
    // By position: the time zone is a bound parameter, so the same expression written twice would
    // not be recognised as one by PostgreSQL.
    .groupBy(sql`1, 2, 3`)
    .orderBy(sql`1 desc, 2 desc, 3 desc`);
}

export interface CommissionFilter {
  tenantId: string;
  /** One sommelier's own. */
  sommelierUserId?: string;
  /** Part of the sommelier's name or email. */
  search?: string;
  /** Months of the store's calendar (YYYY-MM), both included. */
  fromMonth?: string;
  toMonth?: string;
}

/** A group's place in the order of the list: newest period first, then sommeliers by name. */
export interface CommissionGroupKey {
  period: string;
  givenName: string;
  familyName: string;
  sommelierId: string;
}

export interface CommissionGroupRow extends CommissionGroupKey {
  email: string;
  orders: number;
  commissionCents: number;
  /** The group's lines by price: [unit price in cents, offer percent, bottles]; the contract prices them. */
  prices: [number | null, number | null, number][];
}

const PERIOD_FORMAT = { month: 'YYYY-MM', day: 'YYYY-MM-DD' } as const;

/**
 * Commission per sommelier and period of the store's calendar: the charged orders it came from,
 * its sum, and the prices of the lines that earned it, summed by price (a line's total after its
 * offer is its rounded unit price times its bottles, so bottles at one price add up exactly).
 */
function commissionGroups(filter: CommissionFilter, groupBy: 'month' | 'day', timeZone: string) {
  const local = sql`(${commissions.createdAt} AT TIME ZONE ${timeZone})`;
  const conditions = [
    eq(users.tenantId, filter.tenantId),
    filter.sommelierUserId ? eq(commissions.sommelierUserId, filter.sommelierUserId) : undefined,
    filter.search ? or(containsText(sql`${users.givenName} || ' ' || ${users.familyName}`, filter.search), containsText(users.email, filter.search)) : undefined,
    filter.fromMonth ? sql`${local} >= (${filter.fromMonth} || '-01')::timestamp` : undefined,
    filter.toMonth ? sql`${local} < (${filter.toMonth} || '-01')::timestamp + interval '1 month'` : undefined,
  ];
  return sql`
    WITH lines AS (
      SELECT ${commissions.sommelierUserId} AS sommelier_id, ${users.givenName} AS given_name, ${users.familyName} AS family_name,
             ${users.email} AS email, to_char(${local}, ${PERIOD_FORMAT[groupBy]}) AS period, ${commissions.orderId} AS order_id,
             ${commissions.amountCents} AS amount_cents, ${orderItems.unitPriceCents} AS unit_price_cents,
             ${orderItems.discountPercent} AS discount_percent,
             -- A return's reversal row takes its bottles off the sales; it is no order of its own.
             coalesce(-${commissions.returnedBottles}, ${orderItems.quantity}) AS quantity, ${commissions.returnId} IS NULL AS earned
      FROM ${commissions}
      JOIN ${users} ON ${users.id} = ${commissions.sommelierUserId}
      JOIN ${orderItems} ON ${orderItems.orderId} = ${commissions.orderId} AND ${orderItems.catalogueId} = ${commissions.catalogueId}
      WHERE ${and(...conditions)}
    ),
    groups AS (
      SELECT sommelier_id, given_name, family_name, email, period, (count(DISTINCT order_id) FILTER (WHERE earned))::int AS orders, sum(amount_cents)::int AS commission_cents
      FROM lines GROUP BY sommelier_id, given_name, family_name, email, period
    ),
    prices AS (
      SELECT sommelier_id, period, json_agg(json_build_array(unit_price_cents, discount_percent, quantity)) AS prices
      FROM (SELECT sommelier_id, period, unit_price_cents, discount_percent, sum(quantity)::int AS quantity FROM lines GROUP BY 1, 2, 3, 4) AS by_price
      GROUP BY sommelier_id, period
    )`;
}

/** A page of the groups (offset) or the batch after a group (keyset), in the list's order. */
export async function listCommissionGroups(
  db: Executor,
  filter: CommissionFilter,
  groupBy: 'month' | 'day',
  timeZone: string,
  window: { after?: CommissionGroupKey; offset?: number; limit: number },
): Promise<CommissionGroupRow[]> {
  const { after } = window;
  const result = await db.execute<{
    sommelier_id: string;
    given_name: string;
    family_name: string;
    email: string;
    period: string;
    orders: number;
    commission_cents: number;
    prices: CommissionGroupRow['prices'];
  }>(sql`
    ${commissionGroups(filter, groupBy, timeZone)}
    SELECT g.*, p.prices FROM groups g JOIN prices p USING (sommelier_id, period)
    ${after ? sql`WHERE g.period < ${after.period} OR (g.period = ${after.period} AND (g.given_name, g.family_name, g.sommelier_id) > (${after.givenName}, ${after.familyName}, ${after.sommelierId}::uuid))` : sql``}
    ORDER BY g.period DESC, g.given_name, g.family_name, g.sommelier_id
    LIMIT ${window.limit} OFFSET ${window.offset ?? 0}`);
  return result.rows.map((row) => ({
    sommelierId: row.sommelier_id,
    givenName: row.given_name,
    familyName: row.family_name,
    email: row.email,
    period: row.period,
    orders: row.orders,
    commissionCents: row.commission_cents,
    prices: row.prices,
  }));
}

export async function countCommissionGroups(db: Executor, filter: CommissionFilter, groupBy: 'month' | 'day', timeZone: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`${commissionGroups(filter, groupBy, timeZone)} SELECT count(*)::int AS n FROM groups`);
  return result.rows[0]?.n ?? 0;
}
