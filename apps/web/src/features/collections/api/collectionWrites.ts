import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { userRequest } from '../../../lib/userClient';

export interface CollectionTexts {
  title: string;
  description: string;
  iconUrl: string;
}

/** POST /catalogue: a new, empty collection (spec 000 §7): price 0, no wines, the fixed tenant. */
export const createCollection = ({ title, description, iconUrl }: CollectionTexts) =>
  userRequest<Collection>('/catalogue', {
    method: 'POST',
    body: {
      title,
      name: title,
      tenantId: SHOP_TENANT_ID,
      type: 'COLLECTION',
      childrenIds: [],
      price: 0,
      // The call requires the key; "" when the form's optional field was left empty.
      description,
      iconUrl,
    },
  });

export type CollectionFlag = 'isSommlikePicks' | 'isTrending' | 'isByMoment' | 'isByTerroir';

export type CollectionChanges =
  | { title: string; name: string; description: string; iconUrl: string }
  | { customData: Partial<Record<CollectionFlag, boolean>> };

/** PATCH /catalogue/{id}: the owner's texts and image, or (admins only) the home page flags. */
export const updateCollection = ({ id, changes }: { id: string; changes: CollectionChanges }) =>
  userRequest<Collection>(`/catalogue/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });

/** DELETE /catalogue/{id}?type=remove. */
export const deleteCollection = (id: string) =>
  userRequest<unknown>(`/catalogue/${encodeURIComponent(id)}`, { method: 'DELETE', query: { type: 'remove' } });

/** Every write refreshes the catalogue's caches: my collections, the collection page, home rows. */
function useCatalogueWrite<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}

export const useCreateCollection = () => useCatalogueWrite(createCollection);
export const useUpdateCollection = () => useCatalogueWrite(updateCollection);
export const useDeleteCollection = () => useCatalogueWrite(deleteCollection);
