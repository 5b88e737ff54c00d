import { useQuery } from '@tanstack/react-query';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import type { OrderCache } from '../../../lib/consoleOrders';
import { userRequest } from '../../../lib/userClient';

export const retailerOrderQueryKey = (id: string) => ['retailer', 'order', id] as const;

/** A status change moves the order between the retailer's tabs. */
export const retailerOrderCache: OrderCache = { detail: retailerOrderQueryKey, lists: [['retailer', 'orders']] };

/** GET /retailer/orders/{id}: one of the retailer's orders with its lines, history and notes. */
export const fetchRetailerOrder = (id: string, signal?: AbortSignal): Promise<ConsoleOrder> =>
  userRequest<ConsoleOrder>(`/retailer/orders/${encodeURIComponent(id)}`, { signal });

export function useRetailerOrder(id: string) {
  // A colleague may have handed it over meanwhile: refetch whenever the page opens.
  return useQuery({ queryKey: retailerOrderQueryKey(id), queryFn: ({ signal }) => fetchRetailerOrder(id, signal), retry: false, staleTime: 0 });
}
