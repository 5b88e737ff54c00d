import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminOrderRow, AdminOrdersQuery } from '@wine/contract/admin/orders';
import { userRequest } from '../../../../lib/userClient';

export interface OrderPage {
  orders: AdminOrderRow[];
  total: number;
}

/** GET /admin/orders: placed orders, newest first, by status, retailer, placing dates and number or email. */
export const listOrders = (query: AdminOrdersQuery): Promise<OrderPage> =>
  userRequest<OrderPage>('/admin/orders', { query: { ...query } });

export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery({ queryKey: ['admin', 'orders', 'list', query], queryFn: () => listOrders(query), placeholderData: keepPreviousData, staleTime: 0 });
}
