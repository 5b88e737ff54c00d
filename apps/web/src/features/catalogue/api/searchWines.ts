import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Wine } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

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
export function useWineSearch(title: string) {
  const text = title.trim();
  return useQuery({
    queryKey: catalogueKeys.list('search', text),
    queryFn: ({ signal }) => searchWines(text, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}
