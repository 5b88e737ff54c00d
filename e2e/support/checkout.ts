import type { Locator, Page } from '@playwright/test';
import { sql } from './db';
import { expect } from './fixtures';

/** The demo shop's tenant (apps/api seed). */
const SHOP_TENANT_ID = '01930000-0000-7000-8000-000000000001';

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
