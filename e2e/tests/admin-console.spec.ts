import type { APIRequestContext } from '@playwright/test';
import { paths } from '@wine/contract/routes';
import { callAs, registerThroughApi, verifyEmailThroughMail } from '../support/api';
import { placeDeliveryOrder, summaryValue } from '../support/checkout';
import { sql } from '../support/db';
import { expect, logInThroughPopup, newUser, newVisitorPage, test } from '../support/fixtures';
import { runChargeJob } from '../support/jobs';
import { screenshots } from '../support/snap';

const snap = screenshots('admin-console');
const admin = { email: 'admin@sommlike.test', password: 'Admin123!' };

/**
 * A new shopper with a saved New York address, a saved Visa card and two bottles in the cart, set
 * up through the API (the checkout's own test covers those screens); the checkout is then done on screen.
 */
async function shopperWithCart(request: APIRequestContext) {
  const shopper = newUser('coupon-shopper');
  const { token, userId } = await registerThroughApi(request, shopper);
  await verifyEmailThroughMail(request, shopper.email);
  const [wine] = await sql<{ id: string }>(
    `SELECT id FROM catalogue_items WHERE type = 'PRODUCT' AND is_active AND event_id IS NULL AND business_id IS NOT NULL AND stock > 5 AND price_cents BETWEEN 2000 AND 6000 ORDER BY id LIMIT 1`,
  );
  if (!wine) throw new Error('The demo shop has no wine between $20 and $60');
  await callAs(request, token, 'patch', `/api/users/${userId}`, {
    savedAddress: [{ address: { addressLine1: '350 Fifth Avenue', zip: '10118', customData: { firstName: 'Grace', lastName: 'Hopper' } }, contactDetails: { contactNumber: '5551234567' } }],
  });
  const setup = await callAs<{ txnId: string; stripe_data: { client_secret: string } }>(request, token, 'post', `/api/user/${userId}/add-card/initialize`);
  const verified = await request.post('/api/payments/test/confirm-setup', {
    data: { clientSecret: setup.stripe_data.client_secret, number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
  });
  expect(verified.ok()).toBe(true);
  await callAs(request, token, 'post', `/api/user/${userId}/add-card/complete`, { txnId: setup.txnId });
  const cart = await callAs<{ _id: string }>(request, token, 'post', '/api/order', { status: 'OPEN' });
  await callAs(request, token, 'patch', `/api/order/${cart._id}/item`, { catalogueId: wine.id, quantity: 2 });
  return shopper;
}

test('an admin approves an application and creates a $5-off coupon; a shopper uses it; counts and the audit log show both', async ({ page, browser, request }) => {
  test.setTimeout(720_000);
  const code = `SPRING${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

  await logInThroughPopup(page, admin);
  await page.getByRole('link', { name: 'Console' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const applications = page.getByRole('link', { name: /^Sommelier applications: \d+/ });
  await expect(applications).toBeVisible();
  await snap(page, 'dashboard');

  // Olivia's application, in full, is approved from the dashboard's figure.
  await applications.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sommelier applications' })).toBeVisible();
  const application = page.getByRole('article', { name: 'Application of Olivia Grant' });
  await expect(application).toContainText('olivia@sommlike.test');
  await expect(application).toContainText('Olivia writes about wine travel');
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Olivia Grant is now an approved sommelier')).toBeVisible();
  await expect(application).toBeHidden();
  const [olivia] = await sql<{ active_status: string }>("SELECT active_status FROM users WHERE email = 'olivia@sommlike.test'");
  expect(olivia?.active_status).toBe('approved');

  // A coupon: the form refuses bad values before sending, then creates it.
  await page.getByRole('navigation', { name: 'Operations console' }).getByRole('tab', { name: 'Coupons' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await page.getByRole('button', { name: 'New coupon' }).click();
  const form = page.getByRole('dialog', { name: 'New coupon' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await form.getByRole('textbox', { name: 'Discount' }).fill('120');
  await form.getByRole('textbox', { name: 'Description' }).fill('$5 off, spring admin test');
  await form.getByRole('textbox', { name: 'Minimum cart amount' }).fill('500');
  await form.getByRole('textbox', { name: 'Maximum cart amount' }).fill('100');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(form.getByText('Percentage can be at most 100')).toBeVisible();
  await form.getByRole('textbox', { name: 'Discount' }).fill('10');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(form.getByText('Maximum amount must be at least the minimum amount')).toBeVisible();
  await expect(form.getByText('Percentage can be at most 100')).toBeHidden();
  await snap(page, 'coupon-form-errors');
  // A fixed amount off instead of a percentage.
  await form.getByRole('radio', { name: 'Amount off' }).check();
  await expect(form.getByRole('textbox', { name: 'Discount' })).toBeHidden();
  await form.getByRole('textbox', { name: 'Amount off' }).fill('5');
  await form.getByRole('textbox', { name: 'Minimum cart amount' }).fill('');
  await form.getByRole('textbox', { name: 'Maximum cart amount' }).fill('');
  await form.getByRole('textbox', { name: 'Uses per shopper' }).fill('1');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Coupon ${code} created`)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Edit ${code}` }) });
  await expect(row.getByRole('cell', { name: 'Used 0 times' })).toBeVisible();
  await expect(row).toContainText('$5.00 off');

  // The shopper uses it at checkout.
  const shopper = await shopperWithCart(request);
  const shopperPage = await newVisitorPage(browser);
  await logInThroughPopup(shopperPage, shopper);
  await shopperPage.goto('/my-cart');
  await expect(shopperPage.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  await shopperPage.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await shopperPage.getByRole('radio', { name: /Deliver to Grace Hopper, 350 Fifth Avenue/ }).check();
  await shopperPage.getByRole('button', { name: 'CONTINUE TO BILLING' }).click();
  await shopperPage.getByRole('radio', { name: 'Same as delivery address' }).check();
  await shopperPage.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await expect(shopperPage.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await shopperPage.getByRole('textbox', { name: 'Promo Code' }).fill(code.toLowerCase());
  await shopperPage.getByRole('button', { name: 'Apply' }).click();
  await expect(shopperPage.getByText(/^Congratulations! Coupon .* You saved \$\d+\.\d{2} on this order\.$/)).toBeVisible();
  await expect(summaryValue(shopperPage, 'Coupon discount')).toHaveText('-$5.00');
  await shopperPage.getByRole('radio', { name: 'Pay by Credit/Debit card' }).check();
  await shopperPage.getByRole('combobox', { name: 'Saved card' }).click();
  await shopperPage.getByRole('option', { name: 'Visa ending in 4242' }).click();
  await shopperPage.getByRole('button', { name: 'CONFIRM AND PAY' }).click();
  await expect(shopperPage.getByRole('heading', { level: 1, name: 'Order Received' })).toBeVisible();
  const orderNumber = (await shopperPage.getByText('Order ID', { exact: true }).locator('xpath=following-sibling::*[1]').textContent()) ?? '';
  expect(orderNumber).toMatch(/^SL-\d+$/);
  await shopperPage.context().close();

  // The coupon's redemption count shows the use.
  await page.reload();
  await expect(row.getByRole('cell', { name: 'Used 1 times' })).toBeVisible();
  await expect(row).toContainText('1 per shopper');
  await snap(page, 'coupons');

  // The order is in the console, with the coupon's discount.
  await page.getByRole('navigation', { name: 'Operations console' }).getByRole('tab', { name: 'Orders' }).click();
  await page.getByRole('textbox', { name: 'Order number or shopper email' }).fill(shopper.email);
  await page.getByRole('textbox', { name: 'Order number or shopper email' }).press('Enter');
  await page.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wines' })).toContainText(`Coupon ${code}`);
  await expect(page.getByRole('region', { name: 'Wines' })).toContainText('$5.00');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Placed');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Ada Lovelace');
  await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Cancel order' })).toBeVisible();
  await snap(page, 'order');

  // The audit log shows both actions, newest first, with what changed.
  await page.getByRole('navigation', { name: 'Operations console' }).getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const couponEntry = page.getByRole('article', { name: `Coupon create: ${code}` });
  await expect(couponEntry).toContainText('Admin');
  await expect(couponEntry).toContainText('percentage');
  const approval = page.getByRole('article', { name: 'User approve: olivia@sommlike.test' });
  await expect(approval).toContainText('in-review');
  await expect(approval).toContainText('approved');
  const entries = page.getByRole('article');
  const names = await entries.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
  expect(names.indexOf(`Coupon create: ${code}`)).toBeLessThan(names.indexOf('User approve: olivia@sommlike.test'));
  await snap(page, 'audit');

  await page.getByRole('combobox', { name: 'Record' }).click();
  await page.getByRole('option', { name: 'coupon' }).click();
  await expect(approval).toBeHidden();
  await expect(couponEntry).toBeVisible();
});

test('an admin notes a charged order and hands it over with the age check, then cancels another with a refund', async ({ page, request }) => {
  const handedOver = await placeDeliveryOrder(request, 'handover-shopper');
  const cancelled = await placeDeliveryOrder(request, 'refund-shopper');
  // Hand-over and refunds need the nightly charge: run it as if it were tomorrow evening.
  expect(await runChargeJob(new Date(Date.now() + 36 * 60 * 60 * 1000))).toMatch(/[1-9]\d* charged/);

  await logInThroughPopup(page, admin);
  await page.goto(paths.adminOrder(handedOver.orderId));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${handedOver.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Charged', { exact: true })).toBeVisible();
  const actions = page.getByRole('region', { name: 'Actions' });
  const history = page.getByRole('region', { name: 'History' });

  // A staff note shows with its author, and the field is ready for the next one.
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('No notes yet.');
  const noteField = notes.getByRole('textbox', { name: 'Add a note' });
  await noteField.fill('Ring twice: the buzzer of 12 Warren Street is broken');
  await notes.getByRole('button', { name: 'Save note' }).click();
  const noteList = notes.getByRole('list', { name: 'Notes' });
  await expect(noteList.getByRole('listitem')).toHaveCount(1);
  await expect(noteList).toContainText('Ring twice: the buzzer of 12 Warren Street is broken');
  await expect(noteList).toContainText('Avery Admin');
  await expect(noteField).toHaveValue('');
  await expect(notes.getByRole('button', { name: 'Save note' })).toBeDisabled();

  await actions.getByRole('button', { name: 'Mark out for delivery' }).click();
  const outForDelivery = page.getByRole('dialog', { name: 'Mark out for delivery?' });
  await outForDelivery.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(outForDelivery).toBeHidden();
  await expect(page.getByText(`${handedOver.orderNumber} marked out for delivery`)).toBeVisible();
  await expect(page.getByText('Out for delivery', { exact: true })).toBeVisible();
  await expect(history).toContainText('Charged → Out for delivery');

  // Delivered waits for the age check.
  await actions.getByRole('button', { name: 'Mark delivered' }).click();
  const delivered = page.getByRole('dialog', { name: 'Mark delivered?' });
  const confirmDelivered = delivered.getByRole('button', { name: 'Mark delivered' });
  await expect(confirmDelivered).toBeDisabled();
  await delivered.getByRole('textbox', { name: 'Note (optional, kept in the order history)' }).fill('Handed to Grace Hopper at the door');
  await expect(confirmDelivered).toBeDisabled();
  await delivered.getByRole('checkbox', { name: "The recipient's ID shows they are 21 or over" }).check();
  await confirmDelivered.click();
  await expect(delivered).toBeHidden();
  await expect(page.getByText(`${handedOver.orderNumber} marked delivered`)).toBeVisible();
  await expect(page.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(history).toContainText('Out for delivery → Delivered');
  await expect(history).toContainText('Handed to Grace Hopper at the door');
  await expect(history).toContainText(/Age \(21 or over\) checked at hand-over .+ by Avery Admin\./);
  await expect(actions.getByText('Nothing left to do: this order is delivered.')).toBeVisible();
  await expect(actions.getByRole('button')).toHaveCount(0);

  // The second order is cancelled and its charge refunded.
  await page.goto(paths.adminOrder(cancelled.orderId));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${cancelled.orderNumber}` })).toBeVisible();
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText(`Charge of ${cancelled.total}: succeeded`);
  await actions.getByRole('button', { name: 'Cancel and refund' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel ${cancelled.orderNumber}?` });
  await expect(cancel).toContainText(`${cancelled.total} is refunded to the shopper's card`);
  await cancel.getByRole('textbox', { name: 'Reason (kept in the order history)' }).fill('The shopper asked by phone to cancel');
  await cancel.getByRole('button', { name: `Cancel and refund ${cancelled.total}` }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText(`${cancelled.orderNumber} cancelled and refunded`)).toBeVisible();
  await expect(page.getByText('Cancelled by Sommlike', { exact: true })).toBeVisible();
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments).toContainText(`Refund of ${cancelled.total}: succeeded`);
  await expect(history).toContainText('Charged → Cancelled by Sommlike');
  await expect(history).toContainText('The shopper asked by phone to cancel');
  await expect(actions.getByText('Nothing left to do: this order is cancelled.')).toBeVisible();
  await expect(actions.getByRole('button')).toHaveCount(0);
});

