import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderReturns, ReturnRequestBody } from '@wine/contract/returns';
import { userRequest } from '../../../lib/userClient';

const returnsKey = (orderId: string) => ['order', orderId, 'returns'] as const;

/** GET /order/{id}/returns: whether bottles can be returned now, and the order's requests. */
export function useOrderReturns(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: returnsKey(orderId),
    queryFn: ({ signal }) => userRequest<OrderReturns>(`/order/${encodeURIComponent(orderId)}/returns`, { signal }),
    enabled,
    retry: false,
  });
}

/** POST /order/{id}/returns: the answer is the order's returns as they are now. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) => userRequest<OrderReturns>(`/order/${encodeURIComponent(orderId)}/returns`, { method: 'POST', body }),
    onSuccess: (returns) => queryClient.setQueryData(returnsKey(orderId), returns),
  });
}
