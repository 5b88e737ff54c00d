import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CATALOGUE_SORTS, Wine } from '@wine/contract/catalogue';
import { PRICE_FILTER_MAX_DOLLARS, RATING_MAX, RATING_MIN } from '@wine/contract/constants';
import { FILTER_ATTRIBUTES, filterParam, type FilterAttribute, type FilterAttributeKey } from '@wine/contract/wine-attributes';
import type { Query } from '../../../lib/http';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** The shop's filters (spec 001 §2.11): multi-select lists and a price range in dollars. */
export interface WineFilters {
  /** Per filter attribute, the values a wine may have; none chosen means any. */
  attributes: Partial<Record<FilterAttributeKey, readonly string[]>>;
  /** [min, max] dollars; the slider's ends (0 and 300) mean no bound. */
  price: [number, number];
  /** Wines rated at least this many stars on average ("4 stars & up"); null for any. */
  minRating: number | null;
}

export const emptyWineFilters: WineFilters = { attributes: {}, price: [0, PRICE_FILTER_MAX_DOLLARS], minRating: null };

export type WineSort = (typeof CATALOGUE_SORTS)[number];
/** The order of spec 000 §7: by name. */
export const DEFAULT_WINE_SORT: WineSort = 'name';

/** The address keeps the price's ends under these names, each filter attribute's values under its key. */
const MIN_PRICE = 'minPrice';
const MAX_PRICE = 'maxPrice';
const MIN_RATING = 'minRating';

/**
 * The filters an address of the shop names (`/shop-wines?pairings=beef&color=Red&maxPrice=40&minRating=4`,
 * links like the home's "What are you eating?"). A value the panel does not offer is left out,
 * so an old or mistyped link shows the shop rather than an error.
 */
export function wineFiltersOf(params: URLSearchParams): WineFilters {
  const dollars = (name: string, fallback: number) => {
    const value = Number(params.get(name) ?? Number.NaN);
    return Number.isFinite(value) ? Math.min(PRICE_FILTER_MAX_DOLLARS, Math.max(0, value)) : fallback;
  };
  const attributes = Object.fromEntries(
    FILTER_ATTRIBUTES.flatMap((attribute) => {
      const offered: readonly string[] = attribute.filter.options;
      const values = params.getAll(attribute.key).filter((value) => offered.includes(value));
      return values.length ? [[attribute.key, values]] : [];
    }),
  );
  const stars = Number(params.get(MIN_RATING));
  const minRating = Number.isInteger(stars) && stars >= RATING_MIN && stars <= RATING_MAX ? stars : null;
  return { attributes, price: [dollars(MIN_PRICE, 0), dollars(MAX_PRICE, PRICE_FILTER_MAX_DOLLARS)], minRating };
}

/** The address's query for some filters: what wineFiltersOf reads back. */
export function wineFiltersParams(filters: WineFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const attribute of FILTER_ATTRIBUTES) for (const value of filters.attributes[attribute.key] ?? []) params.append(attribute.key, value);
  if (filters.price[0] > 0) params.set(MIN_PRICE, String(filters.price[0]));
  if (filters.price[1] < PRICE_FILTER_MAX_DOLLARS) params.set(MAX_PRICE, String(filters.price[1]));
  if (filters.minRating !== null) params.set(MIN_RATING, String(filters.minRating));
  return params;
}

/** Shop pages hold 10 wines; the offset grows by 10 (spec 001 §4, §9). */
export const SHOP_PAGE_SIZE = 10;
/** Filtered wines without paging take 20 (spec 000 §7). */
export const FILTERED_WINES_LIMIT = 20;
/** "The list ends when the total is under 20" (spec 001 §9). */
const SHORT_LIST_TOTAL = 20;

/** The filter string of spec 001 §7 in the query language of DESIGN §3. */
export function filterQuery(filters: WineFilters): Query {
  const [min, max] = filters.price;
  const chosen = (attribute: FilterAttribute) => filters.attributes[attribute.key] ?? [];
  return {
    ...Object.fromEntries(FILTER_ATTRIBUTES.map((attribute) => [`${filterParam(attribute)}[$in]`, chosen(attribute).length ? chosen(attribute) : undefined])),
    'price[$gte]': min > 0 ? min : undefined,
    'price[$lte]': max < PRICE_FILTER_MAX_DOLLARS ? max : undefined,
    'rating[$gte]': filters.minRating ?? undefined,
  };
}

/** Filtered wines (spec 000 §7, spec 001 §7): sort name unless the shop asks otherwise, type PRODUCT, active; paged by offset. */
export const fetchFilteredWines = (filters: WineFilters, offset: number, limit: number, signal?: AbortSignal, sort: WineSort = DEFAULT_WINE_SORT) =>
  publicRequest<CatalogueList<Wine>>('/catalogue', {
    query: { ...filterQuery(filters), offset, limit, sort, type: 'PRODUCT', isActive: true },
    signal,
  });

/** The first 20 filtered wines. */
export function useFilteredWines(filters: WineFilters) {
  return useQuery({
    queryKey: catalogueKeys.list('filtered', filters),
    queryFn: ({ signal }) => fetchFilteredWines(filters, 0, FILTERED_WINES_LIMIT, signal),
  });
}

/**
 * The infinite-scroll variant: pages of 10, offset += 10; it stops when a page returns nothing or
 * the total is under 20 (spec 001 §4), and, where the spec is silent, once every wine is shown.
 */
export const filteredWinesPagesQuery = (filters: WineFilters, sort: WineSort = DEFAULT_WINE_SORT) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.list('filtered-pages', { filters, sort }),
    queryFn: ({ pageParam, signal }) => fetchFilteredWines(filters, pageParam, SHOP_PAGE_SIZE, signal, sort),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => {
      const nextOffset = lastOffset + SHOP_PAGE_SIZE;
      if (lastPage.categories.length === 0 || lastPage.total < SHORT_LIST_TOTAL || nextOffset >= lastPage.total) return undefined;
      return nextOffset;
    },
  });

export const useFilteredWinesPages = (filters: WineFilters, sort?: WineSort) => useInfiniteQuery(filteredWinesPagesQuery(filters, sort));
