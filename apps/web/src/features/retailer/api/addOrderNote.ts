import { addOrderNoteUnder, useAddOrderNoteMutation } from '../../../lib/consoleOrders';
import { retailerOrderCache } from './getRetailerOrder';

/** POST /retailer/orders/{id}/notes {body}: a note on the order for the shop's staff. */
export const addOrderNote = addOrderNoteUnder('/retailer/orders');

export const useAddOrderNote = () => useAddOrderNoteMutation(addOrderNote, retailerOrderCache);
