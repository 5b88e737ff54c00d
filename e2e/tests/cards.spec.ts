import type { Page } from '@playwright/test';
import { submitCard } from '../support/checkout';
import { expect, newUser, signUpThroughPopup, test } from '../support/fixtures';

async function enterCard(page: Page, number: string) {
  await page.goto('/payment/add-card');
  await expect(page.getByText('A refundable amount will be charged to verify your card.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $1.00' })).toBeVisible();
  await submitCard(page, number);
}

test('adds the 4242 card, lists it on the remove-card page, removes it once confirmed', async ({ page }) => {
  await page.goto('/');
  await signUpThroughPopup(page, newUser('cards'));
  await enterCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/payment\/card-confirm\?sourceId=/);
  await expect(page.getByText('Payment succeeded!')).toBeVisible();
  await expect(page.getByText('Your card has been added successfully')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Redirecting to payment page')).toBeVisible();
  await expect(page).toHaveURL('/my-cart');

  await page.goto('/profile/remove-card');
  await expect(page.getByRole('heading', { name: 'Remove Credit Card' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Remove Visa ending in 4242' });
  await expect(remove).toBeVisible();
  // Removing asks first (issue 29): "Keep as is" keeps the card.
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Remove this card?' });
  await expect(confirm).toContainText('Visa ending in 4242 will no longer be offered at checkout.');
  await confirm.getByRole('button', { name: 'Keep as is' }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(remove).toBeVisible();
  await remove.click();
  await confirm.getByRole('button', { name: 'Remove card' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No saved cards')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No saved cards')).toBeVisible();
});

test('a declined card shows the failure screen, then goes back to the cart', async ({ page }) => {
  await page.goto('/');
  await signUpThroughPopup(page, newUser('declined'));
  await enterCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your payment was not successful, please try again.')).toBeVisible();
  await expect(page.getByText('Something went wrong', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Redirecting to payment page')).toBeVisible();
  await expect(page).toHaveURL('/my-cart');
  await page.goto('/profile/remove-card');
  await expect(page.getByText('No saved cards')).toBeVisible();
});
