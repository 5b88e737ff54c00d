import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
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
 * Whether the account completed a password reset since its email was last set: its owner then
 * proved the email (the link went there) and chose the password (docs/decisions/0018). Only a
 * completed reset marks links used (consumePasswordReset, expirePasswordResets).
 */
export const hasCompletedPasswordReset = async (db: Executor, userId: string) =>
  (
    await db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, userId), isNotNull(passwordResets.usedAt)))
      .limit(1)
  ).length > 0;

/**
 * A new email is not proven: the resets done for the old one no longer count, and the links
 * mailed there (which name the old email) could never be used anyway.
 */
export const deletePasswordResets = (db: Executor, userId: string) => db.delete(passwordResets).where(eq(passwordResets.userId, userId));

/** The account holding an email, locked until the caller's transaction ends. */
export const lockUserByEmail = async (db: Executor, tenantId: string, email: string) =>
  (await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email))).for('update').limit(1))[0];

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
