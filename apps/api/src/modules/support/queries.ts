import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { supportTickets } from '../../db/schema';
import type { Page } from '../../lib/paging';

export type TicketRow = typeof supportTickets.$inferSelect;

export const insertSupportTicket = (db: Executor, row: typeof supportTickets.$inferInsert) => db.insert(supportTickets).values(row);

// The console's inbox of tickets

/** Tickets of one status, newest first (support_tickets_status_idx). */
export const listTickets = (db: Executor, tenantId: string, status: TicketRow['status'], page: Page) =>
  db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.status, status), eq(supportTickets.tenantId, tenantId)))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .offset(page.offset)
    .limit(page.limit);

export const countTickets = async (db: Executor, tenantId: string, status: TicketRow['status']) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(supportTickets).where(and(eq(supportTickets.status, status), eq(supportTickets.tenantId, tenantId))))[0]?.n ?? 0;

export const findTicket = async (db: Executor, tenantId: string, id: string, lock = false) => {
  const query = db.select().from(supportTickets).where(and(eq(supportTickets.id, id), eq(supportTickets.tenantId, tenantId)));
  return (await (lock ? query.for('update') : query).limit(1))[0];
};

export const updateTicket = async (db: Executor, id: string, changes: Partial<typeof supportTickets.$inferInsert>) =>
  (await db.update(supportTickets).set(changes).where(eq(supportTickets.id, id)).returning())[0];
