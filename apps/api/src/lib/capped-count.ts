import { ADMIN_LIST_TOTAL_CAP } from '@wine/contract/admin/shared';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** Counts a console list's rows up to the cap: the list costs the same at 1,000 and at 100,000 rows. */
export async function cappedCount(db: Executor, table: PgTable, where: SQL | undefined) {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(ADMIN_LIST_TOTAL_CAP).as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
}
