// The console's coupons (issue 9).

import { z } from 'zod';
import { id } from '../envelope';
import { COUPON_KINDS, type CouponKind } from '../pricing';
import { amount, count, nullableDate } from './shared';

/** How the console names each kind of coupon. */
export const COUPON_KIND_LABELS: Record<CouponKind, string> = { percentage: 'Percentage off', amount: 'Amount off' };

const couponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{2,39}$/, 'Code must be 3 to 40 letters, digits, - or _');

const percentage = z
  .number('Percentage must be a number')
  .gt(0, 'Percentage must be more than 0')
  // Stored in hundredths of a percent: anything smaller would be stored as none.
  .min(0.01, 'Percentage must be at least 0.01')
  .max(100, 'Percentage can be at most 100')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Percentage can have at most 2 decimals');

const positiveLimit = (label: string) =>
  z.number().int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).max(1_000_000).nullable();

const instant = z.iso.datetime({ offset: true, message: 'must be a date and time' }).nullable();

/** Create or edit a coupon; amounts are bounds on the cart after the wines' own offers. */
export const couponBody = z
  .object({
    code: couponCode,
    description: z.string().trim().min(1, 'Description is required').max(200, 'Description can be at most 200 characters'),
    /** What it takes off: a percentage of the cart after offers, or a fixed amount (`amountOff`). */
    kind: z.enum(COUPON_KINDS, { error: 'Kind must be percentage or amount' }).default('percentage'),
    percentage: percentage.nullable().optional(),
    amountOff: amount('Amount off').nullable().optional(),
    minAmount: amount('Minimum amount').nullable(),
    maxAmount: amount('Maximum amount').nullable(),
    validFrom: instant,
    validUntil: instant,
    totalLimit: positiveLimit('Total limit'),
    perUserLimit: positiveLimit('Per-user limit'),
    isVisible: z.boolean(),
    isActive: z.boolean(),
  })
  .strict()
  .superRefine((value, issues) => {
    if (value.kind === 'percentage') {
      if (value.percentage == null) issues.addIssue({ code: 'custom', path: ['percentage'], message: 'Percentage is required' });
      if (value.amountOff != null) issues.addIssue({ code: 'custom', path: ['amountOff'], message: 'A percentage coupon has no amount off' });
    } else {
      if (value.amountOff == null) issues.addIssue({ code: 'custom', path: ['amountOff'], message: 'Amount off is required' });
      else if (value.amountOff === 0) issues.addIssue({ code: 'custom', path: ['amountOff'], message: 'Amount off must be more than 0' });
      if (value.percentage != null) issues.addIssue({ code: 'custom', path: ['percentage'], message: 'An amount coupon has no percentage' });
    }
    if (value.minAmount !== null && value.maxAmount !== null && value.minAmount > value.maxAmount) {
      issues.addIssue({ code: 'custom', path: ['maxAmount'], message: 'Maximum amount must be at least the minimum amount' });
    }
    if (value.validFrom && value.validUntil && Date.parse(value.validFrom) >= Date.parse(value.validUntil)) {
      issues.addIssue({ code: 'custom', path: ['validUntil'], message: 'Valid until must be after valid from' });
    }
    if (value.totalLimit !== null && value.perUserLimit !== null && value.perUserLimit > value.totalLimit) {
      issues.addIssue({ code: 'custom', path: ['perUserLimit'], message: 'Per-user limit cannot be more than the total limit' });
    }
  });
export type CouponBody = z.input<typeof couponBody>;

export const adminCoupon = z.object({
  _id: id,
  code: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  percentage: z.number().nullable(),
  amountOff: z.string().nullable(),
  minAmount: z.string().nullable(),
  maxAmount: z.string().nullable(),
  validFrom: nullableDate,
  validUntil: nullableDate,
  totalLimit: z.number().int().nullable(),
  perUserLimit: z.number().int().nullable(),
  /** Orders that redeemed it (a cancelled order gives its use back). */
  usedCount: count,
  isVisible: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponList = z.object({ coupons: z.array(adminCoupon), total: count });
