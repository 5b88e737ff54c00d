import { expect, test } from '../support/fixtures';

test.use({ ageAccepted: false });

test('a visitor who says No is refused and left with a blank page', async ({ page }) => {
  await page.goto('/');
  const gate = page.getByRole('dialog');
  await expect(gate.getByText('Are you 21 or older?')).toBeVisible();

  await gate.getByRole('button', { name: 'No' }).click();
  await expect(gate.getByText('You must be at least 21 years old to enter and use this site')).toBeVisible();
  await gate.getByRole('button', { name: 'Okay' }).click();

  await expect(page.locator('#root')).toBeEmpty();
  await expect(page.locator('body')).toHaveText('');
  expect(await page.evaluate(() => localStorage.getItem('age_accepted'))).toBeNull();
});

test('a visitor who says Yes enters, and is not asked again', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();

  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'order the wines you love' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('age_accepted'))).toBe('accepted');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'order the wines you love' })).toBeVisible();
  await expect(page.getByText('Are you 21 or older?')).toBeHidden();
});
