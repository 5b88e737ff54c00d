import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueItem, Wine } from '@wine/contract/catalogue';
import { ErrorCode } from '@wine/contract/errors';
import { ApiError } from '../../../lib/http';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys } from './catalogueKeys';

/**
 * Wine detail refresh (spec 000 §7): GET /catalogue/{id} with skip 0, limit 1, status OPEN. The call
 * answers collections too: a wine address holding any other item's id is a wine that does not exist.
 */
export async function fetchWine(id: string, signal?: AbortSignal): Promise<Wine> {
  const item = await publicRequest<CatalogueItem>(`/catalogue/${encodeURIComponent(id)}`, { query: { skip: 0, limit: 1, status: 'OPEN' }, signal });
  if (item.type !== 'PRODUCT') throw new ApiError(ErrorCode.NOT_FOUND, 'Not a wine', 404);
  return item;
}

export const wineQuery = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.item(id), queryFn: ({ signal }) => fetchWine(id, signal), enabled: id !== '' });

export const useWine = (id: string) => useQuery(wineQuery(id));
