import { callAs, registerThroughApi } from '../support/api';
import { wineAddToCart } from '../support/checkout';
import { sql } from '../support/db';
import { expect, logInThroughPopup, newUser, signUpThroughPopup, test } from '../support/fixtures';
import { scrollUntilVisible } from '../support/rendering';
import { screenshots } from '../support/snap';

/** Issue 45, "Where it departs from the spec or from what a person expects": each point as a person meets it. */
const snap = screenshots('walk-departures', [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]);

const winePath = (wine: { id: string; title: string }) => `/wine/${wine.id}/${encodeURIComponent(wine.title.replace(/[\s/]+/g, '-'))}`;

/** A shop wine without an offer, left with `stock` bottles. */
async function wineWithStock(stock: number): Promise<{ id: string; title: string }> {
  const [wine] = await sql<{ id: string; title: string }>(
    `SELECT id, title FROM catalogue_items WHERE type = 'PRODUCT' AND is_active AND event_id IS NULL AND discount_percent IS NULL AND stock > 20 ORDER BY id DESC LIMIT 1`,
  );
  if (!wine) throw new Error('The demo shop has no wine without an offer');
  await sql('UPDATE catalogue_items SET stock = $2 WHERE id = $1', [wine.id, stock]);
  return wine;
}

test('a malformed sommelier address says "Sommelier not found" without asking the server', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 400) refused.push(response.url());
  });
  await page.goto('/sommelier/not-an-id/Anyone');
  await expect(page.getByRole('heading', { level: 1, name: 'Sommelier not found' })).toBeVisible();
  expect(refused).toEqual([]);
  await snap(page, 'sommelier-malformed-id');
});

test('the quantity stepper says why it stops at the bottles on hand; the cart shows no zero discount and leads back to the events', async ({ page }) => {
  const wine = await wineWithStock(3);
  await page.goto(winePath(wine));
  await signUpThroughPopup(page, newUser('stock-limit'));
  const stepper = page.getByRole('group', { name: `Quantity of ${wine.title}` });
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await stepper.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(stepper.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Only 3 left' })).toBeVisible();
  await snap(page, 'wine-stepper-at-stock');

  await wineAddToCart(page).click();
  await page.getByRole('link', { name: 'View In Cart' }).click();
  const line = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: wine.title });
  await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(line.getByText('Only 3 left')).toBeVisible();
  const summary = page.getByRole('table', { name: 'Order cost summary' });
  await expect(summary.getByRole('row', { name: /Order total at list price/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /Sale discount on the wines/ })).toHaveCount(0);
  await expect(summary.getByRole('row', { name: /Coupon discount/ })).toHaveCount(0);
  await snap(page, 'cart-no-zero-discounts');
  await page.getByRole('button', { name: 'Back To Event' }).click();
  await expect(page).toHaveURL('/events/upcoming');
});

test('a rating without words shows as stars alone, with nothing to find helpful or to report', async ({ page, request }) => {
  const wine = await wineWithStock(30);
  const rater = newUser('rater');
  const { token } = await registerThroughApi(request, rater);
  await callAs(request, token, 'put', `/api/catalogue/${wine.id}/review`, { rating: 4, text: null });
  await page.goto(winePath(wine));
  const rating = page.getByRole('article', { name: `Rating by ${rater.givenName} ${rater.familyName}` }).first();
  // The reviews load as they near the screen.
  await scrollUntilVisible(page, rating);
  await expect(rating.getByRole('button')).toHaveCount(0);
  await snap(page, 'rating-without-words');
});

test('the card pages use the serif page title, and on a phone the expiry label is whole', async ({ page }) => {
  await page.goto('/');
  await signUpThroughPopup(page, newUser('card-title'));
  await page.goto('/payment/add-card');
  const heading = page.getByRole('heading', { level: 1, name: 'Add Credit/Debit card' });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Georgia');
  await page.setViewportSize({ width: 390, height: 844 });
  const label = page.locator('label').filter({ hasText: 'Expiry (MM/YY)' });
  await expect(label).toBeVisible();
  // Cut short, a label's text is wider than its box (MUI ends it with an ellipsis).
  expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await snap(page, 'add-card');
});

test('the profile names devices as people know them, the client string on hover', async ({ page, request, playwright, baseURL }) => {
  const person = newUser('devices-named');
  await registerThroughApi(request, person);
  const curl = await playwright.request.newContext({ baseURL, userAgent: 'curl/7.88.1' });
  await curl.post('/api/user/tokensignin', { data: { strategy: 'basic_email', idToken: person.email, idTokenSecret: person.password } });
  await curl.dispose();
  await logInThroughPopup(page, person, '/profile');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  const curlDevice = devices.getByText('curl, not a web browser');
  await expect(curlDevice).toBeVisible();
  await expect(curlDevice).toHaveAttribute('title', 'curl/7.88.1');
  await expect(devices).not.toContainText('curl/7.88.1');
  await expect(devices.getByText(/^Chrome \d+ on /).first()).toBeVisible();
  await snap(page, 'profile-devices');
});

test("a sommelier's profile shows a handle as a handle and leaves out words that are no link", async ({ page, request }) => {
  const person = newUser('handles');
  const { token, userId } = await registerThroughApi(request, person);
  await sql(`UPDATE users SET type = 'sommelier', active_status = 'approved' WHERE id = $1`, [userId]);
  await callAs(request, token, 'patch', `/api/users/${userId}`, { customData: { tiktok: 'my tiktok', instagram: '@adamwine' } });
  await page.goto(`/sommelier/${userId}/Ada-Lovelace`);
  const connect = page.getByRole('region', { name: "Let's Connect" });
  await expect(connect.getByRole('link', { name: 'Ada Lovelace on Instagram: @adamwine' })).toHaveText('@adamwine');
  await expect(connect.getByText('my tiktok')).toHaveCount(0);
  await snap(page, 'social-handles');
});
