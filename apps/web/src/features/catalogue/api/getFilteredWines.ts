import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Wine } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { DEFAULT_WINE_SORT, filterQuery, type WineFilters, type WineSort } from '../wineFilters';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** Filtered wines take 20 per request, the first page and every next one alike (spec 000 §7). */
export const FILTERED_WINES_LIMIT = 20;

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
 * Where the next page starts, or undefined when the list is complete: the offset is what is already
 * loaded, and the list ends when a page returns nothing or the loaded wines reach the total. Asking
 * 10 and stopping "when the total is under 20" (spec 001 §4) left totals of 11 to 19 at 10 cards
 * (issue 45); with 20 per request such a total arrives whole in the first page, as the spec means.
 */
export function nextFilteredWinesOffset(lastPage: CatalogueList<Wine>, pages: readonly CatalogueList<Wine>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.categories.length, 0);
  if (lastPage.categories.length === 0 || loaded >= lastPage.total) return undefined;
  return loaded;
}

/**
 * The infinite-scroll variant, 20 wines per request (see nextFilteredWinesOffset).
 * The first page carries the filter panel's counts: they change with the filters, not with the next page.
 */
export const filteredWinesPagesQuery = (filters: WineFilters, sort: WineSort = DEFAULT_WINE_SORT) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.list('filtered-pages', { filters, sort }),
    queryFn: ({ pageParam, signal }) => fetchFilteredWines(filters, pageParam, FILTERED_WINES_LIMIT, signal, sort, pageParam === 0),
    initialPageParam: 0,
    getNextPageParam: nextFilteredWinesOffset,
  });

export const useFilteredWinesPages = (filters: WineFilters, sort?: WineSort) => useInfiniteQuery(filteredWinesPagesQuery(filters, sort));
