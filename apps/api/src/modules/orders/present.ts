import type { Cart } from '@wine/contract/cart';
import { toWine } from '../catalogue/present';
import type { CatalogueRow } from '../catalogue/queries';
import type { OrderRow } from './queries';
import type { orderItems } from '../../db/schema';

export interface OrderLineRow {
  item: typeof orderItems.$inferSelect;
  wine: CatalogueRow;
}

/** The display form of an order number: SL-100001. */
export const globalOrderId = (order: Pick<OrderRow, 'orderNumber'>) => `SL-${order.orderNumber}`;

export function toCart(order: OrderRow, lines: OrderLineRow[]): Cart {
  const items = lines.map(({ item, wine }) => {
    const product = toWine(wine);
    return {
      _id: wine.id,
      catalogueId: wine.id,
      name: product.name,
      title: product.title,
      quantity: item.quantity,
      price: product.price,
      discount: product.discount,
      iconUrl: product.iconUrl,
      affiliation: { id: item.affiliateUserId },
      product,
    };
  });
  return {
    _id: order.id,
    globalOrderId: globalOrderId(order),
    status: 'OPEN',
    eventId: order.eventId,
    businessId: order.businessId,
    items,
    collection: { items: items.map((item) => ({ _id: item._id, quantity: item.quantity })) },
    createdAt: order.createdAt.toISOString(),
  };
}
