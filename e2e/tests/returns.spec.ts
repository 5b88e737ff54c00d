import { callAs, signInThroughApi } from '../support/api';
import { placeDeliveryOrder } from '../support/checkout';
import { sql } from '../support/db';
import { demoAccounts, expect, logInThroughPopup, newVisitorPage, test } from '../support/fixtures';
import { runChargeJob } from '../support/jobs';
import { latestEmailTo } from '../support/outbox';
import { screenshots } from '../support/snap';

const snap = screenshots('returns');

test('a shopper returns a bottle of a delivered order, the retailer accepts it at /retailer, and the shopper sees it refunded and is mailed', async ({ page, browser, request }) => {
  test.setTimeout(540_000);
  // A delivered order of two bottles: placed, charged at night, handed over by the retailer.
  const { shopper, orderId, orderNumber } = await placeDeliveryOrder(request, 'returns-shopper');
  expect(await runChargeJob(new Date(Date.now() + 36 * 60 * 60 * 1000))).toMatch(/[1-9]\d* charged/);
  const retailer = await signInThroughApi(request, demoAccounts.retailer.email, demoAccounts.retailer.password);
  await callAs(request, retailer.token, 'patch', `/api/retailer/orders/${orderId}/out-for-delivery`, {});
  await callAs(request, retailer.token, 'patch', `/api/retailer/orders/${orderId}/delivered`, { ageChecked: true });

  await logInThroughPopup(page, shopper);
  await page.goto(`/order/${orderId}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('Unopened bottles can be returned until');
  await returns.getByRole('button', { name: 'Return bottles' }).click();
  const form = page.getByRole('dialog', { name: 'Return bottles' });
  // A bottle and the confirmation that it is unopened are required.
  const bottles = form.getByRole('combobox');
  await expect(bottles).toHaveText('1');
  await expect(form).toContainText('2 of 2 bottles can be returned');
  await bottles.click();
  await page.getByRole('option', { name: 'None' }).click();
  await form.getByRole('textbox', { name: 'Reason' }).fill('A duplicate gift, still sealed');
  await form.getByRole('button', { name: 'Ask to return' }).click();
  await expect(form.getByText('Please choose at least one bottle to return')).toBeVisible();
  await expect(form.getByText('Please confirm that the bottles are unopened')).toBeVisible();
  await bottles.click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await expect(form.getByText('Please choose at least one bottle to return')).toBeHidden();
  // What the bottle refunds, before it is sent (issue 45).
  await expect(form.getByRole('status')).toHaveText(/^You will be refunded \$\d+\.\d{2}$/);
  await form.getByRole('checkbox', { name: /I confirm these bottles are unopened/ }).check();
  await snap(page, 'return-form');
  await form.getByRole('button', { name: 'Ask to return' }).click();
  await expect(form).toBeHidden();
  await expect(returns.getByRole('listitem', { name: 'Return Requested' })).toContainText('Waiting for the retailer');
  await expect(latestEmailTo(shopper.email)).resolves.toMatchObject({ subject: `Your Sommlike return for order ${orderNumber} is requested` });

  // The retailer accepts it once the bottle is back.
  const shop = await newVisitorPage(browser);
  await logInThroughPopup(shop, demoAccounts.retailer);
  await shop.getByRole('button', { name: 'Open menu' }).click();
  await shop.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Returns' }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Returns' })).toBeVisible();
  const card = shop.getByRole('article', { name: `Return for order ${orderNumber}` });
  await expect(card).toContainText('A duplicate gift, still sealed');
  await expect(card).toContainText('1 bottle');
  await snap(shop, 'retailer-requests');
  await card.getByRole('button', { name: 'Accept return' }).click();
  const confirm = shop.getByRole('dialog', { name: 'Accept this return?' });
  await confirm.getByRole('button', { name: /^Accept and refund \$/ }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeHidden();
  await shop.getByRole('tab', { name: 'Refunded' }).click();
  await expect(shop.getByRole('article', { name: `Return for order ${orderNumber}` })).toContainText('Refunded');
  await snap(shop, 'retailer-refunded');

  // The refund went through the payment path, and the shopper's page and mail say how much.
  const [refund] = await sql<{ amount_cents: number }>("SELECT amount_cents FROM payments WHERE order_id = $1 AND kind = 'refund' AND status = 'succeeded'", [orderId]);
  expect(refund?.amount_cents).toBeGreaterThan(0);
  const amount = `$${(refund!.amount_cents / 100).toFixed(2)}`;
  await page.reload();
  await expect(returns.getByRole('listitem', { name: 'Return Refunded' })).toContainText(`Refunded ${amount} to your card.`);
  await snap(page, 'order-after-refund');
  const mail = await latestEmailTo(shopper.email, 30_000, `Your Sommlike return for order ${orderNumber} is refunded`);
  expect(mail.text).toContain(`we refunded ${amount} to your card`);

  // 31 days after the hand-over the button is gone, and the page says why.
  await sql("UPDATE orders SET completed_at = now() - interval '31 days' WHERE id = $1", [orderId]);
  await page.reload();
  await expect(returns).toContainText('Returns are accepted within 30 days of delivery or pickup.');
  await expect(returns.getByRole('button', { name: 'Return bottles' })).toHaveCount(0);
  await expect(returns.getByRole('listitem', { name: 'Return Refunded' })).toContainText(amount);
});
