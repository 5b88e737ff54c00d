import type { AdminCoupon } from '@wine/contract/admin/coupons';
import type { Cart } from '@wine/contract/cart';
import type { PlacedOrder } from '@wine/contract/checkout';
import { ErrorCode } from '@wine/contract/errors';
import type { OwnUser } from '@wine/contract/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, savedCards } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { auditOf, consoleSuite } from '../helpers/admin';
import { countRows } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeWine } from '../helpers/fixtures';
import { signUpVerified } from '../helpers/users';

const suite = consoleSuite();

type Headers = Record<string, string>;
const inject = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers?: Headers) =>
  suite.t.app.inject({ method, url, headers: headers ?? (await suite.cast.admin()), ...(payload ? { payload } : {}) });

let codes = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  code: `SPRING${(codes += 1)}`,
  description: '12.5% off orders of $50 to $400',
  percentage: 12.5,
  minAmount: '50',
  maxAmount: '400.00',
  validFrom: '2030-03-01T00:00:00-05:00',
  validUntil: '2030-06-01T00:00:00-04:00',
  totalLimit: 100,
  perUserLimit: 1,
  isVisible: true,
  isActive: true,
  ...overrides,
});

const create = (payload: object) => inject('POST', '/api/admin/coupons', payload);
const couponRow = async (id: string) => (await suite.t.db.select().from(coupons).where(eq(coupons.id, id)))[0];

