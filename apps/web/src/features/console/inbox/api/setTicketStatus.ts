import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportTicket } from '@wine/contract/admin/inbox';
import { userRequest } from '../../../../lib/userClient';
import type { TicketStatus } from './listTickets';

/** PATCH /admin/support-tickets/{id} {status}: mark handled, or open again. */
export const setTicketStatus = ({ id, status }: { id: string; status: TicketStatus }) =>
  userRequest<SupportTicket>(`/admin/support-tickets/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });

export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTicketStatus,
    // The ticket moves between tabs, and the dashboard counts open ones.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'tickets'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
