import type { SavedAddress } from '@wine/contract/addresses';
import type { Cart } from '@wine/contract/cart';
import type { PlacedOrder } from '@wine/contract/checkout';
import { centsToPrice, formatMoney } from '@wine/contract/money';
import type { OrderMoneyMoved } from '@wine/contract/order-money';
import { displayOrderNumber } from '@wine/contract/order-status';
import { priceLine } from '@wine/contract/pricing';
import { toWineSummary } from '../catalogue/present';
import { shortOfStockMessage } from '../catalogue/stock';
import type { CatalogueRow } from '../catalogue/queries';
import type { OrderRow } from '../order-state/service';
import type { orderItems } from '../../db/schema';

export interface OrderLineRow {
  item: typeof orderItems.$inferSelect;
  wine: CatalogueRow;
}

/** The display form of an order number: SL-100001. */
export const globalOrderId = (order: Pick<OrderRow, 'orderNumber'>) => displayOrderNumber(order.orderNumber);

export function toCart(order: OrderRow, lines: OrderLineRow[]): Cart {
  const items = lines.map(({ item, wine }) => {
    const product = toWineSummary(wine);
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
      availability: { available: wine.stock, message: item.quantity > wine.stock ? shortOfStockMessage(wine.title, wine.stock) : null },
    };
  });
  return {
    _id: order.id,
    globalOrderId: globalOrderId(order),
    status: order.status === 'ASSIGN' ? 'ASSIGN' : 'OPEN',
    eventId: order.eventId,
    businessId: order.businessId,
    items,
    collection: { items: items.map((item) => ({ _id: item._id, quantity: item.quantity })) },
    createdAt: order.createdAt.toISOString(),
  };
}

type Moved = { chargedCents: number; refundedCents: number } | undefined;

/** The money that moved on an order as the shopper's and the console's order carry it (contract order-money.ts). */
export const movedMoney = (moved: Moved): OrderMoneyMoved => ({ charged: centsToPrice(moved?.chargedCents ?? 0), refunded: centsToPrice(moved?.refundedCents ?? 0) });

interface PlacedParts {
  lines: OrderLineRow[];
  card: { brand: string; last4: string } | null;
  moved: Moved;
}

/** A placed order as history and detail show it (spec 001 §2.15): prices as fixed at placement. */
export function toPlacedOrder(order: OrderRow, { lines, card, moved }: PlacedParts): PlacedOrder {
  const cart = toCart(order, lines);
  const money = (cents: number | null) => centsToPrice(cents ?? 0);
  const items = cart.items.map(({ availability: _placedLinesTookTheirBottles, ...item }, index) => {
    const row = lines[index]?.item;
    const unit = row?.unitPriceCents ?? null;
    const total = unit === null ? 0 : priceLine({ unitPriceCents: unit, quantity: item.quantity, discountPercent: row?.discountPercent ?? null }).totalCents;
    return { ...item, ...(unit === null ? {} : { price: centsToPrice(unit) }), lineTotal: centsToPrice(total) };
  });
  const address = (snapshot: Record<string, unknown> | null) => (snapshot ? (snapshot as SavedAddress).address : null);
  return {
    _id: order.id,
    displayOrderId: globalOrderId(order),
    status: order.status,
    startTime: order.placedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    items,
    totalDisplayAmount: formatMoney(order.totalCents ?? 0),
    displayAmount: money(order.totalCents),
    subtotal: money(order.subtotalCents),
    offerDiscount: money(order.offerDiscountCents),
    couponDiscount: money(order.couponDiscountCents),
    taxes: money(order.taxCents),
    shipping: money(order.deliveryFeeCents),
    deliveryType: order.deliveryMode,
    payment: { method: 'CARD', card },
    money: movedMoney(moved),
    address: { dropAddress: address(order.deliveryAddress), billingAddress: address(order.billingAddress) },
    contactNumber: order.contactNumber,
    businessId: order.businessId,
    eventId: order.eventId,
  };
}
