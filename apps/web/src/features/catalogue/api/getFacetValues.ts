import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CatalogueFacetValues } from '@wine/contract/catalogue';
import type { ValuesAttribute } from '@wine/contract/wine-attributes';
import { publicRequest } from '../../../lib/publicClient';
import { filterQuery, type WineFilters } from '../wineFilters';
import { catalogueKeys } from './catalogueKeys';

/**
 * The values of an open-ended list (the producers) that match what the shopper typed in its box,
 * counted for the wines `filters` leave, the list's own choice aside (decision 0070).
 */
export const fetchFacetValues = (filters: WineFilters, attribute: ValuesAttribute, typed: string, signal?: AbortSignal) =>
  publicRequest<CatalogueFacetValues>('/catalogue/facet-values', { query: { ...filterQuery(filters), facet: attribute.wireKey, facetQuery: typed }, signal });

/**
 * Asks once something is typed; the last answer stays while the next one loads, so the list
 * changes in place as the shopper types.
 */
export function useFacetValues(filters: WineFilters, attribute: ValuesAttribute, typed: string) {
  const text = typed.trim();
  return useQuery({
    queryKey: catalogueKeys.list('facet-values', { filters, facet: attribute.key, text }),
    queryFn: ({ signal }) => fetchFacetValues(filters, attribute, text, signal),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}
