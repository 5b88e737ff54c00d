import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bookmarks, catalogueItems, follows, users } from '../../db/schema';

/** Inserts the follow unless it exists; answers the row when it was new. */
export const insertFollow = async (db: Executor, row: typeof follows.$inferInsert) =>
  (await db.insert(follows).values(row).onConflictDoNothing({ target: [follows.userId, follows.followId] }).returning())[0];

export const findFollow = async (db: Executor, userId: string, followId: string) =>
  (await db.select().from(follows).where(and(eq(follows.userId, userId), eq(follows.followId, followId))).limit(1))[0];

export const findFollowById = async (db: Executor, id: string) =>
  (await db.select().from(follows).where(eq(follows.id, id)).limit(1))[0];

export const deleteFollow = async (db: Executor, id: string, userId: string) =>
  (await db.delete(follows).where(and(eq(follows.id, id), eq(follows.userId, userId))).returning())[0];

export const listFollows = (db: Executor, userId: string) =>
  db
    .select({ follow: follows, user: users })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followId))
    .where(and(eq(follows.userId, userId), eq(users.isActive, true)))
    .orderBy(desc(follows.id));

/** A wine that may be liked: a wine of the catalogue, listed. */
const isActiveWine = (id: string) => and(eq(catalogueItems.id, id), eq(catalogueItems.type, 'PRODUCT'), eq(catalogueItems.isActive, true));

/**
 * Likes the wine unless it is not an active wine or the like exists: answers the row only when it
 * was new. The insert reads the wine itself, so a new like is one statement.
 */
export const insertBookmarkOfActiveWine = async (db: Executor, row: { id: string; userId: string; catalogueId: string }) =>
  (
    await db
      .insert(bookmarks)
      .select(
        db
          // Every column, in the table's order, as drizzle's INSERT ... SELECT asks.
          .select({
            id: sql<string>`${row.id}::uuid`.as('id'),
            userId: sql<string>`${row.userId}::uuid`.as('user_id'),
            catalogueId: catalogueItems.id,
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(catalogueItems)
          .where(isActiveWine(row.catalogueId)),
      )
      .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.catalogueId] })
      .returning()
  )[0];

export const findBookmark = async (db: Executor, userId: string, catalogueId: string) =>
  (await db.select().from(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.catalogueId, catalogueId))).limit(1))[0];

export const findBookmarkById = async (db: Executor, id: string) =>
  (await db.select().from(bookmarks).where(eq(bookmarks.id, id)).limit(1))[0];

export const deleteBookmark = async (db: Executor, id: string, userId: string) =>
  (await db.delete(bookmarks).where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId))).returning())[0];

/** The user's liked wines that are still on sale, newest like first. */
export const listBookmarkedWines = (db: Executor, userId: string, offset: number, limit: number) =>
  db
    .select({ bookmark: bookmarks, wine: catalogueItems })
    .from(bookmarks)
    .innerJoin(catalogueItems, eq(catalogueItems.id, bookmarks.catalogueId))
    .where(and(eq(bookmarks.userId, userId), eq(catalogueItems.type, 'PRODUCT'), eq(catalogueItems.isActive, true)))
    .orderBy(desc(bookmarks.id))
    .offset(offset)
    .limit(limit);

export const countBookmarkedWines = async (db: Executor, userId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookmarks)
      .innerJoin(catalogueItems, eq(catalogueItems.id, bookmarks.catalogueId))
      .where(and(eq(bookmarks.userId, userId), eq(catalogueItems.type, 'PRODUCT'), eq(catalogueItems.isActive, true)))
  )[0]?.n ?? 0;

export const findActiveWine = async (db: Executor, id: string) =>
  (
    await db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(isActiveWine(id))
      .limit(1)
  )[0];

export const findActiveUser = async (db: Executor, id: string) =>
  (await db.select().from(users).where(and(eq(users.id, id), eq(users.isActive, true))).limit(1))[0];
