import type { PlacedOrder } from '@wine/contract/checkout';
import { parsePrice } from '@wine/contract/money';
import { orderMoneyStory, type OrderMoneyStory } from '@wine/contract/order-money';
import { cardName } from '@wine/contract/cards';

/** A placed order's money story (contract's order-money.ts), as its page and the history tell it. */
export const placedOrderMoney = (order: PlacedOrder): OrderMoneyStory =>
  orderMoneyStory({
    status: order.status,
    totalCents: parsePrice(order.displayAmount),
    chargedCents: parsePrice(order.money.charged),
    refundedCents: parsePrice(order.money.refunded),
    card: order.payment.card ? cardName(order.payment.card) : null,
  });
