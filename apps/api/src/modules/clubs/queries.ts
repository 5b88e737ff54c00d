import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cappedCount } from '../../lib/capped-count';
import { containsText } from '../../lib/like';
import type { Page } from '../../lib/paging';
import {
  addresses, businesses, catalogueItems, clubCycleOrders, clubCycles, clubCycleWines, clubMemberships, clubRatings, clubs, orders, savedCards, users,
} from '../../db/schema';

export type ClubRow = typeof clubs.$inferSelect;
export type MembershipRow = typeof clubMemberships.$inferSelect;
export type CycleRow = typeof clubCycles.$inferSelect;

/** Statuses of a cycle still ahead of its cut-off or being placed. */
export const OPEN_CYCLE = ['planned', 'announced', 'placing'] as const;

export const insertClub = async (db: Executor, row: typeof clubs.$inferInsert) => (await db.insert(clubs).values(row).returning())[0]!;

export const findClub = async (db: Executor, id: string) => (await db.select().from(clubs).where(eq(clubs.id, id)).limit(1))[0];

/** The club locked: joins count its members one at a time, so capacity holds. */
export const lockClub = async (db: Executor, id: string) => (await db.select().from(clubs).where(eq(clubs.id, id)).for('update').limit(1))[0];

export const setClubStatus = async (db: Executor, id: string, from: ClubRow['status'], to: ClubRow['status']) =>
  (await db.update(clubs).set({ status: to, decidedAt: sql`now()` }).where(and(eq(clubs.id, id), eq(clubs.status, from))).returning())[0];

/** Clubs with their sommelier and retailer, newest first. */
export function clubsWithPeople(db: Executor, where: { tenantId: string; statuses?: ClubRow['status'][]; sommelierId?: string; businessId?: string; ids?: string[] }) {
  return db
    .select({ club: clubs, sommelier: { id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName, profilePicture: users.profilePicture }, retailer: businesses })
    .from(clubs)
    .innerJoin(users, eq(users.id, clubs.sommelierUserId))
    .innerJoin(businesses, eq(businesses.id, clubs.businessId))
    .where(
      and(
        eq(clubs.tenantId, where.tenantId),
        where.statuses ? inArray(clubs.status, where.statuses) : undefined,
        where.sommelierId ? eq(clubs.sommelierUserId, where.sommelierId) : undefined,
        where.businessId ? eq(clubs.businessId, where.businessId) : undefined,
        where.ids ? inArray(clubs.id, where.ids) : undefined,
      ),
    )
    .orderBy(desc(clubs.createdAt), desc(clubs.id))
    .limit(200);
}

