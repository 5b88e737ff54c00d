import { signInThroughApi } from '../support/api';
import { sql } from '../support/db';
import { demoAccounts, expect, logInThroughPopup, test } from '../support/fixtures';
import { screenshots } from '../support/snap';

const snap = screenshots('stock-admin', [{ width: 1366, height: 900 }, { width: 390, height: 844 }]);
const admin = { email: 'admin@sommlike.test', password: 'Admin123!' };

const stockOf = async (code: string) => (await sql<{ stock: number }>('SELECT stock FROM catalogue_items WHERE code = $1', [code]))[0]?.stock;

test('a retailer uploads the till\'s stock CSV: a refused row blocks it, the corrected file shows before and after, then saves', async ({ page, request }) => {
  test.setTimeout(240_000);
  const staff = await signInThroughApi(request, demoAccounts.retailer.email, demoAccounts.retailer.password);
  const listed = (await (await request.get('/api/retailer/wines?search=Pinot&limit=2', { headers: { authorization: `Bearer ${staff.token}` } })).json()) as {
    result: { wines: { title: string; code: string; stock: number }[] };
  };
  const [first, second] = listed.result.wines as [{ title: string; code: string; stock: number }, { title: string; code: string; stock: number }];
  const counts = [first.stock + 7, second.stock + 9];

  await logInThroughPopup(page, demoAccounts.retailer, '/retailer/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  const choose = (content: string) => page.locator('input[type="file"]').setInputFiles({ name: 'till.csv', mimeType: 'text/csv', buffer: Buffer.from(content) });

  await choose(`"Code","Count"\r\n"${first.code}","${counts[0]}"\r\n${second.code},${counts[1]}\r\nNO-SUCH-WINE,3\r\n${first.code}x,-2\r\n`);
  await page.getByRole('button', { name: 'Check file' }).click();
  const refused = page.getByRole('list', { name: 'Refused rows' });
  await expect(refused).toContainText('Row 4 (NO-SUCH-WINE): none of your wines has the code "NO-SUCH-WINE"');
  await expect(refused).toContainText(`Row 5 (${first.code}x): count must be 0 or more (got "-2")`);
  await expect(page.getByRole('button', { name: 'Save 2 changes' })).toBeDisabled();
  await snap(page, 'stock-dry-run-refused');

  await choose(`code,count\r\n${first.code},${counts[0]}\r\n${second.code},${counts[1]}\r\n`);
  await page.getByRole('button', { name: 'Check file' }).click();
  const changes = page.getByRole('table', { name: 'Stock changes' });
  await expect(changes.getByRole('row', { name: new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toContainText(`${first.stock} → ${counts[0]}`);
  await expect(changes.getByRole('row')).toHaveCount(3);
  expect(await stockOf(first.code)).toBe(first.stock);
  await snap(page, 'stock-dry-run');

  await page.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 2 wines.' })).toBeVisible();
  expect([await stockOf(first.code), await stockOf(second.code)]).toEqual(counts);
});

test('the console\'s wine form refuses a count that is not a whole number of bottles, then saves one', async ({ page }) => {
  test.setTimeout(240_000);
  const [wine] = await sql<{ title: string; code: string; stock: number }>("SELECT title, code, stock FROM catalogue_items WHERE type = 'PRODUCT' AND code IS NOT NULL ORDER BY code DESC LIMIT 1");
  if (!wine) throw new Error('The demo shop has no wine');
  await logInThroughPopup(page, admin);
  await page.goto('/admin/wines');
  await page.getByRole('textbox', { name: 'Search' }).fill(wine.code);
  await page.getByRole('button', { name: `Edit ${wine.title}` }).click();
  const form = page.getByRole('dialog', { name: `Edit ${wine.title}` });
  const stock = form.getByRole('textbox', { name: 'Bottles in stock' });
  await expect(stock).toHaveValue(String(wine.stock));

  for (const [typed, message] of [['-1', 'must be 0 or more'], ['2.5', 'must be a whole number of bottles'], ['', 'must be a whole number of bottles']] as const) {
    await stock.fill(typed);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText(message)).toBeVisible();
  }
  expect(await stockOf(wine.code)).toBe(wine.stock);

  await stock.fill(String(wine.stock + 8));
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  expect(await stockOf(wine.code)).toBe(wine.stock + 8);
  const [audit] = await sql<{ after: { stock: number; reason: string } }>(
    "SELECT a.after FROM audit_log a JOIN catalogue_items w ON w.id::text = a.entity_id WHERE w.code = $1 AND a.action = 'wine.stock' ORDER BY a.created_at DESC LIMIT 1",
    [wine.code],
  );
  expect(audit?.after).toEqual({ stock: wine.stock + 8, reason: 'correction' });
});
