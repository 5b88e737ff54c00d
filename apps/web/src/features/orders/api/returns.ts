import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReturns, ReturnRequestBody } from '@wine/contract/returns';
import { orderPartKey, postOnOrder, useOrderPart } from './getOrder';

/** GET /order/{id}/returns: whether bottles can be returned now, and the order's requests. */
export const useOrderReturns = (orderId: string, enabled: boolean) => useOrderPart<OrderReturns>(orderId, 'returns', enabled);

/** POST /order/{id}/returns: the answer is the order's returns as they are now. */
export function useRequestReturn(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) => postOnOrder<OrderReturns>(orderId, 'returns', body),
    onSuccess: (returns) => queryClient.setQueryData(orderPartKey(orderId, 'returns'), returns),
  });
}
