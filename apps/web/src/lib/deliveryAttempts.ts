import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleDeliveryAttempts, DeliveryFailureReasonValue } from '@wine/contract/delivery-attempts';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import type { OrderCache } from './consoleOrders';
import { userRequest } from './userClient';

/**
 * Failed delivery attempts on the hand-over (docs/decisions/0051-delivery-attempts.md): the same
 * calls under /retailer/orders and /admin/orders, as the rest of the hand-over (consoleOrders.ts).
 */

export interface NewDeliveryAttempt {
  orderId: string;
  reason: DeliveryFailureReasonValue;
  note?: string;
}

const attemptsPath = (ordersPath: string, orderId: string) => `${ordersPath}/${encodeURIComponent(orderId)}/delivery-attempts`;
const attemptsKey = (ordersPath: string, orderId: string) => ['delivery-attempts', ordersPath, orderId] as const;

/** GET {ordersPath}/{id}/delivery-attempts: the order's failed attempts, oldest first. */
export function useDeliveryAttempts(ordersPath: string, orderId: string) {
  return useQuery({
    queryKey: attemptsKey(ordersPath, orderId),
    queryFn: ({ signal }) => userRequest<ConsoleDeliveryAttempts>(attemptsPath(ordersPath, orderId), { signal }),
    staleTime: 0,
  });
}

/** POST {ordersPath}/{id}/delivery-attempts {reason, note}: answers the order as it is now. */
export function useRecordDeliveryAttempt(ordersPath: string, cache: OrderCache) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason, note }: NewDeliveryAttempt) =>
      userRequest<ConsoleOrder>(attemptsPath(ordersPath, orderId), { method: 'POST', body: { reason, ...(note ? { note } : {}) } }),
    onSuccess: (order) => {
      queryClient.setQueryData(cache.detail(order._id), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: attemptsKey(ordersPath, order._id) }),
        ...cache.lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}
