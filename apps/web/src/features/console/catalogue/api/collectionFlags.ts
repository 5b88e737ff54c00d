import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionFlag } from '@wine/contract/admin/collections';
import type { Collection } from '@wine/contract/catalogue';
import { publicRequest } from '../../../../lib/publicClient';
import { userRequest } from '../../../../lib/userClient';

export interface CollectionQuery {
  skip: number;
  limit: number;
  title?: string;
  flag?: CollectionFlag;
}

const collectionsKey = ['admin', 'collections'] as const;

/**
 * Every owner's active collections, newest first: the shop's own GET /catalogue list serves the
 * console too (type=COLLECTION, a title search, one flag as a filter).
 */
export const listCollections = ({ skip, limit, title, flag }: CollectionQuery) =>
  publicRequest<{ categories: Collection[]; total: number }>('/catalogue', {
    query: { type: 'COLLECTION', skip, limit, title, ...(flag ? { [`customData.${flag}`]: 'true' } : {}) },
  });

export function useAdminCollections(query: CollectionQuery) {
  return useQuery({ queryKey: [...collectionsKey, query], queryFn: () => listCollections(query), placeholderData: keepPreviousData });
}

export interface FlagChange {
  id: string;
  flags: Partial<Record<CollectionFlag, boolean>>;
}

/** PATCH /admin/collections/{id}/flags: the home page's Picks, Trending, By Moment and By Terroir rows. */
export const setCollectionFlags = ({ id, flags }: FlagChange): Promise<Collection> =>
  userRequest<Collection>(`/admin/collections/${encodeURIComponent(id)}/flags`, { method: 'PATCH', body: flags });

export function useSetCollectionFlags() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCollectionFlags, onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsKey }) });
}
