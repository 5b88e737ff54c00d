import type { CATALOGUE_SORTS } from '@wine/contract/catalogue';
import { CATALOGUE_TOTAL_CAP } from '@wine/contract/constants';
import type { FilterAttributeKey } from '@wine/contract/wine-attributes';
import { and, arrayOverlaps, asc, count, countDistinct, desc, eq, getTableColumns, gte, inArray, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, union, unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { catalogueItems, catalogueRevisions, catalogueWinePairings, catalogueWineTitles, collectionChildren, users } from '../../db/schema';
import { containsLowered, containsText } from '../../lib/like';
import type { Page } from '../../lib/paging';

export type CatalogueRow = typeof catalogueItems.$inferSelect;
/** A row as lists read it: without the tasting notes, which only the wine page shows, and the edit time. */
export type CatalogueListRow = Omit<CatalogueRow, 'tastingNotes' | 'updatedAt' | 'titleLower'>;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
type Flag = 'isByMoment' | 'isTrending' | 'isSommlikePicks' | 'isByTerroir';
export type AttributeFilter = Partial<Record<FilterAttributeKey, string[]>>;

/** What a catalogue list may be narrowed by; every value is bound as a parameter, never spliced. */
export interface CatalogueFilter {
  tenantId: string;
  type?: CatalogueRow['type'];
  createdBy?: string;
  eventId?: string;
  flags: Partial<Record<Flag, boolean>>;
  /** Per filter attribute, the values a row may have (equality and `[$in]` already combined). */
  attributes: AttributeFilter;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** "4 stars and up": the kept average rating (one decimal) is at least this; unrated wines never pass. */
  minRating?: number;
  /** A case-insensitive substring of the title, matched literally. */
  titleContains?: string;
}

const item = catalogueItems;
const { tastingNotes: _itemNotes, updatedAt: _itemEdited, titleLower: _itemTitleLower, ...listColumns } = getTableColumns(item);

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
  for (const [key, values] of Object.entries(filter.attributes) as [FilterAttributeKey, string[] | undefined][]) {
    // A wine pairs with any of the chosen foods: its list overlaps theirs.
    if (values) where.push(key === 'pairings' ? arrayOverlaps(item.pairings, values) : inArray(item[key], values));
  }
  if (filter.minPriceCents !== undefined) where.push(gte(item.priceCents, filter.minPriceCents));
  if (filter.maxPriceCents !== undefined) where.push(lte(item.priceCents, filter.maxPriceCents));
  if (filter.minRating !== undefined) where.push(gte(item.ratingAverage, filter.minRating));
  if (filter.titleContains !== undefined) where.push(containsText(item.title, filter.titleContains));
  return where;
}

/** The field a sort key orders by; the id always breaks ties so pages never overlap or skip. */
const SORT_FIELDS = { name: 'name', title: 'name', createdAt: 'createdAt', price: 'priceCents', rating: 'ratingAverage', reviewCount: 'ratingCount' } as const;
type SortField = (typeof SORT_FIELDS)[keyof typeof SORT_FIELDS] | 'id';

const sortField = (sort: CatalogueSort): SortField => SORT_FIELDS[sort.replace(/^-/, '') as keyof typeof SORT_FIELDS] ?? 'id';

/**
 * The ORDER BY of a sort over the table or over a subquery of it. Ratings tie often (one decimal):
 * the more reviewed wine comes first. An unrated wine's average is null: last best first, first in
 * the reverse, so both directions read catalogue_wines_rating_idx (migration 0020) one way or the other.
 */
function orderBy(sort: CatalogueSort, source: Record<SortField, SQL | SQL.Aliased | PgColumn> = item): SQL[] {
  const descending = sort.startsWith('-');
  const direction = descending ? desc : asc;
  // `_id` and `id` are UUIDv7: id order is creation order.
  const field = sortField(sort);
  if (field === 'id') return [direction(source.id)];
  if (field === 'ratingAverage') {
    return [sql`${source.ratingAverage} ${sql.raw(descending ? 'desc nulls last' : 'asc nulls first')}`, direction(source.ratingCount), direction(source.id)];
  }
  return [direction(source[field]), direction(source.id)];
}

