import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '../../../components/ui/EventCard';
import { publicRequest } from '../../../lib/publicClient';

/** Home shows 4 events (spec 000 §9); Explore Events asks for 100 (spec 001 §2.12). */
export const HOME_EVENTS_LIMIT = 4;
export const EVENTS_PAGE_LIMIT = 100;

/** GET /event?offset=0&sort=-_id&isActive=true&limit=N: result.events, newest first. */
export async function fetchEvents(limit: number, signal?: AbortSignal): Promise<EventSummary[]> {
  const { events } = await publicRequest<{ events: EventSummary[]; total: number }>('/event', {
    query: { offset: 0, sort: '-_id', isActive: true, limit },
    signal,
  });
  return events;
}

export const eventsQuery = (limit: number) =>
  queryOptions({ queryKey: ['events', 'list', limit], queryFn: ({ signal }) => fetchEvents(limit, signal) });

export const useEvents = (limit: number) => useQuery(eventsQuery(limit));
