import { paths } from '@wine/contract/routes';
import { registerThroughApi, signInThroughApi, verifyEmailThroughMail } from '../support/api';
import { demoAccounts, expect, loginDialog, logInThroughPopup, newUser, newVisitorPage, test } from '../support/fixtures';
import { latestEmailTo } from '../support/outbox';
import { screenshots } from '../support/snap';

const snap = screenshots('back-in-stock', [{ width: 1366, height: 900 }, { width: 390, height: 844 }]);

interface StockWine {
  _id: string;
  title: string;
  code: string | null;
  stock: number;
}

test('an out-of-stock wine: the shopper asks to be told, staff restock it on the stock page, the shopper is mailed a link to it', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  // One of the demo retailer's wines, sold out through the retailer's own call (the stock module).
  const staff = await signInThroughApi(request, demoAccounts.retailer.email, demoAccounts.retailer.password);
  const auth = { authorization: `Bearer ${staff.token}` };
  const listed = (await (await request.get('/api/retailer/wines?limit=1', { headers: auth })).json()) as { result: { wines: StockWine[] } };
  const wine = listed.result.wines[0]!;
  expect((await request.patch(`/api/retailer/wines/${wine._id}/stock`, { headers: auth, data: { stock: 0 } })).ok()).toBe(true);
  const winePath = paths.wine(wine._id, wine.title);

  // A guest is asked to log in.
  const guest = await newVisitorPage(browser);
  await guest.goto(winePath);
  await expect(guest.getByRole('button', { name: 'Tell me when it\'s back' })).toBeVisible();
  await snap(guest, 'wine-out-of-stock');
  await guest.getByRole('button', { name: 'Tell me when it\'s back' }).click();
  await expect(loginDialog(guest)).toBeVisible();

  const shopper = newUser('back-in-stock');
  await registerThroughApi(request, shopper);
  // Only a verified address is mailed when the wine is back (decision 0059).
  await verifyEmailThroughMail(request, shopper.email);
  await logInThroughPopup(page, shopper, winePath);
  await page.getByRole('button', { name: 'Tell me when it\'s back' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We will email you when it is back in stock.' })).toBeVisible();
  await snap(page, 'wine-waiting');
  // Cancelling and asking again: the last word counts.
  await page.getByRole('button', { name: 'Don\'t tell me' }).click();
  await expect(page.getByRole('button', { name: 'Tell me when it\'s back' })).toBeVisible();
  await page.getByRole('button', { name: 'Tell me when it\'s back' }).click();
  await expect(page.getByRole('button', { name: 'Don\'t tell me' })).toBeVisible();

  // Staff count the bottles on their stock page.
  const staffPage = await newVisitorPage(browser);
  await logInThroughPopup(staffPage, demoAccounts.retailer);
  await staffPage.getByRole('button', { name: 'Open menu' }).click();
  await staffPage.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Stock' }).click();
  await expect(staffPage.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  await staffPage.getByRole('textbox', { name: 'Search your wines' }).fill(wine.code ?? wine.title);
  const row = staffPage.getByRole('article', { name: wine.title });
  await expect(row.getByText('Out of stock')).toBeVisible();
  await snap(staffPage, 'stock-page');
  await row.getByRole('textbox', { name: `Bottles in stock of ${wine.title}` }).fill('6');
  await row.getByRole('button', { name: `Save the count of ${wine.title}` }).click();
  await expect(staffPage.getByText(`${wine.title}: 6 in stock`)).toBeVisible();
  await expect(row.getByText('Out of stock')).toBeHidden();

  // The mail links to the wine, which is now for sale.
  const mail = await latestEmailTo(shopper.email, 60_000, `${wine.title} is back in stock at Sommlike`);
  const link = /https?:\/\/[^\s]+(\/wine\/[^\s]+)/.exec(mail.text);
  expect(link?.[1]).toBe(encodeURI(winePath));
  await page.goto(link![1]!);
  await expect(page.getByRole('heading', { level: 1, name: wine.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tell me when it\'s back' })).toHaveCount(0);
});
