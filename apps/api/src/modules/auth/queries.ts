import { and, asc, desc, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { emailTokens, passwordResetRequests, passwordResets, sessions, users } from '../../db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];
/** A session's last use is written when older than this (not on every request): the list shows it to within this. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60_000;

export const insertSession = (db: Executor, row: typeof sessions.$inferInsert) => db.insert(sessions).values(row);

const sessionUser = preparedPerDb((db) =>
  db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user'),
);

/** The user behind a live (unrevoked, unexpired) session token hash: every signed-in request asks, so it is prepared. */
export const findSessionUser = async (db: Db, tokenHash: string) => (await sessionUser(db).execute({ tokenHash }))[0];

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

export const insertEmailToken = (db: Executor, row: typeof emailTokens.$inferInsert) => db.insert(emailTokens).values(row);

/** How many links of one purpose the account was sent since `since`, used or not. */
export const countEmailTokensSince = async (db: Executor, userId: string, purpose: EmailTokenPurpose, since: Date) =>
  (
    await db
      .select({ count: sql<number>`count(*)::int` })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gte(emailTokens.createdAt, since)))
  )[0]?.count ?? 0;

/** Kills the account's live links of one purpose (a newer link replaces them, or the change they confirm is undone). */
export const expireEmailTokens = (db: Executor, userId: string, purpose: EmailTokenPurpose) =>
  db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));

/** Marks a live link used and answers it; one UPDATE, so a link works once even when followed twice at once. */
export const consumeEmailToken = async (db: Executor, tokenHash: string) =>
  (
    await db
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailTokens.tokenHash, tokenHash), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`)))
      .returning()
  )[0];

/** The new email an account asked for and has not confirmed yet (the newest live change link). */
export const findPendingEmail = async (db: Executor, userId: string) =>
  (
    await db
      .select({ email: emailTokens.email })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'change'), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`)))
      .orderBy(desc(emailTokens.createdAt))
      .limit(1)
  )[0]?.email ?? null;

export const insertPasswordResetRequest = (db: Executor, row: typeof passwordResetRequests.$inferInsert) => db.insert(passwordResetRequests).values(row);

/** Takes one stored forgot-password request (deleted when the caller's transaction commits), skipping those another process holds. */
export const takePasswordResetRequest = async (db: Executor, id: string | undefined) =>
  (
    await db
      .select()
      .from(passwordResetRequests)
      .where(id ? eq(passwordResetRequests.id, id) : undefined)
      .orderBy(asc(passwordResetRequests.createdAt))
      .for('update', { skipLocked: true })
      .limit(1)
  )[0];

export const deletePasswordResetRequest = (db: Executor, id: string) => db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id));

/** The account's sessions still open, most recently used first. */
export const listOpenSessions = (db: Executor, userId: string) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(100);

/** Revokes one of the account's own sessions; answers whether it was open. */
export const revokeOwnSession = async (db: Executor, userId: string, sessionId: string) =>
  (
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id })
  ).length > 0;

export const touchSession = (db: Executor, sessionId: string) => db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, sessionId));

/** Whether this client address ever opened a session of the account holding `email` (docs/decisions/0023). */
export const clientSignedInBefore = async (db: Executor, tenantId: string, email: string, clientIp: string) =>
  (
    await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(users.tenantId, tenantId), eq(users.email, email), eq(sessions.clientIp, clientIp)))
      .limit(1)
  ).length > 0;