test('the dashboard charts the charged orders of the last 30 and 90 days', async ({ page, request }) => {
  const order = await placeDeliveryOrder(request, 'trend-shopper');
  expect(await runChargeJob(new Date(Date.now() + 36 * 60 * 60 * 1000))).toMatch(/[1-9]\d* charged/);
  const [sold] = await sql<{ title: string }>(
    `SELECT c.title FROM order_items i JOIN catalogue_items c ON c.id = i.catalogue_id WHERE i.order_id = $1 ORDER BY c.title LIMIT 1`,
    [order.orderId],
  );

  await logInThroughPopup(page, admin);
  await page.goto(paths.admin);
  const trends = page.getByRole('region', { name: 'Trends' });
  const ordersChart = trends.getByRole('figure', { name: 'Orders per day' });
  await expect(ordersChart).toContainText(/[1-9]\d* orders? placed/);
  await expect(ordersChart.locator('svg').first()).toBeVisible();
  await expect(trends.getByRole('figure', { name: 'Revenue per day' })).toContainText('charged, less refunds');
  await expect(trends.getByRole('figure', { name: 'Top wines by sales' }).getByRole('listitem').filter({ hasText: sold?.title ?? '?' })).toBeVisible();
  await expect(trends.getByRole('figure', { name: 'Orders by status' })).toContainText('Charged');

  const month = (await trends.getByText(/^\w{3}, \w{3} \d+ to /).textContent()) ?? '';
  await trends.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(trends.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(trends.getByText(/^\w{3}, \w{3} \d+ to /)).not.toHaveText(month);
  await snap(page, 'dashboard-trends');
});
