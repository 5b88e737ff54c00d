import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Wine } from '@wine/contract/catalogue';
import { SEARCH_TEXT_MAX_LENGTH } from '@wine/contract/constants';
import { publicRequest } from '../../../lib/publicClient';
import type { WineSort } from '../wineFilters';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** The search page's text, from its address (`/search?q=`): a longer one (a link written by hand) is cut where the search box stops, never refused by the API. */
export const searchTextOf = (params: URLSearchParams) => (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX_LENGTH).trim();

/** Search page size (spec 000 §9). */
export const SEARCH_LIMIT = 20;

/** A search's first order: the best matches (issue 43). */
export const SEARCH_DEFAULT_SORT: WineSort = 'relevance';

/** The orders a search offers: the best matches, then the spec's newest first, and the shop's. */
export const SEARCH_SORTS: readonly { value: WineSort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: '-_id', label: 'Newest first' },
  { value: 'name', label: 'Name' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: '-rating', label: 'Top rated' },
];

/** The address names an order other than the best matches under this key. */
export const SEARCH_SORT_PARAM = 'sort';

/** The search page's order, from its address. */
export const searchSortOf = (params: URLSearchParams): WineSort =>
  SEARCH_SORTS.find((option) => option.value === params.get(SEARCH_SORT_PARAM))?.value ?? SEARCH_DEFAULT_SORT;

/**
 * The shop's search (issue 43): `q` forgives accents, word order, typos and synonyms, type PRODUCT,
 * active, the best matches first unless another order is chosen.
 */
export const searchWines = (text: string, sort: WineSort, signal?: AbortSignal, offset = 0, limit = SEARCH_LIMIT) =>
  publicRequest<CatalogueList<Wine>>('/catalogue', {
    query: { q: text, type: 'PRODUCT', isActive: true, sort, offset, limit },
    signal,
  });

/**
 * Searches once `text` is set; a newer text aborts the older request (TanStack Query passes the
 * signal and cancels the query whose key is no longer observed).
 */
export function wineSearchQuery(text: string, sort: WineSort = SEARCH_DEFAULT_SORT) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: catalogueKeys.list('search', { text: trimmed, sort }),
    queryFn: ({ signal }) => searchWines(trimmed, sort, signal),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
  });
}

export const useWineSearch = (text: string, sort?: WineSort) => useQuery(wineSearchQuery(text, sort));
