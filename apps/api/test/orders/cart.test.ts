import type { Cart } from '@wine/contract/cart';
import { ErrorCode } from '@wine/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeEvent, makeSommelier, makeWine } from '../helpers/fixtures';
import { signUp } from '../helpers/users';

let t: TestApp;
let retailer: { id: string };
let otherRetailer: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  retailer = await makeBusiness(t.db);
  otherRetailer = await makeBusiness(t.db);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const getCart = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/order?skip=0&limit=1&status=OPEN', headers });
const createCart = (headers: Headers) => t.app.inject({ method: 'POST', url: '/api/order', headers, payload: { status: 'OPEN' } });
const setItem = (headers: Headers, orderId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/order/${orderId}/item`, headers, payload });
const wineOf = (business: { id: string }, overrides = {}) => makeWine(t.db, { businessId: business.id, ...overrides });
const linesOf = (orderId: string) => t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

describe('the cart', () => {
  it('is created once, filled, changed and emptied', async () => {
    const shopper = await signUp(t.app);
    expect(expectSuccess<{ orders: Cart[] }>(await getCart(shopper.auth)).orders).toEqual([]);

    const cart = expectSuccess<Cart>(await createCart(shopper.auth));
    expect(cart).toMatchObject({ status: 'OPEN', items: [], businessId: null, eventId: null, globalOrderId: expect.stringMatching(/^SL-\d+$/) });
    expect(expectSuccess<Cart>(await createCart(shopper.auth))._id).toBe(cart._id);

    // Enough bottles for the largest quantity a line may hold.
    const wine = await wineOf(retailer, { priceCents: 2499, discountPercent: 10, stock: 150 });
    const filled = expectSuccess<Cart>(await setItem(shopper.auth, cart._id, { catalogueId: wine.id, quantity: 2, affiliationId: null }));
    expect(filled.businessId).toBe(retailer.id);
    expect(filled.items).toEqual([
      expect.objectContaining({ _id: wine.id, quantity: 2, price: '24.99', discount: { type: 'percentage', value: 10 } }),
    ]);
    expect(filled.collection.items).toEqual([{ _id: wine.id, quantity: 2 }]);

    const changed = expectSuccess<Cart>(await setItem(shopper.auth, cart._id, { catalogueId: wine.id, quantity: 150 }));
    expect(changed.items[0]?.quantity).toBe(150);

    const emptied = expectSuccess<Cart>(await setItem(shopper.auth, cart._id, { catalogueId: wine.id, quantity: 0 }));
    expect(emptied).toMatchObject({ items: [], businessId: null, eventId: null });
    expect(expectSuccess<{ orders: Cart[] }>(await getCart(shopper.auth)).orders).toHaveLength(1);
  });

  it('answers each change with the cart exactly as reading it back shows it, lines in the order they were added', async () => {
    const shopper = await signUp(t.app);
    const cart = expectSuccess<Cart>(await createCart(shopper.auth));
    const [first, second, third] = [await wineOf(retailer), await wineOf(retailer), await wineOf(retailer)];
    const steps = [
      { catalogueId: second!.id, quantity: 1 },
      { catalogueId: first!.id, quantity: 2 },
      { catalogueId: second!.id, quantity: 3 },
      { catalogueId: third!.id, quantity: 1 },
      { catalogueId: first!.id, quantity: 0 },
      { catalogueId: first!.id, quantity: 1 },
    ];
    for (const step of steps) {
      const answered = expectSuccess<Cart>(await setItem(shopper.auth, cart._id, step));
      expect(answered).toEqual(expectSuccess<{ orders: Cart[] }>(await getCart(shopper.auth)).orders[0]);
    }
    const last = expectSuccess<{ orders: Cart[] }>(await getCart(shopper.auth)).orders[0]!;
    expect(last.items.map((item) => [item._id, item.quantity])).toEqual([[second!.id, 3], [third!.id, 1], [first!.id, 1]]);
  });

  it('refuses a wine from another retailer or event with the single-source code, changing nothing', async () => {
    const shopper = await signUp(t.app);
    const cart = expectSuccess<Cart>(await createCart(shopper.auth));
    const first = await wineOf(retailer);
    expectSuccess(await setItem(shopper.auth, cart._id, { catalogueId: first.id, quantity: 1 }));

    const elsewhere = await wineOf(otherRetailer);
    expectFailure(
      await setItem(shopper.auth, cart._id, { catalogueId: elsewhere.id, quantity: 1 }),
      409,
      ErrorCode.CART_SOURCE_CONFLICT,
      'You can only add items from a single event/retailer at a time.',
    );
    const event = await makeEvent(t.db, retailer);
    const eventWine = await wineOf(retailer, { eventId: event.id });
    expectFailure(await setItem(shopper.auth, cart._id, { catalogueId: eventWine.id, quantity: 1 }), 409, ErrorCode.CART_SOURCE_CONFLICT);
    expect((await linesOf(cart._id)).map((line) => line.catalogueId)).toEqual([first.id]);

    const sameSource = await wineOf(retailer);
    expect(expectSuccess<Cart>(await setItem(shopper.auth, cart._id, { catalogueId: sameSource.id, quantity: 3 })).items).toHaveLength(2);
  });

  it("refuses another user's cart, changing nothing", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const cart = expectSuccess<Cart>(await createCart(owner.auth));
    const wine = await wineOf(retailer);
    expectFailure(await setItem(intruder.auth, cart._id, { catalogueId: wine.id, quantity: 1 }), 403, ErrorCode.FORBIDDEN);
    expectFailure(await setItem(intruder.auth, '01930000-0000-7000-8000-00000000dead', { catalogueId: wine.id, quantity: 1 }), 404, ErrorCode.NOT_FOUND);
    expect(await linesOf(cart._id)).toEqual([]);
  });

  it.each([
    ['negative', -1],
    ['one above the limit', 151],
    ['fractional', 1.5],
    ['a string', '2'],
  ])('refuses a quantity that is %s', async (_label, quantity) => {
    const shopper = await signUp(t.app);
    const cart = expectSuccess<Cart>(await createCart(shopper.auth));
    const wine = await wineOf(retailer);
    expectFailure(await setItem(shopper.auth, cart._id, { catalogueId: wine.id, quantity }), 400, ErrorCode.VALIDATION_FAILED);
    expect(await linesOf(cart._id)).toEqual([]);
  });

  it('refuses inactive and unknown wines, and a price sent by the client', async () => {
    const shopper = await signUp(t.app);
    const cart = expectSuccess<Cart>(await createCart(shopper.auth));
    const inactive = await wineOf(retailer, { isActive: false });
    const wine = await wineOf(retailer, { priceCents: 5000 });
    expectFailure(await setItem(shopper.auth, cart._id, { catalogueId: inactive.id, quantity: 1 }), 422, ErrorCode.WINE_NOT_AVAILABLE);
    expectFailure(await setItem(shopper.auth, cart._id, { catalogueId: '01930000-0000-7000-8000-00000000dead', quantity: 1 }), 404, ErrorCode.NOT_FOUND);
    expectFailure(await setItem(shopper.auth, cart._id, { catalogueId: wine.id, quantity: 1, price: '0.01' }), 400, ErrorCode.VALIDATION_FAILED);
    expect(await linesOf(cart._id)).toEqual([]);
  });

  it('keeps an approved sommelier as the affiliate, and drops anyone else', async () => {
    const shopper = await signUp(t.app);
    const somm = await makeSommelier(t.db);
    const pending = await makeSommelier(t.db, { activeStatus: 'in-review' });
    const cart = expectSuccess<Cart>(await createCart(shopper.auth));
    const [a, b, c] = [await wineOf(retailer), await wineOf(retailer), await wineOf(retailer)];
    expectSuccess(await setItem(shopper.auth, cart._id, { catalogueId: a.id, quantity: 1, affiliationId: somm.id }));
    expectSuccess(await setItem(shopper.auth, cart._id, { catalogueId: b.id, quantity: 1, affiliationId: pending.id }));
    const result = expectSuccess<Cart>(await setItem(shopper.auth, cart._id, { catalogueId: c.id, quantity: 1, affiliationId: shopper.user._id }));
    expect(result.items.map((item) => item.affiliation.id)).toEqual([somm.id, null, null]);
  });

  it('needs a signed-in user', async () => {
    expectFailure(await getCart({}), 401, ErrorCode.UNAUTHENTICATED);
    expectFailure(await createCart({}), 401, ErrorCode.UNAUTHENTICATED);
  });
});
