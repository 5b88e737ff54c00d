import { describe, expect, it } from 'vitest';
import { orderMoneyStory } from '../src/order-money';

const card = 'Visa ending in 4242';

describe('one money story of an order (issue 45)', () => {
  it('says a cancelled order that was never charged was not charged, whatever card it named', () => {
    for (const status of ['CANCEL', 'ADMIN_CANCEL', 'PAYMENT_EXPIRED']) {
      expect(orderMoneyStory({ status, totalCents: 5000, chargedCents: 0, refundedCents: 0, card })).toEqual({
        note: 'Not charged: the order was cancelled before its card was charged.',
        lines: [],
      });
    }
  });

  it('tells an order waiting for its charge, or whose charge failed, that it is not paid', () => {
    expect(orderMoneyStory({ status: 'CONFIRMED', totalCents: 5000, chargedCents: 0, refundedCents: 0, card }).note).toBe(
      'To be paid by Card (Visa ending in 4242): $0 now, the card is charged after 11:30pm.',
    );
    expect(orderMoneyStory({ status: 'PAYMENT_FAILED', totalCents: 5000, chargedCents: 0, refundedCents: 0, card }).note).toBe(
      'Not paid yet: the charge to your Card (Visa ending in 4242) did not go through.',
    );
  });

  it('adds the re-delivery fee charged after the order, and the refund, to what was paid', () => {
    expect(orderMoneyStory({ status: 'REDELIVERY', totalCents: 5000, chargedCents: 7000, refundedCents: 0, card })).toEqual({
      note: 'Paid via Card (Visa ending in 4242).',
      lines: [
        { label: 'Re-delivery fee', amount: '$20.00' },
        { label: 'Paid in all', amount: '$70.00' },
      ],
    });
    // Back after three attempts: refunded less the delivery and re-delivery fees.
    expect(orderMoneyStory({ status: 'UNDELIVERED', totalCents: 5000, chargedCents: 7000, refundedCents: 4250, card }).lines).toEqual([
      { label: 'Re-delivery fee', amount: '$20.00' },
      { label: 'Refunded', amount: '-$42.50' },
      { label: 'Paid in all', amount: '$27.50' },
    ]);
  });

  it('says a charged order was paid, and refunded in full when it was', () => {
    expect(orderMoneyStory({ status: 'CHARGED', totalCents: 5000, chargedCents: 5000, refundedCents: 0, card: null })).toEqual({ note: 'Paid via Card.', lines: [] });
    expect(orderMoneyStory({ status: 'ADMIN_CANCEL', totalCents: 5000, chargedCents: 5000, refundedCents: 5000, card }).note).toBe(
      'Paid via Card (Visa ending in 4242), refunded in full.',
    );
  });
});
