import { handOverOrderUnder, useOrderMoveMutation } from '../../../lib/consoleOrders';
import { retailerOrderCache } from './getRetailerOrder';

/** PATCH /retailer/orders/{id}/ready-for-pickup | out-for-delivery | delivered {ageChecked, note}. */
export const handOverOrder = handOverOrderUnder('/retailer/orders');

export const useHandOverOrder = () => useOrderMoveMutation(handOverOrder, retailerOrderCache);