/** Members per club that are not cancelled (a paused member keeps the place), and how many of them are active. */
export async function memberCounts(db: Executor, clubIds: string[]): Promise<Map<string, { members: number; active: number }>> {
  if (clubIds.length === 0) return new Map();
  const rows = await db
    .select({
      clubId: clubMemberships.clubId,
      members: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) FILTER (WHERE ${clubMemberships.status} = 'active'))::int`,
    })
    .from(clubMemberships)
    .where(and(inArray(clubMemberships.clubId, clubIds), ne(clubMemberships.status, 'cancelled')))
    .groupBy(clubMemberships.clubId);
  return new Map(rows.map((row) => [row.clubId, { members: row.members, active: row.active }]));
}

/** Members per club by status, cancelled ones included (the console's counts). */
export async function memberStatusCounts(db: Executor, clubIds: string[]): Promise<Map<string, { active: number; paused: number; cancelled: number }>> {
  if (clubIds.length === 0) return new Map();
  const rows = await db
    .select({
      clubId: clubMemberships.clubId,
      active: sql<number>`(count(*) FILTER (WHERE ${clubMemberships.status} = 'active'))::int`,
      paused: sql<number>`(count(*) FILTER (WHERE ${clubMemberships.status} = 'paused'))::int`,
      cancelled: sql<number>`(count(*) FILTER (WHERE ${clubMemberships.status} = 'cancelled'))::int`,
    })
    .from(clubMemberships)
    .where(inArray(clubMemberships.clubId, clubIds))
    .groupBy(clubMemberships.clubId);
  return new Map(rows.map(({ clubId, ...counts }) => [clubId, counts]));
}

export const insertMembership = async (db: Executor, row: typeof clubMemberships.$inferInsert) =>
  (await db.insert(clubMemberships).values(row).onConflictDoNothing().returning())[0];

export const lockMembership = async (db: Executor, id: string) =>
  (await db.select().from(clubMemberships).where(eq(clubMemberships.id, id)).for('update').limit(1))[0];

export const updateMembership = async (db: Executor, id: string, changes: Partial<typeof clubMemberships.$inferInsert>) =>
  (await db.update(clubMemberships).set({ ...changes, updatedAt: sql`now()` }).where(eq(clubMemberships.id, id)).returning())[0]!;

/** The user's membership of a club that is not cancelled. */
export const currentMembership = async (db: Executor, clubId: string, userId: string) =>
  (
    await db
      .select()
      .from(clubMemberships)
      .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId), ne(clubMemberships.status, 'cancelled')))
      .limit(1)
  )[0];

/** A user's memberships (cancelled ones too, newest first), with what the profile shows of each. */
export function membershipsOfUser(db: Executor, userId: string) {
  return db
    .select({ membership: clubMemberships, club: clubs, card: { brand: savedCards.brand, last4: savedCards.last4 }, address: addresses })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .innerJoin(savedCards, eq(savedCards.id, clubMemberships.cardId))
    .leftJoin(addresses, eq(addresses.id, clubMemberships.addressId))
    .where(eq(clubMemberships.userId, userId))
    .orderBy(desc(clubMemberships.createdAt))
    .limit(100);
}

/** Members of a club with their mail address, for the mails to every member. */
export function membersOf(db: Executor, clubId: string, statuses: MembershipRow['status'][]) {
  return db
    .select({ membership: clubMemberships, email: users.email, givenName: users.givenName, familyName: users.familyName })
    .from(clubMemberships)
    .innerJoin(users, eq(users.id, clubMemberships.userId))
    .where(and(eq(clubMemberships.clubId, clubId), inArray(clubMemberships.status, statuses)))
    .orderBy(asc(clubMemberships.createdAt), asc(clubMemberships.id));
}

export const insertCycle = async (db: Executor, row: typeof clubCycles.$inferInsert) =>
  (await db.insert(clubCycles).values(row).onConflictDoNothing({ target: [clubCycles.clubId, clubCycles.number] }).returning())[0];

export const findCycle = async (db: Executor, clubId: string, cycleId: string) =>
  (await db.select().from(clubCycles).where(and(eq(clubCycles.id, cycleId), eq(clubCycles.clubId, clubId))).limit(1))[0];

export const lockCycle = async (db: Executor, cycleId: string) =>
  (await db.select().from(clubCycles).where(eq(clubCycles.id, cycleId)).for('update').limit(1))[0];

/** Moves a cycle on only from the status the caller saw: a second job finds it moved and leaves it. */
export const moveCycle = async (db: Executor, id: string, from: CycleRow['status'][], changes: Partial<typeof clubCycles.$inferInsert>) =>
  (await db.update(clubCycles).set(changes).where(and(eq(clubCycles.id, id), inArray(clubCycles.status, from))).returning())[0];

export const cyclesOfClubs = (db: Executor, clubIds: string[]) =>
  clubIds.length === 0 ? Promise.resolve([]) : db.select().from(clubCycles).where(inArray(clubCycles.clubId, clubIds)).orderBy(asc(clubCycles.number));

export const lastCycle = async (db: Executor, clubId: string) =>
  (await db.select().from(clubCycles).where(eq(clubCycles.clubId, clubId)).orderBy(desc(clubCycles.number)).limit(1))[0];

/** The wines of cycles' selections with their titles and pictures. */
export function winesOfCycles(db: Executor, cycleIds: string[]) {
  if (cycleIds.length === 0) return Promise.resolve([]);
  return db
    .select({ cycleId: clubCycleWines.cycleId, quantity: clubCycleWines.quantity, wine: catalogueItems })
    .from(clubCycleWines)
    .innerJoin(catalogueItems, eq(catalogueItems.id, clubCycleWines.catalogueId))
    .where(inArray(clubCycleWines.cycleId, cycleIds))
    .orderBy(asc(catalogueItems.title));
}

export async function replaceSelection(db: Executor, cycleId: string, wines: { catalogueId: string; quantity: number }[]): Promise<void> {
  await db.delete(clubCycleWines).where(eq(clubCycleWines.cycleId, cycleId));
  await db.insert(clubCycleWines).values(wines.map((wine) => ({ cycleId, ...wine })));
}

/** What the sommelier's pick reads of a partner's wine: what it costs at the shop and how many bottles are on the shelf. */
const partnerWineColumns = {
  id: catalogueItems.id,
  title: catalogueItems.title,
  priceCents: catalogueItems.priceCents,
  discountPercent: catalogueItems.discountPercent,
  stock: catalogueItems.stock,
};

/** A retailer's wines on sale: the only ones a box may hold. */
const onSaleAt = (businessId: string) => [eq(catalogueItems.businessId, businessId), eq(catalogueItems.type, 'PRODUCT'), eq(catalogueItems.isActive, true)];

/** A page of a retailer's wines on sale by title, `search` part of a title, and how many match. */
export async function partnerWinesPage(db: Executor, businessId: string, search: string | undefined, page: Page) {
  const where = and(...onSaleAt(businessId), search ? containsText(catalogueItems.title, search) : undefined);
  const [rows, total] = await Promise.all([
    db.select(partnerWineColumns).from(catalogueItems).where(where).orderBy(asc(catalogueItems.title), asc(catalogueItems.id)).limit(page.limit).offset(page.offset),
    cappedCount(db, catalogueItems, where),
  ]);
  return { rows, total };
}

/** Of these wines, those the retailer has on sale: the others cannot go in its club's box. */
export const partnerWinesById = (db: Executor, businessId: string, ids: string[]) =>
  db.select(partnerWineColumns).from(catalogueItems).where(and(...onSaleAt(businessId), inArray(catalogueItems.id, ids)));

/** Open clubs whose last cycle is behind them (or that have none): the job plans their next one. */
export function clubsNeedingCycle(db: Executor) {
  const upcoming = db
    .select({ one: sql`1` })
    .from(clubCycles)
    .where(and(eq(clubCycles.clubId, clubs.id), inArray(clubCycles.status, [...OPEN_CYCLE])));
  return db.select().from(clubs).where(and(eq(clubs.status, 'open'), notExists(upcoming))).limit(500);
}

/** Cycles whose cut-off has come and that the job has not finished. */
export const dueCycles = (db: Executor, now: Date) =>
  db
    .select()
    .from(clubCycles)
    .where(and(inArray(clubCycles.status, [...OPEN_CYCLE]), lte(clubCycles.cutoffAt, now)))
    .orderBy(asc(clubCycles.cutoffAt))
    .limit(500);

/** Cycles without a selection whose cut-off is near and whose sommelier was not reminded yet; marked in the same statement. */
export const takeReminders = (db: Executor, now: Date, before: Date) =>
  db
    .update(clubCycles)
    .set({ remindedAt: now })
    .where(and(eq(clubCycles.status, 'planned'), isNull(clubCycles.remindedAt), lte(clubCycles.cutoffAt, before)))
    .returning();

/**
 * The members a cycle's cut-off still owes a decision: active or skipping, joined before the cut-off,
 * without their row for this cycle. Paused and cancelled members are not among them.
 */
export function membersToPlace(db: Executor, cycle: CycleRow) {
  const done = db
    .select({ one: sql`1` })
    .from(clubCycleOrders)
    .where(and(eq(clubCycleOrders.cycleId, cycle.id), eq(clubCycleOrders.membershipId, clubMemberships.id)));
  return db
    .select({ id: clubMemberships.id })
    .from(clubMemberships)
    .where(
      and(
        eq(clubMemberships.clubId, cycle.clubId),
        eq(clubMemberships.status, 'active'),
        lte(clubMemberships.createdAt, cycle.cutoffAt),
        notExists(done),
      ),
    )
    .orderBy(asc(clubMemberships.id));
}

export const findCycleOrder = async (db: Executor, cycleId: string, membershipId: string) =>
  (await db.select().from(clubCycleOrders).where(and(eq(clubCycleOrders.cycleId, cycleId), eq(clubCycleOrders.membershipId, membershipId))).limit(1))[0];

export const insertCycleOrder = (db: Executor, row: typeof clubCycleOrders.$inferInsert) => db.insert(clubCycleOrders).values(row);

/** A cycle's placed orders with their shoppers, for the pick list. */
export function ordersOfCycle(db: Executor, cycleId: string) {
  return db
    .select({ order: orders, givenName: users.givenName, familyName: users.familyName })
    .from(clubCycleOrders)
    .innerJoin(orders, eq(orders.id, clubCycleOrders.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(clubCycleOrders.cycleId, cycleId))
    .orderBy(asc(orders.orderNumber));
}

/** Stars of cycles: average to one decimal and count. */
export async function ratingsOfCycles(db: Executor, cycleIds: string[]): Promise<Map<string, { average: number; count: number }>> {
  if (cycleIds.length === 0) return new Map();
  const rows = await db
    .select({ cycleId: clubRatings.cycleId, average: sql<number>`round(avg(${clubRatings.stars}), 1)::float`, count: sql<number>`count(*)::int` })
    .from(clubRatings)
    .where(inArray(clubRatings.cycleId, cycleIds))
    .groupBy(clubRatings.cycleId);
  return new Map(rows.map((row) => [row.cycleId, { average: row.average, count: row.count }]));
}

/** The cycles of a club whose box the user received (the order was handed over), with their stars when given. */
export function receivedCycles(db: Executor, clubId: string, userId: string) {
  return db
    .select({ cycleId: clubCycleOrders.cycleId, stars: clubRatings.stars })
    .from(clubCycleOrders)
    .innerJoin(clubMemberships, eq(clubMemberships.id, clubCycleOrders.membershipId))
    .innerJoin(orders, eq(orders.id, clubCycleOrders.orderId))
    .leftJoin(clubRatings, and(eq(clubRatings.cycleId, clubCycleOrders.cycleId), eq(clubRatings.userId, userId)))
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.userId, userId), eq(orders.status, 'COMPLETED')));
}

export const upsertRating = (db: Executor, row: typeof clubRatings.$inferInsert) =>
  db
    .insert(clubRatings)
    .values(row)
    .onConflictDoUpdate({ target: [clubRatings.cycleId, clubRatings.userId], set: { stars: row.stars, comment: row.comment ?? null } });

/** The console's figures of a cycle: its outcomes and the placed orders' revenue. */
export function cycleFigures(db: Executor, cycleIds: string[]) {
  if (cycleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      cycleId: clubCycleOrders.cycleId,
      placed: sql<number>`(count(*) FILTER (WHERE ${clubCycleOrders.outcome} = 'placed'))::int`,
      skipped: sql<number>`(count(*) FILTER (WHERE ${clubCycleOrders.outcome} = 'skipped'))::int`,
      unfilled: sql<number>`(count(*) FILTER (WHERE ${clubCycleOrders.outcome} = 'unfilled'))::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) FILTER (WHERE ${orders.status} NOT IN ('CANCEL', 'ADMIN_CANCEL', 'PAYMENT_EXPIRED', 'UNDELIVERED')), 0)::int`,
    })
    .from(clubCycleOrders)
    .leftJoin(orders, eq(orders.id, clubCycleOrders.orderId))
    .where(inArray(clubCycleOrders.cycleId, cycleIds))
    .groupBy(clubCycleOrders.cycleId);
}

/** Skips and cancellations per calendar month (UTC), oldest first: the shop's, or one club's. */
export async function skipsAndCancellationsByMonth(db: Executor, where: { tenantId: string; clubId?: string }) {
  const ofClubs = and(eq(clubs.tenantId, where.tenantId), where.clubId ? eq(clubs.id, where.clubId) : undefined);
  const skips = await db
    .select({ month: sql<string>`to_char(date_trunc('month', ${clubCycles.cutoffAt} AT TIME ZONE 'UTC'), 'YYYY-MM')`, n: sql<number>`count(*)::int` })
    .from(clubCycleOrders)
    .innerJoin(clubCycles, eq(clubCycles.id, clubCycleOrders.cycleId))
    .innerJoin(clubs, eq(clubs.id, clubCycles.clubId))
    .where(and(ofClubs, eq(clubCycleOrders.outcome, 'skipped')))
    .groupBy(sql`1`);
  const cancellations = await db
    .select({ month: sql<string>`to_char(date_trunc('month', ${clubMemberships.cancelledAt} AT TIME ZONE 'UTC'), 'YYYY-MM')`, n: sql<number>`count(*)::int` })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .where(and(ofClubs, eq(clubMemberships.status, 'cancelled'), isNotNull(clubMemberships.cancelledAt)))
    .groupBy(sql`1`);
  return { skips, cancellations };
}

/** A user's own saved address. */
export const findOwnAddress = async (db: Executor, userId: string, id: string) =>
  (await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1))[0];

export const findRetailerRow = async (db: Executor, id: string) => (await db.select().from(businesses).where(eq(businesses.id, id)).limit(1))[0];

/** The staff of a retailer, for its mails. */
export const retailerStaff = (db: Executor, businessId: string) =>
  db
    .select({ email: users.email, givenName: users.givenName })
    .from(users)
    .where(and(eq(users.businessId, businessId), sql`${users.roles}[1] = 'retailer'`, eq(users.isActive, true)))
    .limit(50);

export const userContact = async (db: Executor, id: string) =>
  (await db.select({ email: users.email, givenName: users.givenName }).from(users).where(eq(users.id, id)).limit(1))[0];

/** Club orders of a membership that are still waiting for their charge. */
export const unchargedOrdersOf = (db: Executor, membershipId: string) =>
  db
    .select({ orderId: orders.id })
    .from(clubCycleOrders)
    .innerJoin(orders, eq(orders.id, clubCycleOrders.orderId))
    .where(and(eq(clubCycleOrders.membershipId, membershipId), eq(orders.status, 'CONFIRMED')));
