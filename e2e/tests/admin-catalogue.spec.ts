import type { Page } from '@playwright/test';
import { sql } from '../support/db';
import { expect, logInThroughPopup, test } from '../support/fixtures';
import { screenshots } from '../support/snap';

const admin = { email: 'admin@sommlike.test', password: 'Admin123!' };
const snap = screenshots('admin-catalogue');

/** A CSV as a spreadsheet saves it; the title of the first wine holds a comma and quotes. */
const csvOf = (rows: string[][]) => rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\r\n');

async function chooseCsv(page: Page, name: string, content: string) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await expect(page.getByText(`${name} (${content.length} bytes)`)).toBeVisible();
}

const winesWithCodePrefix = (prefix: string) => sql<{ code: string; price_cents: number }>('SELECT code, price_cents FROM catalogue_items WHERE code LIKE $1 ORDER BY code', [`${prefix}%`]);

test('an admin imports wines from a CSV, dry run first, and they appear in the shop', async ({ page }) => {
  const [retailer] = await sql<{ name: string }>('SELECT name FROM businesses ORDER BY name LIMIT 1');
  if (!retailer) throw new Error('The demo shop has no retailer');
  const prefix = `E2E-${Date.now().toString(36)}`;
  const marker = `Csvtest ${Date.now().toString(36)}`;
  const file = csvOf([
    ['code', 'title', 'producer', 'color', 'region', 'vintage', 'price', 'discountPercent', 'retailer'],
    [`${prefix}-1`, `${marker} "Reserve", Cabernet`, 'Imported Cellars', 'Red', 'Napa Valley', '2019', '34.50', '10', retailer.name],
    [`${prefix}-2`, `${marker} Chardonnay`, 'Imported Cellars', 'White', 'Sonoma', '2021', '19.99', '', retailer.name],
  ]);

  await logInThroughPopup(page, admin);
  await page.goto('/admin/wines');
  await expect(page.getByRole('heading', { name: 'Wines', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Wines' }).getByRole('listitem').first()).toBeVisible();
  await snap(page, 'wines');
  await page.getByRole('button', { name: 'New wine' }).click();
  await expect(page.getByRole('dialog', { name: 'New wine' })).toBeVisible();
  await snap(page, 'wine-form');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import wines from CSV' });
  await chooseCsv(page, 'new-wines.csv', file);
  await snap(page, 'import-dialog');

  // The dry run reports and writes nothing.
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('new-wines.csv is ready: 2 rows checked, no problems. Importing it will add 2 new wines.')).toBeVisible();
  expect(await winesWithCodePrefix(prefix)).toEqual([]);
  await snap(page, 'import-dry-run');

  await dialog.getByRole('button', { name: 'Import 2 wines' }).click();
  await expect(dialog.getByText('Imported new-wines.csv: 2 new wines.')).toBeVisible();
  expect(await winesWithCodePrefix(prefix)).toEqual([
    { code: `${prefix}-1`, price_cents: 3450 },
    { code: `${prefix}-2`, price_cents: 1999 },
  ]);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The console lists them first (newest), and the shop's search finds them.
  const search = page.getByRole('textbox', { name: 'Search' });
  const listed = page.getByRole('list', { name: 'Wines' }).getByRole('listitem');
  await search.fill(marker);
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText(`${marker} Chardonnay`);
  await search.fill(`${prefix}-1`);
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('$34.50');
  await expect(listed.first()).toContainText('10% off');

  await page.goto(`/search?q=${encodeURIComponent(marker)}`);
  await expect(page.getByText(`${marker} "Reserve", Cabernet`)).toBeVisible();
  await expect(page.getByText(`${marker} Chardonnay`)).toBeVisible();
});

test('a CSV with a bad price shows the row error and imports nothing', async ({ page }) => {
  const [retailer] = await sql<{ name: string }>('SELECT name FROM businesses ORDER BY name LIMIT 1');
  if (!retailer) throw new Error('The demo shop has no retailer');
  const prefix = `E2EBAD-${Date.now().toString(36)}`;
  const file = csvOf([
    ['code', 'title', 'price', 'retailer'],
    [`${prefix}-1`, 'A fine Merlot', '21.00', retailer.name],
    [`${prefix}-2`, 'A mispriced Syrah', '12,50', retailer.name],
  ]);

  await logInThroughPopup(page, admin);
  await page.goto('/admin/wines');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import wines from CSV' });
  await chooseCsv(page, 'bad-price.csv', file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();

  await expect(dialog.getByText('1 problem in bad-price.csv: nothing was imported. Correct the file and check it again.')).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Problems found' });
  await expect(problems.getByRole('row').nth(1)).toHaveText(/^3\s*price\s*must be an amount in dollars, e\.g\. 24\.99 \(got "12,50"\)$/);
  expect(await winesWithCodePrefix(prefix)).toEqual([]);
  await snap(page, 'import-bad-price');
});

test('the collections, banners and Wine Talks, and events screens', async ({ page }) => {
  await logInThroughPopup(page, admin);
  await page.goto('/admin/collections');
  await expect(page.getByRole('heading', { name: 'Collections', level: 1 })).toBeVisible();
  const first = page.getByRole('list', { name: 'Collections' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await snap(page, 'collections');

  await page.goto('/admin/content');
  await expect(page.getByRole('list', { name: 'Banners' }).getByRole('listitem').first()).toBeVisible();
  await snap(page, 'banners');
  await page.getByRole('button', { name: 'New banner' }).click();
  await expect(page.getByRole('dialog', { name: 'New banner' })).toBeVisible();
  await snap(page, 'banner-form');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Wine Talks', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Wine Talks posts' }).getByRole('listitem').first()).toBeVisible();
  await snap(page, 'wine-talks');

  await page.goto('/admin/events');
  await expect(page.getByRole('list', { name: 'Events' }).getByRole('listitem').first()).toBeVisible();
  await snap(page, 'events');
  await page.getByRole('list', { name: 'Events' }).getByRole('button', { name: /^Edit / }).first().click();
  const form = page.getByRole('dialog');
  const chosen = form.getByRole('list', { name: 'Sommeliers of the event' });
  // The event's own sommeliers are shown by name, whatever the picker finds.
  await expect(chosen.getByRole('listitem').first()).toHaveText(/^1\. [A-Z][a-z]+ [A-Z]/);
  await snap(page, 'event-form');

  // The picker asks the server as the admin types: a sommelier not on the event, found by part of the name.
  const onEvent = (await chosen.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/^\d+\. /, '').trim());
  const approved = await sql<{ name: string }>(
    "SELECT given_name || ' ' || family_name AS name FROM users WHERE type = 'sommelier' AND active_status = 'approved' AND is_active AND roles[1] IS DISTINCT FROM 'admin' ORDER BY created_at DESC",
  );
  const candidate = approved.find((person) => !onEvent.includes(person.name))?.name;
  if (!candidate) throw new Error('Every approved sommelier is already on the event');
  const fragment = candidate.split(' ')[1]!.slice(1, 5).toLowerCase();
  const picker = form.getByRole('combobox', { name: 'Add a sommelier' });
  await picker.fill(fragment);
  const options = page.getByRole('listbox').getByRole('option');
  await expect.poll(async () => {
    const shown = await options.allInnerTexts();
    return shown.length > 0 && shown.every((text) => text.toLowerCase().includes(fragment));
  }).toBe(true);
  await snap(page, 'event-form-sommelier-search');
  await page.getByRole('option', { name: candidate, exact: true }).click();
  await expect(chosen.getByRole('listitem').last()).toHaveText(`${onEvent.length + 1}. ${candidate}`);
  await expect(picker).toHaveValue('');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
});
