import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businesses, catalogueItems, orders, returnLines, returnRequests, users } from '../../db/schema';
import { personColumns } from '../../db/person-columns';
import type { Page } from '../../lib/paging';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;

export const findReturn = async (db: Executor, id: string) => (await db.select().from(returnRequests).where(eq(returnRequests.id, id)).limit(1))[0];

/** Taken after the order's lock: the order serializes everything done to its returns. */
export const lockReturn = async (db: Executor, id: string) =>
  (await db.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update').limit(1))[0];

/** An order's requests, newest first. */
export const returnsOfOrder = (db: Executor, orderId: string) =>
  db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId)).orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));

/** The lines of some returns with their wines' titles. */
export const linesOfReturns = (db: Executor, returnIds: string[]) =>
  returnIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ line: returnLines, title: catalogueItems.title })
        .from(returnLines)
        .innerJoin(catalogueItems, eq(catalogueItems.id, returnLines.catalogueId))
        .where(inArray(returnLines.returnId, returnIds))
        .orderBy(asc(catalogueItems.title));

/** Bottles of each line of an order named by its returns in some states. */
export async function bottlesReturned(db: Executor, orderId: string, statuses: readonly ReturnRow['status'][]): Promise<Map<string, number>> {
  const rows = await db
    .select({ catalogueId: returnLines.catalogueId, bottles: sql<number>`sum(${returnLines.quantity})::int` })
    .from(returnLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnLines.returnId))
    .where(and(eq(returnLines.orderId, orderId), inArray(returnRequests.status, [...statuses])))
    .groupBy(returnLines.catalogueId);
  return new Map(rows.map((row) => [row.catalogueId, row.bottles]));
}

export const insertReturn = async (db: Executor, row: typeof returnRequests.$inferInsert) => (await db.insert(returnRequests).values(row).returning())[0]!;

export const insertReturnLines = (db: Executor, rows: (typeof returnLines.$inferInsert)[]) => db.insert(returnLines).values(rows);

export const setReturnLineRefund = (db: Executor, returnId: string, catalogueId: string, refundCents: number) =>
  db.update(returnLines).set({ refundCents }).where(and(eq(returnLines.returnId, returnId), eq(returnLines.catalogueId, catalogueId)));

/** Decides a request still open; answers nothing when another decision came first. */
export const decideReturn = async (db: Executor, id: string, changes: Partial<typeof returnRequests.$inferInsert>) =>
  (
    await db
      .update(returnRequests)
      .set(changes)
      .where(and(eq(returnRequests.id, id), eq(returnRequests.status, 'requested')))
      .returning()
  )[0];

/** Requests of the shop, or of one business, newest first (return_requests_business_idx / _tenant_idx). */
export async function listReturns(db: Executor, filter: { tenantId: string; businessId: string | null; status?: ReturnRow['status'] }, page: Page) {
  const where = and(
    eq(returnRequests.tenantId, filter.tenantId),
    filter.businessId ? eq(returnRequests.businessId, filter.businessId) : undefined,
    filter.status ? eq(returnRequests.status, filter.status) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db.select().from(returnRequests).where(where).orderBy(desc(returnRequests.createdAt), desc(returnRequests.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(returnRequests).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export const orderNumbers = (db: Executor, orderIds: string[]) =>
  orderIds.length === 0 ? Promise.resolve([]) : db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, orderIds));

export const people = (db: Executor, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select(personColumns).from(users).where(inArray(users.id, ids));

export const businessNames = (db: Executor, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, ids));

/** The retailer's staff, who are mailed about their business's returns. */
export const businessStaff = (db: Executor, businessId: string) =>
  db
    .select({ email: users.email, givenName: users.givenName })
    .from(users)
    .where(and(eq(users.businessId, businessId), sql`${users.roles}[1] = 'retailer'`))
    .orderBy(asc(users.email));
