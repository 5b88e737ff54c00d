// The console's order list (issue 9); the detail and hand-over are ../fulfilment.ts.

import { z } from 'zod';
import { id } from '../envelope';
import { PLACED_ORDER_STATUSES } from '../order-status';
import { consoleOrderHeading } from '../fulfilment';
import { count, limit, skip, withDatesInOrder } from './shared';

export const PlacedOrderStatus = z.enum(PLACED_ORDER_STATUSES);

/** An order number as shown (SL-100001) or typed (100001). */
export const ORDER_NUMBER_PATTERN = /^(?:SL-?)?(\d{1,15})$/i;

/** What the order list and its CSV export filter by. */
const orderFilters = {
  status: PlacedOrderStatus.optional(),
  businessId: id.optional(),
  /** Placed on or after / on or before these store-calendar dates (YYYY-MM-DD). */
  from: z.iso.date('must be a date like 2030-01-31').optional(),
  to: z.iso.date('must be a date like 2030-01-31').optional(),
  /** An order number or the shopper's email. */
  q: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || ORDER_NUMBER_PATTERN.test(value) || value.includes('@'), 'Search by order number (SL-100001) or the shopper’s email')
    .optional(),
};

export const adminOrdersQuery = withDatesInOrder(z.object({ ...orderFilters, skip, limit }).strict());
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

/** GET /admin/orders/export.csv: the list's filters, every page (one row per order line). */
export const adminOrdersExportQuery = withDatesInOrder(z.object(orderFilters).strict());
export type AdminOrdersExportQuery = z.output<typeof adminOrdersExportQuery>;

export const adminOrderRow = z.object({ ...consoleOrderHeading, total: z.string() });
export type AdminOrderRow = z.infer<typeof adminOrderRow>;
export const adminOrderList = z.object({ orders: z.array(adminOrderRow), total: count });
