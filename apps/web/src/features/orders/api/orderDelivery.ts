import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDelivery } from '@wine/contract/delivery-attempts';
import { orderPartKey, orderQueryKey, postOnOrder, useOrderPart } from './getOrder';

/** GET /order/{id}/delivery: the failed delivery attempts and the re-delivery open to the shopper. */
export const useOrderDelivery = (id: string, enabled: boolean) => useOrderPart<OrderDelivery>(id, 'delivery', enabled);

/** POST /order/{id}/redelivery {attempt}: agrees to the re-delivery (paying its fee when one is due). */
export function useAgreeToRedelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: number) => postOnOrder<OrderDelivery>(id, 'redelivery', { attempt }),
    onSuccess: (delivery) => {
      queryClient.setQueryData(orderPartKey(id, 'delivery'), delivery);
      return Promise.all([queryClient.invalidateQueries({ queryKey: orderQueryKey(id), exact: true }), queryClient.invalidateQueries({ queryKey: ['orders', 'history'] })]);
    },
  });
}
