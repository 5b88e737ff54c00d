import { addOrderNoteUnder, useAddOrderNoteMutation } from '../../../../lib/consoleOrders';
import { adminOrderCache } from './getOrder';

/** POST /admin/orders/{id}/notes {body}: a note for the shop's staff, never shown to the shopper. */
export const addOrderNote = addOrderNoteUnder('/admin/orders');

export const useAddOrderNote = () => useAddOrderNoteMutation(addOrderNote, adminOrderCache);
