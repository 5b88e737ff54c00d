/**
 * The order confirmation's steps, each on its own (apps/api/src/modules/orders/place.ts): owning
 * the cart, and reserving the coupon by a conditional update that waits only for another order
 * reserving the same coupon at that moment.
 */
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { ErrorCode } from '@wine/contract/errors';
import { PLACED_ORDER_STATUSES } from '@wine/contract/order-status';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { couponRedemptions, coupons, orders } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { ownCart, reserveCoupon } from '../../src/modules/orders/place';
import type { CouponRow } from '../../src/modules/promotions/service';
import type { AuthUser } from '../../src/modules/auth/auth-user';
import { createTestDatabase } from '../helpers/database';
import { makeBusiness } from '../helpers/fixtures';
import { insertAccount } from '../helpers/users';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function shopperWithCart(status = 'OPEN', businessId: string | null = null) {
  const { row } = await insertAccount(database.db);
  const [order] = await database.db.insert(orders).values({ id: newId(), tenantId: SHOP_TENANT_ID, userId: row.id, status, businessId }).returning();
  const viewer: AuthUser = { id: row.id, tenantId: SHOP_TENANT_ID, sessionId: newId(), isAdmin: false, retailerBusinessId: null, row };
  return { viewer, order: order! };
}

async function couponWithUses(totalLimit: number | null): Promise<CouponRow> {
  const [coupon] = await database.db
    .insert(coupons)
    .values({ id: newId(), tenantId: SHOP_TENANT_ID, code: `STEP${newId().slice(-8).toUpperCase()}`, description: 'Steps', percentBasisPoints: 1000, totalLimit })
    .returning();
  return coupon!;
}

const usedCount = async (id: string) => (await database.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, id)))[0]?.used;
const redemptionsOf = async (id: string) => (await database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, id))).map((row) => row.orderId);

describe('reserveCoupon', () => {
  it('takes a coupon’s last use once: the next order is refused and nothing of it is written', async () => {
    const coupon = await couponWithUses(1);
    const first = await shopperWithCart();
    const second = await shopperWithCart();
    await database.db.transaction((tx) => reserveCoupon(tx, coupon, first.viewer.id, first.order.id, 250));
    await expect(database.db.transaction((tx) => reserveCoupon(tx, coupon, second.viewer.id, second.order.id, 250))).rejects.toMatchObject({
      errorCode: ErrorCode.COUPON_NOT_VALID,
    });
    expect(await usedCount(coupon.id)).toBe(1);
    expect(await redemptionsOf(coupon.id)).toEqual([first.order.id]);
  });

  it('waits for an order reserving the same coupon, and takes the use when that order rolls back', async () => {
    const coupon = await couponWithUses(1);
    const first = await shopperWithCart();
    const second = await shopperWithCart();
    let reserved!: () => void;
    const didReserve = new Promise<void>((resolve) => (reserved = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const firstOutcome = database.db
      .transaction(async (tx) => {
        await reserveCoupon(tx, coupon, first.viewer.id, first.order.id, 250);
        reserved();
        await held;
        throw new Error('the first order failed after its reservation');
      })
      .catch((error: Error) => error.message);
    await didReserve;
    const secondOutcome = database.db.transaction((tx) => reserveCoupon(tx, coupon, second.viewer.id, second.order.id, 250));
    // The second reservation waits on the first's row lock, which PostgreSQL reports at once.
    for (;;) {
      const waiting = await database.db.execute(sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (waiting.rows.length > 0) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    release();
    expect(await firstOutcome).toBe('the first order failed after its reservation');
    await secondOutcome;
    expect(await usedCount(coupon.id)).toBe(1);
    expect(await redemptionsOf(coupon.id)).toEqual([second.order.id]);
  });
});

describe('ownCart', () => {
  it('answers a placed order as it is, and refuses a cart of another retailer or someone else’s order', async () => {
    const business = await makeBusiness(database.db);
    const placed = await shopperWithCart('CONFIRMED', business.id);
    await expect(database.db.transaction((tx) => ownCart(tx, placed.viewer, placed.order.id, { businessId: business.id }))).resolves.toMatchObject({ placed: true });

    const cart = await shopperWithCart('ASSIGN', business.id);
    await expect(database.db.transaction((tx) => ownCart(tx, cart.viewer, cart.order.id, { businessId: newId() }))).rejects.toMatchObject({
      errorCode: ErrorCode.ORDER_STATE_CONFLICT,
    });
    await expect(database.db.transaction((tx) => ownCart(tx, placed.viewer, cart.order.id, { businessId: business.id }))).rejects.toMatchObject({
      errorCode: ErrorCode.FORBIDDEN,
    });
    await expect(database.db.transaction((tx) => ownCart(tx, cart.viewer, cart.order.id, { businessId: business.id }))).resolves.toMatchObject({
      placed: false,
      order: { id: cart.order.id },
    });
  });

  it('answers an order the payment alone has moved on as placed, and refuses one handed over or cancelled', async () => {
    const business = await makeBusiness(database.db);
    for (const status of PLACED_ORDER_STATUSES) {
      const order = await shopperWithCart(status, business.id);
      const answer = database.db.transaction((tx) => ownCart(tx, order.viewer, order.order.id, { businessId: business.id }));
      if (['CONFIRMED', 'PAYMENT_FAILED', 'CHARGED'].includes(status)) await expect(answer, status).resolves.toMatchObject({ placed: true });
      else await expect(answer, status).rejects.toMatchObject({ errorCode: ErrorCode.ORDER_STATE_CONFLICT });
    }
  });
});
