import { useQuery } from '@tanstack/react-query';
import type { PlacedOrder } from '@wine/contract/checkout';
import { userRequest } from '../../../lib/userClient';

export const orderQueryKey = (id: string) => ['order', id] as const;

/** GET /order/{id}?skip=0&limit=10: one placed order (spec 001 §7). */
export const fetchOrder = (id: string, signal?: AbortSignal): Promise<PlacedOrder> =>
  userRequest<PlacedOrder>(`/order/${encodeURIComponent(id)}`, { query: { skip: 0, limit: 10 }, signal });

/** The order, shown at once from the placing's result when the page was reached with it. */
export function useOrder(id: string, initial: PlacedOrder | null) {
  return useQuery({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    initialData: initial && initial._id === id ? initial : undefined,
    retry: false,
  });
}
