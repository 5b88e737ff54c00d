import { placeDeliveryOrder } from '../support/checkout';
import { sql } from '../support/db';
import { demoAccounts, expect, logInThroughPopup, test } from '../support/fixtures';
import { screenshots } from '../support/snap';

const snap = screenshots('unpaid-holds', [{ width: 1366, height: 900 }, { width: 390, height: 844 }]);

test('the retailer\'s stock page says how many bottles of a wine unpaid orders hold (decision 0059)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { orderId } = await placeDeliveryOrder(request, 'held');
  const [line] = await sql<{ id: string; title: string }>(
    'SELECT c.id, c.title FROM order_items i JOIN catalogue_items c ON c.id = i.catalogue_id WHERE i.order_id = $1',
    [orderId],
  );
  if (!line) throw new Error('The placed order has no line');
  // Every order of the wine placed and not yet charged, this one's two bottles among them.
  const [held] = await sql<{ bottles: number }>(
    `SELECT coalesce(sum(i.quantity), 0)::int AS bottles FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE i.catalogue_id = $1 AND o.status IN ('CONFIRMED', 'PAYMENT_FAILED') AND o.bottles_taken`,
    [line.id],
  );
  expect(held!.bottles).toBeGreaterThanOrEqual(2);

  await logInThroughPopup(page, demoAccounts.retailer, '/retailer/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  await page.getByRole('textbox', { name: /search/i }).fill(line.title);
  const card = page.getByRole('article', { name: line.title });
  await expect(card).toContainText(`${held!.bottles} bottles held by unpaid orders`);
  await snap(page, 'stock-held-unpaid');
});
