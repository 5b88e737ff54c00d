import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlacedOrder } from '@wine/contract/checkout';
import { userRequest } from '../../../lib/userClient';
import { orderQueryKey } from './getOrder';

/** PATCH /order/{id}/cancel: the shopper cancels an order before its card is charged. */
export const cancelOrder = (id: string): Promise<PlacedOrder> =>
  userRequest<PlacedOrder>(`/order/${encodeURIComponent(id)}/cancel`, { method: 'PATCH' });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'history'] });
    },
  });
}
