import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { callAs, registerThroughApi, verifyEmailThroughMail } from './api';
import { sql } from './db';
import { demoAccounts, expect, newUser, type NewUser } from './fixtures';

/** The demo shop's tenant (apps/api seed). */
const SHOP_TENANT_ID = '01930000-0000-7000-8000-000000000001';

/**
 * A wine page's own "Add to Cart". It comes first on the page: "More like this" below has one per
 * card, and may have loaded by the time a test looks (a busy machine is slower to click).
 */
export const wineAddToCart = (page: Page): Locator => page.getByRole('button', { name: 'Add to Cart' }).first();

/** Fills and saves an address dialog for Grace Hopper; the city must come from the zip. */
export async function addAddress(page: Page, dialogName: string, street: string, zip: string, city: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('5551234567');
  await dialog.getByRole('textbox', { name: 'Street address' }).fill(street);
  await dialog.getByRole('textbox', { name: 'Zip code' }).fill(zip);
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue(city);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
}

/** The value cell of a row of the cart's cost summary. */
export const summaryValue = (page: Page, label: string | RegExp): Locator =>
  page.getByRole('table', { name: 'Order cost summary' }).getByRole('row', { name: label, exact: false }).getByRole('cell');

/** A visible coupon of our own, without bounds, so that it applies to any cart. */
export async function insertCoupon(percent: number): Promise<{ code: string; description: string }> {
  const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
  const code = `E2E${suffix}`;
  const description = `E2E offer ${suffix}: ${percent}% off any order`;
  await sql(
    `INSERT INTO coupons (id, tenant_id, code, description, percent_basis_points, is_visible, is_active)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, true, true)`,
    [SHOP_TENANT_ID, code, description, Math.round(percent * 100)],
  );
  return { code, description };
}

const expiryYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');

/** Fills the add-card form (the test gateway takes any future expiry and CVC) and pays the verification. */
export async function submitCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill(`12/${expiryYear}`);
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: 'Pay $1.00' }).click();
}

/** Saves a test card for the holder of `token` as the add-card screens do: the verification payment, then completion. */
export async function addCardThroughApi(request: APIRequestContext, token: string, userId: string, cardNumber: string): Promise<{ id: string }> {
  const setup = await callAs<{ txnId: string; stripe_data: { client_secret: string } }>(request, token, 'post', `/api/user/${userId}/add-card/initialize`);
  const verified = await request.post('/api/payments/test/confirm-setup', {
    data: { clientSecret: setup.stripe_data.client_secret, number: cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
  });
  expect(verified.ok()).toBe(true);
  return (await callAs<{ card: { id: string } }>(request, token, 'post', `/api/user/${userId}/add-card/complete`, { txnId: setup.txnId })).card;
}

/**
 * A new shopper places a delivery order of two bottles from the demo retailer's shop through the
 * API, as the checkout screens do (their own test covers the screens): address, card, cart, confirm.
 * The order waits for the nightly charge (runChargeJob in jobs.ts); `cardNumber`, a test card, decides how it goes.
 */
export async function placeDeliveryOrder(request: APIRequestContext, label: string, cardNumber = '4242424242424242'): Promise<{ shopper: NewUser; orderId: string; orderNumber: string; total: string }> {
  const shopper = newUser(label);
  const { token, userId } = await registerThroughApi(request, shopper);
  await verifyEmailThroughMail(request, shopper.email);
  const [wine] = await sql<{ id: string; business_id: string }>(
    `SELECT c.id, c.business_id FROM catalogue_items c JOIN users u ON u.business_id = c.business_id
     WHERE u.email = $1 AND c.type = 'PRODUCT' AND c.is_active AND c.event_id IS NULL AND c.stock > 5 ORDER BY c.id LIMIT 1`,
    [demoAccounts.retailer.email],
  );
  if (!wine) throw new Error('The demo retailer has no wine in the shop');

  const me = await callAs<{ savedAddress: { _id: string }[] }>(request, token, 'patch', `/api/users/${userId}`, {
    savedAddress: [{ address: { addressLine1: '12 Warren Street', zip: '12534', customData: { firstName: 'Grace', lastName: 'Hopper' } }, contactDetails: { contactNumber: '5551234567' } }],
  });
  const addressId = me.savedAddress[0]?._id ?? '';
  const card = await addCardThroughApi(request, token, userId, cardNumber);

  const cart = await callAs<{ _id: string }>(request, token, 'post', '/api/order', { status: 'OPEN' });
  await callAs(request, token, 'patch', `/api/order/${cart._id}/item`, { catalogueId: wine.id, quantity: 2 });
  await callAs(request, token, 'post', `/api/order/${cart._id}/task`, { userId: wine.business_id, status: 'ASSIGN', type: 'business' });
  const placed = await callAs<{ _id: string; displayOrderId: string; status: string; totalDisplayAmount: string }>(request, token, 'patch', `/api/order/${cart._id}/confirm`, {
    paymentMethod: { type: 'CARD', cardId: card.id },
    deliveryType: 'delivery',
    deliveryAddressId: addressId,
    billingSameAsDelivery: true,
    businessId: wine.business_id,
  });
  expect(placed.status).toBe('CONFIRMED');
  return { shopper, orderId: placed._id, orderNumber: placed.displayOrderId, total: placed.totalDisplayAmount };
}
