import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { LIST_LIMIT_MAX, SHOP_TENANT_ID } from '@wine/contract/constants';
import { useSession } from './session';
import { userRequest } from './userClient';

/**
 * The signed-in sommelier's own collections, shared by My Collections, the product cards' Add to
 * collection dialog and the collection page's owner bookmark (decision 0006): one cache entry.
 */
export interface CollectionList {
  categories: Collection[];
  total: number;
}

/** Under the catalogue's key prefix, so that invalidating ['catalogue'] refreshes it too. */
export const myCollectionsKey = (userId: string) => ['catalogue', 'my-collections', userId] as const;

/** GET /catalogue: my collections (spec 000 §7, spec 001 §7): fixed tenant, own, newest first, 100. */
export const fetchMyCollections = (userId: string, signal?: AbortSignal) =>
  userRequest<CollectionList>('/catalogue', {
    query: {
      tenantId: SHOP_TENANT_ID,
      offset: 0,
      limit: LIST_LIMIT_MAX,
      sort: '-createdAt',
      type: 'COLLECTION',
      'createdBy._id': userId,
      includeChildren: true,
      isActive: true,
    },
    signal,
  });

export function useMyCollections(enabled = true) {
  const userId = useSession()?.user.id ?? '';
  return useQuery({
    queryKey: myCollectionsKey(userId),
    queryFn: ({ signal }) => fetchMyCollections(userId, signal),
    enabled: enabled && userId !== '',
  });
}

export interface SetWinesInput {
  collectionId: string;
  /** The whole ordered list of the collection's wines after the change. */
  childrenIds: string[];
}

/** PATCH /catalogue/{collectionId} {tenantId, childrenIds}: replaces the collection's wines. */
export const setCollectionWines = ({ collectionId, childrenIds }: SetWinesInput) =>
  userRequest<Collection>(`/catalogue/${encodeURIComponent(collectionId)}`, {
    method: 'PATCH',
    body: { tenantId: SHOP_TENANT_ID, childrenIds },
  });

/**
 * Every write of a collection's wine list sends the whole list, so the writes must reach the
 * server in the order they were made: they share one mutation queue (scope), and the key counts
 * the writes still under way.
 */
export const collectionWinesMutation = {
  mutationKey: ['catalogue', 'collection-wines'],
  scope: { id: 'collection-wines' },
} as const;

/** The collection with its wines in the order of `childrenIds`; shown wines not listed are dropped. */
export function withWineOrder<T extends Pick<Collection, 'childrenIds' | 'children'>>(collection: T, childrenIds: string[]): T {
  const shown = new Map((collection.children ?? []).map((wine) => [wine._id, wine]));
  return {
    ...collection,
    childrenIds,
    children: collection.children && childrenIds.flatMap((id) => shown.get(id) ?? []),
  };
}

/** The new wine list with `wineId` added at the end, or taken out. */
export function toggledWines(collection: Pick<Collection, 'childrenIds'>, wineId: string): { childrenIds: string[]; added: boolean } {
  const present = collection.childrenIds.includes(wineId);
  return present
    ? { childrenIds: collection.childrenIds.filter((id) => id !== wineId), added: false }
    : { childrenIds: [...collection.childrenIds, wineId], added: true };
}

/** Sets a collection's wines; on success the own list takes the new ids and every catalogue view refetches. */
export function useSetCollectionWines() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  return useMutation({
    ...collectionWinesMutation,
    mutationFn: setCollectionWines,
    onSuccess: (_result, input) => {
      queryClient.setQueryData<CollectionList>(myCollectionsKey(userId), (list) =>
        list
          ? {
              ...list,
              categories: list.categories.map((item) => (item._id === input.collectionId ? withWineOrder(item, input.childrenIds) : item)),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
    },
  });
}
