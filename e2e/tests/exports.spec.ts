import fs from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { centsToPrice } from '@wine/contract/money';
import { paths } from '@wine/contract/routes';
import { placeDeliveryOrder } from '../support/checkout';
import { sql } from '../support/db';
import { demoAccounts, expect, logInThroughPopup, test } from '../support/fixtures';
import { screenshots } from '../support/snap';

const snap = screenshots('exports');
const admin = { email: 'admin@sommlike.test', password: 'Admin123!' };

/** Clicks Download CSV and answers the file the browser saved: its name and its lines. */
async function downloadCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download: Download = await downloading;
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), lines: text.slice(1).split('\r\n') };
}

/**
 * Commission for the demo sommelier on a new order of two bottles, as the nightly charge records it
 * (this month of the store's calendar): the month and the sommelier's name.
 */
async function sommelierCommission(request: APIRequestContext) {
  const placed = await placeDeliveryOrder(request, 'csv-commission');
  const [row] = await sql<{ month: string; name: string }>(
    `INSERT INTO commissions (id, sommelier_user_id, order_id, catalogue_id, amount_cents)
     SELECT gen_random_uuid(), u.id, i.order_id, i.catalogue_id, 550 FROM order_items i, users u WHERE i.order_id = $1 AND u.email = $2
     RETURNING to_char(created_at AT TIME ZONE 'America/New_York', 'YYYY-MM') AS month,
               (SELECT given_name || ' ' || family_name FROM users WHERE email = $2) AS name`,
    [placed.orderId, demoAccounts.sommelier.email],
  );
  return row!;
}

test('an admin downloads the orders list as CSV with its filters, and the commission list', async ({ page, request }) => {
  test.setTimeout(360_000);
  const placed = await placeDeliveryOrder(request, 'csv-shopper');
  const [order] = await sql<{ total_cents: number; business: string }>(
    'SELECT o.total_cents, b.name AS business FROM orders o JOIN businesses b ON b.id = o.business_id WHERE o.id = $1',
    [placed.orderId],
  );

  await logInThroughPopup(page, admin);
  await page.goto(`${paths.adminOrders}?q=${placed.orderNumber}`);
  await expect(page.getByRole('link', { name: placed.orderNumber })).toBeVisible();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await snap(page, 'orders');

  const orders = await downloadCsv(page);
  expect(orders.name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(orders.lines[0]).toBe(
    'Order,Placed (America/New_York),Status,Fulfilment,Shopper,Shopper email,Retailer,Wine,Wine code,Quantity,Unit price,Offer %,Line total,' +
      'Subtotal,Offer discount,Coupon code,Coupon discount,Taxes,Delivery fee,Total,Payment',
  );
  // The list's filter holds: only this order, on its one line of two bottles, with its total and payment state.
  expect(orders.lines.slice(1).filter(Boolean)).toHaveLength(1);
  const row = orders.lines[1] ?? '';
  expect(row).toMatch(new RegExp(`^${placed.orderNumber},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Awaiting charge,Delivery,Ada Lovelace,${placed.shopper.email.replaceAll('.', '\\.')},`));
  expect(row).toContain(order!.business);
  expect(row).toMatch(new RegExp(`,2,\\d+\\.\\d{2},\\d*,\\d+\\.\\d{2},`));
  expect(row.endsWith(`,${centsToPrice(order!.total_cents)},Not charged`)).toBe(true);

  // The console's commission page downloads its list the same way, with its filters.
  const earned = await sommelierCommission(request);
  await page.getByRole('navigation', { name: 'Operations console' }).getByRole('tab', { name: 'Commission' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commission' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sommelier name or email' }).fill(demoAccounts.sommelier.email);
  await page.getByRole('textbox', { name: 'Sommelier name or email' }).press('Enter');
  await expect(page.getByRole('table', { name: 'Commission' }).getByRole('row')).toHaveCount(2);
  await snap(page, 'commission');
  const commission = await downloadCsv(page);
  expect(commission.name).toMatch(/^commission-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(commission.lines[0]).toBe('Sommelier,Sommelier email,Month,Orders,Sales,Commission');
  expect(commission.lines.slice(1).filter(Boolean)).toHaveLength(1);
  expect(commission.lines[1]).toMatch(new RegExp(`^${earned.name},${demoAccounts.sommelier.email},${earned.month},\\d+,\\d+\\.\\d{2},\\d+\\.\\d{2}$`));
});

test('a sommelier downloads their own commission from My Commission', async ({ page, request }) => {
  const earned = await sommelierCommission(request);
  await logInThroughPopup(page, demoAccounts.sommelier);
  await page.goto(paths.myCommission);
  await expect(page.getByRole('heading', { level: 1, name: 'My Commission' })).toBeVisible();
  // The months earned, charted above the table.
  const chart = page.getByRole('figure', { name: 'Earnings per month' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart).toContainText(/[A-Z][a-z]+'\d\d/);
  await snap(page, 'my-commission');
  const monthly = await downloadCsv(page);
  expect(monthly.name).toMatch(/^my-commission-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(monthly.lines[0]).toBe('Month,Orders,Sales,Commission');
  expect(monthly.lines[1]).toMatch(new RegExp(`^${earned.month},\\d+,\\d+\\.\\d{2},\\d+\\.\\d{2}$`));
  await page.getByRole('tab', { name: 'Commission by date' }).click();
  expect((await downloadCsv(page)).lines[0]).toBe('Date,Orders,Sales,Commission');
});
