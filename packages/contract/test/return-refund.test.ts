import { describe, expect, it } from 'vitest';
import { bottlesShare, priceOrder, returnRefund, type CouponAction, type PricingInput, type PricingLine } from '../src/pricing';

/** A tiny deterministic generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

const retailer = { deliveryFeeCents: 999, freeDeliveryThresholdCents: 50_000 };

function placed(lines: PricingLine[], action?: CouponAction, state = 'NY') {
  const input: PricingInput = {
    lines,
    fulfilment: { mode: 'delivery', state },
    retailer,
    ...(action ? { coupon: { action, minAmountCents: null, maxAmountCents: null } } : {}),
  };
  const priced = priceOrder(input);
  return { priced, order: { lines, couponDiscountCents: priced.couponDiscountCents, taxCents: priced.taxCents } };
}

describe('bottlesShare', () => {
  it('carries the whole amount with every bottle, nothing with none, and rounds half up between', () => {
    expect(bottlesShare(101, 3, 3)).toBe(101);
    expect(bottlesShare(101, 0, 3)).toBe(0);
    expect(bottlesShare(101, 1, 3)).toBe(34); // 33.67
    expect(bottlesShare(101, 2, 3)).toBe(67); // 67.33
    expect(bottlesShare(3, 1, 2)).toBe(2); // 1.5 rounds up
  });
});

describe('returnRefund', () => {
  it('refunds a bottle its price after the offer, less its coupon share, plus its tax', () => {
    // Two lines: 3 x $20.00 and 1 x $40.00 at 10% off ($36.00); 10% coupon on $96.00 = $9.60.
    const { priced, order } = placed(
      [
        { unitPriceCents: 2000, quantity: 3, discountPercent: null },
        { unitPriceCents: 4000, quantity: 1, discountPercent: 10 },
      ],
      { kind: 'percentage', percentage: 10 },
    );
    expect(priced.couponDiscountCents).toBe(960);
    const { total } = returnRefund(order, [{ index: 0, quantity: 1, before: 0 }]);
    // The coupon share of line 1 is 960 x 6000/9600 = 600, so 200 a bottle.
    expect(total.goodsCents).toBe(2000);
    expect(total.couponCents).toBe(200);
    // Tax of the line's $54.00 after coupon is its share of the order's tax; a third of it.
    expect(total.refundCents).toBe(2000 - 200 + total.taxCents);
    expect(total.taxCents).toBe(bottlesShare(Math.round((priced.taxCents * 5400) / 8640), 1, 3));
  });

  it('refunds exactly the total less the delivery fee when every bottle comes back, in any steps', () => {
    const next = random(20_261_127);
    for (let round = 0; round < 300; round += 1) {
      const lines = Array.from({ length: 1 + next(4) }, () => ({
        unitPriceCents: 199 + next(9000),
        quantity: 1 + next(6),
        discountPercent: next(3) === 0 ? 5 + next(30) : null,
      }));
      const coupons: (CouponAction | undefined)[] = [undefined, { kind: 'percentage', percentage: 1 + next(40) + next(100) / 100 }, { kind: 'amount', amountCents: 1 + next(5000) }];
      const { priced, order } = placed(lines, coupons[next(3)], ['NY', 'CA', 'TX', 'OR'][next(4)]);
      const left = lines.map((line) => line.quantity);
      const done = lines.map(() => 0);
      let refunded = 0;
      while (left.some((count) => count > 0)) {
        const step = lines.flatMap((_line, index) => {
          const quantity = left[index]! > 0 ? 1 + next(left[index]!) : 0;
          return quantity > 0 && next(2) === 0 ? [{ index, quantity, before: done[index]! }] : [];
        });
        const { lines: amounts, total } = returnRefund(order, step);
        expect(amounts.every((line) => line.refundCents >= 0 && line.couponCents <= line.goodsCents)).toBe(true);
        refunded += total.refundCents;
        for (const { index, quantity } of step) {
          left[index]! -= quantity;
          done[index]! += quantity;
        }
      }
      expect(refunded).toBe(priced.totalCents - priced.deliveryFeeCents);
    }
  });

  it('refuses more bottles than the line has left', () => {
    const { order } = placed([{ unitPriceCents: 1000, quantity: 2, discountPercent: null }]);
    expect(() => returnRefund(order, [{ index: 0, quantity: 2, before: 1 }])).toThrow(RangeError);
  });
});
