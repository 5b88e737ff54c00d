import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SupportTicket } from '@wine/contract/admin/inbox';
import { userRequest } from '../../../../lib/userClient';

export type TicketStatus = SupportTicket['status'];

/** GET /admin/support-tickets?status: Contact us requests of one status, newest first. */
export const listTickets = (status: TicketStatus, skip: number, limit: number) =>
  userRequest<{ tickets: SupportTicket[]; total: number }>('/admin/support-tickets', { query: { status, skip, limit } });

export function useTickets(status: TicketStatus, skip: number, limit: number) {
  return useQuery({ queryKey: ['admin', 'tickets', status, skip, limit], queryFn: () => listTickets(status, skip, limit), placeholderData: keepPreviousData, staleTime: 0 });
}
