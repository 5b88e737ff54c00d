import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';

/** Collections page size (spec 000 §9). */
export const SOMMELIER_COLLECTIONS_LIMIT = 100;

/** GET /catalogue: a sommelier's active collections with their wines, newest first (spec 000 §7). */
export async function fetchSommelierCollections(userId: string): Promise<Collection[]> {
  const { categories } = await publicRequest<{ categories: Collection[]; total: number }>('/catalogue', {
    query: {
      offset: 0,
      limit: SOMMELIER_COLLECTIONS_LIMIT,
      sort: '-createdAt',
      type: 'COLLECTION',
      'createdBy._id': userId,
      includeChildren: true,
      isActive: true,
    },
  });
  return categories;
}

export const sommelierCollectionsQuery = (userId: string) =>
  queryOptions({ queryKey: ['catalogue', 'collections', 'by', userId], queryFn: () => fetchSommelierCollections(userId), enabled: userId !== '' });

export const useSommelierCollections = (userId: string) => useQuery(sommelierCollectionsQuery(userId));
