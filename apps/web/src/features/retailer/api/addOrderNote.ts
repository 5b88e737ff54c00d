import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleOrder, OrderNote } from '@wine/contract/fulfilment';
import { userRequest } from '../../../lib/userClient';
import { retailerOrderQueryKey } from './getRetailerOrder';

/** POST /retailer/orders/{id}/notes {body}: a note on the order for the shop's staff. */
export const addOrderNote = ({ orderId, body }: { orderId: string; body: string }): Promise<OrderNote> =>
  userRequest<OrderNote>(`/retailer/orders/${encodeURIComponent(orderId)}/notes`, { method: 'POST', body: { body } });

export function useAddOrderNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOrderNote,
    onSuccess: (note, { orderId }) =>
      queryClient.setQueryData<ConsoleOrder>(retailerOrderQueryKey(orderId), (order) => (order ? { ...order, notes: [...order.notes, note] } : order)),
  });
}
