import { priceLine } from '@wine/contract/pricing';
import type { Executor } from '../../db/client';
import type { OrderSummary } from '../mail/templates/order';
import { orderLines, type OrderRow } from './queries';

type OrderLines = Awaited<ReturnType<typeof orderLines>>;

/**
 * A placed order's lines and totals as its mails show them, at the prices fixed when it was placed
 * (the orders module's mails and the payments module's charge mails).
 */
export async function orderSummary(db: Executor, order: OrderRow): Promise<OrderSummary> {
  return summaryOf(order, await orderLines(db, order.id));
}

/** The summary of an order whose lines the caller holds already, as placing it does. */
export function summaryOf(order: OrderRow, lines: OrderLines): OrderSummary {
  return {
    lines: lines.map(({ item, wine }) => ({
      title: wine.title,
      quantity: item.quantity,
      lineTotalCents: priceLine({ unitPriceCents: item.unitPriceCents ?? 0, quantity: item.quantity, discountPercent: item.discountPercent }).totalCents,
    })),
    subtotalCents: order.subtotalCents ?? 0,
    offerDiscountCents: order.offerDiscountCents ?? 0,
    couponDiscountCents: order.couponDiscountCents ?? 0,
    taxCents: order.taxCents ?? 0,
    deliveryFeeCents: order.deliveryFeeCents ?? 0,
    totalCents: order.totalCents ?? 0,
  };
}
