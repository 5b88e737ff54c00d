import { describe, expect, it } from 'vitest';
import { allocate, couponApplies, couponDiscount, discountedUnitPrice, lineCommissions, priceOrder, type CouponAction, type PricingInput } from '../src/pricing';

const retailer = { deliveryFeeCents: 999, freeDeliveryThresholdCents: 15_000 };
const delivery = (state = 'NY') => ({ mode: 'delivery' as const, state });
const percentOff = (percentage: number): CouponAction => ({ kind: 'percentage', percentage });
const amountOff = (amountCents: number): CouponAction => ({ kind: 'amount', amountCents });
const base = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  lines: [{ unitPriceCents: 2499, quantity: 2, discountPercent: null }],
  fulfilment: delivery(),
  retailer,
  ...overrides,
});

describe('discountedUnitPrice', () => {
  it('takes the percentage off and rounds to the cent, half up', () => {
    expect(discountedUnitPrice(2499, 10)).toBe(2249); // 249.9 off rounds to 250
    expect(discountedUnitPrice(1000, 15)).toBe(850);
    expect(discountedUnitPrice(999, 12.5)).toBe(874); // 124.875 off rounds to 125
    expect(discountedUnitPrice(1000, null)).toBe(1000);
    expect(discountedUnitPrice(1000, 100)).toBe(0);
  });
});

describe('priceOrder', () => {
  it('prices lines as quantity x price with tax and the delivery fee', () => {
    const result = priceOrder(base());
    expect(result.subtotalCents).toBe(4998);
    expect(result.offerDiscountCents).toBe(0);
    expect(result.taxCents).toBe(200); // 4% of 4998 = 199.92
    expect(result.deliveryFeeCents).toBe(999);
    expect(result.totalCents).toBe(4998 + 200 + 999);
  });

  it('shows the offers as their own line, per bottle times quantity', () => {
    const result = priceOrder(base({ lines: [{ unitPriceCents: 2499, quantity: 3, discountPercent: 10 }] }));
    expect(result.lines[0]).toMatchObject({ discountedUnitPriceCents: 2249, totalCents: 6747, offerDiscountCents: 750 });
    expect(result.offerDiscountCents).toBe(750);
  });

  it('applies a coupon at exactly its minimum and exactly its maximum, not beyond', () => {
    const coupon = { action: percentOff(10), minAmountCents: 4998, maxAmountCents: 4998 };
    expect(priceOrder(base({ coupon })).couponDiscountCents).toBe(500);
    expect(priceOrder(base({ coupon: { ...coupon, minAmountCents: 4999 } })).couponApplied).toBe(false);
    expect(priceOrder(base({ coupon: { ...coupon, maxAmountCents: 4997 } })).couponApplied).toBe(false);
    expect(couponApplies({ minAmountCents: null, maxAmountCents: null }, 1)).toBe(true);
  });

  it('measures the coupon against the cart after offers', () => {
    const result = priceOrder(
      base({
        lines: [{ unitPriceCents: 10_000, quantity: 1, discountPercent: 20 }],
        coupon: { action: percentOff(10), minAmountCents: 8000, maxAmountCents: 9000 },
      }),
    );
    expect(result.couponDiscountCents).toBe(800);
    expect(result.totalCents).toBe(7200 + 288 + 999);
  });

  it('takes a fixed-amount coupon off the cart after offers, within its bounds, never below zero', () => {
    const result = priceOrder(
      base({
        lines: [{ unitPriceCents: 10_000, quantity: 1, discountPercent: 20 }],
        coupon: { action: amountOff(1500), minAmountCents: 8000, maxAmountCents: null },
      }),
    );
    expect(result).toMatchObject({ couponApplied: true, couponDiscountCents: 1500 });
    // Tax on what is paid for the wine: 4% of 6500.
    expect(result.totalCents).toBe(6500 + 260 + 999);
    expect(priceOrder(base({ coupon: { action: amountOff(1500), minAmountCents: 5000, maxAmountCents: null } })).couponApplied).toBe(false);
    expect(couponDiscount(amountOff(1500), 1200)).toBe(1200);
    expect(couponDiscount(percentOff(12.5), 999)).toBe(125);
  });

  it('delivers free from the threshold on, inclusive', () => {
    const at = priceOrder(base({ lines: [{ unitPriceCents: 15_000, quantity: 1, discountPercent: null }] }));
    const below = priceOrder(base({ lines: [{ unitPriceCents: 14_999, quantity: 1, discountPercent: null }] }));
    expect(at.deliveryFeeCents).toBe(0);
    expect(below.deliveryFeeCents).toBe(999);
  });

  it('charges no delivery fee for pickup, and taxes at the given state', () => {
    const result = priceOrder(base({ fulfilment: { mode: 'pickup', state: 'CA' } }));
    expect(result.deliveryFeeCents).toBe(0);
    expect(result.taxCents).toBe(362); // 7.25% of 4998 = 362.355
  });

  it('rounds fractional-percent tax once, half up', () => {
    const result = priceOrder(base({ lines: [{ unitPriceCents: 1000, quantity: 1, discountPercent: null }], fulfilment: delivery('MN') }));
    expect(result.taxCents).toBe(69); // 6.875% of 1000 = 68.75
  });

  it('prices a 150-bottle line of the dearest wine exactly', () => {
    const result = priceOrder(base({ lines: [{ unitPriceCents: 30_000, quantity: 150, discountPercent: 15 }], fulfilment: delivery('CA') }));
    expect(result.subtotalCents).toBe(4_500_000);
    expect(result.offerDiscountCents).toBe(675_000);
    expect(result.taxCents).toBe(277_313); // 7.25% of 3,825,000 = 277,312.5
    expect(result.totalCents).toBe(3_825_000 + 277_313);
  });

  it('prices an empty cart at zero', () => {
    expect(priceOrder(base({ lines: [] })).totalCents).toBe(0);
  });
});

describe('allocate and lineCommissions', () => {
  it('splits a coupon over lines in proportion, summing exactly', () => {
    expect(allocate(1000, [3000, 2000, 1000])).toEqual([500, 333, 167]);
    expect(allocate(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    for (const amount of [1, 7, 99, 1001]) expect(allocate(amount, [13, 29, 58]).reduce((a, b) => a + b, 0)).toBe(amount);
  });

  it('pays the rate on each affiliated line after its offer and its share of the coupon', () => {
    const lines = [
      { totalCents: 3000, affiliated: true },
      { totalCents: 2000, affiliated: false },
      { totalCents: 1000, affiliated: true },
    ];
    // Coupon shares 500, 333, 167: commissions are 10% of 2500 and of 833.
    expect(lineCommissions(lines, 1000, 10)).toEqual([250, 0, 83]);
    expect(lineCommissions(lines, 0, 10)).toEqual([300, 0, 100]);
  });

  it('pays commission after a fixed-amount coupon the same way: the amount is split over the lines', () => {
    const lines = [
      { totalCents: 3000, affiliated: true },
      { totalCents: 1000, affiliated: false },
    ];
    const { couponDiscountCents } = priceOrder(
      base({ lines: [{ unitPriceCents: 3000, quantity: 1, discountPercent: null }, { unitPriceCents: 1000, quantity: 1, discountPercent: null }], coupon: { action: amountOff(1000), minAmountCents: null, maxAmountCents: null } }),
    );
    // Shares 750 and 250: 10% of 2250.
    expect(lineCommissions(lines, couponDiscountCents, 10)).toEqual([225, 0]);
  });
});
