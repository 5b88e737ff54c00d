import { expect, newUser, signUpThroughPopup, test } from '../support/fixtures';
import { signInThroughApi } from '../support/api';
import { AccountMail, emailLinkPath, latestEmailTo } from '../support/outbox';

test('a new account shows its email unverified, resends the link, and is verified once the link is opened', async ({ page }) => {
  const user = newUser('verify');
  await page.goto('/');
  await signUpThroughPopup(page, user);
  await page.goto('/profile');
  const status = page.getByRole('group', { name: 'Email status' });
  await expect(status).toContainText(user.email);
  await expect(status.getByText('Not verified')).toBeVisible();

  await status.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(status.getByText(`We sent a new verification link to ${user.email}.`)).toBeVisible();

  await page.goto(emailLinkPath((await latestEmailTo(user.email, 30_000, AccountMail.verify)).text));
  await expect(page.getByText('Thank you, your email is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(status.getByText('Verified', { exact: true })).toBeVisible();
  await expect(status.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});

test('changing the email asks for the password, waits for the link sent to the new address, and the old address can undo it', async ({ page }) => {
  const user = newUser('mover');
  const newEmail = `moved.${user.email}`;
  await page.goto('/');
  await signUpThroughPopup(page, user);
  await page.goto('/profile/edit');

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
  const password = page.getByLabel('Current password');
  await expect(password).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter your current password to change your email')).toBeVisible();
  await password.fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();

  await password.fill(user.password);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/profile');
  const status = page.getByRole('group', { name: 'Email status' });
  await expect(status).toContainText(user.email);
  await expect(status.getByText(`open the link we sent to ${newEmail}`)).toBeVisible();
  expect((await latestEmailTo(user.email, 30_000, AccountMail.changeNotice)).text).toContain(newEmail);

  await page.goto(emailLinkPath((await latestEmailTo(newEmail, 30_000, AccountMail.confirmChange)).text));
  await expect(page.getByText(`Your email is now ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(status).toContainText(newEmail);
  await expect(status.getByText('Waiting for confirmation', { exact: false })).toHaveCount(0);

  // Had it not been the owner, the notice at the old address undoes it all and signs everyone out.
  await page.goto(emailLinkPath((await latestEmailTo(user.email, 30_000, AccountMail.changeNotice)).text));
  await expect(page.getByText(`Your account's email is ${user.email}. Every device was signed out`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect((await latestEmailTo(user.email)).subject).toBe(AccountMail.reset);
});

test('the profile lists the signed-in devices and signs one or all of them out', async ({ page, request }) => {
  const user = newUser('devices');
  await page.goto('/');
  await signUpThroughPopup(page, user);
  // The same account signed in elsewhere (a phone, here through the API).
  const phone = await signInThroughApi(request, user.email, user.password);

  await page.goto('/profile');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText(/^Last used /).first()).toBeVisible();

  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  const phoneCall = await request.get('/api/user/sessions', { headers: { authorization: `Bearer ${phone.token}` } });
  expect(phoneCall.status()).toBe(401);

  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
