import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { LIST_LIMIT_MAX } from '@wine/contract/constants';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** A sommelier's collections (spec 000 §7): as My collections, for a given user, without tenantId. */
export const fetchSommelierCollections = (userId: string, signal?: AbortSignal) =>
  publicRequest<CatalogueList<Collection>>('/catalogue', {
    query: { offset: 0, limit: LIST_LIMIT_MAX, sort: '-createdAt', type: 'COLLECTION', 'createdBy._id': userId, includeChildren: true, isActive: true },
    signal,
  });

export function useSommelierCollections(userId: string) {
  return useQuery({
    queryKey: catalogueKeys.list('sommelier-collections', userId),
    queryFn: ({ signal }) => fetchSommelierCollections(userId, signal),
    enabled: userId !== '',
  });
}
