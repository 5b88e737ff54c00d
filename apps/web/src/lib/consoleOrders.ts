import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ConsoleOrder, HandOverStepValue, OrderNote } from '@wine/contract/fulfilment';
import { userRequest } from './userClient';

/**
 * The order calls the admin console and the retailer view share: the same paths and bodies under
 * /admin/orders and /retailer/orders (docs/decisions/0016-admin-console.md). Each feature names its
 * prefix and its cached queries; the calls and their cache updates are written once here.
 */

const STEP_PATH: Record<HandOverStepValue, string> = {
  READY_FOR_PICKUP: 'ready-for-pickup',
  OUT_FOR_DELIVERY: 'out-for-delivery',
  COMPLETED: 'delivered',
};

export interface HandOver {
  orderId: string;
  step: HandOverStepValue;
  /** Required by the server for COMPLETED: the recipient's ID showed 21 or over. */
  ageChecked?: true;
  /** Kept in the order's history with the status change. */
  note?: string;
}

export interface NewOrderNote {
  orderId: string;
  body: string;
}

const orderPath = (ordersPath: string, orderId: string) => `${ordersPath}/${encodeURIComponent(orderId)}`;

/** PATCH {ordersPath}/{id}/ready-for-pickup | out-for-delivery | delivered {ageChecked, note}. */
export const handOverOrderUnder =
  (ordersPath: string) =>
  ({ orderId, step, ageChecked, note }: HandOver): Promise<ConsoleOrder> =>
    userRequest<ConsoleOrder>(`${orderPath(ordersPath, orderId)}/${STEP_PATH[step]}`, {
      method: 'PATCH',
      body: { ...(step === 'COMPLETED' ? { ageChecked } : {}), ...(note ? { note } : {}) },
    });

/** POST {ordersPath}/{id}/notes {body}: a note for the people who run the shop, never shown to the shopper. */
export const addOrderNoteUnder =
  (ordersPath: string) =>
  ({ orderId, body }: NewOrderNote): Promise<OrderNote> =>
    userRequest<OrderNote>(`${orderPath(ordersPath, orderId)}/notes`, { method: 'POST', body: { body } });

/** Where a feature caches its orders. */
export interface OrderCache {
  /** One order's detail. */
  detail: (orderId: string) => QueryKey;
  /** The lists and figures an order moves between when its status changes. */
  lists: QueryKey[];
}

/**
 * A call that moves an order on (hand-over, cancel) and answers the order as it is now: the detail
 * takes the answer, the lists it left and joined are read again.
 */
export function useOrderMoveMutation<Variables>(call: (variables: Variables) => Promise<ConsoleOrder>, cache: OrderCache) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      queryClient.setQueryData(cache.detail(order._id), order);
      return Promise.all(cache.lists.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** Adds a note and appends it to the cached order, which the call does not answer. */
export function useAddOrderNoteMutation(call: (note: NewOrderNote) => Promise<OrderNote>, cache: Pick<OrderCache, 'detail'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (note, { orderId }) =>
      queryClient.setQueryData<ConsoleOrder>(cache.detail(orderId), (order) => (order ? { ...order, notes: [...order.notes, note] } : order)),
  });
}
