/**
 * Food pairing (issue 20): from the home's "What are you eating?" row to the shop filtered by a
 * food, a second food ticked (a wine pairs with any of them), and the wine page's "Pairs with".
 */
import type { Wine } from '@wine/contract/catalogue';
import { expect, test } from '../support/fixtures';
import { scrollUntilVisible } from '../support/rendering';

test('a food on the home opens the shop filtered by it; a second food widens the list; the wine page says what it pairs with', async ({ page, request }) => {
  await page.goto('/');
  await scrollUntilVisible(page, page.getByRole('heading', { name: 'What are you eating?' }), 600);
  await page.getByRole('link', { name: 'Shellfish' }).click();

  await expect(page).toHaveURL('/shop-wines?pairings=shellfish');
  await expect(page.getByRole('checkbox', { name: 'Shellfish' })).toBeChecked();
  const total = page.getByTestId('wine-count');
  await expect(total).toHaveText(/^[\d,]+ wines?$/);
  const winesIn = async () => Number((await total.textContent())?.split(' ')[0]?.replaceAll(',', ''));
  const shellfishTotal = await winesIn();
  expect(shellfishTotal).toBeGreaterThan(0);
  const cards = page.getByRole('list', { name: 'Wines' }).getByRole('article');
  await expect(cards.first()).toBeVisible();

  await page.getByRole('checkbox', { name: 'Dessert' }).check();
  await expect(page).toHaveURL('/shop-wines?pairings=shellfish&pairings=dessert');
  await expect.poll(winesIn).toBeGreaterThan(shellfishTotal);
  const hrefs = await cards.locator('a[href^="/wine/"]:not([aria-hidden])').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const wine = (await (await request.get(`/api/catalogue/${href.split('/')[2]}`)).json()) as { result: Wine };
    expect(wine.result.customData.product.pairings.some((pairing) => ['shellfish', 'dessert'].includes(pairing))).toBe(true);
  }

  const first = cards.first();
  const title = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('info-Pairs with')).toContainText(/Shellfish|Dessert/);
});
