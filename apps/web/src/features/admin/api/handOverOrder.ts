import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleOrder, HandOverStepValue } from '@wine/contract/fulfilment';
import { userRequest } from '../../../lib/userClient';
import { adminOrderQueryKey } from './getOrder';

const STEP_PATH: Record<HandOverStepValue, string> = {
  READY_FOR_PICKUP: 'ready-for-pickup',
  OUT_FOR_DELIVERY: 'out-for-delivery',
  COMPLETED: 'delivered',
};

export interface HandOver {
  orderId: string;
  step: HandOverStepValue;
  note?: string;
}

/** PATCH /admin/orders/{id}/ready-for-pickup | out-for-delivery | delivered; delivered states the age check. */
export const handOverOrder = ({ orderId, step, note }: HandOver): Promise<ConsoleOrder> =>
  userRequest<ConsoleOrder>(`/admin/orders/${encodeURIComponent(orderId)}/${STEP_PATH[step]}`, {
    method: 'PATCH',
    body: { ...(step === 'COMPLETED' ? { ageChecked: true } : {}), ...(note ? { note } : {}) },
  });

/** After a status change: the order itself, and the lists and figures it moved in. */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return (order: ConsoleOrder) => {
    queryClient.setQueryData(adminOrderQueryKey(order._id), order);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
  };
}

export function useHandOverOrder() {
  const changed = useOrderChanged();
  return useMutation({ mutationFn: handOverOrder, onSuccess: changed });
}
