import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';
import { catalogueKeys, type CatalogueList } from './catalogueKeys';

/** A sommelier's collection for an event (spec 000 §7, spec 001 §7): limit 1, newest first. */
export async function fetchEventCollection(userId: string, eventId: string, signal?: AbortSignal): Promise<Collection | null> {
  const result = await publicRequest<CatalogueList<Collection>>('/catalogue', {
    query: { limit: 1, sort: '-id', type: 'COLLECTION', 'createdBy._id': userId, 'customData.eventId': eventId, includeChildren: true, isActive: true },
    signal,
  });
  return result.categories[0] ?? null;
}

export function useEventCollection(userId: string, eventId: string) {
  return useQuery({
    queryKey: catalogueKeys.list('event-collection', { userId, eventId }),
    queryFn: ({ signal }) => fetchEventCollection(userId, eventId, signal),
    enabled: userId !== '' && eventId !== '',
  });
}
