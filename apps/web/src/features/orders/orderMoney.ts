import type { PlacedOrder } from '@wine/contract/checkout';
import { wireOrderMoneyStory, type OrderMoneyStory } from '@wine/contract/order-money';

/** A placed order's money story (contract's order-money.ts), as its page and the history tell it, and the console and the mails. */
export const placedOrderMoney = (order: PlacedOrder): OrderMoneyStory =>
  wireOrderMoneyStory({ status: order.status, total: order.displayAmount, money: order.money, card: order.payment.card });
