import { useQuery } from '@tanstack/react-query';
import type { ConsoleOrder } from '@wine/contract/fulfilment';
import type { OrderCache } from '../../../../lib/consoleOrders';
import { userRequest } from '../../../../lib/userClient';

export const adminOrderQueryKey = (id: string) => ['admin', 'orders', 'detail', id] as const;

/** A status change moves the order between the console's lists and changes the dashboard's figures. */
export const adminOrderCache: OrderCache = { detail: adminOrderQueryKey, lists: [['admin', 'orders', 'list'], ['admin', 'dashboard']] };

/** GET /admin/orders/{id}: lines, totals, addresses, payments, history and notes. */
export const getOrder = (id: string): Promise<ConsoleOrder> => userRequest<ConsoleOrder>(`/admin/orders/${encodeURIComponent(id)}`);

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminOrderQueryKey(id), queryFn: () => getOrder(id) });
}
