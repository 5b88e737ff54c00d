import { describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS, redeliveryBody, redeliveryFeeCents, REDELIVERY_FEE_CENTS } from '../src/delivery-attempts';

describe('the FAQ’s delivery attempts', () => {
  it('makes the first re-delivery free and charges the $20 fee for each further one', () => {
    expect(REDELIVERY_FEE_CENTS).toBe(2000);
    expect(redeliveryFeeCents(1)).toBe(0);
    expect(redeliveryFeeCents(2)).toBe(2000);
  });

  it('offers a re-delivery only after an attempt that is not the last', () => {
    expect(MAX_DELIVERY_ATTEMPTS).toBe(3);
    expect(redeliveryBody.safeParse({ attempt: 2 }).success).toBe(true);
    expect(redeliveryBody.safeParse({ attempt: 3 }).success).toBe(false);
    expect(redeliveryBody.safeParse({ attempt: 0 }).success).toBe(false);
  });
});
