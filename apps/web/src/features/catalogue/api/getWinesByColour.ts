import { useQuery } from '@tanstack/react-query';
import type { Color, Wine } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** Wine listing page size, sorted by name (spec 000 §9). */
export const WINES_BY_COLOUR_LIMIT = 20;

/** Wines by colour (spec 000 §7): offset, limit 20, sort name, type PRODUCT, colour, active. */
export const fetchWinesByColour = (color: Color, offset: number, signal?: AbortSignal) =>
  publicRequest<CatalogueList<Wine>>('/catalogue', {
    query: { offset, limit: WINES_BY_COLOUR_LIMIT, sort: 'name', type: 'PRODUCT', 'customData.product.color': color, isActive: true },
    signal,
  });

export function useWinesByColour(color: Color, offset = 0) {
  return useQuery({
    queryKey: catalogueKeys.list('by-colour', { color, offset }),
    queryFn: ({ signal }) => fetchWinesByColour(color, offset, signal),
  });
}
