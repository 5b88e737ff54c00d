import { centsToPrice, formatPrice, type Cents } from './money';
import { SALES_TAX_RATES } from './states';

/**
 * The one pricing function (DESIGN §3). The server prices orders with it from database prices;
 * the app uses it only to display. Amounts are integer cents; each rounding happens once, half up,
 * at the step named in its comment.
 */

export interface PricingLine {
  unitPriceCents: Cents;
  quantity: number;
  /** The wine's percentage offer (spec: discount {type 'percentage', value}). */
  discountPercent: number | null;
}

/**
 * What a coupon does to the cart after the wines' own offers, chosen by its kind
 * (docs/changes/coupon-kind.md): a percentage of it, or a fixed amount off it.
 */
export type CouponAction = { kind: 'percentage'; percentage: number } | { kind: 'amount'; amountCents: Cents };
export type CouponKind = CouponAction['kind'];
export const COUPON_KINDS = ['percentage', 'amount'] as const satisfies readonly CouponKind[];

/** A coupon's action as the wire states it: its percentage, or its amount off in dollars; the other is null. */
export interface CouponTerms {
  percentage: number | null;
  amountOff: string | null;
}

export const couponTermsOf = (action: CouponAction): CouponTerms =>
  action.kind === 'percentage' ? { percentage: action.percentage, amountOff: null } : { percentage: null, amountOff: centsToPrice(action.amountCents) };

/** "12.5% off" or "$15.00 off". */
export const couponTermsLabel = (terms: CouponTerms): string => (terms.amountOff !== null ? `${formatPrice(terms.amountOff)} off` : `${terms.percentage ?? 0}% off`);

export interface PricingCoupon {
  action: CouponAction;
  minAmountCents: Cents | null;
  maxAmountCents: Cents | null;
}

export interface PricingInput {
  lines: PricingLine[];
  fulfilment: { mode: 'delivery' | 'pickup'; state: string };
  retailer: { deliveryFeeCents: Cents; freeDeliveryThresholdCents: Cents | null };
  coupon?: PricingCoupon;
  /**
   * A wine club's shipment (decision 0065): the wines after their offers are sold at the club's
   * price per shipment when it is lower, never above what they cost at the shop. The difference is
   * the order's coupon-discount line (no coupon is taken), which commission and returns already
   * split over the lines; tax and delivery then follow as for any order. A club's order takes no coupon.
   */
  clubPriceCents?: Cents;
}

export interface PricedLine {
  unitPriceCents: Cents;
  discountedUnitPriceCents: Cents;
  quantity: number;
  grossCents: Cents;
  offerDiscountCents: Cents;
  totalCents: Cents;
}

export interface PricingResult {
  lines: PricedLine[];
  /** Sum of quantity x list price. */
  subtotalCents: Cents;
  /** The "offer discount" line: what the wines' own percentage offers take off. */
  offerDiscountCents: Cents;
  /** The "coupon discount" line; 0 when no coupon or the coupon does not apply. */
  couponDiscountCents: Cents;
  couponApplied: boolean;
  taxCents: Cents;
  taxRate: number;
  deliveryFeeCents: Cents;
  totalCents: Cents;
}

/** round(value * numerator / denominator), half up, for non-negative integers. */
function mulDivRound(value: number, numerator: number, denominator: number): number {
  return Math.floor((value * numerator * 2 + denominator) / (denominator * 2));
}

/** Percentages may carry up to 2 decimals; they are applied in hundredths of a percent. */
const hundredths = (percent: number) => Math.round(percent * 100);

/**
 * A wine's price after its offer, per bottle: price − price × value / 100, rounded to the cent
 * (spec 000 §5). Line totals multiply this rounded unit price, so a line always equals what the
 * shopper sees per bottle times the quantity.
 */
export function discountedUnitPrice(unitPriceCents: Cents, discountPercent: number | null): Cents {
  if (!discountPercent) return unitPriceCents;
  return unitPriceCents - mulDivRound(unitPriceCents, hundredths(discountPercent), 10_000);
}

export function priceLine(line: PricingLine): PricedLine {
  const discountedUnitPriceCents = discountedUnitPrice(line.unitPriceCents, line.discountPercent);
  const grossCents = line.unitPriceCents * line.quantity;
  const totalCents = discountedUnitPriceCents * line.quantity;
  return {
    unitPriceCents: line.unitPriceCents,
    discountedUnitPriceCents,
    quantity: line.quantity,
    grossCents,
    offerDiscountCents: grossCents - totalCents,
    totalCents,
  };
}

/** Whether a coupon's bounds admit an amount: both inclusive, either may be absent. */
export function couponApplies(coupon: Pick<PricingCoupon, 'minAmountCents' | 'maxAmountCents'>, amountCents: Cents): boolean {
  return (
    (coupon.minAmountCents === null || amountCents >= coupon.minAmountCents) &&
    (coupon.maxAmountCents === null || amountCents <= coupon.maxAmountCents)
  );
}

/**
 * What a coupon takes off an amount: a percentage of it rounded once, half up, or a fixed amount,
 * never more than the amount itself.
 */
export function couponDiscount(action: CouponAction, amountCents: Cents): Cents {
  switch (action.kind) {
    case 'percentage':
      return mulDivRound(amountCents, hundredths(action.percentage), 10_000);
    case 'amount':
      return Math.min(action.amountCents, amountCents);
  }
}

