import { searchWords } from '@wine/contract/search-text';
import {
  SIMILAR_WINES_SHOWN, type CatalogueFacets, type CatalogueFacetValues, type CatalogueFacetValuesQuery, type CatalogueSearch, type CatalogueItem, type CatalogueQuery, type Collection, type Wine,
} from '@wine/contract/catalogue';
import { FACET_ATTRIBUTES, filterParam, PICK_ATTRIBUTES, RANGE_ATTRIBUTES, VALUES_ATTRIBUTES } from '@wine/contract/wine-attributes';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { pageOf, type Page } from '../../lib/paging';
import { fullName } from '../accounts/present';
import { isApprovedSommelier } from '../accounts/roles';
import { toCollection, toWine, toWineSummary } from './present';
import {
  countCuratedBy, findActiveCatalogueItem, findActiveChildren, findCreators, listCatalogueRows, listRowsOf, similarWineRows,
  type CatalogueFilter, type CatalogueListRow, type CatalogueSort,
} from './queries';
import type { CatalogueReadModel, FiltersRequest } from './read-model/model';

/** The reviews keep a wine's rating in its row, which the catalogue owns (decision 0056). */
export { shiftRating } from './queries';

/** A collection shows at most this many wines inline; `childrenIds` still lists them all. */
const CHILDREN_SHOWN_MAX = 100;

export interface CatalogueList {
  categories: CatalogueItem[];
  total: number;
  facets?: CatalogueFacets;
  search?: CatalogueSearch;
}

/** `key=a` and `key[$in]=...` both narrow: a row must satisfy both, so keep the common values. */
function allowedValues<T>(equal: T | undefined, anyOf: T[] | undefined): T[] | undefined {
  if (equal === undefined) return anyOf;
  return anyOf ? anyOf.filter((value) => value === equal) : [equal];
}

/** The contract's query as a filter on the caller's tenant. */
export function catalogueFilterOf(tenantId: string, query: CatalogueQuery): CatalogueFilter {
  // Data is scoped by tenant: the query may name the caller's tenant, never another one.
  if (query.tenantId !== undefined && query.tenantId !== tenantId) throw badRequest('Unknown tenant');
  for (const attribute of FACET_ATTRIBUTES) {
    // A wine has several tags: `key=a` (has a) and `key[$in]=b` (has b or ...) are both true of
    // some wines, which keeping the common values would lose. One question, one way to ask it.
    if (attribute.value.kind === 'tags' && query[filterParam(attribute)] !== undefined && query[`${filterParam(attribute)}[$in]`] !== undefined) {
      throw badRequest(`Filter by ${filterParam(attribute)} or by ${filterParam(attribute)}[$in], not both`);
    }
  }
  // A collection holds no bottles of its own: the filter is a question about wines.
  if (query.inStock && query.type !== 'PRODUCT') throw badRequest('inStock filters wines only: ask with type=PRODUCT');
  return {
    tenantId,
    type: query.type,
    createdBy: query['createdBy._id'],
    eventId: query['customData.eventId'],
    flags: {
      isByMoment: query['customData.isByMoment'],
      isTrending: query['customData.isTrending'],
      isSommlikePicks: query['customData.isSommlikePicks'],
      isByTerroir: query['customData.isByTerroir'],
    },
    attributes: Object.fromEntries(
      PICK_ATTRIBUTES.map((attribute) => [attribute.key, allowedValues<string>(query[filterParam(attribute)], query[`${filterParam(attribute)}[$in]`])]),
    ),
    ranges: Object.fromEntries(
      RANGE_ATTRIBUTES.flatMap((attribute) => {
        const [min, max, none] = [query[`${filterParam(attribute)}[$gte]`], query[`${filterParam(attribute)}[$lte]`], query[`${filterParam(attribute)}[$none]`]];
        return min === undefined && max === undefined && !none ? [] : [[attribute.key, { min, max, none }]];
      }),
    ),
    minPriceCents: query['price[$gte]'],
    maxPriceCents: query['price[$lte]'],
    minRating: query['rating[$gte]'],
    inStock: query.inStock,
    titleContains: query.title,
    text: query.q,
  };
}

