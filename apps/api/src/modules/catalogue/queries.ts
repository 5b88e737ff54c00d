import type { CATALOGUE_SORTS } from '@wine/contract/catalogue';
import { RATING_MAX } from '@wine/contract/reviews';
import { PICK_ATTRIBUTES, RANGE_ATTRIBUTES, type PickAttributeKey, type RangeAttributeKey } from '@wine/contract/wine-attributes';
import { and, or, arrayOverlaps, asc, count, countDistinct, desc, eq, getTableColumns, getTableName, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { catalogueCards, catalogueItems, collectionChildren, users } from '../../db/schema';
import { batchedReads } from '../../lib/batched-reads';
import { containsText } from '../../lib/like';
import type { Page } from '../../lib/paging';
import { bylineColumns } from '../accounts/service';

export type CatalogueRow = typeof catalogueItems.$inferSelect;
/** A row as lists read it: without the tasting notes, which only the wine page shows, and the edit time. */
export type CatalogueListRow = Omit<CatalogueRow, 'tastingNotes' | 'updatedAt' | 'titleLower'>;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
type Flag = 'isByMoment' | 'isTrending' | 'isSommlikePicks' | 'isByTerroir';
export type AttributeFilter = Partial<Record<PickAttributeKey, string[]>>;
/** Per range attribute, its bounds (inclusive) and whether the wines without a number (NV) pass too. */
export type RangeFilter = Partial<Record<RangeAttributeKey, { min?: number; max?: number; none?: boolean }>>;

/** What a catalogue list may be narrowed by; every value is bound as a parameter, never spliced. */
export interface CatalogueFilter {
  tenantId: string;
  type?: CatalogueRow['type'];
  createdBy?: string;
  eventId?: string;
  flags: Partial<Record<Flag, boolean>>;
  /** Per filter attribute, the values a row may have (equality and `[$in]` already combined). */
  attributes: AttributeFilter;
  ranges: RangeFilter;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** "4 stars and up": the kept average rating (one decimal) is at least this; unrated wines never pass. */
  minRating?: number;
  /** Only wines with bottles on hand (stock > 0). */
  inStock?: boolean;
  /** A case-insensitive substring of the title, matched literally. */
  titleContains?: string;
  /** The shop's search (`q`, decision 0063): the read model answers it; listCatalogue refuses it on the lists read here. */
  text?: string;
}

const item = catalogueItems;
/** The columns of CatalogueListRow: what lists read, and what a stored card holds (migration 0051). */
const { tastingNotes: _itemNotes, updatedAt: _itemEdited, titleLower: _itemTitleLower, ...listColumns } = getTableColumns(item);
export { listColumns };

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
  for (const attribute of PICK_ATTRIBUTES) {
    const values = filter.attributes[attribute.key];
    // A wine of several values (pairings) has any of the chosen: its list overlaps theirs.
    if (values) where.push(attribute.value.kind === 'tags' ? arrayOverlaps(item[attribute.key], values) : inArray(item[attribute.key], values));
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const choice = filter.ranges[attribute.key];
    if (!choice) continue;
    const column = item[attribute.key];
    // A vintage's number is its year; NV has none.
    const year = sql`CASE WHEN ${column} ~ '^[0-9]{4}$' THEN ${column}::int END`;
    const ranged = choice.min !== undefined || choice.max !== undefined;
    where.push(
      or(
        ranged ? and(sql`${year} IS NOT NULL`, choice.min === undefined ? undefined : sql`${year} >= ${choice.min}`, choice.max === undefined ? undefined : sql`${year} <= ${choice.max}`) : undefined,
        choice.none ? eq(column, 'NV') : undefined,
      )!,
    );
  }
  if (filter.minPriceCents !== undefined) where.push(gte(item.priceCents, filter.minPriceCents));
  if (filter.maxPriceCents !== undefined) where.push(lte(item.priceCents, filter.maxPriceCents));
  if (filter.minRating !== undefined) where.push(gte(item.ratingAverage, filter.minRating));
  if (filter.inStock) where.push(gt(item.stock, 0));
  if (filter.titleContains !== undefined) where.push(containsText(item.title, filter.titleContains));
  return where;
}

/** The field a sort key orders by; the id always breaks ties so pages never overlap or skip. */
const SORT_FIELDS = { name: 'name', title: 'name', createdAt: 'createdAt', price: 'priceCents', rating: 'ratingAverage', reviewCount: 'ratingCount' } as const;
type SortField = (typeof SORT_FIELDS)[keyof typeof SORT_FIELDS] | 'id';

const sortField = (sort: CatalogueSort): SortField => SORT_FIELDS[sort.replace(/^-/, '') as keyof typeof SORT_FIELDS] ?? 'id';

