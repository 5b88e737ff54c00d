import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wine } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys } from './catalogueKeys';

/** Wine detail refresh (spec 000 §7): GET /catalogue/{id} with skip 0, limit 1, status OPEN. */
export const fetchWine = (id: string, signal?: AbortSignal) =>
  publicRequest<Wine>(`/catalogue/${encodeURIComponent(id)}`, { query: { skip: 0, limit: 1, status: 'OPEN' }, signal });

export const wineQuery = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.item(id), queryFn: ({ signal }) => fetchWine(id, signal), enabled: id !== '' });

export const useWine = (id: string) => useQuery(wineQuery(id));