describe('creating a coupon', () => {
  it('stores it in cents and basis points, lists it and writes the audit log', async () => {
    const created = expectSuccess<AdminCoupon>(await create(body({ code: ' summer-sale ' })));
    expect(created).toMatchObject({
      code: 'SUMMER-SALE', kind: 'percentage', percentage: 12.5, amountOff: null, minAmount: '50.00', maxAmount: '400.00', totalLimit: 100, perUserLimit: 1, usedCount: 0,
      validFrom: '2030-03-01T05:00:00.000Z', validUntil: '2030-06-01T04:00:00.000Z',
    });
    expect(await couponRow(created._id)).toMatchObject({ percentBasisPoints: 1250, minAmountCents: 5000, maxAmountCents: 40_000 });

    const list = expectSuccess<{ coupons: AdminCoupon[]; total: number }>(await inject('GET', '/api/admin/coupons?limit=100'));
    expect(list.coupons.find((coupon) => coupon._id === created._id)).toEqual(created);
    expect(list.total).toBe(list.coupons.length);

    const [audit] = await auditOf(suite.t.db, created._id);
    expect(audit).toMatchObject({ action: 'coupon.create', entityType: 'coupon', actorUserId: suite.cast.adminRow.id, before: null, after: created });
  });

  it('stores a fixed-amount coupon in cents, with no percentage', async () => {
    const created = expectSuccess<AdminCoupon>(await create(body({ kind: 'amount', percentage: null, amountOff: '15', description: '$15 off orders of $50 or more', maxAmount: null, validFrom: null })));
    expect(created).toMatchObject({ kind: 'amount', percentage: null, amountOff: '15.00', minAmount: '50.00', maxAmount: null });
    expect(await couponRow(created._id)).toMatchObject({ kind: 'amount', percentBasisPoints: null, amountOffCents: 1500 });
    const visible = expectSuccess<{ coupons: { _id: string; discount: object }[] }>(await inject('GET', '/api/coupon?offset=0&sort=-_id&isActive=true&customData.isVisible=true&limit=100'));
    expect(visible.coupons.find((coupon) => coupon._id === created._id)?.discount).toEqual({ description: '$15 off orders of $50 or more', percentage: null, amountOff: '15.00' });
  });

  it.each([
    ['a zero percentage', { percentage: 0 }, 'percentage: Percentage must be more than 0'],
    ['a percentage over 100', { percentage: 100.5 }, 'percentage: Percentage can be at most 100'],
    // Found by the schema fuzzing: it passed the two-decimals check and was stored as 0, which the table refuses.
    ['the smallest number above 0', { percentage: 5e-324 }, 'percentage: Percentage must be at least 0.01'],
    ['three decimals', { percentage: 12.345 }, 'percentage: Percentage can have at most 2 decimals'],
    ['a minimum above the maximum', { minAmount: '500', maxAmount: '100' }, 'maxAmount: Maximum amount must be at least the minimum amount'],
    ['a bad amount', { minAmount: '12.345' }, 'minAmount: Minimum amount must be an amount in dollars'],
    ['a negative amount', { maxAmount: '-5' }, 'maxAmount'],
    ['an end before the start', { validFrom: '2030-06-01T00:00:00Z', validUntil: '2030-05-01T00:00:00Z' }, 'validUntil: Valid until must be after valid from'],
    ['the same start and end', { validFrom: '2030-06-01T00:00:00Z', validUntil: '2030-06-01T00:00:00Z' }, 'validUntil'],
    ['a zero total limit', { totalLimit: 0 }, 'totalLimit: Total limit must be at least 1'],
    ['a fractional per-user limit', { perUserLimit: 1.5 }, 'perUserLimit: Per-user limit must be a whole number'],
    ['a per-user limit above the total', { totalLimit: 2, perUserLimit: 3 }, 'perUserLimit'],
    ['a code with spaces', { code: 'TWO WORDS' }, 'code: Code must be 3 to 40 letters'],
    ['an empty description', { description: '  ' }, 'description: Description is required'],
    ['an unknown field', { usedCount: 0 }, 'usedCount'],
    ['an unknown kind', { kind: 'bogo' }, 'kind: Kind must be percentage or amount'],
    ['an amount coupon without its amount', { kind: 'amount', percentage: null }, 'amountOff: Amount off is required'],
    ['an amount coupon of nothing', { kind: 'amount', percentage: null, amountOff: '0' }, 'amountOff: Amount off must be more than 0'],
    ['an amount coupon with a percentage', { kind: 'amount', amountOff: '10' }, 'percentage: An amount coupon has no percentage'],
    ['a percentage coupon with an amount off', { amountOff: '10' }, 'amountOff: A percentage coupon has no amount off'],
    ['a percentage coupon without its percentage', { percentage: null }, 'percentage: Percentage is required'],
  ])('refuses %s with a 400, creating nothing', async (_name, overrides, message) => {
    const before = await countRows(suite.t.db, coupons);
    expectFailure(await create(body(overrides)), 400, ErrorCode.VALIDATION_FAILED, message);
    expect(await countRows(suite.t.db, coupons)).toBe(before);
  });

  it('refuses a code already in use, whatever its case, with a clear 409', async () => {
    expectSuccess(await create(body({ code: 'CELLAR20' })));
    const before = await countRows(suite.t.db, coupons);
    expectFailure(await create(body({ code: 'cellar20' })), 409, ErrorCode.COUPON_CODE_TAKEN, 'A coupon with the code CELLAR20 already exists');
    expect(await countRows(suite.t.db, coupons)).toBe(before);
  });

  it('lets only one of two admins saving the same code at once win', async () => {
    const answers = await Promise.all([create(body({ code: 'RACE10' })), create(body({ code: 'RACE10' }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectFailure(answers.find((answer) => answer.statusCode === 409)!, 409, ErrorCode.COUPON_CODE_TAKEN);
  });
});

/** A shopper's cart at a retailer, with a saved address and card, ready to confirm. */
async function shopperWithCart() {
  const shopper = await signUpVerified(suite.t.app, suite.t.db);
  const address = { address: { addressLine1: '100 Vineyard Avenue', zip: '10118', customData: { firstName: 'Ann', lastName: 'Lee' } }, contactDetails: { contactNumber: '2125550123' } };
  const user = expectSuccess<OwnUser>(await inject('PATCH', `/api/users/${shopper.user._id}`, { savedAddress: [address] }, shopper.auth));
  const cart = expectSuccess<Cart>(await inject('POST', '/api/order', { status: 'OPEN' }, shopper.auth));
  const wine = await makeWine(suite.t.db, { businessId: suite.cast.business.id, priceCents: 10_000 });
  expectSuccess(await inject('PATCH', `/api/order/${cart._id}/item`, { catalogueId: wine.id, quantity: 1 }, shopper.auth));
  const [card] = await suite.t.db
    .insert(savedCards)
    .values({ id: newId(), userId: shopper.user._id, provider: 'test', providerCustomerId: 'cus_test', providerPaymentMethodId: `pm_${newId()}`, brand: 'visa', last4: '4242' })
    .returning();
  return { shopper, user, cart, card: card! };
}

describe('editing a coupon', () => {
  it('changes what later orders get, never the discount of orders already placed', async () => {
    const coupon = expectSuccess<AdminCoupon>(await create(body({ code: 'USED10', percentage: 10, minAmount: null, maxAmount: null, validFrom: null, validUntil: null })));
    const setup = await shopperWithCart();
    const placed = expectSuccess<PlacedOrder>(
      await inject(
        'PATCH',
        `/api/order/${setup.cart._id}/confirm`,
        {
          paymentMethod: { type: 'CARD', cardId: setup.card.id }, deliveryType: 'delivery', deliveryAddressId: setup.user.savedAddress[0]!._id,
          billingSameAsDelivery: true, businessId: suite.cast.business.id, eventId: null, voucherCode: 'used10',
        },
        setup.shopper.auth,
      ),
    );
    expect(placed.couponDiscount).toBe('10.00');
    const list = expectSuccess<{ coupons: AdminCoupon[] }>(await inject('GET', '/api/admin/coupons?limit=100'));
    expect(list.coupons.find((row) => row._id === coupon._id)?.usedCount).toBe(1);

    const edited = expectSuccess<AdminCoupon>(
      await inject('PUT', `/api/admin/coupons/${coupon._id}`, body({ code: 'USED25', percentage: 25, minAmount: null, maxAmount: null, validFrom: null, validUntil: null })),
    );
    expect(edited).toMatchObject({ code: 'USED25', percentage: 25, usedCount: 1 });
    const [order] = await suite.t.db.select().from(orders).where(eq(orders.id, setup.cart._id));
    expect(order).toMatchObject({ couponId: coupon._id, couponDiscountCents: 1000 });
    const [redemption] = await suite.t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, setup.cart._id));
    expect(redemption?.discountCents).toBe(1000);

    const audits = await auditOf(suite.t.db, coupon._id);
    expect(audits.map((row) => row.action)).toEqual(['coupon.create', 'coupon.update']);
    expect(audits[1]).toMatchObject({ before: { code: 'USED10', percentage: 10 }, after: { code: 'USED25', percentage: 25 } });
  });

  it('refuses a total limit below the uses so far, a taken code, bad input and unknown coupons, changing nothing', async () => {
    const first = expectSuccess<AdminCoupon>(await create(body({ code: 'LIMITED' })));
    const second = expectSuccess<AdminCoupon>(await create(body({ code: 'OTHERONE' })));
    await suite.t.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, first._id));
    const rowBefore = await couponRow(first._id);
    const url = `/api/admin/coupons/${first._id}`;

    expectFailure(await inject('PUT', url, body({ code: 'LIMITED', totalLimit: 2, perUserLimit: 1 })), 400, ErrorCode.VALIDATION_FAILED, 'already used 3 times');
    expectFailure(await inject('PUT', url, body({ code: second.code })), 409, ErrorCode.COUPON_CODE_TAKEN, `the code ${second.code} already exists`);
    expectFailure(await inject('PUT', url, body({ code: 'LIMITED', percentage: 101 })), 400, ErrorCode.VALIDATION_FAILED, 'percentage');
    expectFailure(await inject('PUT', `/api/admin/coupons/${newId()}`, body()), 404, ErrorCode.NOT_FOUND, 'Coupon not found');
    expectFailure(await inject('PUT', '/api/admin/coupons/not-an-id', body()), 400, ErrorCode.VALIDATION_FAILED);

    expect(await couponRow(first._id)).toEqual(rowBefore);
    expect((await auditOf(suite.t.db, first._id)).map((row) => row.action)).toEqual(['coupon.create']);

    // Raising the limit to the uses so far is fine.
    expect(expectSuccess<AdminCoupon>(await inject('PUT', url, body({ code: 'LIMITED', totalLimit: 3, perUserLimit: 1 }))).totalLimit).toBe(3);
  });
});