export function taxRateFor(state: string): number {
  return SALES_TAX_RATES[state.toUpperCase()] ?? 0;
}

export function priceOrder(input: PricingInput): PricingResult {
  const lines = input.lines.map(priceLine);
  const subtotalCents = lines.reduce((sum, line) => sum + line.grossCents, 0);
  const offerDiscountCents = lines.reduce((sum, line) => sum + line.offerDiscountCents, 0);
  // The coupon acts on the cart after the wines' own offers.
  const afterOffers = subtotalCents - offerDiscountCents;
  const club = input.clubPriceCents;
  const couponApplied = club === undefined && input.coupon !== undefined && afterOffers > 0 && couponApplies(input.coupon, afterOffers);
  const couponDiscountCents =
    club !== undefined ? Math.max(0, afterOffers - club) : couponApplied && input.coupon ? couponDiscount(input.coupon.action, afterOffers) : 0;
  const merchandiseCents = afterOffers - couponDiscountCents;
  // Sales tax on the merchandise, by the delivery state (pickup: the retailer's), rounded once.
  const taxRate = taxRateFor(input.fulfilment.state);
  const taxCents = mulDivRound(merchandiseCents, taxRate, 100_000);
  const { deliveryFeeCents: fee, freeDeliveryThresholdCents: threshold } = input.retailer;
  const freeDelivery = threshold !== null && merchandiseCents >= threshold;
  const deliveryFeeCents = input.fulfilment.mode === 'pickup' || freeDelivery || lines.length === 0 ? 0 : fee;
  return {
    lines,
    subtotalCents,
    offerDiscountCents,
    couponDiscountCents,
    couponApplied,
    taxCents,
    taxRate,
    deliveryFeeCents,
    totalCents: merchandiseCents + taxCents + deliveryFeeCents,
  };
}

/**
 * Splits an amount over weights in proportion, exactly: shares are floored, and the cents left over
 * go to the largest remainders (ties to the earlier entry), so the shares always sum to the amount.
 */
export function allocate(amountCents: Cents, weights: number[]): Cents[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amountCents * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amountCents - shares.reduce((sum, share) => sum + share, 0);
  const order = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * A sommelier's commission on each line of a charged order: the rate of the line's amount after its
 * offer and its share of the coupon (the coupon split over all lines by their amounts), rounded
 * half up. Lines nobody brought earn 0.
 */
export function lineCommissions(lines: { totalCents: Cents; affiliated: boolean }[], couponDiscountCents: Cents, ratePercent: number): Cents[] {
  const couponShares = allocate(couponDiscountCents, lines.map((line) => line.totalCents));
  return lines.map((line, index) => (line.affiliated ? mulDivRound(line.totalCents - (couponShares[index] ?? 0), ratePercent, 100) : 0));
}

/**
 * The share of an amount that `done` of `of` bottles carry, rounded half up; `of` of `of` carry it
 * all. Counted cumulatively (share(done + n) − share(done)), steps never drift from the whole.
 */
export const bottlesShare = (amountCents: Cents, done: number, of: number): Cents =>
  of <= 0 ? 0 : (allocate(amountCents, [done, of - done])[0] ?? 0);

/** An order as placed, for what a return of its bottles refunds. */
export interface ReturnedOrder {
  lines: PricingLine[];
  couponDiscountCents: Cents;
  taxCents: Cents;
}

/** Bottles returned of the order's line `index`, `before` of that line having been returned already. */
export interface ReturnedLine {
  index: number;
  quantity: number;
  before: number;
}

export interface ReturnAmounts {
  goodsCents: Cents;
  couponCents: Cents;
  taxCents: Cents;
  refundCents: Cents;
}

/**
 * What returning bottles refunds (docs/decisions/0050-returns.md), from the order's stored prices
 * and totals: the bottles' price after the wines' offers, less their share of the coupon, plus their
 * share of the tax; the delivery fee never. The coupon is split over the lines by their amounts (as
 * for commission), the tax by the lines' amounts after the coupon, and each line's shares over its
 * bottles cumulatively, so that every bottle of an order returned, in any steps, refunds exactly the
 * order's total less its delivery fee.
 */
export function returnRefund(order: ReturnedOrder, returned: ReturnedLine[]): { lines: ReturnAmounts[]; total: ReturnAmounts } {
  const priced = order.lines.map(priceLine);
  const couponShares = allocate(order.couponDiscountCents, priced.map((line) => line.totalCents));
  const taxShares = allocate(order.taxCents, priced.map((line, index) => line.totalCents - (couponShares[index] ?? 0)));
  const lines = returned.map(({ index, quantity, before }) => {
    const line = priced[index];
    if (!line || quantity < 0 || before < 0 || before + quantity > line.quantity) throw new RangeError('returned bottles out of the line');
    const step = (shareCents: Cents) => bottlesShare(shareCents, before + quantity, line.quantity) - bottlesShare(shareCents, before, line.quantity);
    const goodsCents = line.discountedUnitPriceCents * quantity;
    const couponCents = step(couponShares[index] ?? 0);
    const taxCents = step(taxShares[index] ?? 0);
    return { goodsCents, couponCents, taxCents, refundCents: goodsCents - couponCents + taxCents };
  });
  const sum = (key: keyof ReturnAmounts) => lines.reduce((total, line) => total + line[key], 0);
  return { lines, total: { goodsCents: sum('goodsCents'), couponCents: sum('couponCents'), taxCents: sum('taxCents'), refundCents: sum('refundCents') } };
}
