import type { AdminCoupon, couponBody } from '@wine/contract/admin/coupons';
import { centsToPrice } from '@wine/contract/money';
import { couponTermsOf } from '@wine/contract/pricing';
import { ErrorCode } from '@wine/contract/errors';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { recordAudit } from '../../lib/audit';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { Page } from '../../lib/paging';
import type { AuthUser } from '../auth/auth-user';
import { countCoupons, couponActionOf, findCouponByCode, insertCoupon, listCoupons, lockCouponRow, updateCoupon, type CouponRow } from './service';

const price = (cents: number | null) => (cents === null ? null : centsToPrice(cents));

/** A coupon's wire form; the audit log stores it too, so its diffs read like the screen. */
export const toAdminCoupon = (row: CouponRow): AdminCoupon => ({
  _id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind,
  ...couponTermsOf(couponActionOf(row)),
  minAmount: price(row.minAmountCents),
  maxAmount: price(row.maxAmountCents),
  validFrom: row.validFrom?.toISOString() ?? null,
  validUntil: row.validUntil?.toISOString() ?? null,
  totalLimit: row.totalLimit,
  perUserLimit: row.perUserLimit,
  usedCount: row.usedCount,
  isVisible: row.isVisible,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

type CouponInput = z.output<typeof couponBody>;

const codeTaken = (code: string) => new AppError(ErrorCode.COUPON_CODE_TAKEN, `A coupon with the code ${code} already exists`);

/** Two admins saving the same code at once: the unique index decides, the loser gets the same 409. */
const isCodeConflict = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
  return cause?.code === '23505' && cause.constraint === 'coupons_tenant_code_key';
};

const columnsOf = (input: CouponInput) => ({
  code: input.code,
  description: input.description,
  kind: input.kind,
  percentBasisPoints: input.kind === 'percentage' && input.percentage != null ? Math.round(input.percentage * 100) : null,
  amountOffCents: input.kind === 'amount' ? (input.amountOff ?? null) : null,
  minAmountCents: input.minAmount,
  maxAmountCents: input.maxAmount,
  validFrom: input.validFrom ? new Date(input.validFrom) : null,
  validUntil: input.validUntil ? new Date(input.validUntil) : null,
  totalLimit: input.totalLimit,
  perUserLimit: input.perUserLimit,
  isVisible: input.isVisible,
  isActive: input.isActive,
});

export async function adminCoupons(ctx: AppContext, viewer: AuthUser, page: Page) {
  const [rows, total] = await Promise.all([listCoupons(ctx.db, viewer.tenantId, page), countCoupons(ctx.db, viewer.tenantId)]);
  return { coupons: rows.map(toAdminCoupon), total };
}

export async function createCoupon(ctx: AppContext, viewer: AuthUser, input: CouponInput): Promise<AdminCoupon> {
  return ctx.db
    .transaction(async (tx) => {
      if (await findCouponByCode(tx, viewer.tenantId, input.code)) throw codeTaken(input.code);
      const row = await insertCoupon(tx, { id: newId(), tenantId: viewer.tenantId, ...columnsOf(input) });
      if (!row) throw new Error('coupon missing after insert');
      const coupon = toAdminCoupon(row);
      await recordAudit(tx, viewer, { action: 'coupon.create', entityType: 'coupon', entityId: row.id, after: coupon });
      return coupon;
    })
    .catch((error: unknown) => {
      if (isCodeConflict(error)) throw codeTaken(input.code);
      throw error;
    });
}

/**
 * Edits a coupon. Placed orders keep the discount they were given (it is fixed on the order and
 * its redemption), so editing a used coupon changes only what later orders get; a total limit
 * below the uses already made is refused.
 */
export async function updateCouponRecord(ctx: AppContext, viewer: AuthUser, id: string, input: CouponInput): Promise<AdminCoupon> {
  return ctx.db
    .transaction(async (tx) => {
      const current: CouponRow | undefined = await lockCouponRow(tx, id);
      if (!current || current.tenantId !== viewer.tenantId) throw notFound('Coupon');
      if (input.totalLimit !== null && input.totalLimit < current.usedCount) {
        throw badRequest(`totalLimit: this coupon was already used ${current.usedCount} times; the total limit cannot be lower`);
      }
      if (input.code !== current.code) {
        const other = await findCouponByCode(tx, viewer.tenantId, input.code);
        if (other && other.id !== id) throw codeTaken(input.code);
      }
      const row = await updateCoupon(tx, id, columnsOf(input));
      if (!row) throw notFound('Coupon');
      const coupon = toAdminCoupon(row);
      await recordAudit(tx, viewer, { action: 'coupon.update', entityType: 'coupon', entityId: id, before: toAdminCoupon(current), after: coupon });
      return coupon;
    })
    .catch((error: unknown) => {
      if (isCodeConflict(error)) throw codeTaken(input.code);
      throw error;
    });
}