/** Maps rows to the wire, fetching every collection's wines and creator in one query each. */
async function present<Row extends CatalogueListRow>(
  ctx: AppContext,
  rows: Row[],
  includeChildren: boolean,
  wineOf: (row: Row) => Wine,
): Promise<CatalogueItem[]> {
  const collections = rows.filter((row) => row.type === 'COLLECTION');
  if (collections.length === 0) return rows.map(wineOf);

  const creatorIds = [...new Set(collections.flatMap((row) => (row.createdBy ? [row.createdBy] : [])))];
  const [children, creators] = await Promise.all([
    findActiveChildren(ctx.db, collections.map((row) => row.id)),
    creatorIds.length > 0 ? findCreators(ctx.db, creatorIds) : [],
  ]);
  const winesOf = new Map<string, CatalogueListRow[]>();
  for (const { collectionId, wine } of children) {
    const wines = winesOf.get(collectionId);
    if (wines) wines.push(wine);
    else winesOf.set(collectionId, [wine]);
  }
  const creatorOf = new Map(
    creators.map(({ id, givenName, familyName, profilePicture }) => [id, { _id: id, givenName, familyName, name: fullName({ givenName, familyName }), profilePicture }]),
  );
  const affiliates = new Set(creators.filter(isApprovedSommelier).map((user) => user.id));

  return rows.map((row): Wine | Collection => {
    if (row.type === 'PRODUCT') return wineOf(row);
    const wines = winesOf.get(row.id) ?? [];
    return toCollection(row, {
      childrenIds: wines.map((wine) => wine.id),
      children: includeChildren ? wines.slice(0, CHILDREN_SHOWN_MAX).map(toWineSummary) : undefined,
      createdBy: (row.createdBy && creatorOf.get(row.createdBy)) || null,
      affiliateId: row.createdBy && affiliates.has(row.createdBy) ? row.createdBy : null,
    });
  });
}

/** Whether the read model holds the list's wines: active wines narrowed by the shop's filters, not by curator or event. */
const isShopList = (filter: CatalogueFilter) => filter.type === 'PRODUCT' && filter.createdBy === undefined && filter.eventId === undefined;

/**
 * A shop list from the read model: the page's ids, total and facets from memory, the page's cards
 * read by id (with the other pages of the same turn, `listRowsOf`) while the model reads its change
 * log. A card a lagging replica does not hold yet is read on the primary.
 */
async function readShopList(ctx: AppContext, model: CatalogueReadModel, filter: CatalogueFilter, sort: CatalogueSort, page: Page, facets: boolean): Promise<CatalogueList> {
  const cardsOf = async (ids: string[]) => {
    const rows = new Map((await listRowsOf(ctx.db, ids)).map((row) => [row.id, row]));
    const missing = ids.filter((id) => !rows.has(id));
    if (missing.length > 0 && model.primary !== ctx.db) for (const row of await listRowsOf(model.primary, missing)) rows.set(row.id, row);
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toWineSummary(row)] : [];
    });
  };
  const { text } = filter;
  const found = await model.answer(
    {
      ...modelFiltersOf(filter),
      field: modelSortField(sort),
      descending: sort.startsWith('-'),
      offset: page.offset,
      limit: page.limit,
      facets,
    },
    cardsOf,
  );
  const search = found.search && text !== undefined ? { search: searchOf(text, found.read, found.search.allWords, found.search.matches) } : {};
  return { categories: found.read, total: found.total, ...(found.facets ? { facets: found.facets } : {}), ...search };
}

/** A shop list's filters as the read model asks for them. */
function modelFiltersOf(filter: CatalogueFilter): FiltersRequest {
  const { tenantId, flags, attributes, ranges, minPriceCents, maxPriceCents, minRating, inStock, titleContains, text } = filter;
  return { tenantId, flags, attributes, ranges, minPriceCents, maxPriceCents, minRating, inStock, title: titleContains, text };
}

/**
 * GET /catalogue/facet-values (decision 0070): an open-ended list's values matching what the
 * shopper typed, counted over the shop's wines the other filters and the search leave, from the
 * read model, as many as the list shows.
 */
