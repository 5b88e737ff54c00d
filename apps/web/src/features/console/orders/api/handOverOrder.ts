import { handOverOrderUnder, useOrderMoveMutation } from '../../../../lib/consoleOrders';
import { adminOrderCache } from './getOrder';

/** PATCH /admin/orders/{id}/ready-for-pickup | out-for-delivery | delivered {ageChecked, note}. */
export const handOverOrder = handOverOrderUnder('/admin/orders');

export const useHandOverOrder = () => useOrderMoveMutation(handOverOrder, adminOrderCache);