/** The columns a sort orders by (orderBy), the id among them. */
const SORT_COLUMNS = {
  id: { id: item.id },
  name: { id: item.id, name: item.name },
  createdAt: { id: item.id, createdAt: item.createdAt },
  priceCents: { id: item.id, priceCents: item.priceCents },
  ratingAverage: { id: item.id, ratingAverage: item.ratingAverage, ratingCount: item.ratingCount },
  ratingCount: { id: item.id, ratingCount: item.ratingCount },
} satisfies Record<SortField, Record<string, PgColumn>>;

/** The sort fields by catalogue_items' column names: the ORDER BY of a select of other tables' columns under those names. */
const SORT_NAMES = {
  id: sql`id`,
  name: sql`name`,
  createdAt: sql`created_at`,
  priceCents: sql`price_cents`,
  ratingAverage: sql`rating_average`,
  ratingCount: sql`rating_count`,
} satisfies Record<SortField, SQL>;


/**
 * A title search's total is exact up to this many and reported as this many beyond it: the search
 * box shows one page and never the count, and counting every match of a common word costs what
 * they number (docs/decisions/0033-title-search-newest-first.md).
 */
export const SEARCH_TOTAL_CAP = 100;

/**
 * The search box's question walks at most this many of the newest wines for its matches: a word in
 * one title of 200 fills the capped total within it, and a rarer word is fetched through the
 * trigram index of the titles' own table, whose cost is what the word matches (0033, 0038).
 */
const SEARCH_WALK = 20_000;

/**
 * A title search in another order or with other filters first looks for its page among this many
 * rows of the list in its own order: a common word fills the page after a few hundred of them
 * (docs/decisions/0017-catalogue-answers.md).
 */
export const SEARCH_WINDOW = 1000;
/** How deep a page the search window serves: a page must need at most a tenth of it. */
const SEARCH_WINDOW_PAGE_END = SEARCH_WINDOW / 10;

/** The filter attributes whose index also orders by name, the most selective first. */
const NAME_INDEXED_FILTERS = ['region', 'varietal', 'color'] as const satisfies FilterAttributeKey[];
/** A name-sorted list narrowed to up to this many index ranges reads each range and merges them. */
const MERGED_RANGES_MAX = 9;

/** The statements of a list call, unexecuted: listCatalogueRows runs them, plan checks EXPLAIN them. */
export function catalogueListStatements(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page) {
  const where = and(...conditions(filter));
  const searched = filter.titleContains !== undefined;
  const titleOnly = isTitleOnlyWineSearch(filter);
  const capped = searched
    ? db.select({ one: sql`1` }).from(allMatches(db, where)).limit(SEARCH_TOTAL_CAP).as('capped')
    : db.select({ one: sql`1` }).from(item).where(where).limit(CATALOGUE_TOTAL_CAP).as('capped');
  const newest = isSearchBoxQuestion(filter, sort, page) ? newestMatches(db, filter) : undefined;
  const pairedRanges = pairingRanges(filter);
  const pageIds = (pairedRanges && pairedByName(db, pairedRanges, sort, page)) ?? mergedInOrder(db, filter, sort, page) ?? plainPage(db, where, sort, page);
  const fewIds = pairedRanges ? pairedFew(db, pairedRanges, sort, page) : filteredFew(db, filter, sort, page);
  return {
    /** When set, run first: the search box's matching ids, newest first, up to SEARCH_TOTAL_CAP. */
    newest,
    /** When set, run first: a full page from it is the answer, anything less falls back to `rows`. */
    window: newest ? undefined : searchWindow(db, filter, sort, page),
    /** When set, run after `total`: the page when the total is under CATALOGUE_TOTAL_CAP, instead of `rows`. */
    few: fewIds && rowsOfPage(db, fewIds, sort),
    rows:
      titleOnly && sortField(sort) === 'id'
        ? rowsOfPage(db, titlePage(db, filter, sort, page), sort)
        : searched
          ? sortedMatches(db, where, sort, page)
          : rowsOfPage(db, pageIds, sort),
    total: pairedRanges ? pairedTotal(db, pairedRanges) : titleOnly ? titleTotal(db, filter) : db.select({ total: count() }).from(capped),
  };
}

