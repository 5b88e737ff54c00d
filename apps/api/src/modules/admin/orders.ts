import { ORDER_NUMBER_PATTERN, type AdminOrderRow, type adminOrdersQuery } from '@wine/contract/admin/orders';
import { centsToPrice } from '@wine/contract/money';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { pageOf } from '../../lib/paging';
import type { AuthUser } from '../../plugins/auth';
import { globalOrderId } from '../orders/present';
import { toPerson } from './present';
import { countOrders, listOrders, storeDayBounds, type OrderFilter } from './queries';

type OrdersQuery = z.output<typeof adminOrdersQuery>;

/** The search box takes an order number (SL-100001 or 100001) or the shopper's exact email. */
function searchOf(q: string | undefined): Pick<OrderFilter, 'orderNumber' | 'shopperEmail'> {
  if (!q) return {};
  const number = ORDER_NUMBER_PATTERN.exec(q)?.[1];
  return number !== undefined ? { orderNumber: Number(number) } : { shopperEmail: q.toLowerCase() };
}

/** Placed orders, newest first, filtered by status, retailer, placing dates (store calendar) and search. */
export async function adminOrders(ctx: AppContext, viewer: AuthUser, query: OrdersQuery) {
  const bounds = query.from || query.to ? await storeDayBounds(ctx.db, ctx.config.storeTimezone, query) : {};
  const filter: OrderFilter = {
    tenantId: viewer.tenantId,
    status: query.status,
    businessId: query.businessId,
    ...bounds,
    ...searchOf(query.q),
  };
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
