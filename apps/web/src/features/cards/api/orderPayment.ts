import { useQuery } from '@tanstack/react-query';
import type { OrderPaymentInfo, PayOrderResult } from '@wine/contract/cards';
import { userRequest } from '../../../lib/userClient';

/** GET /order/{id}/payment: what the pay page shows about a payment-failed order. */
export const fetchOrderPayment = (orderId: string, signal?: AbortSignal): Promise<OrderPaymentInfo> =>
  userRequest<OrderPaymentInfo>(`/order/${encodeURIComponent(orderId)}/payment`, { signal });

export function useOrderPayment(orderId: string) {
  return useQuery({ queryKey: ['cards', 'order-payment', orderId], queryFn: ({ signal }) => fetchOrderPayment(orderId, signal), retry: false });
}

/** POST /order/{id}/pay {cardId}: pays on-session; requires_action comes with the client secret. */
export const payOrder = (orderId: string, cardId: string): Promise<PayOrderResult> =>
  userRequest<PayOrderResult>(`/order/${encodeURIComponent(orderId)}/pay`, { method: 'POST', body: { cardId } });
