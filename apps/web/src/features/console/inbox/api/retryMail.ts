import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxMail } from '@wine/contract/admin/inbox';
import { userRequest } from '../../../../lib/userClient';

/** POST /admin/outbox/{id}/retry: a failed mail goes back in the queue with fresh attempts. */
export const retryMail = (id: string) => userRequest<OutboxMail>(`/admin/outbox/${encodeURIComponent(id)}/retry`, { method: 'POST' });

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryMail, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }) });
}
