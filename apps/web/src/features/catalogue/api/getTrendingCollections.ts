import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** Home trending takes 4 (spec 000 §7); the trending collections page takes 100 (spec 001 §9). */
export const HOME_TRENDING_LIMIT = 4;
export const COLLECTIONS_PAGE_LIMIT = 100;

export const fetchTrendingCollections = (limit: number, signal?: AbortSignal) =>
  publicRequest<CatalogueList<Collection>>('/catalogue', {
    query: { sort: '-createdAt', limit, 'customData.isTrending': true, isActive: true, type: 'COLLECTION', includeChildren: true, offset: 0 },
    signal,
  });

export function useTrendingCollections(limit: number, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.list('trending', limit),
    enabled,
    queryFn: ({ signal }) => fetchTrendingCollections(limit, signal),
  });
}
