import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, users } from '../../db/schema';
import type { Page } from '../../lib/paging';

export const listAddresses = (db: Executor, userId: string) =>
  db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.kind), asc(addresses.position));

export async function replaceAddresses(db: Executor, userId: string, kind: 'delivery' | 'billing', rows: (typeof addresses.$inferInsert)[]) {
  await db.delete(addresses).where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)));
  if (rows.length > 0) await db.insert(addresses).values(rows);
}

/** Who an applications list holds: active sommelier accounts of a tenant, optionally of one status. */
const applicationsOf = (tenantId: string, status: 'in-review' | 'approved' | 'rejected' | undefined) =>
  and(eq(users.tenantId, tenantId), eq(users.type, 'sommelier'), eq(users.isActive, true), status ? eq(users.activeStatus, status) : undefined);

/** Sommelier applications for the admin, newest account first (users_sommeliers_idx). */
export const listApplications = (db: Executor, tenantId: string, status: 'in-review' | 'approved' | 'rejected' | undefined, page: Page) =>
  db
    .select()
    .from(users)
    .where(applicationsOf(tenantId, status))
    .orderBy(desc(users.createdAt), desc(users.id))
    .offset(page.offset)
    .limit(page.limit);

export const countApplications = async (db: Executor, tenantId: string, status: 'in-review' | 'approved' | 'rejected' | undefined) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(users).where(applicationsOf(tenantId, status)))[0]?.n ?? 0;
