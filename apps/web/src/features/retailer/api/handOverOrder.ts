import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleOrder, HandOverStepValue } from '@wine/contract/fulfilment';
import { userRequest } from '../../../lib/userClient';
import { retailerOrderQueryKey } from './getRetailerOrder';

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
}

/** PATCH /retailer/orders/{id}/ready-for-pickup | out-for-delivery | delivered {ageChecked: true}. */
export const handOverOrder = ({ orderId, step, ageChecked }: HandOver): Promise<ConsoleOrder> =>
  userRequest<ConsoleOrder>(`/retailer/orders/${encodeURIComponent(orderId)}/${STEP_PATH[step]}`, {
    method: 'PATCH',
    body: step === 'COMPLETED' ? { ageChecked } : {},
  });

export function useHandOverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(retailerOrderQueryKey(order._id), order);
      // The order moved between tabs.
      return queryClient.invalidateQueries({ queryKey: ['retailer', 'orders'] });
    },
  });
}
