import { registerThroughApi } from '../support/api';
import { expect, logInWithEmail, loginDialog, newUser, signUpThroughPopup, test } from '../support/fixtures';

test('a visitor signs up, logs out and logs back in', async ({ page, context }) => {
  const user = newUser('signup');
  await page.goto('/');
  await expect(page).toHaveTitle('order the wines you love');

  await signUpThroughPopup(page, user);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page).toHaveTitle('Profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('user_token');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('user_token');
  const leftover = await page.evaluate(() =>
    ['user_data', 'access_code', 'likedUsers', 'likedWines', 'deliveryType', 'auth_token'].filter((key) => localStorage.getItem(key) !== null),
  );
  expect(leftover).toEqual([]);

  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await logInWithEmail(page, user.email, user.password);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('sign-up refuses mismatched passwords and a taken email', async ({ page, request }) => {
  const taken = newUser('taken');
  await registerThroughApi(request, taken);
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: 'Sign up' }).click();

  await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Ada Mae');
  await expect(dialog.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('AdaMae');
  await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Lovelace');
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(taken.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(taken.password);
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Something-else-1');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('Passwords do not match.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(taken.password);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await expect(dialog.getByRole('form', { name: 'Sign up' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('user_token');
});

test('a wrong password shows the server message and keeps the visitor signed out', async ({ page, request }) => {
  const user = newUser('wrongpw');
  await registerThroughApi(request, user);
  await page.goto('/?login=true');
  await logInWithEmail(page, user.email, 'not-the-password');
  await expect(loginDialog(page).getByRole('alert')).toHaveText(/./);
  await expect(loginDialog(page)).toBeVisible();
});

test('a protected page sends a visitor to the login popup, then back to the page', async ({ page, request }) => {
  const user = newUser('redirect');
  await registerThroughApi(request, user);

  await page.goto('/profile/edit?from=mail');
  await expect(page).toHaveURL('/?login=true&redirect=%2Fprofile%2Fedit%3Ffrom%3Dmail');
  await expect(loginDialog(page)).toBeVisible();

  await logInWithEmail(page, user.email, user.password);
  await expect(page).toHaveURL('/profile/edit?from=mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Edit Profile');
});

test('a sign-in link with userId and token signs the visitor in and cleans the address', async ({ page, request }) => {
  const { userId, token } = await registerThroughApi(request, newUser('pseudo'));

  await page.goto(`/?userId=${userId}&token=${token}`);
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
});
