import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { Page } from '../../lib/paging';

/**
 * Sommeliers anyone may discover: approved and active, never an admin (spec 000 §1). The type and
 * is_active equalities match the partial index users_sommeliers_idx.
 */
const discoverable = (tenantId: string) =>
  and(
    eq(users.tenantId, tenantId),
    eq(users.type, 'sommelier'),
    eq(users.isActive, true),
    eq(users.activeStatus, 'approved'),
    // roles[1] is the first entry (PostgreSQL arrays start at 1); an empty list is no admin either.
    sql`${users.roles}[1] IS DISTINCT FROM 'admin'`,
  );

/** One page of discoverable sommeliers by sign-up time (id breaks ties), and how many there are. */
export async function listSommelierRows(db: Executor, tenantId: string, newestFirst: boolean, page: Page) {
  const direction = newestFirst ? desc : asc;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(users)
      .where(discoverable(tenantId))
      .orderBy(direction(users.createdAt), direction(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(discoverable(tenantId)),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
