import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { newId } from '../lib/ids';
import type { coupons } from '../db/schema';

const DAY_MS = 86_400_000;

/** The demo's offers: two listed in Available Offers, one kept for a newsletter (not visible). */
export function couponRows(now: Date): (typeof coupons.$inferInsert)[] {
  const until = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    {
      id: newId(), tenantId: SHOP_TENANT_ID, code: 'WELCOME10', description: '10% off your first order of $50 to $500',
      percentBasisPoints: 1000, minAmountCents: 5000, maxAmountCents: 50_000, perUserLimit: 1, validUntil: until(365),
    },
    {
      id: newId(), tenantId: SHOP_TENANT_ID, code: 'CELLAR15', description: '15% off orders of $150 to $1,000',
      percentBasisPoints: 1500, minAmountCents: 15_000, maxAmountCents: 100_000, validUntil: until(90),
    },
    {
      id: newId(), tenantId: SHOP_TENANT_ID, code: 'NEWSLETTER5', description: '5% off for our newsletter readers',
      percentBasisPoints: 500, isVisible: false, totalLimit: 500, validUntil: until(30),
    },
  ];
}
