import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Wine } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { DEFAULT_WINE_SORT, filterQuery, type WineFilters, type WineSort } from '../wineFilters';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** Shop pages hold 10 wines; the offset grows by 10 (spec 001 §4, §9). */
export const SHOP_PAGE_SIZE = 10;
/** Filtered wines without paging take 20 (spec 000 §7). */
export const FILTERED_WINES_LIMIT = 20;
/** "The list ends when the total is under 20" (spec 001 §9). */
const SHORT_LIST_TOTAL = 20;

/**
 * Filtered wines (spec 000 §7, spec 001 §7): sort name unless the shop asks otherwise, type PRODUCT, active; paged by offset.
 * `facets` asks for the filter panel's counts (issue 28).
 */
export const fetchFilteredWines = (filters: WineFilters, offset: number, limit: number, signal?: AbortSignal, sort: WineSort = DEFAULT_WINE_SORT, facets = false) =>
  publicRequest<CatalogueList<Wine>>('/catalogue', {
    query: { ...filterQuery(filters), offset, limit, sort, type: 'PRODUCT', isActive: true, facets: facets || undefined },
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
 * The first page carries the filter panel's counts: they change with the filters, not with the next page.
 */
export const filteredWinesPagesQuery = (filters: WineFilters, sort: WineSort = DEFAULT_WINE_SORT) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.list('filtered-pages', { filters, sort }),
    queryFn: ({ pageParam, signal }) => fetchFilteredWines(filters, pageParam, SHOP_PAGE_SIZE, signal, sort, pageParam === 0),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => {
      const nextOffset = lastOffset + SHOP_PAGE_SIZE;
      if (lastPage.categories.length === 0 || lastPage.total < SHORT_LIST_TOTAL || nextOffset >= lastPage.total) return undefined;
      return nextOffset;
    },
  });

export const useFilteredWinesPages = (filters: WineFilters, sort?: WineSort) => useInfiniteQuery(filteredWinesPagesQuery(filters, sort));
