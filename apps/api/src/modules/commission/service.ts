import { COMMISSION_RATE_PERCENT } from '@wine/contract/constants';
import { bottlesShare, lineCommissions, priceLine } from '@wine/contract/pricing';
import type { Executor } from '../../db/client';
import { newId } from '../../lib/ids';
import { deleteCommissions, earnedCommissions, insertEarned, insertReversals, linesOfOrder } from './queries';

/**
 * The commission ledger (decision 0057): the one place that writes the commissions table. A charge
 * earns a sommelier's commission, a return takes the returned bottles' share off with a row of its
 * own, and a cancelled or undelivered order earns none. The payments, returns and orders modules
 * call it inside the transaction that moves the order; it imports none of them.
 */

/** Commission rows for the charged order's affiliated lines (see lineCommissions: offer and coupon share deducted). */
export async function earnCommission(tx: Executor, order: { id: string; couponDiscountCents: number | null }): Promise<void> {
  const lines = (await linesOfOrder(tx, order.id)).filter((line) => line.unitPriceCents !== null && line.quantity > 0);
  const amounts = lineCommissions(
    lines.map((line) => ({
      totalCents: priceLine({ unitPriceCents: line.unitPriceCents ?? 0, quantity: line.quantity, discountPercent: line.discountPercent }).totalCents,
      affiliated: line.affiliateUserId !== null,
    })),
    order.couponDiscountCents ?? 0,
    COMMISSION_RATE_PERCENT,
  );
  const rows = lines.flatMap((line, index) => {
    const amountCents = amounts[index] ?? 0;
    return line.affiliateUserId && amountCents > 0
      ? [{ id: newId(), sommelierUserId: line.affiliateUserId, orderId: order.id, catalogueId: line.catalogueId, amountCents }]
      : [];
  });
  await insertEarned(tx, rows);
}

/** What an accepted return gives back, line by line. */
export interface ReturnedBottles {
  orderId: string;
  returnId: string;
  /** The bottles this return gives back, per wine. */
  lines: { catalogueId: string; quantity: number }[];
  /** The bottles the order bought, per wine. */
  bought: Map<string, number>;
  /** The bottles returns accepted before this one gave back, per wine. */
  returnedBefore: Map<string, number>;
}

/**
 * The commission the returned bottles earned comes off with a row of its own: each line's commission
 * split over its bottles cumulatively, so the last bottle of a line reverses what is left of it.
 */
export async function reverseCommission(tx: Executor, returned: ReturnedBottles): Promise<void> {
  const { orderId, returnId } = returned;
  const earned = await earnedCommissions(tx, orderId);
  const rows = returned.lines.flatMap((line) => {
    const commission = earned.find((row) => row.catalogueId === line.catalogueId);
    const bought = returned.bought.get(line.catalogueId) ?? 0;
    if (!commission || bought === 0) return [];
    const before = returned.returnedBefore.get(line.catalogueId) ?? 0;
    const cents = bottlesShare(commission.amountCents, before + line.quantity, bought) - bottlesShare(commission.amountCents, before, bought);
    return [{ id: newId(), sommelierUserId: commission.sommelierUserId, orderId, catalogueId: line.catalogueId, amountCents: -cents, returnId, returnedBottles: line.quantity }];
  });
  await insertReversals(tx, rows);
}

/** A cancelled order, or one that went back to the retailer undelivered, earns no commission. */
export async function dropCommission(tx: Executor, orderId: string): Promise<void> {
  await deleteCommissions(tx, orderId);
}
