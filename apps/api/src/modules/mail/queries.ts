import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { Page } from '../../lib/paging';

export type OutboxRow = typeof outboxEmails.$inferSelect;

export const insertOutboxEmail = (db: Executor, row: typeof outboxEmails.$inferInsert) => db.insert(outboxEmails).values(row);

export const markOutboxEmail = async (db: Executor, id: string, changes: Partial<typeof outboxEmails.$inferInsert>) =>
  (await db.update(outboxEmails).set(changes).where(eq(outboxEmails.id, id)).returning())[0];

/** Pending mail older than a minute: younger mail may still be on its first attempt. */
export const pendingOutboxEmails = (db: Executor, limit: number) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, 'pending'), sql`${outboxEmails.createdAt} < now() - interval '1 minute'`))
    .orderBy(asc(outboxEmails.createdAt))
    .limit(limit);

/** The given mails that no attempt has touched yet (the outbox job may have sent them meanwhile). */
export const unsentOutboxEmails = (db: Executor, ids: string[]) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.id, ids), eq(outboxEmails.status, 'pending'), eq(outboxEmails.attempts, 0)))
    .orderBy(asc(outboxEmails.createdAt));

/** The outbox at a glance, for monitoring: mails waiting and given up on, and how long the oldest has waited. */
export async function outboxHealth(db: Executor) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) FILTER (WHERE ${outboxEmails.status} = 'pending')::int`,
      failed: sql<number>`count(*) FILTER (WHERE ${outboxEmails.status} = 'failed')::int`,
      oldestPendingSeconds: sql<number | null>`extract(epoch FROM now() - min(${outboxEmails.createdAt}) FILTER (WHERE ${outboxEmails.status} = 'pending'))::float8`,
    })
    .from(outboxEmails)
    .where(inArray(outboxEmails.status, ['pending', 'failed']));
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, oldestPendingSeconds: row?.oldestPendingSeconds ?? 0 };
}

// The console's outbox

/** Mail of one status, newest first (outbox_emails_status_idx). */
export const listOutbox = (db: Executor, status: OutboxRow['status'], page: Page) =>
  db.select().from(outboxEmails).where(eq(outboxEmails.status, status)).orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id)).offset(page.offset).limit(page.limit);

export const countOutbox = async (db: Executor, status: OutboxRow['status']) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(outboxEmails).where(eq(outboxEmails.status, status)))[0]?.n ?? 0;

export const lockOutboxMail = async (db: Executor, id: string) =>
  (await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).for('update').limit(1))[0];
