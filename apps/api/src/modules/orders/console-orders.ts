import { ORDER_NUMBER_PATTERN, type AdminOrderRow, type AdminOrdersExportQuery, type adminOrdersQuery } from '@wine/contract/admin/orders';
import type { CsvCell } from '@wine/contract/csv';
import { centsToPrice } from '@wine/contract/money';
import { orderStatusLabel } from '@wine/contract/order-status';
import { priceLine } from '@wine/contract/pricing';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { datedFileName, type CsvExport } from '../../lib/csv-export';
import { keysetBatches, pageOf } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { fullName } from '../accounts/present';
import { globalOrderId } from './present';
import { toPerson } from '../accounts/present';
import { countOrders, exportOrders, linesOfOrders, listOrders, paymentsOfOrders, storeDayBounds, type OrderCursor, type OrderFilter } from './console-queries';

type OrdersQuery = z.output<typeof adminOrdersQuery>;

/** The search box takes an order number (SL-100001 or 100001) or the shopper's exact email. */
function searchOf(q: string | undefined): Pick<OrderFilter, 'orderNumber' | 'shopperEmail'> {
  if (!q) return {};
  const number = ORDER_NUMBER_PATTERN.exec(q)?.[1];
  return number !== undefined ? { orderNumber: Number(number) } : { shopperEmail: q.toLowerCase() };
}

/** The list's filters: status, retailer, placing dates (store calendar) and search. */
async function orderFilterOf(ctx: AppContext, viewer: AuthUser, query: AdminOrdersExportQuery): Promise<OrderFilter> {
  const bounds = query.from || query.to ? await storeDayBounds(ctx.db, ctx.config.storeTimezone, query) : {};
  return {
    tenantId: viewer.tenantId,
    status: query.status,
    businessId: query.businessId,
    ...bounds,
    ...searchOf(query.q),
  };
}

/** Placed orders, newest first, filtered by status, retailer, placing dates (store calendar) and search. */
export async function adminOrders(ctx: AppContext, viewer: AuthUser, query: OrdersQuery) {
  const filter = await orderFilterOf(ctx, viewer, query);
  const page = pageOf(query.skip, query.limit);
  const [rows, total] = await Promise.all([listOrders(ctx.db, filter, page), countOrders(ctx.db, filter)]);
  const orders: AdminOrderRow[] = rows.map(({ order, shopper, business }) => ({
    _id: order.id,
    displayOrderId: globalOrderId(order),
    status: order.status,
    deliveryType: order.deliveryMode,
    placedAt: order.placedAt?.toISOString() ?? null,
    total: centsToPrice(order.totalCents ?? 0),
    shopper: toPerson(shopper),
    business: business ? { _id: business.id, name: business.name } : null,
  }));
  return { orders, total };
}

type PaymentsSummary = Awaited<ReturnType<typeof paymentsOfOrders>>[number];

const CHARGE_ATTEMPT = { pending: 'Pending', failed: 'Failed', requires_action: 'Needs authentication', succeeded: 'Paid' } as const;

/** Where the order's money stands, from its charges and refunds: a return's refund is a part (issue 44). */
const paymentState = (payments: PaymentsSummary | undefined): string => {
  if (payments?.refunded) return payments.refundedCents < payments.chargedCents ? 'Partly refunded' : 'Refunded';
  if (payments?.charged) return 'Paid';
  return payments?.lastCharge ? CHARGE_ATTEMPT[payments.lastCharge] : 'Not charged';
};

const money = (cents: number | null) => centsToPrice(cents ?? 0);

/**
 * GET /admin/orders/export.csv: the list's orders, one row per order line. The order's amounts
 * are on its first line only, so that a column's sum is the orders' sum.
 */
export async function adminOrdersCsv(ctx: AppContext, viewer: AuthUser, query: AdminOrdersExportQuery): Promise<CsvExport> {
  const filter = await orderFilterOf(ctx, viewer, query);
  const timeZone = ctx.config.storeTimezone;
  async function* batches(): AsyncGenerator<CsvCell[][]> {
    for await (const orders of keysetBatches((after: OrderCursor | undefined, size: number) => exportOrders(ctx.db, filter, timeZone, after, size))) {
      const ids = orders.map((order) => order.id);
      const [lines, payments] = await Promise.all([linesOfOrders(ctx.db, ids), paymentsOfOrders(ctx.db, ids)]);
      const paymentsOf = new Map(payments.map((row) => [row.orderId, row]));
      const linesOf = new Map<string, typeof lines>();
      for (const line of lines) {
        const ofOrder = linesOf.get(line.orderId);
        if (ofOrder) ofOrder.push(line);
        else linesOf.set(line.orderId, [line]);
      }
      yield orders.flatMap((order) => {
        const orderCells: CsvCell[] = [
          globalOrderId(order),
          order.placedLocal,
          orderStatusLabel(order.status),
          order.deliveryMode === 'delivery' ? 'Delivery' : 'Pickup',
          fullName(order.shopper),
          order.shopper.email,
          order.businessName,
        ];
        const totals: CsvCell[] = [
          money(order.subtotalCents),
          money(order.offerDiscountCents),
          order.couponCode,
          money(order.couponDiscountCents),
          money(order.taxCents),
          money(order.deliveryFeeCents),
          money(order.totalCents),
          paymentState(paymentsOf.get(order.id)),
        ];
        return (linesOf.get(order.id) ?? []).map((line, index) => {
          const unitPriceCents = line.unitPriceCents ?? 0;
          const priced = priceLine({ unitPriceCents, quantity: line.quantity, discountPercent: line.discountPercent });
          const lineCells: CsvCell[] = [line.title, line.code, line.quantity, centsToPrice(unitPriceCents), line.discountPercent, centsToPrice(priced.totalCents)];
          return [...orderCells, ...lineCells, ...(index === 0 ? totals : totals.map(() => null))];
        });
      });
    }
  }
  return {
    fileName: datedFileName('orders', timeZone),
    header: [
      'Order', `Placed (${timeZone})`, 'Status', 'Fulfilment', 'Shopper', 'Shopper email', 'Retailer',
      'Wine', 'Wine code', 'Quantity', 'Unit price', 'Offer %', 'Line total',
      'Subtotal', 'Offer discount', 'Coupon code', 'Coupon discount', 'Taxes', 'Delivery fee', 'Total', 'Payment',
    ],
    batches: batches(),
  };
}
