import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import {
  collectionWinesMutation, myCollectionsKey, setCollectionWines, withWineOrder, type CollectionList, type SetWinesInput,
} from '../../../lib/collections';
import { useSession } from '../../../lib/session';
import { catalogueKeys } from './catalogueKeys';
import { collectionKey } from './getCollection';

interface Previous {
  collection: Collection | undefined;
  mine: CollectionList | undefined;
}

/**
 * PATCH /catalogue/{collectionId} {tenantId, childrenIds} with the wines in a new order. The
 * collection page and My Collections show the new order at once; a refused write puts the previous
 * order back, and once the last queued write has settled both are read again from the server.
 */
export function useReorderCollectionWines() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id ?? '';
  return useMutation({
    ...collectionWinesMutation,
    mutationFn: setCollectionWines,
    // Synchronous on purpose: the next move is computed from the cache, so this one must be in it
    // before mutate() returns. Cancelling first keeps a refetch under way from overwriting it.
    onMutate: (input: SetWinesInput): Previous => {
      const detailKey = collectionKey(input.collectionId);
      const mineKey = myCollectionsKey(userId);
      void queryClient.cancelQueries({ queryKey: detailKey });
      void queryClient.cancelQueries({ queryKey: mineKey });
      const previous = { collection: queryClient.getQueryData<Collection>(detailKey), mine: queryClient.getQueryData<CollectionList>(mineKey) };
      queryClient.setQueryData<Collection>(detailKey, (collection) => collection && withWineOrder(collection, input.childrenIds));
      queryClient.setQueryData<CollectionList>(mineKey, (list) =>
        list && {
          ...list,
          categories: list.categories.map((item) => (item._id === input.collectionId ? withWineOrder(item, input.childrenIds) : item)),
        },
      );
      return previous;
    },
    onError: (_error, input, previous) => {
      if (!previous) return;
      queryClient.setQueryData(collectionKey(input.collectionId), previous.collection);
      queryClient.setQueryData(myCollectionsKey(userId), previous.mine);
    },
    onSettled: () => {
      // This write still counts itself: 1 means no other write of a wine list is queued behind it.
      if (queryClient.isMutating({ mutationKey: collectionWinesMutation.mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      }
    },
  });
}
