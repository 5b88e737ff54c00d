import { z } from 'zod';
import { cardName } from './cards';
import { formatMoney, parsePrice, type Cents } from './money';
import { orderStatusInfo } from './order-status';

/**
 * An order's money as one story (issue 45), told the same on the shopper's order page, the history,
 * the console and the order's mails: how it was or will be paid, the fees charged since and what was
 * refunded (docs/decisions/0061-what-the-shopper-sees-is-what-is-saved.md).
 */
export interface OrderMoneyFacts {
  status: string;
  /** The order's own total, as placed. */
  totalCents: Cents;
  /** Every succeeded charge: the order's own and the fees after it (the FAQ's re-delivery fee). */
  chargedCents: Cents;
  /** Every succeeded refund: a cancellation, returned bottles, an order back after three attempts. */
  refundedCents: Cents;
  /** "Visa ending in 4242", or null when the card is not known. */
  card: string | null;
}

export interface OrderMoneyStory {
  /** How the order was or will be paid, in one sentence. */
  note: string;
  /** Rows after the order's total, when money moved beyond it: fees, refunds and what was paid in all. */
  lines: { label: string; amount: string }[];
}

export function orderMoneyStory({ status, totalCents, chargedCents, refundedCents, card }: OrderMoneyFacts): OrderMoneyStory {
  const byCard = card ? `Card (${card})` : 'Card';
  if (chargedCents === 0) {
    const word = orderStatusInfo(status)?.shopper;
    const note =
      word === 'Cancelled'
        ? 'Not charged: the order was cancelled before its card was charged.'
        : word === 'Payment failed'
          ? `Not paid yet: the charge to your ${byCard} did not go through.`
          : `To be paid by ${byCard}: $0 now, the card is charged after 11:30pm.`;
    return { note, lines: [] };
  }
  // Fees are charged only after the order's own charge, which is its total.
  const feesCents = Math.max(0, chargedCents - totalCents);
  const lines = [
    ...(feesCents > 0 ? [{ label: 'Re-delivery fee', amount: formatMoney(feesCents) }] : []),
    ...(refundedCents > 0 ? [{ label: 'Refunded', amount: `-${formatMoney(refundedCents)}` }] : []),
  ];
  if (lines.length > 0) lines.push({ label: 'Paid in all', amount: formatMoney(chargedCents - refundedCents) });
  const note = refundedCents >= chargedCents ? `Paid via ${byCard}, refunded in full.` : `Paid via ${byCard}.`;
  return { note, lines };
}

/** The money that moved on an order, as the shopper's and the console's order carry it: every succeeded charge (its own and its fees) and refund. */
export const orderMoneyMoved = z.object({ charged: z.string(), refunded: z.string() });
export type OrderMoneyMoved = z.infer<typeof orderMoneyMoved>;

/** An order on the wire, shopper's or console's: what its story is told from. */
export interface WireOrderMoney {
  status: string;
  /** The order's total, as placed (a price: "52.40"). */
  total: string;
  money: OrderMoneyMoved;
  card: { brand: string; last4: string } | null;
}

/** The story of an order the API answered, with the facts the API tells its mails with. */
export const wireOrderMoneyStory = ({ status, total, money, card }: WireOrderMoney): OrderMoneyStory =>
  orderMoneyStory({
    status,
    totalCents: parsePrice(total),
    chargedCents: parsePrice(money.charged),
    refundedCents: parsePrice(money.refunded),
    card: card ? cardName(card) : null,
  });
