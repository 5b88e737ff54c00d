import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminEvent, AdminEventCreateBody, AdminEventUpdateBody } from '@wine/contract/admin/events';
import type { PublicUser } from '@wine/contract/users';
import { publicRequest } from '../../../../lib/publicClient';
import { userRequest } from '../../../../lib/userClient';
import { saveRecord, type SaveInput } from '../../shared/api/saveRecord';

export interface AdminEventPage {
  events: AdminEvent[];
  total: number;
}

const eventsKey = ['admin', 'events'] as const;

/** GET /admin/events: every event, inactive ones too, newest first. */
export const listAdminEvents = (skip: number, limit: number): Promise<AdminEventPage> =>
  userRequest<AdminEventPage>('/admin/events', { query: { skip, limit } });

export function useAdminEvents(skip: number, limit: number) {
  return useQuery({ queryKey: [...eventsKey, skip, limit], queryFn: () => listAdminEvents(skip, limit), placeholderData: keepPreviousData });
}

export type SaveEventInput = SaveInput<AdminEventCreateBody, AdminEventUpdateBody>;

/** POST /admin/events (new) or PATCH /admin/events/{id} (edit, or `isActive` alone). */
export const saveAdminEvent = (input: SaveEventInput) => saveRecord<AdminEvent, AdminEventCreateBody, AdminEventUpdateBody>('/admin/events', input);

export function useSaveAdminEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAdminEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKey }) });
}

/** How many matches the event form's sommelier picker shows: typing more narrows them. */
export const SOMMELIER_CHOICES = 20;

/**
 * Approved sommeliers an event may present whose name holds `name` (all of them when empty), in
 * sign-up order: the shop's own discovery list (GET /users) searched on the server.
 */
export const searchApprovedSommeliers = (name: string, signal?: AbortSignal) =>
  publicRequest<{ data: PublicUser[]; total: number }>('/users', {
    query: { type: 'sommelier', activeStatus: 'approved', $limit: SOMMELIER_CHOICES, $sort: 'createdAt', name: name || undefined },
    signal,
  });

export function useApprovedSommeliers(name: string) {
  return useQuery({
    queryKey: ['admin', 'event-sommeliers', name],
    queryFn: ({ signal }) => searchApprovedSommeliers(name, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
