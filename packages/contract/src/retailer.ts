import { z } from 'zod';
import { DeliveryType } from './checkout';
import { RETAILER_ORDER_TABS } from './order-status';
import { id } from './envelope';

/**
 * The retailer view (issue 9): a retailer's staff see and hand over their own business's orders.
 * The order detail and the hand-over calls' bodies are the console's (./fulfilment.ts).
 */

/** The list's tabs; which statuses each shows is the order status table's (./order-status.ts). */
export const RetailerOrderTab = z.enum(RETAILER_ORDER_TABS);
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
