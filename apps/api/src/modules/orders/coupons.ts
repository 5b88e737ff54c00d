import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { centsToPrice } from '@wine/contract/money';
import type { AppContext } from '../../context';
import { visibleCoupons } from './queries';

/** GET /coupon: the Available Offers box lists the visible, currently valid coupons, newest first. */
export async function listVisibleCoupons(ctx: AppContext, offset: number, limit: number) {
  const rows = await visibleCoupons(ctx.db, SHOP_TENANT_ID, offset, limit);
  return rows.map((row) => ({
    _id: row.id,
    code: row.code,
    discount: { description: row.description, percentage: row.percentBasisPoints / 100 },
    customData: {
      isVisible: row.isVisible,
      minAmount: row.minAmountCents === null ? null : centsToPrice(row.minAmountCents),
      maxAmount: row.maxAmountCents === null ? null : centsToPrice(row.maxAmountCents),
    },
    validUntil: row.validUntil?.toISOString() ?? null,
  }));
}
