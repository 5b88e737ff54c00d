import { placeDeliveryOrder } from '../support/checkout';
import { sql } from '../support/db';
import { demoAccounts, expect, logInThroughPopup, newVisitorPage, test } from '../support/fixtures';
import { runChargeJob } from '../support/jobs';
import { screenshots } from '../support/snap';

const snap = screenshots('retailer');

test('a retailer takes a charged order out for delivery, checks the age at hand-over, and the shopper sees Delivered', async ({ page, browser, request }) => {
  test.setTimeout(540_000);
  const { shopper, orderNumber } = await placeDeliveryOrder(request, 'retailer-shopper');

  // Shoppers have no retailer view.
  const shopperPage = await newVisitorPage(browser);
  await logInThroughPopup(shopperPage, shopper);
  await expect(shopperPage.getByRole('link', { name: 'Shop orders' })).toBeHidden();
  await shopperPage.goto('/retailer/orders');
  await expect(shopperPage.getByRole('heading', { name: '403: Not allowed' })).toBeVisible();

  // The retailer sees the new order, which cannot be handed over before the nightly charge.
  await logInThroughPopup(page, demoAccounts.retailer);
  // The retailer's nine header links do not fit on one row at 1280 px: they wait in the side menu.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Shop orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop orders' })).toBeVisible();
  await page.getByRole('tab', { name: 'New' }).click();
  const newCard = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(newCard).toContainText('Ada Lovelace');
  await expect(newCard).toContainText('2 bottles');
  await expect(newCard).toContainText('Delivery');
  await expect(newCard).toContainText('Awaiting charge');
  await snap(page, 'orders-new');
  await newCard.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Not charged yet')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await snap(page, 'order-awaiting-charge');

  // The card is charged at night: run the job as if it were tomorrow evening.
  const printed = await runChargeJob(new Date(Date.now() + 36 * 60 * 60 * 1000));
  expect(printed).toMatch(/[1-9]\d* charged/);

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('tab', { name: 'Charged' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('article', { name: `Order ${orderNumber}` }).click();
  const delivery = page.getByRole('region', { name: 'Delivery and contact' });
  await expect(delivery).toContainText('12 Warren Street');
  await expect(delivery).toContainText('Hudson, NY 12534');
  await expect(delivery.getByRole('link', { name: '+15551234567' })).toHaveAttribute('href', 'tel:+15551234567');
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Items' })).toContainText('2 ×');
  await expect(page.getByRole('button', { name: 'Mark ready for pickup' })).toHaveCount(0);
  await snap(page, 'order-charged');

  await page.getByRole('button', { name: 'Mark out for delivery' }).click();
  const confirm = page.getByRole('dialog', { name: 'Is this order out for delivery?' });
  await confirm.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Marked out for delivery; the shopper was told by email')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Out for delivery');

  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'Add a note' }).fill('Handed to the shopper at the door, ID checked');
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText('Handed to the shopper at the door, ID checked');
  await expect(notes.getByRole('list', { name: 'Notes' })).toContainText('Rosa Marchetti');

  // Delivered needs the age check first.
  const markDelivered = page.getByRole('button', { name: 'Mark delivered' });
  await expect(markDelivered).toBeDisabled();
  await snap(page, 'order-out-for-delivery');
  await page.getByRole('checkbox', { name: 'I checked the recipient is 21 or over' }).check();
  await markDelivered.click();
  await expect(page.getByText('Recipient’s age (21 or over) checked by Rosa Marchetti.')).toBeVisible();
  await expect(markDelivered).toHaveCount(0);
  await snap(page, 'order-delivered');
  const [stored] = await sql<{ status: string; age_checked_at: Date | null }>(
    'SELECT status, age_checked_at FROM orders WHERE order_number = $1',
    [Number(orderNumber.replace('SL-', ''))],
  );
  expect(stored?.status).toBe('COMPLETED');
  expect(stored?.age_checked_at).not.toBeNull();

  await page.getByRole('link', { name: 'All orders' }).click();
  await page.getByRole('tab', { name: 'Delivered' }).click();
  await expect(page.getByRole('article', { name: `Order ${orderNumber}` })).toContainText('Delivered');

  // The shopper's history shows the order as Delivered.
  await shopperPage.goto('/order/history');
  await expect(shopperPage.getByRole('article', { name: `Order ${orderNumber}` })).toContainText('Delivered');
  await shopperPage.context().close();
});
