import { ADMIN_LIST_TOTAL_CAP } from '@wine/contract/admin/shared';
import { WINE_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { businesses, catalogueItems, eventSommeliers, events, feedPosts, topics, users } from '../../db/schema';
import { containsText } from '../../lib/like';
import type { Page } from '../../lib/paging';

export type WineRow = typeof catalogueItems.$inferSelect;
export type WineInsert = typeof catalogueItems.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type PostInsert = typeof feedPosts.$inferInsert;

const item = catalogueItems;

/** Counts at most the cap: a console list costs the same at 1,000 and at 100,000 wines. */
async function cappedCount(db: Executor, table: typeof catalogueItems | typeof feedPosts | typeof events, where: SQL | undefined) {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(ADMIN_LIST_TOTAL_CAP).as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Wines

export interface WineFilter {
  tenantId: string;
  isActive?: boolean;
  businessId?: string;
  /** A title substring (case-insensitive) or a whole code. */
  search?: string;
}

function wineConditions(filter: WineFilter): SQL | undefined {
  // `type` stays a plain equality so the planner matches the partial indexes `WHERE type = 'PRODUCT' ...`.
  const where: (SQL | undefined)[] = [eq(item.tenantId, filter.tenantId), eq(item.type, 'PRODUCT')];
  if (filter.isActive !== undefined) where.push(eq(item.isActive, filter.isActive));
  if (filter.businessId) where.push(eq(item.businessId, filter.businessId));
  if (filter.search) {
    // lower(title) LIKE is what the trigram index on lower(title) serves; the code by the unique code index.
    where.push(
      sql`(${containsText(item.title, filter.search)} OR ${item.code} = ${filter.search})`,
    );
  }
  return and(...where);
}

/** The statements of the console's wine list, unexecuted: listWineRows runs them, plan checks EXPLAIN them. */
export function wineListStatement(db: Executor, filter: WineFilter, page: Page) {
  return db
    .select()
    .from(item)
    .where(wineConditions(filter))
    .orderBy(desc(item.createdAt), desc(item.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function listWineRows(db: Executor, filter: WineFilter, page: Page) {
  const [rows, total] = await Promise.all([wineListStatement(db, filter, page), cappedCount(db, item, wineConditions(filter))]);
  return { rows, total };
}

export const findWine = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(item).where(and(eq(item.id, id), eq(item.tenantId, tenantId), eq(item.type, 'PRODUCT'))).limit(1))[0];

/** The wine row, locked: two admins editing one wine apply one after the other. */
export const lockWine = async (db: Executor, tenantId: string, id: string) =>
  (
    await db
      .select()
      .from(item)
      .where(and(eq(item.id, id), eq(item.tenantId, tenantId), eq(item.type, 'PRODUCT')))
      .for('update')
      .limit(1)
  )[0];

export const insertWine = async (db: Executor, row: WineInsert) => (await db.insert(item).values(row).returning())[0];

export const updateWineRow = async (db: Executor, id: string, changes: Partial<WineInsert>) =>
  (await db.update(item).set({ ...changes, updatedAt: sql`now()` }).where(eq(item.id, id)).returning())[0];

/** The wine of the shop holding a code, if any. */
export const findWineIdByCode = async (db: Executor, tenantId: string, code: string) =>
  (await db.select({ id: item.id }).from(item).where(and(eq(item.tenantId, tenantId), eq(item.type, 'PRODUCT'), eq(item.code, code))).limit(1))[0];

/** Which of these codes the shop's wines already hold (served by the unique code index). */
export async function existingWineCodes(db: Executor, tenantId: string, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: item.code })
    .from(item)
    .where(and(eq(item.tenantId, tenantId), eq(item.type, 'PRODUCT'), sql`${item.code} = ANY(${sql.param(codes)}::text[])`));
  return new Set(rows.flatMap((row) => (row.code === null ? [] : [row.code])));
}

/** The wine columns an import may set, as named in the table. */
export type ImportColumn = keyof Omit<WineInsert, 'id' | 'tenantId' | 'type' | 'createdBy' | 'createdAt' | 'updatedAt'>;

/** The columns an import writes, besides the identity ones. */
const IMPORTED_COLUMNS = [
  'id', 'tenantId', 'type', 'code', 'title', 'name', 'priceCents', 'businessId', 'discountPercent',
  ...WINE_ATTRIBUTES.map((attribute) => attribute.key), 'description', 'tastingNotes', 'iconUrl', 'isActive',
] as const satisfies (keyof WineInsert)[];

const quoted = (name: string) => `"${name}"`;
const importedList = sql.raw(IMPORTED_COLUMNS.map((key) => quoted(item[key].name)).join(', '));
const importedRecord = sql.raw(IMPORTED_COLUMNS.map((key) => `${quoted(item[key].name)} ${item[key].getSQLType()}`).join(', '));

/**
 * Inserts imported wines; a code the shop already has updates that wine's `updateColumns` instead.
 * The rows travel as one JSON parameter unpacked by PostgreSQL (jsonb_to_recordset): building and
 * sending 25 parameters per row costs several times more than the insert itself.
 */
export async function upsertWines(db: Executor, rows: WineInsert[], updateColumns: ImportColumn[]) {
  const records = rows.map((row) => Object.fromEntries(IMPORTED_COLUMNS.map((key) => [item[key].name, row[key] ?? null])));
  const updates = [...updateColumns.map((key) => `${quoted(item[key].name)} = excluded.${quoted(item[key].name)}`), 'updated_at = now()'].join(', ');
  await db.execute(sql`
    INSERT INTO catalogue_items (${importedList})
    SELECT ${importedList} FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb) AS incoming(${importedRecord})
    ON CONFLICT (tenant_id, code) WHERE type = 'PRODUCT' AND code IS NOT NULL DO UPDATE SET ${sql.raw(updates)}`);
}

// ---------------------------------------------------------------------------------------------
// Retailers

export const listRetailerRows = (db: Executor, tenantId: string) =>
  db.select().from(businesses).where(eq(businesses.tenantId, tenantId)).orderBy(asc(businesses.name), asc(businesses.id));

/**
 * The shop's retailer a write is about to reference. FOR KEY SHARE, as the foreign key itself
 * would: inside the write's transaction, the row cannot be deleted before it commits.
 */
export const findRetailer = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(businesses).where(and(eq(businesses.id, id), eq(businesses.tenantId, tenantId))).for('key share').limit(1))[0];

// ---------------------------------------------------------------------------------------------
// Posts (banners and Wine Talks)

export interface PostFilter {
  tenantId: string;
  topicId: string;
  isActive?: boolean;
}

const postConditions = (filter: PostFilter) =>
  and(
    eq(feedPosts.tenantId, filter.tenantId),
    eq(feedPosts.topicId, filter.topicId),
    filter.isActive === undefined ? undefined : eq(feedPosts.isActive, filter.isActive),
  );

/** A topic's posts, hidden ones too, newest first, with their topic and author. */
export async function listPostRows(db: Executor, filter: PostFilter, page: Page) {
  const where = postConditions(filter);
  const [rows, total] = await Promise.all([
    db
      .select({ post: feedPosts, topic: topics, author: users })
      .from(feedPosts)
      .innerJoin(topics, eq(topics.id, feedPosts.topicId))
      .innerJoin(users, eq(users.id, feedPosts.userId))
      .where(where)
      .orderBy(desc(feedPosts.id))
      .limit(page.limit)
      .offset(page.offset),
    cappedCount(db, feedPosts, where),
  ]);
  return { rows, total };
}

export const findPostWithTopicAndAuthor = async (db: Executor, tenantId: string, id: string) =>
  (
    await db
      .select({ post: feedPosts, topic: topics, author: users })
      .from(feedPosts)
      .innerJoin(topics, eq(topics.id, feedPosts.topicId))
      .innerJoin(users, eq(users.id, feedPosts.userId))
      .where(and(eq(feedPosts.id, id), eq(feedPosts.tenantId, tenantId)))
      .limit(1)
  )[0];

export const lockPost = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(feedPosts).where(and(eq(feedPosts.id, id), eq(feedPosts.tenantId, tenantId))).for('update').limit(1))[0];