/**
 * The ORDER BY of a sort. Ratings tie often (one decimal): the more reviewed wine comes first. An
 * unrated wine's average is null: last best first, first in the reverse. Names compare in the "C"
 * collation (code points), whatever the database's locale, as the read model orders them
 * (docs/decisions/0046-catalogue-read-model.md).
 */
function orderBy(sort: CatalogueSort): SQL[] {
  const descending = sort.startsWith('-');
  const direction = descending ? desc : asc;
  // `_id` and `id` are UUIDv7: id order is creation order.
  const field = sortField(sort);
  if (field === 'id') return [direction(item.id)];
  if (field === 'ratingAverage') {
    return [sql`${item.ratingAverage} ${sql.raw(descending ? 'desc nulls last' : 'asc nulls first')}`, direction(item.ratingCount), direction(item.id)];
  }
  if (field === 'name') return [sql`${item.name} COLLATE "C" ${sql.raw(descending ? 'desc' : 'asc')}`, direction(item.id)];
  return [direction(item[field]), direction(item.id)];
}

/**
 * One page of matching active items and the number of all of them, straight from the table: the
 * lists the read model does not hold (collections, and wines narrowed by curator or event).
 * Unexecuted, so that the bench can explain them.
 */
export function catalogueListStatements(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page) {
  const where = and(...conditions(filter));
  return {
    rows: db.select(listColumns).from(item).where(where).orderBy(...orderBy(sort)).limit(page.limit).offset(page.offset),
    total: db.select({ total: count() }).from(item).where(where),
  };
}

