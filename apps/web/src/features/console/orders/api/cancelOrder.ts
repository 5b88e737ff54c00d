import type { ConsoleOrder } from '@wine/contract/fulfilment';
import { useOrderMoveMutation } from '../../../../lib/consoleOrders';
import { userRequest } from '../../../../lib/userClient';
import { adminOrderCache, getOrder } from './getOrder';

/**
 * PATCH /admin/orders/{id}/cancel {note}: cancels the order, refunding a charged one. The call
 * answers the shopper's view of the order, so the console's own view is read again after it.
 */
export async function cancelOrder({ orderId, note }: { orderId: string; note?: string }): Promise<ConsoleOrder> {
  await userRequest(`/admin/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'PATCH', body: note ? { note } : {} });
  return getOrder(orderId);
}

export const useCancelOrder = () => useOrderMoveMutation(cancelOrder, adminOrderCache);
