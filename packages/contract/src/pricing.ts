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
  const couponApplied = input.coupon !== undefined && afterOffers > 0 && couponApplies(input.coupon, afterOffers);
  const couponDiscountCents = couponApplied && input.coupon ? couponDiscount(input.coupon.action, afterOffers) : 0;
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