/** A title in the active wines and nothing else, in any order: what catalogue_wine_titles can answer. */
function isTitleOnlyWineSearch(filter: CatalogueFilter): boolean {
  const { tenantId: _tenant, type, flags, titleContains, attributes, ...narrowing } = filter;
  return (
    titleContains !== undefined &&
    type === 'PRODUCT' &&
    [...Object.values(flags), ...Object.values(attributes), ...Object.values(narrowing)].every((value) => value === undefined)
  );
}

/** The search box's question (spec 000 §7): a title in the active wines, newest first, nothing else. */
const isSearchBoxQuestion = (filter: CatalogueFilter, sort: CatalogueSort, page: Page) =>
  isTitleOnlyWineSearch(filter) && sort === '-_id' && page.offset + page.limit <= SEARCH_TOTAL_CAP;

/**
 * Up to SEARCH_TOTAL_CAP ids of the newest SEARCH_WALK wines whose title holds the text, newest
 * first, from the newest-first index alone: it carries the lowered title (migration 0015), so a
 * word in one title of a hundred stops the walk after a few thousand index entries.
 */
function newestMatches(db: Executor, filter: CatalogueFilter) {
  const text = filter.titleContains ?? '';
  const walk = db
    .select({ id: item.id, titleLower: item.titleLower })
    .from(item)
    .where(and(...conditions({ tenantId: filter.tenantId, type: 'PRODUCT', flags: {}, attributes: {} })))
    .orderBy(desc(item.id))
    .limit(SEARCH_WALK)
    .as('walk');
  return db.select({ id: walk.id }).from(walk).where(containsLowered(walk.titleLower, text)).orderBy(desc(walk.id)).limit(SEARCH_TOTAL_CAP);
}

/** The list rows of these ids, newest first. */
const rowsOfIds = (db: Executor, ids: string[]) => db.select(listColumns).from(item).where(inArray(item.id, ids)).orderBy(desc(item.id));

/**
 * A page's ids in the list's order. With the filter's columns in the sort's index (migration 0014)
 * this reads the index alone, however many rows the filter passes over before the page.
 */
const plainPage = (db: Executor, where: SQL | undefined, sort: CatalogueSort, page: Page) =>
  db.select({ id: item.id }).from(item).where(where).orderBy(...orderBy(sort)).limit(page.limit).offset(page.offset);

/**
 * The rows of a page of ids, fetched once the page is known (a deferred join: 20 row reads, not
 * every row the filter passed). The ids go in as an array so that even a small catalogue, where
 * a hash join over the whole table looks cheaper to the planner, reads the rows by primary key.
 */
function rowsOfPage(
  db: Executor,
  ids:
    | ReturnType<typeof plainPage>
    | NonNullable<ReturnType<typeof mergedInOrder>>
    | NonNullable<ReturnType<typeof pairedByName>>
    | NonNullable<ReturnType<typeof pairedFew>>
    | NonNullable<ReturnType<typeof filteredFew>>
    | ReturnType<typeof titlePage>,
  sort: CatalogueSort,
) {
  const page = db.select({ id: sql`id` }).from(ids.as('page'));
  return db.select(listColumns).from(item).where(sql`${item.id} = ANY(ARRAY(${page}))`).orderBy(...orderBy(sort));
}

/**
 * The page among the first SEARCH_WINDOW rows of the list without the title filter. If the window
 * holds a whole page of matches, no match outside it can come before them.
 */
