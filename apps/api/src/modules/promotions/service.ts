import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { centsToPrice } from '@wine/contract/money';
import { couponTermsOf, type CouponAction } from '@wine/contract/pricing';
import type { AppContext } from '../../context';
import type { AuthUser } from '../auth/auth-user';
import { visibleCoupons, type CouponRow } from './queries';

/**
 * The promotions module owns the coupons and their redemptions (decision 0056): the checkout
 * quotes, takes and gives back a coupon's use through it, the console lists and edits coupons.
 */
export {
  countCoupons, countRedemptions, findCouponByCode, insertCoupon, insertRedemption, listCoupons, lockCouponRow, releaseCoupon, takeCouponUse,
  updateCoupon, type CouponRow,
} from './queries';

/** A coupon row's action, as pricing takes it; the table's check guarantees its kind's amount. */
export const couponActionOf = (row: Pick<CouponRow, 'kind' | 'percentBasisPoints' | 'amountOffCents'>): CouponAction =>
  row.kind === 'amount' ? { kind: 'amount', amountCents: row.amountOffCents ?? 0 } : { kind: 'percentage', percentage: (row.percentBasisPoints ?? 0) / 100 };

/**
 * GET /coupon: the Available Offers box lists the visible coupons that can be used now, newest
 * first; asked by a signed-in shopper, only those they can still use (a spent first-order coupon
 * is not offered again).
 */
export async function listVisibleCoupons(ctx: AppContext, viewer: AuthUser | null, offset: number, limit: number) {
  const rows = await visibleCoupons(ctx.db, SHOP_TENANT_ID, viewer?.id ?? null, offset, limit);
  return rows.map((row) => ({
    _id: row.id,
    code: row.code,
    discount: { description: row.description, ...couponTermsOf(couponActionOf(row)) },
    customData: {
      isVisible: row.isVisible,
      minAmount: row.minAmountCents === null ? null : centsToPrice(row.minAmountCents),
      maxAmount: row.maxAmountCents === null ? null : centsToPrice(row.maxAmountCents),
    },
    validUntil: row.validUntil?.toISOString() ?? null,
  }));
}
