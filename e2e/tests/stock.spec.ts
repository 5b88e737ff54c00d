import { wineAddToCart } from '../support/checkout';
import { sql } from '../support/db';
import { demoAccounts, expect, newUser, signUpVerifiedThroughPopup, test } from '../support/fixtures';
import { screenshots } from '../support/snap';

/** Issue 32, stock as a shopper meets it: the wine page's "Only N left" and "Out of stock", the cart's short lines. */
const snap = screenshots('stock');

/** A wine of the demo retailer with `stock` bottles on hand, made for the test so the seed's counts do not matter. */
async function wineWithStock(title: string, stock: number): Promise<{ id: string; path: string }> {
  const [wine] = await sql<{ id: string }>(
    `INSERT INTO catalogue_items (id, tenant_id, type, title, name, price_cents, producer, color, varietal, country, region, size, volume_in_ml, is_active, business_id, stock)
     SELECT gen_random_uuid(), '01930000-0000-7000-8000-000000000001', 'PRODUCT', $1, $1, 3200, 'E2E Stock Cellars', 'Red', 'Merlot', 'France', 'Bordeaux',
       '750 ml', 750, true, u.business_id, $2
     FROM users u WHERE u.email = $3
     RETURNING id`,
    [title, stock, demoAccounts.retailer.email],
  );
  if (!wine) throw new Error('The demo retailer is missing');
  return { id: wine.id, path: `/wine/${wine.id}/${encodeURIComponent(title.replace(/\s+/g, '-'))}` };
}

test('a sold-out wine says "Out of stock" and cannot be added to the cart', async ({ page }) => {
  const title = `E2E Sold Out Syrah ${Date.now()}`;
  const wine = await wineWithStock(title, 0);
  await page.goto(wine.path);
  await signUpVerifiedThroughPopup(page, newUser('sold-out'));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('stock-note')).toHaveText('Out of stock');
  await expect(wineAddToCart(page)).toBeDisabled();
  await expect(page.getByRole('group', { name: `Quantity of ${title}` }).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await snap(page, 'out-of-stock');
});

test('a wine with 3 bottles left says "Only 3 left" and its stepper stops at 3', async ({ page }) => {
  const title = `E2E Last Three Merlot ${Date.now()}`;
  const wine = await wineWithStock(title, 3);
  await page.goto(wine.path);
  await signUpVerifiedThroughPopup(page, newUser('three-left'));
  await expect(page.getByTestId('stock-note')).toHaveText('Only 3 left');
  const stepper = page.getByRole('group', { name: `Quantity of ${title}` });
  const increase = stepper.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  await expect(stepper.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  await expect(increase).toBeDisabled();
  // Typing more than there is shows the most there is.
  await stepper.getByRole('textbox', { name: 'Quantity' }).fill('9');
  await expect(stepper.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  await wineAddToCart(page).click();
  await page.getByRole('link', { name: 'View In Cart' }).click();
  const line = page.getByRole('listitem', { name: title });
  await expect(line.getByRole('status').filter({ hasText: /^Sorry/ })).toHaveCount(0);
  await expect(line.getByRole('group', { name: `Quantity of ${title}` }).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await snap(page, 'only-3-left');
});

test('a cart line whose stock fell below it says so, and the checkout waits until it is changed', async ({ page }) => {
  const title = `E2E Falling Pinot ${Date.now()}`;
  const wine = await wineWithStock(title, 10);
  await page.goto(wine.path);
  await signUpVerifiedThroughPopup(page, newUser('stock-fell'));
  const stepper = page.getByRole('group', { name: `Quantity of ${title}` });
  await stepper.getByRole('textbox', { name: 'Quantity' }).fill('4');
  await wineAddToCart(page).click();
  await page.getByRole('link', { name: 'View In Cart' }).click();
  await expect(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeEnabled();

  // Other shoppers bought the wine meanwhile.
  await sql('UPDATE catalogue_items SET stock = 2 WHERE id = $1', [wine.id]);
  await page.reload();
  const line = page.getByRole('listitem', { name: title });
  // The line's own words, beside the quantity shown (an <output>, also a status).
  const shortNote = line.getByRole('status').filter({ hasText: /^Sorry/ });
  await expect(shortNote).toHaveText(`Sorry, only 2 bottles of ${title} are left. Please change the quantity in your cart.`);
  await expect(page.getByText('A wine in your cart has fewer bottles left than you asked for. Please change it to continue.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeDisabled();
  await snap(page, 'cart-line-short');

  const quantityShown = line.getByRole('group', { name: `Quantity of ${title}` });
  await quantityShown.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantityShown.getByRole('status', { name: 'Quantity', exact: true })).toHaveText('3');
  await expect(shortNote).toBeVisible();
  await expect(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeDisabled();
  await expect(quantityShown.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  await quantityShown.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantityShown.getByRole('status', { name: 'Quantity', exact: true })).toHaveText('2');
  await expect(shortNote).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'PROCEED TO CHECKOUT' })).toBeEnabled();
});