function searchWindow(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page) {
  if (filter.titleContains === undefined || page.offset + page.limit > SEARCH_WINDOW_PAGE_END) return undefined;
  const { titleContains: text, ...rest } = filter;
  const window = db.select(listColumns).from(item).where(and(...conditions(rest))).orderBy(...orderBy(sort)).limit(SEARCH_WINDOW).as('window');
  return db
    .select()
    .from(window)
    .where(containsText(window.title, text))
    .orderBy(...orderBy(sort, window))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Every match of a title search, through the trigram index. The planner cannot tell a rare word
 * from a common one (it guesses a LIKE's selectivity from the pattern's length), and walking an
 * index in the list's order past every row for a word that matches none costs a full scan; fetching
 * the matches through the trigram index costs what they number, and the walk or the window has
 * already served the words common enough to make that many. A LIMIT that never binds keeps this
 * subquery apart from an outer ORDER BY ... LIMIT, so it is planned to fetch every match rather
 * than to stop early in an index's order.
 */
const allMatches = (db: Executor, where: SQL | undefined) =>
  db.select(listColumns).from(item).where(where).limit(Number.MAX_SAFE_INTEGER).as('matches');

/** A title search's page from all its matches, sorted. */
function sortedMatches(db: Executor, where: SQL | undefined, sort: CatalogueSort, page: Page) {
  const matches = allMatches(db, where);
  return db.select().from(matches).orderBy(...orderBy(sort, matches)).limit(page.limit).offset(page.offset);
}

const titles = catalogueWineTitles;

/**
 * The ids (as `id`) of every active wine whose title holds the text, from catalogue_wine_titles
 * (migration 0023): its trigram index finds the candidates, each is rechecked on the table's narrow
 * pages rather than on catalogue_items', and a text too short for a trigram scans those pages
 * instead of the wines' (docs/decisions/0038-title-search-table.md). The LIMIT that never binds does
 * what it does in allMatches: the planner fetches every match instead of walking the primary key in
 * id order past the titles that do not match.
 */
const titleMatches = (db: Executor, filter: CatalogueFilter) =>
  db
    .select({ id: sql<string>`${titles.wineId}`.as('id') })
    .from(titles)
    .where(and(eq(titles.tenantId, filter.tenantId), containsLowered(titles.titleLower, filter.titleContains ?? '')))
    .limit(Number.MAX_SAFE_INTEGER)
    .as('matches');

/**
 * A title-only search's total, exact up to SEARCH_TOTAL_CAP: its matches numbered as they come and
 * counted up to the cap. Under a LIMIT the planner may rather read the whole table in its order,
 * hoping to meet the cap early: a word it guesses common (its guess comes from a sample of titles)
 * but that is rare then reads every page. Numbered, the matches are planned as all of them, through
 * the trigram index, and the numbering still stops at the cap (its run condition).
 */
function titleTotal(db: Executor, filter: CatalogueFilter) {
  const numbered = db.select({ n: sql<number>`row_number() OVER ()`.as('n') }).from(titleMatches(db, filter)).as('numbered');
  return db.select({ total: count() }).from(numbered).where(lte(numbered.n, SEARCH_TOTAL_CAP));
}

/** A title-only search's page of ids in id order (creation order: ids are UUIDv7), from its titles alone. */
function titlePage(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page) {
  const matches = titleMatches(db, filter);
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(sort.startsWith('-') ? desc(matches.id) : asc(matches.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The index ranges a name-sorted wine list can be merged from: one per region and colour when both
 * are chosen, else one per value of the first name-indexed filter with several values.
 */
function nameRanges({ attributes }: CatalogueFilter): AttributeFilter[] | undefined {
  const { region: regions, color: colors } = attributes;
  if (regions && colors && regions.length * colors.length > 1) {
    return regions.flatMap((region) => colors.map((color) => ({ ...attributes, region: [region], color: [color] })));
  }
  const key = NAME_INDEXED_FILTERS.find((name) => (attributes[name]?.length ?? 0) > 1);
  return key && attributes[key]?.map((value) => ({ ...attributes, [key]: [value] }));
}

/**
 * The ranges a list sorted by rating or review count is merged from: one per region when several
 * are chosen (catalogue_wines_region_rating_idx and ..._region_review_count_idx, migration 0021).
 */
function ratingRanges({ attributes }: CatalogueFilter): AttributeFilter[] | undefined {
  const regions = attributes.region;
  return regions && regions.length > 1 ? regions.map((region) => ({ ...attributes, region: [region] })) : undefined;
}

/**
 * A list of wines in a few regions (or colours, or varietals, or regions in some colours) sorted by
 * name or by rating: each range's ids come in the list's order from its own index range and are
 * merged, so the page costs a few dozen index entries whatever the values' place in that order. One
 * scan of the sort's index with a filter would pass every wine that sorts before the first match
 * (all the Bodegas before a Rioja, say, or every better-rated wine of other regions).
 */
function mergedInOrder(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page) {
  if (filter.type !== 'PRODUCT') return undefined;
  const field = sortField(sort);
  const ranges = field === 'name' ? nameRanges(filter) : field === 'ratingAverage' || field === 'ratingCount' ? ratingRanges(filter) : undefined;
  if (!ranges || ranges.length > MERGED_RANGES_MAX) return undefined;
  // Only the sort's own columns, so that each range is read from its index alone.
  const [first, second, ...more] = ranges.map((range) =>
    db
      .select(SORT_COLUMNS[field] as Record<string, PgColumn>)
      .from(item)
      .where(and(...conditions({ ...filter, attributes: range })))
      .orderBy(...orderBy(sort))
      .limit(page.offset + page.limit),
  );
  if (!first || !second) return undefined;
  return unionAll(first, second, ...more).orderBy(...orderBy(sort)).limit(page.limit).offset(page.offset);
}

/**
 * A page's ids (as `id`) from every wine that passes the shop's filters (colours, regions,
 * varietals, a price range, a rating), sorted: what pairedFew does for pairings, done on
 * catalogue_items. It costs what the filters match, so it serves a list whose capped total says they
 * match few: a walk in the sort's order passes every wine of its ranges that sorts before them, to a
 * range's end when the range holds none (a page of 79 matches in rating order walked 10,306 buffers
 * at a million wines, docs/decisions/0041-few-matches-from-the-price-index.md).
 * Only the sort's own columns are read, so the matches come from an index alone: the region and
 * colour's price range (catalogue_wines_region_color_price_idx carries every sort's column but the
 * creation time) or, without a price, their name range. The LIMIT that never binds does what it
 * does in allMatches.
 */
function filteredFew(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page) {
  const field = sortField(sort);
  if (!isShopFilter(filter) || filter.attributes.pairings || field === 'createdAt') return undefined;
  const matches = db
    .select(SORT_COLUMNS[field])
    .from(item)
    .where(and(...conditions(filter)))
    .limit(Number.MAX_SAFE_INTEGER)
    .as('matches');
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(...orderBy(sort, SORT_NAMES))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Wines narrowed by the shop's filters alone (colours, regions, varietals, pairings, a price range,
 * a rating): no title, flag, creator or event, so the price index and the pairing side table, which
 * hold those columns only, can answer.
 */
function isShopFilter(filter: CatalogueFilter): boolean {
  const { tenantId: _tenant, type, flags, attributes: _attributes, minPriceCents: _min, maxPriceCents: _max, minRating: _rating, ...others } = filter;
  return type === 'PRODUCT' && [...Object.values(flags), ...Object.values(others)].every((value) => value === undefined);
}

const paired = catalogueWinePairings;

/** One index range of catalogue_wine_pairings, and the chosen pairings before its own. */
interface PairingRange {
  where: SQL;
  earlier: string[];
}

/** A range's wines but those with an earlier chosen pairing: read one after another, the ranges hold each wine once. */
const onceEach = ({ where, earlier }: PairingRange) => (earlier.length > 0 ? and(where, sql`NOT ${arrayOverlaps(paired.pairings, earlier)}`) : where);

/** A pairing filter reads at most this many index ranges: three pairings in three regions and two colours. */
const PAIRED_RANGES_MAX = 18;
/** The filters a pairing's range is split by, each value its own range, the most ranges first. */
const PAIRED_SPLITS = [['region', 'color'], ['region'], ['color']] as const;

/**
 * The ranges of catalogue_wine_pairings a list filtered by pairings reads, when it can: wines
 * narrowed by the shop's filters alone (the table holds active wines and those columns). One
 * range per chosen pairing, split by region and colour (or one of them) when that makes at most
 * PAIRED_RANGES_MAX, so that each is one index range in name order
 * (docs/decisions/0035-food-pairing.md).
 */
function pairingRanges(filter: CatalogueFilter): PairingRange[] | undefined {
  const { pairings, ...attributes } = filter.attributes;
  const { tenantId, minPriceCents, maxPriceCents, minRating } = filter;
  if (!pairings || !isShopFilter(filter)) return undefined;
  const splits: readonly ('region' | 'color')[] =
    PAIRED_SPLITS.find((keys) => keys.reduce((ranges, key) => ranges * (attributes[key]?.length ?? Infinity), pairings.length) <= PAIRED_RANGES_MAX) ?? [];
  const shared = and(
    eq(paired.tenantId, tenantId),
    ...(Object.entries(attributes) as [Exclude<FilterAttributeKey, 'pairings'>, string[] | undefined][]).map(([key, values]) =>
      values && !(splits as readonly string[]).includes(key) ? inArray(paired[key], values) : undefined,
    ),
    minPriceCents === undefined ? undefined : gte(paired.priceCents, minPriceCents),
    maxPriceCents === undefined ? undefined : lte(paired.priceCents, maxPriceCents),
    minRating === undefined ? undefined : gte(paired.ratingAverage, minRating),
  );
  return pairings.flatMap((pairing, index) => {
    const earlier = pairings.slice(0, index);
    const split = splits.reduce<SQL[]>(
      (ranges, key) => ranges.flatMap((range) => attributes[key]!.map((value) => and(range, eq(paired[key], value))!)),
      [and(shared, eq(paired.pairing, pairing))!],
    );
    return split.map((where) => ({ where, earlier }));
  });
}

/**
 * A name-sorted page's ids (as `id`) from the pairing ranges: each read in name order and cut at
 * the page's end, then merged without repeats (a wine that pairs with beef and lamb is in both
 * ranges, and is listed once).
 */
function pairedByName(db: Executor, ranges: PairingRange[], sort: CatalogueSort, page: Page) {
  if (sortField(sort) !== 'name') return undefined;
  const direction = sort.startsWith('-') ? desc : asc;
  const inNameOrder = ({ where }: PairingRange) =>
    db
      .select({ id: sql<string>`${paired.wineId}`.as('id'), name: paired.name })
      .from(paired)
      .where(where)
      .orderBy(direction(paired.name), direction(paired.wineId));
  const [first, second, ...more] = ranges;
  if (!first) return undefined;
  if (!second) return inNameOrder(first).limit(page.limit).offset(page.offset);
  const [a, b, ...rest] = [first, second, ...more].map((range) => inNameOrder(range).limit(page.offset + page.limit));
  return union(a!, b!, ...rest).orderBy(...orderBy(sort, SORT_NAMES)).limit(page.limit).offset(page.offset);
}

/**
 * A page's ids (as `id`) from every wine of the pairing ranges, sorted: each range is read whole, a
 * wine kept in the range of the first chosen pairing it has only. It costs what the ranges hold, so
 * it serves a list whose capped total says they hold few; a walk in the sort's order, in these
 * ranges or in catalogue_items' indexes, passes every wine that sorts before them, all of them when
 * the filters match nothing (docs/decisions/0039-shop-list-costs.md). The side table carries every
 * sort's columns under catalogue_items' names but the creation time.
 */
function pairedFew(db: Executor, ranges: PairingRange[], sort: CatalogueSort, page: Page) {
  if (sortField(sort) === 'createdAt') return undefined;
  const [first, second, ...more] = ranges.map((range) =>
    db
      .select({
        id: sql<string>`${paired.wineId}`.as('id'),
        name: paired.name,
        priceCents: paired.priceCents,
        ratingAverage: paired.ratingAverage,
        ratingCount: paired.ratingCount,
      })
      .from(paired)
      .where(onceEach(range)),
  );
  if (!first) return undefined;
  return (second ? unionAll(first, second, ...more) : first)
    .orderBy(...orderBy(sort, SORT_NAMES))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The capped total of the pairing ranges: a wine is counted in the range of the first chosen
 * pairing it has only (the index carries its pairings), so the ranges read one after another hold
 * each wine once, and the count stops at CATALOGUE_TOTAL_CAP entries wherever they lie.
 */
function pairedTotal(db: Executor, ranges: PairingRange[]) {
  const [first, second, ...more] = ranges.map((range) =>
    db
      .select({ one: sql`1` })
      .from(paired)
      .where(onceEach(range)),
  );
  const counted = (second ? unionAll(first!, second, ...more) : first!).limit(CATALOGUE_TOTAL_CAP).as('counted');
  return db.select({ total: count() }).from(counted);
}

/** One page of matching active items and the number of all matching items. */
/** Executes one of a list call's statements, named for what it reads; plans are explained through it. */
export type RunStatement = <T>(name: string, statement: PromiseLike<T> & SQLWrapper & { toSQL: () => { sql: string; params: unknown[] } }) => Promise<T>;

const execute: RunStatement = async (_name, statement) => statement;

/**
 * One page of matching active items and the number of all matching items. `run` executes each
 * statement the answer needs, in the order it needs them (the bench explains them through it).
 */
export async function listCatalogueRows(db: Executor, filter: CatalogueFilter, sort: CatalogueSort, page: Page, run: RunStatement = execute) {
  const statements = catalogueListStatements(db, filter, sort, page);
  const total = async () => (await run('total', statements.total))[0]?.total ?? 0;
  if (statements.newest) {
    const ids = (await run('matches (newest-first walk)', statements.newest)).map((row) => row.id);
    const pageIds = ids.slice(page.offset, page.offset + page.limit);
    if (pageIds.length === page.limit) {
      const [rows, counted] = await Promise.all([run('rows of the walk\'s page', rowsOfIds(db, pageIds)), ids.length === SEARCH_TOTAL_CAP ? SEARCH_TOTAL_CAP : total()]);
      return { rows, total: counted };
    }
    // A page short of its limit may have matches older than the walk: they come from all matches.
    // If those too make a short page, it ends the matches and tells their number: a word that
    // matches (almost) nothing is looked up once, not once more for its total.
    const rows = await run('rows (the walk was short)', statements.rows);
    const ended = rows.length < page.limit && (rows.length > 0 || page.offset === 0);
    return { rows, total: ended ? page.offset + rows.length : await total() };
  }
  if (statements.window) {
    const inWindow = statements.window;
    const pageRows = async (): Promise<CatalogueListRow[]> => {
      const found = await run('rows (search window)', inWindow);
      return found.length === page.limit ? found : run('rows (the window was short)', statements.rows);
    };
    const [rows, counted] = await Promise.all([pageRows(), total()]);
    return { rows, total: counted };
  }
  // The total first: an exact one says whether the page lies past the last match (a filter that
  // matches few, or a page deep in a short list), whose walk in the sort's order would pass every
  // entry of its ranges to find nothing, and whether the matches are few enough to read whole.
  const counted = await total();
  const exact = counted < (filter.titleContains === undefined ? CATALOGUE_TOTAL_CAP : SEARCH_TOTAL_CAP);
  if (exact && page.offset >= counted) return { rows: [], total: counted };
  const rows = await (exact && statements.few ? run('rows (few matches)', statements.few) : run('rows', statements.rows));
  return { rows, total: counted };
}

/**
 * The catalogue's revision: the sum of the slots the catalogue_items trigger bumps, so it grows with
 * every committed write and equal readings mean the same catalogue.
 */
export const catalogueRevisionStatement = (db: Executor) =>
  db.select({ revision: sql<string>`sum(${catalogueRevisions.revision})::text` }).from(catalogueRevisions);

/** The revision as a named statement, parsed once per connection: it runs before every wine list. */
export const prepareCatalogueRevision = (db: Db) => catalogueRevisionStatement(db).prepare('catalogue_revision');

const activeCatalogueItem = preparedPerDb((db) =>
  db
    .select()
    .from(item)
    .where(and(eq(item.id, sql.placeholder('id')), eq(item.tenantId, sql.placeholder('tenantId')), eq(item.isActive, true)))
    .limit(1)
    .prepare('active_catalogue_item'),
);
export const findActiveCatalogueItem = async (db: Db, tenantId: string, id: string) => (await activeCatalogueItem(db).execute({ id, tenantId }))[0];

const wine = alias(catalogueItems, 'wine');
const { tastingNotes: _wineNotes, updatedAt: _wineEdited, titleLower: _wineTitleLower, ...wineListColumns } = getTableColumns(wine);

/** The active wines of several collections at once, each collection's in its curator's order. */
export const findActiveChildren = (db: Executor, collectionIds: string[]) =>
  db
    .select({ collectionId: collectionChildren.collectionId, wine: wineListColumns })
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
