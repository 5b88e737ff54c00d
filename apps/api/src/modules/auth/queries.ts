import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResets, sessions, users } from '../../db/schema';

export const insertSession = (db: Executor, row: typeof sessions.$inferInsert) => db.insert(sessions).values(row);

/** The user behind a live (unrevoked, unexpired) session token hash. */
export const findSessionUser = async (db: Executor, tokenHash: string) =>
  (
    await db
      .select({ sessionId: sessions.id, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .limit(1)
  )[0];

export const revokeSession = (db: Executor, sessionId: string) =>
  db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

export const revokeUserSessions = (db: Executor, userId: string) =>
  db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

/** After a reset, the user's other outstanding links die too. */
export const expirePasswordResets = (db: Executor, userId: string) =>
  db.update(passwordResets).set({ usedAt: sql`now()` }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));

export const insertPasswordReset = (db: Executor, row: typeof passwordResets.$inferInsert) => db.insert(passwordResets).values(row);

/**
 * Marks a live reset token used and answers its user id. The single UPDATE makes it single-use
 * even when two requests present it at once.
 */
export const consumePasswordReset = async (db: Executor, tokenHash: string) =>
  (
    await db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId })
  )[0];
