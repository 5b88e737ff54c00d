import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export const findUserById = async (db: Executor, id: string) =>
  (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const findUserByEmail = async (db: Executor, tenantId: string, email: string) =>
  (await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email))).limit(1))[0];

export const findUserByGoogleSubject = async (db: Executor, subject: string) =>
  (await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1))[0];

/** Inserts a user; answers undefined when the email is already taken in the tenant. */
export const insertUser = async (db: Executor, row: typeof users.$inferInsert) =>
  (await db.insert(users).values(row).onConflictDoNothing({ target: [users.tenantId, users.email] }).returning())[0];

export const updateUser = async (db: Executor, id: string, changes: Partial<typeof users.$inferInsert>) =>
  (await db.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, id)).returning())[0];

export const countUsers = async (db: Executor) => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;
