import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { personColumns } from '../../db/person-columns';
import type { Page } from '../../lib/paging';

/**
 * The console's own SQL: the store calendar its dashboard counts in, and the audit log. What it shows
 * of other tables it reads through their modules' services (decision 0056).
 */

const total = sql<number>`count(*)::int`;

// Dashboard

/** Start of the store's day and ISO week (Monday) as instants, and both as store-calendar dates. */
export async function storeCalendar(db: Executor, timeZone: string) {
  const local = sql`(now() AT TIME ZONE ${timeZone})`;
  const result = await db.execute<{ day_start: Date | string; week_start: Date | string; today: string; week: string }>(sql`
    SELECT date_trunc('day', ${local}) AT TIME ZONE ${timeZone} AS day_start,
           date_trunc('week', ${local}) AT TIME ZONE ${timeZone} AS week_start,
           to_char(${local}, 'YYYY-MM-DD') AS today,
           to_char(date_trunc('week', ${local}), 'YYYY-MM-DD') AS week`);
  const row = result.rows[0];
  if (!row) throw new Error('store calendar query returned no row');
  return { dayStart: new Date(row.day_start), weekStart: new Date(row.week_start), today: row.today, week: row.week };
}

// Audit log

export interface AuditFilter {
  tenantId: string;
  entityType?: string;
  entityId?: string;
  actorUserId?: string;
}

/** Newest first: audit_log_newest_idx, or audit_log_entity_idx / audit_log_actor_idx when filtered. */
function auditConditions(filter: AuditFilter): SQL | undefined {
  return and(
    eq(auditLog.tenantId, filter.tenantId),
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.actorUserId ? eq(auditLog.actorUserId, filter.actorUserId) : undefined,
  );
}

export const listAudit = (db: Executor, filter: AuditFilter, page: Page) =>
  db
    .select({ entry: auditLog, actor: personColumns })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(auditConditions(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .offset(page.offset)
    .limit(page.limit);

export const countAudit = async (db: Executor, filter: AuditFilter) =>
  (await db.select({ n: total }).from(auditLog).where(auditConditions(filter)))[0]?.n ?? 0;

// ---------------------------------------------------------------------------------------------
// Dashboard trends: the period is whole days of the store's calendar, today included.

/** The instant the period's first day began, and its first and last days as YYYY-MM-DD. */
export async function trendPeriod(db: Executor, timeZone: string, days: number) {
  const first = sql`(date_trunc('day', now() AT TIME ZONE ${timeZone}) - ${days - 1}::int * interval '1 day')`;
  const result = await db.execute<{ start: Date | string; first_day: string; last_day: string }>(sql`
    SELECT ${first} AT TIME ZONE ${timeZone} AS start,
           to_char(${first}, 'YYYY-MM-DD') AS first_day,
           to_char(now() AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS last_day`);
  const row = result.rows[0];
  if (!row) throw new Error('trend period query returned no row');
  return { start: new Date(row.start), from: row.first_day, to: row.last_day };
}