export const insertPostRow = async (db: Executor, row: PostInsert) => (await db.insert(feedPosts).values(row).returning())[0];

export const updatePostRow = async (db: Executor, id: string, changes: Partial<PostInsert>) =>
  (await db.update(feedPosts).set({ ...changes, updatedAt: sql`now()` }).where(eq(feedPosts.id, id)).returning())[0];

// ---------------------------------------------------------------------------------------------
// Events

/** Every event of the shop, inactive ones too, newest first (UUIDv7 ids are creation order). */
export async function listEventRows(db: Executor, tenantId: string, page: Page) {
  const where = eq(events.tenantId, tenantId);
  const [rows, total] = await Promise.all([
    db
      .select({ event: events, businessName: businesses.name })
      .from(events)
      .innerJoin(businesses, eq(businesses.id, events.businessId))
      .where(where)
      .orderBy(desc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    cappedCount(db, events, where),
  ]);
  return { rows, total };
}

export const findEventRow = async (db: Executor, tenantId: string, id: string) =>
  (
    await db
      .select({ event: events, businessName: businesses.name })
      .from(events)
      .innerJoin(businesses, eq(businesses.id, events.businessId))
      .where(and(eq(events.id, id), eq(events.tenantId, tenantId)))
      .limit(1)
  )[0];

export const lockEvent = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(events).where(and(eq(events.id, id), eq(events.tenantId, tenantId))).for('update').limit(1))[0];

