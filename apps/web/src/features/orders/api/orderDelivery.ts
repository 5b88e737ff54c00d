import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderDelivery } from '@wine/contract/delivery-attempts';
import { userRequest } from '../../../lib/userClient';
import { orderQueryKey } from './getOrder';

const orderDeliveryKey = (id: string) => ['order', id, 'delivery'] as const;

/** GET /order/{id}/delivery: the failed delivery attempts and the re-delivery open to the shopper. */
export function useOrderDelivery(id: string, enabled: boolean) {
  return useQuery({
    queryKey: orderDeliveryKey(id),
    queryFn: ({ signal }) => userRequest<OrderDelivery>(`/order/${encodeURIComponent(id)}/delivery`, { signal }),
    enabled,
    retry: false,
  });
}

/** POST /order/{id}/redelivery {attempt}: agrees to the re-delivery (paying its fee when one is due). */
export function useAgreeToRedelivery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: number) => userRequest<OrderDelivery>(`/order/${encodeURIComponent(id)}/redelivery`, { method: 'POST', body: { attempt } }),
    onSuccess: (delivery) => {
      queryClient.setQueryData(orderDeliveryKey(id), delivery);
      return Promise.all([queryClient.invalidateQueries({ queryKey: orderQueryKey(id), exact: true }), queryClient.invalidateQueries({ queryKey: ['orders', 'history'] })]);
    },
  });
}
