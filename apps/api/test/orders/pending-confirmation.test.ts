import type { Cart } from '@wine/contract/cart';
import type { PendingConfirmation, PendingConfirmationResult } from '@wine/contract/checkout';
import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { callApi, createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { saveTestCard } from '../helpers/payments';
import { insertAccount, openSession } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A shopper with a cart and a saved card, signed in on two devices. */
async function shopperWithCart() {
  const shopper = await insertAccount(t.db);
  const [laptop, phone] = [await openSession(t.db, shopper.row.id), await openSession(t.db, shopper.row.id)];
  const cart = expectSuccess<Cart>(await callApi(t, 'POST', '/order', laptop, { status: 'OPEN' }));
  const card = await saveTestCard(t.db, shopper.row.id);
  const pending: PendingConfirmation = { deliveryType: 'pickup', deliveryAddressId: null, billing: null, voucherCode: null, cardId: card.id, txnId: 'pi_test_1' };
  return { shopper, laptop, phone, cart, card, pending };
}

const url = (orderId: string) => `/order/${orderId}/pending-confirmation`;

describe('the card payment waiting for confirmation (issue 45, decision 0062)', () => {
  it('is kept with the cart: another device of the shopper finds it, and a later payment replaces it', async () => {
    const { laptop, phone, cart, pending } = await shopperWithCart();
    expect(expectSuccess<PendingConfirmationResult>(await callApi(t, 'GET', url(cart._id), phone))).toEqual({ pending: null });
    expect(expectSuccess<PendingConfirmationResult>(await callApi(t, 'PUT', url(cart._id), laptop, pending))).toEqual({ pending });
    expect(expectSuccess<PendingConfirmationResult>(await callApi(t, 'GET', url(cart._id), phone))).toEqual({ pending });
    const later = { ...pending, deliveryType: 'pickup' as const, txnId: 'pi_test_2' };
    expectSuccess(await callApi(t, 'PUT', url(cart._id), phone, later));
    expect(expectSuccess<PendingConfirmationResult>(await callApi(t, 'GET', url(cart._id), laptop))).toEqual({ pending: later });
  });

  it("is nobody else's: another shopper's cart is not found, and a card must be the shopper's own", async () => {
    const { laptop, cart, pending } = await shopperWithCart();
    const other = await shopperWithCart();
    expectFailure(await callApi(t, 'GET', url(cart._id), other.laptop), 404, ErrorCode.NOT_FOUND);
    expectFailure(await callApi(t, 'PUT', url(cart._id), other.laptop, other.pending), 404, ErrorCode.NOT_FOUND);
    expectFailure(await callApi(t, 'PUT', url(cart._id), laptop, { ...pending, cardId: other.card.id }), 422, ErrorCode.CARD_NOT_USABLE);
    expectFailure(await callApi(t, 'PUT', url(cart._id), laptop, { ...pending, deliveryType: 'drone' }), 400, ErrorCode.VALIDATION_FAILED);
    expect(expectSuccess<PendingConfirmationResult>(await callApi(t, 'GET', url(cart._id), laptop))).toEqual({ pending: null });
  });

  it('is gone once the order is placed, and cannot be kept for a placed order', async () => {
    const { laptop, cart, pending } = await shopperWithCart();
    expectSuccess(await callApi(t, 'PUT', url(cart._id), laptop, pending));
    await t.db.update(orders).set({ status: 'CONFIRMED', placedAt: new Date() }).where(eq(orders.id, cart._id));
    expect(expectSuccess<PendingConfirmationResult>(await callApi(t, 'GET', url(cart._id), laptop))).toEqual({ pending: null });
    expectFailure(await callApi(t, 'PUT', url(cart._id), laptop, pending), 409, ErrorCode.ORDER_STATE_CONFLICT);
  });
});
