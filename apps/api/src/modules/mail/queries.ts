import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema';

export const insertOutboxEmail = (db: Executor, row: typeof outboxEmails.$inferInsert) => db.insert(outboxEmails).values(row);

export const markOutboxEmail = (db: Executor, id: string, changes: Partial<typeof outboxEmails.$inferInsert>) =>
  db.update(outboxEmails).set(changes).where(eq(outboxEmails.id, id));

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
