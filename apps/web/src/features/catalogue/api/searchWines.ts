import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Wine } from '@wine/contract/catalogue';
import { SEARCH_TEXT_MAX_LENGTH } from '@wine/contract/constants';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** The search page's text, from its address (`/search?q=`): a longer one (a link written by hand) is cut where the search box stops, never refused by the API. */
export const searchTextOf = (params: URLSearchParams) => (params.get('q') ?? '').slice(0, SEARCH_TEXT_MAX_LENGTH).trim();

/** Search page size, newest first (spec 000 §9). */
export const SEARCH_LIMIT = 20;

/** Wine search (spec 000 §7): title as a case-insensitive substring, type PRODUCT, active, newest first. */
export const searchWines = (title: string, signal?: AbortSignal, offset = 0, limit = SEARCH_LIMIT) =>
  publicRequest<CatalogueList<Wine>>('/catalogue', {
    query: { title, type: 'PRODUCT', isActive: true, sort: '-_id', offset, limit },
    signal,
  });

/**
 * Searches once `title` is set; a newer title aborts the older request (TanStack Query passes the
 * signal and cancels the query whose key is no longer observed).
 */
export function wineSearchQuery(title: string) {
  const text = title.trim();
  return queryOptions({
    queryKey: catalogueKeys.list('search', text),
    queryFn: ({ signal }) => searchWines(text, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}

export const useWineSearch = (title: string) => useQuery(wineSearchQuery(title));
