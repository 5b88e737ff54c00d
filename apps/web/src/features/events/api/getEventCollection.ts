import { useQuery } from '@tanstack/react-query';
import type { Collection } from '@wine/contract/catalogue';
import { publicRequest } from '../../../lib/publicClient';

/**
 * GET /catalogue?limit=1&sort=-id&type=COLLECTION&createdBy._id=<somm>&customData.eventId=<event>
 * &includeChildren=true&isActive=true: a sommelier's collection for an event (spec 000 §7).
 */
export async function fetchEventCollection(userId: string, eventId: string, signal?: AbortSignal): Promise<Collection | null> {
  const { categories } = await publicRequest<{ categories: Collection[]; total: number }>('/catalogue', {
    query: {
      limit: 1,
      sort: '-id',
      type: 'COLLECTION',
      'createdBy._id': userId,
      'customData.eventId': eventId,
      includeChildren: true,
      isActive: true,
    },
    signal,
  });
  return categories[0] ?? null;
}

export function useEventCollection(userId: string, eventId: string) {
  return useQuery({
    queryKey: ['catalogue', 'event-collection', userId, eventId],
    queryFn: ({ signal }) => fetchEventCollection(userId, eventId, signal),
    enabled: userId !== '' && eventId !== '',
  });
}
