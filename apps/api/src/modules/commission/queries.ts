import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { commissions } from '../../db/schema';

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
