import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** Home by moment takes 10 (spec 000 §7, §9). */
export const HOME_MOMENTS_LIMIT = 10;

export const fetchMomentCollections = (limit: number, signal?: AbortSignal) =>
  publicRequest<CatalogueList<Collection>>('/catalogue', {
    query: { offset: 0, type: 'COLLECTION', includeChildren: true, sort: '-_id', limit, isActive: true, 'customData.isByMoment': true },
    signal,
  });

export function useMomentCollections(limit: number, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.list('moments', limit),
    enabled,
    queryFn: ({ signal }) => fetchMomentCollections(limit, signal),
  });
}
