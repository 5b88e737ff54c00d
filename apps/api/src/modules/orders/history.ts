import type { PlacedOrder } from '@wine/contract/checkout';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import type { AuthUser } from '../auth/auth-user';
import { findOrder } from '../order-state/service';
import { toPlacedOrder } from './present';
import { cardsByIds, countPlacedOrders, linesOfOrders, listPlacedOrders } from './queries';
import { presentPlaced } from './place';
import { orderMoneyMoved } from '../payments/service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /order?status=PENDING: the user's orders of the last `days` days, lines, cards and the money moved in three queries. */
export async function orderHistory(
  ctx: AppContext,
  viewer: AuthUser,
  query: { skip?: number; limit?: number; days?: number; sort?: '_id' | '-_id' },
): Promise<{ orders: PlacedOrder[]; total: number }> {
  const since = new Date(Date.now() - (query.days ?? 365) * DAY_MS);
  const [rows, total] = await Promise.all([
    listPlacedOrders(ctx.db, viewer.id, since, query.sort !== '_id', query.skip ?? 0, query.limit ?? 100),
    countPlacedOrders(ctx.db, viewer.id, since),
  ]);
  const ids = rows.map((row) => row.id);
  const cardIds = rows.flatMap((row) => (row.paymentCardId ? [row.paymentCardId] : []));
  const [lines, cards, moved] = await Promise.all([linesOfOrders(ctx.db, ids), cardsByIds(ctx.db, cardIds), orderMoneyMoved(ctx.db, ids)]);
  const orders = rows.map((row) => {
    const card = cards.find((entry) => entry.id === row.paymentCardId);
    return toPlacedOrder(row, {
      lines: lines.filter((line) => line.item.orderId === row.id),
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      moved: moved.get(row.id),
    });
  });
  return { orders, total };
}

/** GET /order/{id}: the owner (or an admin) sees a placed order. */
export async function orderDetail(ctx: AppContext, viewer: AuthUser, orderId: string): Promise<PlacedOrder> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.status === 'OPEN' || order.status === 'ASSIGN') throw notFound('Order');
  if (order.userId !== viewer.id && !viewer.isAdmin) throw forbidden('This is not your order');
  return presentPlaced(ctx.db, order);
}
