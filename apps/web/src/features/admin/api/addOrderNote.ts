import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleOrder, OrderNote } from '@wine/contract/fulfilment';
import { userRequest } from '../../../lib/userClient';
import { adminOrderQueryKey } from './getOrder';

/** POST /admin/orders/{id}/notes {body}: a note for the shop's staff, never shown to the shopper. */
export const addOrderNote = ({ orderId, body }: { orderId: string; body: string }): Promise<OrderNote> =>
  userRequest<OrderNote>(`/admin/orders/${encodeURIComponent(orderId)}/notes`, { method: 'POST', body: { body } });

export function useAddOrderNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrderNote,
    onSuccess: (note, { orderId }) =>
      queryClient.setQueryData<ConsoleOrder>(adminOrderQueryKey(orderId), (order) => (order ? { ...order, notes: [...order.notes, note] } : order)),
  });
}
