import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import type { Page } from '../../lib/paging';

const total = sql<number>`count(*)::int`;

/** The coupons and their redemptions: the shop's offers, the checkout's uses of them, the console's edits. */

export type CouponRow = typeof coupons.$inferSelect;

export const findCouponByCode = async (db: Executor, tenantId: string, code: string) =>
  (await db.select().from(coupons).where(and(eq(coupons.tenantId, tenantId), eq(coupons.code, code))).limit(1))[0];

/** Counts one use of a coupon unless its total limit is reached; answers whether it did. */
export const takeCouponUse = async (db: Executor, id: string) =>
  (
    await db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.id, id), sql`(${coupons.totalLimit} IS NULL OR ${coupons.usedCount} < ${coupons.totalLimit})`))
      .returning({ id: coupons.id })
  ).length > 0;

export const countRedemptions = async (db: Executor, couponId: string, userId: string) =>
  (
    await db
      .select({ n: total })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)))
  )[0]?.n ?? 0;

/** The redemption row of a use taken by takeCouponUse: which order used it, for how much. */
export const insertRedemption = (db: Executor, row: typeof couponRedemptions.$inferInsert) => db.insert(couponRedemptions).values(row);

export async function releaseCoupon(db: Executor, couponId: string, orderId: string) {
  const released = await db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning();
  if (released.length > 0) {
    await db.update(coupons).set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` }).where(eq(coupons.id, couponId));
  }
}

/** The visible coupons that can be used now: by anyone, and by `userId` when given (their own uses counted). */
export const visibleCoupons = (db: Executor, tenantId: string, userId: string | null, offset: number, limit: number) =>
  db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.tenantId, tenantId),
        eq(coupons.isActive, true),
        eq(coupons.isVisible, true),
        sql`(${coupons.validUntil} IS NULL OR ${coupons.validUntil} > now())`,
        sql`(${coupons.validFrom} IS NULL OR ${coupons.validFrom} <= now())`,
        sql`(${coupons.totalLimit} IS NULL OR ${coupons.usedCount} < ${coupons.totalLimit})`,
        userId === null
          ? undefined
          : sql`(${coupons.perUserLimit} IS NULL OR (SELECT count(*) FROM ${couponRedemptions} WHERE ${couponRedemptions.couponId} = ${coupons.id} AND ${couponRedemptions.userId} = ${userId}) < ${coupons.perUserLimit})`,
      ),
    )
    .orderBy(desc(coupons.id))
    .offset(offset)
    .limit(limit);

// The console's coupons

/** Coupons by code (coupons_tenant_code_key). */
export const listCoupons = (db: Executor, tenantId: string, page: Page) =>
  db.select().from(coupons).where(eq(coupons.tenantId, tenantId)).orderBy(asc(coupons.code)).offset(page.offset).limit(page.limit);

export const countCoupons = async (db: Executor, tenantId: string) =>
  (await db.select({ n: total }).from(coupons).where(eq(coupons.tenantId, tenantId)))[0]?.n ?? 0;

export const lockCouponRow = async (db: Executor, id: string) =>
  (await db.select().from(coupons).where(eq(coupons.id, id)).for('update').limit(1))[0];

export const insertCoupon = async (db: Executor, row: typeof coupons.$inferInsert) => (await db.insert(coupons).values(row).returning())[0];

export const updateCoupon = async (db: Executor, id: string, changes: Partial<typeof coupons.$inferInsert>) =>
  (await db.update(coupons).set(changes).where(eq(coupons.id, id)).returning())[0];
