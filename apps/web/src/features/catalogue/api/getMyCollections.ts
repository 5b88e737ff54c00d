import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { LIST_LIMIT_MAX, SHOP_TENANT_ID } from '@wine/contract/constants';
import { useSession } from '../../../lib/session';
import { userRequest } from '../../../lib/userClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** My collections (spec 000 §7, spec 001 §7): the fixed tenant, the user's own, newest first, 100. */
export const fetchMyCollections = (userId: string, signal?: AbortSignal) =>
  userRequest<CatalogueList<Collection>>('/catalogue', {
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

export function useMyCollections() {
  const userId = useSession()?.user.id ?? '';
  return useQuery({
    queryKey: catalogueKeys.list('my-collections', userId),
    queryFn: ({ signal }) => fetchMyCollections(userId, signal),
    enabled: userId !== '',
  });
}
