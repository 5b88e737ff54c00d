import type { CATALOGUE_SORTS } from '@wine/contract/catalogue';
import { and, asc, count, countDistinct, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { catalogueItems, collectionChildren, users } from '../../db/schema';
import type { Page } from '../../lib/paging';

export type CatalogueRow = typeof catalogueItems.$inferSelect;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
type Flag = 'isByMoment' | 'isTrending' | 'isSommlikePicks' | 'isByTerroir';

/** What a catalogue list may be narrowed by; every value is bound as a parameter, never spliced. */
export interface CatalogueFilter {
  tenantId: string;
  type?: CatalogueRow['type'];
  createdBy?: string;
  eventId?: string;
  flags: Partial<Record<Flag, boolean>>;
  /** Each list holds the values a row may have (equality and `[$in]` already combined). */
  colors?: NonNullable<CatalogueRow['color']>[];
  regions?: string[];
  varietals?: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** A case-insensitive substring of the title, matched literally. */
  titleContains?: string;
}

const item = catalogueItems;

/** `%`, `_` and the escape character itself are LIKE wildcards; the search means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions(filter: CatalogueFilter): SQL[] {
  // `is_active`, `type` and `tenant_id` equalities stay plain so the planner can match the
  // partial indexes (`WHERE type = ... AND is_active`) and their leading tenant column.
  const where: SQL[] = [eq(item.tenantId, filter.tenantId), eq(item.isActive, true)];
  if (filter.type) where.push(eq(item.type, filter.type));
  if (filter.createdBy) where.push(eq(item.createdBy, filter.createdBy));
  if (filter.eventId) where.push(eq(item.eventId, filter.eventId));
  for (const [flag, value] of Object.entries(filter.flags) as [Flag, boolean | undefined][]) {
    if (value !== undefined) where.push(eq(item[flag], value));
  }
  if (filter.colors) where.push(inArray(item.color, filter.colors));
  if (filter.regions) where.push(inArray(item.region, filter.regions));
  if (filter.varietals) where.push(inArray(item.varietal, filter.varietals));
  if (filter.minPriceCents !== undefined) where.push(gte(item.priceCents, filter.minPriceCents));
  if (filter.maxPriceCents !== undefined) where.push(lte(item.priceCents, filter.maxPriceCents));
  if (filter.titleContains !== undefined) {
    // Written as `lower(title) LIKE ...` so the trigram index on lower(title) serves it.
    where.push(sql`lower(${item.title}) LIKE ('%' || lower(${escapeLike(filter.titleContains)}) || '%') ESCAPE '\\'`);
  }
  return where;
}

/** The column a sort key orders by; the id always breaks ties so pages never overlap or skip. */
const SORT_COLUMNS: Partial<Record<string, PgColumn>> = {
  name: item.name,
  title: item.name,
  createdAt: item.createdAt,
  price: item.priceCents,
};

function orderBy(sort: CatalogueSort): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  // `_id` and `id` are UUIDv7: id order is creation order.
  const column = SORT_COLUMNS[sort.replace(/^-/, '')];
  return column ? [direction(column), direction(item.id)] : [direction(item.id)];
}

/**
 * Totals are exact up to this many and reported as this many beyond it: counting every one of
 * 60,000 red wines on each page request would make the list cost grow with the catalogue, and no
 * screen needs more than "many" (docs/decisions/0012-catalogue-list-costs.md).
 */
export const TOTAL_COUNT_CAP = 10_000;

/** The statements of a list call, unexecuted: listCatalogueRows runs them, plan checks EXPLAIN them. */
export function catalogueListStatements(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page) {
  const where = and(...conditions(filter));
  const capped = db.select({ one: sql`1` }).from(item).where(where).limit(TOTAL_COUNT_CAP).as('capped');
  return {
    rows: db.select().from(item).where(where).orderBy(...orderBy(sort)).limit(page.limit).offset(page.offset),
    total: db.select({ total: count() }).from(capped),
  };
}

/** One page of matching active items and the number of all matching items. */
export async function listCatalogueRows(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page) {
  const statements = catalogueListStatements(db, filter, sort, page);
  const [rows, counted] = await Promise.all([statements.rows, statements.total]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export const findActiveCatalogueItem = async (db: Executor, tenantId: string, id: string) =>
  (await db.select().from(item).where(and(eq(item.id, id), eq(item.tenantId, tenantId), eq(item.isActive, true))).limit(1))[0];

const wine = alias(catalogueItems, 'wine');

/** The active wines of several collections at once, each collection's in its curator's order. */
export const findActiveChildren = (db: Executor, collectionIds: string[]) =>
  db
    .select({ collectionId: collectionChildren.collectionId, wine })
    .from(collectionChildren)
    .innerJoin(wine, and(eq(wine.id, collectionChildren.wineId), eq(wine.type, 'PRODUCT'), eq(wine.isActive, true)))
    .where(inArray(collectionChildren.collectionId, collectionIds))
    .orderBy(asc(collectionChildren.position), asc(collectionChildren.wineId));

/** The creators of several collections at once. */
export const findCreators = (db: Executor, userIds: string[]) => db.select().from(users).where(inArray(users.id, userIds));

/** How many active collections a user curates, and how many distinct active wines they hold. */
export async function countCuratedBy(db: Executor, tenantId: string, userId: string) {
  const ownCollection = and(
    eq(item.tenantId, tenantId),
    eq(item.createdBy, userId),
    eq(item.type, 'COLLECTION'),
    eq(item.isActive, true),
  );
  const [collections, wines] = await Promise.all([
    db.select({ n: count() }).from(item).where(ownCollection),
    db
      .select({ n: countDistinct(collectionChildren.wineId) })
      .from(item)
      .innerJoin(collectionChildren, eq(collectionChildren.collectionId, item.id))
      .innerJoin(wine, and(eq(wine.id, collectionChildren.wineId), eq(wine.type, 'PRODUCT'), eq(wine.isActive, true)))
      .where(ownCollection),
  ]);
  return { collectionsCount: collections[0]?.n ?? 0, winesCount: wines[0]?.n ?? 0 };
}

export const insertCollection = async (db: Executor, row: typeof catalogueItems.$inferInsert) =>
  (await db.insert(catalogueItems).values(row).returning())[0];

/** The collection row, locked: two tabs editing one collection apply one after the other. */
export const lockCollection = async (db: Executor, id: string) =>
  (await db.select().from(item).where(and(eq(item.id, id), eq(item.type, 'COLLECTION'))).for('update').limit(1))[0];

export const updateCatalogueItem = async (db: Executor, id: string, changes: Partial<typeof catalogueItems.$inferInsert>) =>
  (await db.update(item).set({ ...changes, updatedAt: sql`now()` }).where(eq(item.id, id)).returning())[0];

/** Which of these ids are active wines. */
export const activeWineIds = async (db: Executor, tenantId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: item.id })
          .from(item)
          .where(and(inArray(item.id, ids), eq(item.tenantId, tenantId), eq(item.type, 'PRODUCT'), eq(item.isActive, true)))
      ).map((row) => row.id);

/** Replaces a collection's wines with an ordered list. */
export async function replaceChildren(db: Executor, collectionId: string, wineIds: string[]) {
  await db.delete(collectionChildren).where(eq(collectionChildren.collectionId, collectionId));
  if (wineIds.length > 0) {
    await db.insert(collectionChildren).values(wineIds.map((wineId, position) => ({ collectionId, wineId, position })));
  }
}
