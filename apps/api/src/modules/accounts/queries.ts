import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** What the shop shows of a person beside what they wrote or made: their name and picture (see `toByline`). */
export const bylineColumns = { id: users.id, givenName: users.givenName, familyName: users.familyName, profilePicture: users.profilePicture };
export type BylineRow = Pick<UserRow, keyof typeof bylineColumns>;

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

/**
 * Which of these ids are approved, active sommeliers of the shop. FOR SHARE: inside the event's
 * transaction, none can be removed or lose the approval before it commits.
 */
export const approvedSommelierIds = async (db: Executor, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .select({ id: users.id })
            .from(users)
            .where(
              and(inArray(users.id, ids), eq(users.tenantId, tenantId), eq(users.type, 'sommelier'), eq(users.activeStatus, 'approved'), eq(users.isActive, true)),
            )
            .for('share')
        ).map((row) => row.id),
      );

/** The retailer-role users of some businesses (users_business_idx). */
export const staffOf = (db: Executor, businessIds: string[]) =>
  businessIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName, businessId: users.businessId })
        .from(users)
        .where(and(inArray(users.businessId, businessIds), sql`${users.roles}[1] = 'retailer'`))
        .orderBy(asc(users.email));

export const lockUserByEmail = async (db: Executor, tenantId: string, email: string) =>
  (await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, email))).for('update').limit(1))[0];

export const lockUser = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(users).where(and(eq(users.id, id), eq(users.tenantId, tenantId))).for('update').limit(1))[0];

export const setUserRetailer = async (db: Executor, id: string, change: { roles: string[]; businessId: string | null }) =>
  (await db.update(users).set({ ...change, updatedAt: sql`now()` }).where(eq(users.id, id)).returning())[0];

/** Relative, in SQL: concurrent follows and unfollows cannot lose an update. */
export const addToFollowersCount = (db: Executor, userId: string, delta: 1 | -1) =>
  db
    .update(users)
    .set({ followersCount: sql`greatest(${users.followersCount} + ${delta}, 0)` })
    .where(eq(users.id, userId));

/** Sets customData.isSubscribe in place, so a profile edit running at the same time loses nothing. */
export const markSubscribed = (db: Executor, userId: string) =>
  db
    .update(users)
    .set({ customData: sql`${users.customData} || '{"isSubscribe": true}'::jsonb`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