export async function listCatalogueRows(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page) {
  const statements = catalogueListStatements(db, filter, sort, page);
  const [rows, counted] = await Promise.all([statements.rows, statements.total]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** A card as catalogue_cards stores it (migration 0051): every property as CatalogueListRow has it but the time, which JSON writes as text. */
type StoredCard = Omit<CatalogueListRow, 'createdAt'> & { createdAt: string | Date };

/** Cards read from catalogue_cards' JSON, their times made Dates again. */
function listRowsOfCards(cards: StoredCard[]): CatalogueListRow[] {
  for (const card of cards) card.createdAt = new Date(card.createdAt);
  return cards as CatalogueListRow[];
}

/** The stored cards of these ids, as one JSON array's text. */
const CARDS_JSON = `SELECT '[' || coalesce(string_agg("card", ','), '') || ']' AS cards FROM "${getTableName(catalogueCards)}" WHERE "id" = ANY($1::uuid[])`;

/** Per database, its cards asked for in one turn of the event loop read together (lib/batched-reads.ts). */
const listRowReaders = new WeakMap<Db, (ids: string[]) => Promise<CatalogueListRow[]>>();

/**
 * The list rows of these active wines, in no particular order: a read model page's cards. Read as
 * the cards the triggers store, joined into one JSON text: node-postgres would parse each of a
 * page's 700-odd values on its own, and PostgreSQL writing a card's values as JSON at each read
 * cost it some fourteen times what handing over the stored text does (21 against 1.5 µs).
 */
export function listRowsOf(db: Db, ids: string[]): Promise<CatalogueListRow[]> {
  let reader = listRowReaders.get(db);
  if (!reader) {
    reader = batchedReads(async (batch) => {
      const { rows } = await db.$client.query<{ cards: string }>({ name: 'catalogue_cards_json', text: CARDS_JSON, values: [batch] });
      return listRowsOfCards(JSON.parse(rows[0]!.cards) as StoredCard[]);
    }, (row) => row.id);
    listRowReaders.set(db, reader);
  }
  return reader(ids);
}

const activeCatalogueItem = preparedPerDb((db) =>
  db
    .select()
    .from(item)
    .where(and(eq(item.id, sql.placeholder('id')), eq(item.tenantId, sql.placeholder('tenantId')), eq(item.isActive, true)))
    .limit(1)
    .prepare('active_catalogue_item'),
);
export const findActiveCatalogueItem = async (db: Db, tenantId: string, id: string) => (await activeCatalogueItem(db).execute({ id, tenantId }))[0];

/** Each child's collection and card, in the curator's order: only active wines have a card. */
const ACTIVE_CHILDREN = `SELECT child."collection_id" AS "collectionId", card."card"
  FROM "${getTableName(collectionChildren)}" child
  JOIN "${getTableName(catalogueCards)}" card ON card."id" = child."wine_id"
  WHERE child."collection_id" = ANY($1::uuid[])
  ORDER BY child."position", child."wine_id"`;

/** The statement `findActiveChildren` runs (the bench explains it). */
export const activeChildrenStatement = (collectionIds: string[]) => ({ name: 'catalogue_active_children_cards', text: ACTIVE_CHILDREN, values: [collectionIds] });

/** The active wines of several collections at once, each collection's in its curator's order, from their stored cards as a page's are (`listRowsOf`). */
export async function findActiveChildren(db: Db, collectionIds: string[]): Promise<{ collectionId: string; wine: CatalogueListRow }[]> {
  const { rows } = await db.$client.query<{ collectionId: string; card: string }>(activeChildrenStatement(collectionIds));
  const wines = listRowsOfCards(rows.map((row) => JSON.parse(row.card) as StoredCard));
  return rows.map((row, index) => ({ collectionId: row.collectionId, wine: wines[index]! }));
}

const wine = alias(catalogueItems, 'wine');

/** What a collection shows of its creator, and whether they earn on its sales: not the whole account row. */
const creatorColumns = {
  ...bylineColumns,
  isActive: users.isActive,
  type: users.type,
  activeStatus: users.activeStatus,
};

/** The creators of several collections at once. */
export const findCreators = (db: Executor, userIds: string[]) => db.select(creatorColumns).from(users).where(inArray(users.id, userIds));

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

/** How many of a kind's wines each side of the price "more like this" reads before choosing. */
const SIMILAR_CANDIDATES = 12;

/**
 * Active wines like one: of its varietal (and colour), or of its region and colour, nearest its price on either
 * side; four short index ranges (catalogue_wines_varietal_price_idx,
 * catalogue_wines_region_color_price_idx) in one statement, unexecuted (plan checks EXPLAIN it).
 * Undefined when the wine has neither a varietal nor a region and colour.
 */
export function similarWinesStatement(db: Executor, of: Pick<CatalogueRow, 'id' | 'tenantId' | 'varietal' | 'region' | 'color' | 'priceCents'>) {
  // Whether a wine has a retailer is the caller's to check: as a condition here, the planner may read
  // a retailer index instead of the price ranges.
  const buyable = and(eq(item.tenantId, of.tenantId), eq(item.type, 'PRODUCT'), eq(item.isActive, true), sql`${item.id} <> ${of.id}`);
  const kinds: SQL[] = [];
  // A rosé of the same grape is another kind of wine: the colour holds on both sides when known.
  if (of.varietal) kinds.push(and(eq(item.varietal, of.varietal), of.color ? eq(item.color, of.color) : undefined)!);
  if (of.region && of.color) kinds.push(and(eq(item.region, of.region), eq(item.color, of.color))!);
  const [first, second, ...more] = kinds.flatMap((kind) => [
    db.select(listColumns).from(item).where(and(buyable, kind, gte(item.priceCents, of.priceCents))).orderBy(asc(item.priceCents), asc(item.id)).limit(SIMILAR_CANDIDATES),
    db.select(listColumns).from(item).where(and(buyable, kind, lt(item.priceCents, of.priceCents))).orderBy(desc(item.priceCents), desc(item.id)).limit(SIMILAR_CANDIDATES),
  ]);
  return first && second ? unionAll(first, second, ...more) : undefined;
}

/** The wines of similarWinesStatement, each once; the caller ranks them. */
export async function similarWineRows(db: Executor, of: Parameters<typeof similarWinesStatement>[1]) {
  const found = (await similarWinesStatement(db, of)) ?? [];
  return [...new Map(found.map((row) => [row.id, row])).values()];
}

/**
 * Moves a visible review's stars in the wine's kept rating: one review fewer with `removed` stars,
 * one more with `added`. Relative, so the reviews module's lock of the wine (reviews/queries.ts
 * lockWine) is what orders changes, not this arithmetic.
 */
export async function shiftRating(tx: Executor, wineId: string, removed: number | undefined, added: number | undefined) {
  if (removed === added) return;
  const stars = Array.from({ length: RATING_MAX }, (_, index) => {
    const star = index + 1;
    const change = (star === added ? 1 : 0) - (star === removed ? 1 : 0);
    return sql`${catalogueItems.ratingDistribution}[${sql.raw(String(star))}] + ${change}`;
  });
  await tx.update(catalogueItems).set({ ratingDistribution: sql`ARRAY[${sql.join(stars, sql`, `)}]` }).where(eq(catalogueItems.id, wineId));
}

export interface WineStockRow {
  id: string;
  title: string;
  stock: number;
}

/** The wines' counts, each row locked until the transaction ends, in id order (no deadlocks). */
export const lockWinesStock = (tx: Executor, wineIds: string[]): Promise<WineStockRow[]> =>
  wineIds.length === 0
    ? Promise.resolve([])
    : tx
        .select({ id: catalogueItems.id, title: catalogueItems.title, stock: catalogueItems.stock })
        .from(catalogueItems)
        .where(and(inArray(catalogueItems.id, wineIds), eq(catalogueItems.type, 'PRODUCT')))
        .orderBy(asc(catalogueItems.id))
        .for('update');

/** Called by catalogue/stock.ts alone, which writes each change's audit entry and back-in-stock mail with it. */
export async function setWineStock(tx: Executor, wineId: string, stock: number): Promise<void> {
  await tx.update(catalogueItems).set({ stock }).where(eq(catalogueItems.id, wineId));
}