export const insertEventRow = async (db: Executor, row: typeof events.$inferInsert) => (await db.insert(events).values(row).returning())[0];

export const updateEventRow = async (db: Executor, id: string, changes: Partial<typeof events.$inferInsert>) =>
  (await db.update(events).set(changes).where(eq(events.id, id)).returning())[0];

/** The sommeliers several events present, each event's in order (active users only). */
export const findEventSommeliers = (db: Executor, eventIds: string[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ eventId: eventSommeliers.eventId, user: users })
        .from(eventSommeliers)
        .innerJoin(users, eq(users.id, eventSommeliers.userId))
        .where(inArray(eventSommeliers.eventId, eventIds))
        .orderBy(asc(eventSommeliers.position), asc(eventSommeliers.userId));

export async function replaceEventSommeliers(db: Executor, eventId: string, userIds: string[]) {
  await db.delete(eventSommeliers).where(eq(eventSommeliers.eventId, eventId));
  if (userIds.length > 0) await db.insert(eventSommeliers).values(userIds.map((userId, position) => ({ eventId, userId, position })));
}

/** The active collections several events show (served by the collections' event index). */
export const findEventCollections = (db: Executor, eventIds: string[]) =>
  eventIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: item.id, eventId: item.eventId, title: item.title, iconUrl: item.iconUrl })
        .from(item)
        .where(and(inArray(item.eventId, eventIds), eq(item.type, 'COLLECTION'), eq(item.isActive, true)))
        .orderBy(asc(item.title), asc(item.id));

/** Makes exactly these collections the event's (detaching the ones no longer listed). */
export async function replaceEventCollections(db: Executor, tenantId: string, eventId: string, collectionIds: string[]) {
  const collection = and(eq(item.tenantId, tenantId), eq(item.type, 'COLLECTION'));
  await db
    .update(item)
    .set({ eventId: null, updatedAt: sql`now()` })
    .where(and(collection, eq(item.eventId, eventId), collectionIds.length > 0 ? notInArray(item.id, collectionIds) : undefined));
  if (collectionIds.length > 0) {
    await db.update(item).set({ eventId, updatedAt: sql`now()` }).where(and(collection, inArray(item.id, collectionIds)));
  }
}

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

/** Which of these ids are active collections of the shop; FOR SHARE, as the sommeliers above. */
export const activeCollectionIds = async (db: Executor, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .select({ id: item.id })
            .from(item)
            .where(and(inArray(item.id, ids), eq(item.tenantId, tenantId), eq(item.type, 'COLLECTION'), eq(item.isActive, true)))
            .for('share')
        ).map((row) => row.id),
      );