export async function listFacetValues(tenantId: string, query: CatalogueFacetValuesQuery, model: CatalogueReadModel): Promise<CatalogueFacetValues> {
  const { facet, facetQuery, ...asked } = query;
  const attribute = VALUES_ATTRIBUTES.find((candidate) => candidate.wireKey === facet)!;
  const filter = catalogueFilterOf(tenantId, { ...asked, type: 'PRODUCT' });
  const { values, total } = await model.facetValues(modelFiltersOf(filter), attribute.key, facetQuery ?? '', attribute.filter.shown);
  return { values, total };
}

/** What a search found beside its page: its words, whether every one matched, and each title's matched words. */
function searchOf(text: string, wines: Wine[], allWords: boolean, matches: (word: string) => boolean): CatalogueSearch {
  return {
    words: searchWords(text).map(({ word }) => word),
    allWords,
    titleMatches: Object.fromEntries(wines.map((wine) => [wine._id, searchWords(wine.title).flatMap(({ word, start, end }) => (matches(word) ? [[start, end] as [number, number]] : []))])),
  };
}

const MODEL_SORT_FIELDS = { relevance: 'relevance', _id: 'id', id: 'id', name: 'name', title: 'name', createdAt: 'createdAt', price: 'price', rating: 'rating', reviewCount: 'reviewCount' } as const;
const modelSortField = (sort: CatalogueSort) => MODEL_SORT_FIELDS[sort.replace(/^-/, '') as keyof typeof MODEL_SORT_FIELDS];

/**
 * GET /catalogue: active wines and collections matching the query, one page of them. The shop's wine
 * lists are answered from the read model (with `facets` when asked); collections, which also show
 * their curators and wines, and wines narrowed by curator or event are read from the table.
 */
export async function listCatalogue(ctx: AppContext, tenantId: string, query: CatalogueQuery, model: CatalogueReadModel): Promise<CatalogueList> {
  const filter = catalogueFilterOf(tenantId, query);
  // Whenever a shopper searches, the best matches come first unless another order is asked for.
  const sort = query.sort ?? (query.q !== undefined ? 'relevance' : '-_id');
  if (!isShopList(filter) && query.q !== undefined) throw badRequest('q searches the shop\'s wines: ask with type=PRODUCT, without createdBy._id or customData.eventId');
  if (sort === 'relevance' && query.q === undefined) throw badRequest('sort=relevance orders a search: ask with q');
  const page = pageOf(query.offset ?? query.skip, query.limit);
  if (isShopList(filter)) return readShopList(ctx, model, filter, sort, page, query.facets ?? false);
  const { rows, total } = await listCatalogueRows(ctx.db, filter, sort, page);
  return { categories: await present(ctx, rows, query.includeChildren ?? false, toWineSummary), total };
}

/** GET /catalogue/{id}: one active wine or collection. */
export async function getCatalogueItem(ctx: AppContext, tenantId: string, id: string, includeChildren: boolean) {
  const row = await findActiveCatalogueItem(ctx.db, tenantId, id);
  if (!row) throw notFound('Catalogue item');
  const [item] = await present(ctx, [row], includeChildren, toWine);
  return item as CatalogueItem;
}

/** The counts of a curator's public profile (spec 000 §2.7): collections and distinct wines in them. */
export const curatedCounts = (ctx: AppContext, tenantId: string, userId: string) => countCuratedBy(ctx.db, tenantId, userId);

/**
 * GET /catalogue/{id}/similar: "more like this" for a wine page. Wines from the same retailer come
 * first (they go in the same cart, delivered together), then the nearest in price.
 */
export async function similarWines(ctx: AppContext, tenantId: string, id: string): Promise<{ categories: Wine[] }> {
  const wine = await findActiveCatalogueItem(ctx.db, tenantId, id);
  if (!wine || wine.type !== 'PRODUCT') throw notFound('Wine');
  // A wine without a retailer cannot be bought.
  const rows = (await similarWineRows(ctx.db, wine)).filter((row) => row.businessId !== null);
  const sameRetailer = (row: CatalogueListRow) => (wine.businessId !== null && row.businessId === wine.businessId ? 0 : 1);
  const ranked = rows.sort((a, b) => sameRetailer(a) - sameRetailer(b) || Math.abs(a.priceCents - wine.priceCents) - Math.abs(b.priceCents - wine.priceCents) || a.id.localeCompare(b.id));
  return { categories: ranked.slice(0, SIMILAR_WINES_SHOWN).map(toWineSummary) };
}
