import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@wine/contract/events';
import { publicRequest } from '../../../lib/publicClient';

/** GET /event/{id}: the event with its retailer and the sommeliers it presents. */
export const fetchEvent = (id: string, signal?: AbortSignal): Promise<EventDetail> =>
  publicRequest<EventDetail>(`/event/${encodeURIComponent(id)}`, { signal });

export const eventQuery = (id: string) =>
  queryOptions({ queryKey: ['events', 'detail', id], queryFn: ({ signal }) => fetchEvent(id, signal), enabled: id !== '' });

export const useEvent = (id: string) => useQuery(eventQuery(id));
