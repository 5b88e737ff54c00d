import { describe, expect, it } from 'vitest';
import { DELIVERY_ATTEMPT_OUTCOMES } from '../src/delivery-attempts';
import { HandOverStep } from '../src/fulfilment';
import {
  canMove,
  isCartStatus,
  isPaidStatus,
  movesBy,
  ORDER_MOVES,
  ORDER_STATUS,
  ORDER_STATUS_VALUES,
  PLACED_ORDER_STATUSES,
  RETAILER_ORDER_TABS,
  retailerTabStatuses,
} from '../src/order-status';

describe('the order status table', () => {
  it('gives every move a known status and every status its moves', () => {
    expect(Object.keys(ORDER_MOVES).sort()).toEqual([...ORDER_STATUS_VALUES].sort());
    for (const moves of Object.values(ORDER_MOVES)) {
      for (const to of Object.keys(moves)) expect(ORDER_STATUS_VALUES).toContain(to);
    }
  });

  it('lists every placed order under exactly one retailer tab, and never the cart', () => {
    const listed = RETAILER_ORDER_TABS.flatMap((tab) => retailerTabStatuses(tab));
    expect([...listed].sort()).toEqual([...PLACED_ORDER_STATUSES].sort());
    expect(PLACED_ORDER_STATUSES).not.toContain('OPEN');
    expect(PLACED_ORDER_STATUSES).not.toContain('ASSIGN');
    expect(isCartStatus('ASSIGN')).toBe(true);
    expect(isCartStatus('CONFIRMED')).toBe(false);
  });

  it('offers as hand-over steps and failed delivery attempts exactly the moves the shop staff make', () => {
    const staffTargets = new Set(ORDER_STATUS_VALUES.flatMap((from) => movesBy(from, 'staff')));
    expect([...staffTargets].sort()).toEqual([...HandOverStep.options, ...DELIVERY_ATTEMPT_OUTCOMES].sort());
  });

  it('lets the shopper cancel only before the charge, and an admin until the hand-over ends', () => {
    expect(ORDER_STATUS_VALUES.filter((status) => canMove(status, 'CANCEL'))).toEqual(['CONFIRMED', 'PAYMENT_FAILED']);
    expect(ORDER_STATUS_VALUES.filter((status) => canMove(status, 'ADMIN_CANCEL'))).toEqual([
      'CONFIRMED',
      'PAYMENT_FAILED',
      'CHARGED',
      'READY_FOR_PICKUP',
      'OUT_FOR_DELIVERY',
      'DELIVERY_FAILED',
      'REDELIVERY',
    ]);
    expect(canMove('COMPLETED', 'ADMIN_CANCEL')).toBe(false);
    expect(canMove('UNDELIVERED', 'ADMIN_CANCEL')).toBe(false);
    expect(canMove('UNKNOWN', 'CHARGED')).toBe(false);
  });

  it('counts as paid what the charge reached and no cancellation undid', () => {
    expect(ORDER_STATUS_VALUES.filter(isPaidStatus)).toEqual(['CHARGED', 'READY_FOR_PICKUP', 'OUT_FOR_DELIVERY', 'COMPLETED', 'DELIVERY_FAILED', 'REDELIVERY']);
    // Only the payment moves an order into a paid status from an unpaid one.
    for (const from of ORDER_STATUS_VALUES.filter((status) => !isPaidStatus(status))) {
      for (const to of ORDER_STATUS_VALUES.filter(isPaidStatus)) {
        if (canMove(from, to)) expect(ORDER_MOVES[from]).toMatchObject({ [to]: 'payment' });
      }
    }
  });

  it('shows shoppers the spec’s three words, and the two failures that wait for them (issue 45)', () => {
    expect(new Set(Object.values(ORDER_STATUS).map((info) => info.shopper))).toEqual(new Set(['Processing', 'Delivered', 'Cancelled', 'Payment failed', 'Delivery failed']));
  });
});
