import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { containsText } from '../../lib/like';
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

export interface SommelierFilter {
  tenantId: string;
  newestFirst: boolean;
  /** A case-insensitive substring of the shown name (given name, a space, family name). */
  nameContains?: string;
}

/**
 * The statements of a sommelier list, unexecuted: listSommelierRows runs them, plan checks EXPLAIN
 * them. A name search stays on users_sommeliers_idx: the tenant's approved sommeliers are read in
 * sign-up order and the name filters them, so a page stops as soon as it is full.
 */
export function sommelierListStatements(db: Executor, filter: SommelierFilter, page: Page) {
  const direction = filter.newestFirst ? desc : asc;
  const where = and(
    discoverable(filter.tenantId),
    filter.nameContains === undefined ? undefined : containsText(sql`${users.givenName} || ' ' || ${users.familyName}`, filter.nameContains),
  );
  return {
    rows: db.select().from(users).where(where).orderBy(direction(users.createdAt), direction(users.id)).limit(page.limit).offset(page.offset),
    total: db.select({ total: count() }).from(users).where(where),
  };
}

/** One page of discoverable sommeliers by sign-up time (id breaks ties), and how many there are. */
export async function listSommelierRows(db: Executor, filter: SommelierFilter, page: Page) {
  const statements = sommelierListStatements(db, filter, page);
  const [rows, counted] = await Promise.all([statements.rows, statements.total]);
  return { rows, total: counted[0]?.total ?? 0 };
}
