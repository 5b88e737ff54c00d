import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { supportTickets, users } from '../../db/schema';

export const insertSupportTicket = (db: Executor, row: typeof supportTickets.$inferInsert) => db.insert(supportTickets).values(row);

/** Sets customData.isSubscribe in place, so a profile edit running at the same time loses nothing. */
export const markSubscribed = (db: Executor, userId: string) =>
  db
    .update(users)
    .set({ customData: sql`${users.customData} || '{"isSubscribe": true}'::jsonb`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
