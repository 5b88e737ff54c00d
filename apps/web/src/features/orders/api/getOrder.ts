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

/** What the order page reads beside the order itself, each from its own call and kept under the order's key. */
export type OrderPart = 'delivery' | 'returns';
export const orderPartKey = (id: string, part: OrderPart) => [...orderQueryKey(id), part] as const;

/** GET /order/{id}/{part}, once the page asks for it (`enabled`); a refusal is an answer, not retried. */
export function useOrderPart<T>(id: string, part: OrderPart, enabled: boolean) {
  return useQuery({
    queryKey: orderPartKey(id, part),
    queryFn: ({ signal }) => userRequest<T>(`/order/${encodeURIComponent(id)}/${part}`, { signal }),
    enabled,
    retry: false,
  });
}

/** POST /order/{id}/{action} with `body`: a shopper's step on the order (a return, a re-delivery). */
export const postOnOrder = <T>(id: string, action: string, body: object) =>
  userRequest<T>(`/order/${encodeURIComponent(id)}/${action}`, { method: 'POST', body });
