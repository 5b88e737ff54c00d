import { useQuery } from '@tanstack/react-query';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { userRequest } from '../../../lib/userClient';

export const adminOrderQueryKey = (id: string) => ['admin', 'orders', 'detail', id] as const;

/** GET /admin/orders/{id}: lines, totals, addresses, payments, history and notes. */
export const getOrder = (id: string): Promise<ConsoleOrder> => userRequest<ConsoleOrder>(`/admin/orders/${encodeURIComponent(id)}`);

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminOrderQueryKey(id), queryFn: () => getOrder(id) });
}
