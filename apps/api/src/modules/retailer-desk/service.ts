import type { ConsoleOrder, OrderNote } from '@wine/contract/fulfilment';
import { centsToPrice } from '@wine/contract/money';
import { retailerTabStatuses } from '@wine/contract/order-status';
import type { RetailerOrderList, RetailerOrderTabValue } from '@wine/contract/retailer';
import type { AppContext } from '../../context';
import { pageOf } from '../../lib/paging';
import { asRetailer } from '../accounts/roles';
import type { AuthUser } from '../auth/auth-user';
import { addOrderNote, consoleOrderDetail, markDelivered, markOutForDelivery, markReadyForPickup } from '../orders/fulfilment';
import { globalOrderId } from '../orders/present';
import { bottlesOfOrders, listBusinessOrders } from './queries';

/** GET /retailer/orders: the viewer's business's placed orders in one tab (or all), newest first. */
export async function listRetailerOrders(
  ctx: AppContext,
  viewer: AuthUser,
  query: { status?: RetailerOrderTabValue; skip?: number; limit?: number },
): Promise<RetailerOrderList> {
  const statuses = query.status ? retailerTabStatuses(query.status) : null;
  const { rows, total } = await listBusinessOrders(ctx.db, viewer.tenantId, asRetailer(viewer).retailerBusinessId, statuses, pageOf(query.skip, query.limit));
  const bottles = new Map((await bottlesOfOrders(ctx.db, rows.map((row) => row.id))).map((row) => [row.orderId, row.bottles]));
  return {
    orders: rows.map((row) => ({
      _id: row.id,
      displayOrderId: globalOrderId(row),
      status: row.status,
      // The query keeps placed orders only.
      placedAt: row.placedAt!.toISOString(),
      shopperName: `${row.givenName} ${row.familyName}`.trim(),
      itemsCount: bottles.get(row.id) ?? 0,
      total: centsToPrice(row.totalCents ?? 0),
      deliveryType: row.deliveryMode,
    })),
    total,
  };
}

// The detail, hand-over and notes are the console's (orders/fulfilment.ts), which answers 404 for
// an order of another business: the retailer view cannot even learn that one exists.

export const retailerOrderDetail = (ctx: AppContext, viewer: AuthUser, orderId: string): Promise<ConsoleOrder> =>
  consoleOrderDetail(ctx, asRetailer(viewer), orderId);

export const retailerReadyForPickup = (ctx: AppContext, viewer: AuthUser, orderId: string, note: string | null) =>
  markReadyForPickup(ctx, asRetailer(viewer), orderId, note);

export const retailerOutForDelivery = (ctx: AppContext, viewer: AuthUser, orderId: string, note: string | null) =>
  markOutForDelivery(ctx, asRetailer(viewer), orderId, note);

export const retailerDelivered = (ctx: AppContext, viewer: AuthUser, orderId: string, input: { ageChecked: true; note: string | null }) =>
  markDelivered(ctx, asRetailer(viewer), orderId, input);

export const retailerOrderNote = (ctx: AppContext, viewer: AuthUser, orderId: string, body: string): Promise<OrderNote> =>
  addOrderNote(ctx, asRetailer(viewer), orderId, body);
