import { z } from 'zod';
import { DeliveryType } from './checkout';
import { id } from './envelope';

/**
 * The retailer view (issue 9): a retailer's staff see and hand over their own business's orders.
 * The order detail and the hand-over calls' bodies are the console's (./fulfilment.ts).
 */

/**
 * The list's tabs and the order statuses each shows (docs/decisions/0008-order-state-machine.md).
 * New orders wait for the nightly charge; a payment-failed one waits for the shopper to pay it,
 * so it is new to the retailer too. Only charged orders can be handed over.
 */
export const RETAILER_ORDER_TABS = {
  new: ['CONFIRMED', 'PAYMENT_FAILED'],
  charged: ['CHARGED'],
  handover: ['READY_FOR_PICKUP', 'OUT_FOR_DELIVERY'],
  done: ['COMPLETED'],
  cancelled: ['CANCEL', 'ADMIN_CANCEL'],
} as const satisfies Record<string, readonly string[]>;

export const RetailerOrderTab = z.enum(['new', 'charged', 'handover', 'done', 'cancelled']);
export type RetailerOrderTabValue = z.infer<typeof RetailerOrderTab>;

export const RETAILER_ORDERS_MAX_LIMIT = 100;

/** GET /retailer/orders: the business's placed orders, newest first; without `status`, all of them. */
export const retailerOrdersQuery = z
  .object({
    status: RetailerOrderTab.optional(),
    skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(RETAILER_ORDERS_MAX_LIMIT).optional(),
  })
  .strict();
export type RetailerOrdersQuery = z.input<typeof retailerOrdersQuery>;

/** One row of the list: enough to pick the order to prepare. */
export const retailerOrderSummary = z.object({
  _id: id,
  displayOrderId: z.string(),
  status: z.string(),
  placedAt: z.string(),
  shopperName: z.string(),
  /** Bottles in the order (the sum of the lines' quantities). */
  itemsCount: z.number().int(),
  total: z.string(),
  deliveryType: DeliveryType.nullable(),
});
export type RetailerOrderSummary = z.infer<typeof retailerOrderSummary>;

export const retailerOrderList = z.object({ orders: z.array(retailerOrderSummary), total: z.number().int() });
export type RetailerOrderList = z.infer<typeof retailerOrderList>;
