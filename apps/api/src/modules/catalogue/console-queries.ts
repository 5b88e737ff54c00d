// The console's reads and writes of wines, and of the collections an event shows (decision 0029).

import { WINE_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { catalogueItems } from '../../db/schema';
import { cappedCount } from '../../lib/capped-count';
import { containsText } from '../../lib/like';
import type { Page } from '../../lib/paging';

export type WineRow = typeof catalogueItems.$inferSelect;
export type WineInsert = typeof catalogueItems.$inferInsert;

const item = catalogueItems;

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

/** The ids of the shop's wines with these codes, by code. */
export async function wineIdsByCode(db: Executor, tenantId: string, codes: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: item.id, code: item.code })
    .from(item)
    .where(and(eq(item.tenantId, tenantId), eq(item.type, 'PRODUCT'), sql`${item.code} = ANY(${sql.param(codes)}::text[])`));
  return new Map(rows.map((row) => [row.code!, row.id]));
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
