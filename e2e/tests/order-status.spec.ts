import { expect, logInThroughPopup, test } from '../support/fixtures';
import { placeDeliveryOrder } from '../support/checkout';

test('a cancelled order says Cancelled on its page and in the history, never Processing', async ({ page, request }) => {
  test.slow();
  const { shopper, orderId, orderNumber } = await placeDeliveryOrder(request, 'cancels');
  await logInThroughPopup(page, shopper);
  await page.goto(`/order/${orderId}`);
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel order' }).click();

  await expect(page.getByText('This order was cancelled.', { exact: false })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Processing', { exact: true })).toHaveCount(0);
  // Never charged: the page does not say it was paid (issue 45).
  const notCharged = 'Not charged: the order was cancelled before its card was charged.';
  await expect(page.getByRole('region', { name: 'Payment Details' })).toContainText(notCharged);
  await expect(page.getByText('Paid via Card', { exact: false })).toHaveCount(0);

  await page.goto('/order/history');
  const card = page.getByRole('article', { name: `Order ${orderNumber}` });
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card).toContainText(notCharged);
});
