import { expect, newUser, signUpThroughPopup, test } from '../support/fixtures';

test('a bad phone number is refused, then a good one is saved with +1', async ({ page }) => {
  await page.goto('/');
  await signUpThroughPopup(page, newUser('profile'));
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/profile/edit');

  const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
  await expect(page.getByRole('textbox', { name: 'Country code', exact: true })).toHaveValue('+1');
  await phone.fill('55 5e12ab');
  await expect(phone).toHaveValue('55512');
  await phone.fill('555123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Phone number must be of 10 digits')).toBeVisible();
  await expect(page).toHaveURL('/profile/edit');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue('');

  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Augusta Ada');
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('AugustaAda');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('5551234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'AugustaAda Lovelace' })).toBeVisible();

  await page.goto('/profile/edit');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue('5551234567');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? 'null') as { user: { contactNumber: string } });
  expect(stored.user.contactNumber).toBe('+15551234567');
});
