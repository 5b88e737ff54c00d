import { useQuery } from '@tanstack/react-query';
import type { historyList } from '@wine/contract/checkout';
import type { z } from 'zod';
import { useSession } from '../../../lib/session';
import { userRequest } from '../../../lib/userClient';

type HistoryList = z.infer<typeof historyList>;

/** GET /order: up to 100 orders of the last 365 days, every status but the cart (spec 001 §7). */
export const fetchOrderHistory = (signal?: AbortSignal): Promise<HistoryList> =>
  userRequest<HistoryList>('/order', {
    query: { skip: 0, limit: 100, status: 'PENDING', 'type[$ne]': 'TIP_PAYMENT', days: 365, sort: '_id' },
    signal,
  });

/** An order that waits for its shopper: its charge failed and it must be paid again (/orders/action). */
export const needsAction = (order: { status: string }): boolean => order.status === 'PAYMENT_FAILED';

export function useOrderHistory() {
  const userId = useSession()?.user.id ?? null;
  return useQuery({
    queryKey: ['orders', 'history', userId],
    queryFn: ({ signal }) => fetchOrderHistory(signal),
    enabled: userId !== null,
  });
}
