import type { Browser, Page } from '@playwright/test';
import { sql } from '../support/db';
import { expect, logInWithEmail, newUser, newVisitorPage, signUpThroughPopup, test } from '../support/fixtures';
import { AccountMail, emailLinkPath, latestEmailTo } from '../support/outbox';

const ADMIN = { email: 'admin@sommlike.test', password: 'Admin123!' };

/** A given name no other test or run uses, so that the admin finds this applicant's card alone. */
const uniqueGivenName = () => `Sofia${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6)}`;

async function openAdminPage(browser: Browser): Promise<Page> {
  const page = await newVisitorPage(browser);
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await logInWithEmail(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('dialog')).toBeHidden();
  return page;
}

test('a delivery address: a bad zip is refused, a good one fills the city and is saved, then deleted', async ({ page }) => {
  await page.goto('/');
  await signUpThroughPopup(page, newUser('address'));
  await page.goto('/profile');
  await page.getByRole('link', { name: 'My Addresses' }).click();
  await expect(page).toHaveURL('/my-address');
  await expect(page.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Delivery Addresses' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Billing Addresses' })).toBeVisible();
  await expect(page.getByText('No delivery address saved yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add new' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add delivery address' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  const phone = dialog.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('55 5e1');
  await expect(phone).toHaveValue('5551');
  await phone.fill('5551234567');
  await dialog.getByRole('textbox', { name: 'Street address' }).fill('350 Fifth Avenue');
  const zip = dialog.getByRole('textbox', { name: 'Zip code' });
  const save = dialog.getByRole('button', { name: 'Save address' });

  await zip.fill('00000');
  await expect(dialog.getByText('Invalid zip code.')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('');

  await zip.fill('10001');
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('New York');
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('textbox', { name: 'State' })).toHaveValue('NY');
  await expect(dialog.getByText('Invalid zip code.')).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Address of Grace Hopper' });
  await expect(card).toContainText('350 Fifth Avenue');
  await expect(card).toContainText('New York');
  await expect(card).toContainText('+15551234567');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user_data') ?? 'null') as { user: { savedAddress: { address: { city: string } }[] } },
  );
  expect(stored.user.savedAddress.map((entry) => entry.address.city)).toEqual(['New York']);

  await page.reload();
  await expect(card).toContainText('350 Fifth Avenue');

  // Editing keeps the entry (one address) and changes it; the billing list is a separate one.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit delivery address' });
  await expect(edit.getByRole('textbox', { name: 'City' })).toHaveValue('New York');
  await edit.getByRole('textbox', { name: 'Street address' }).fill('20 West 34th Street');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('20 West 34th Street');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Billing Addresses' }).click();
  await expect(page.getByText('No billing address saved yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'Delivery Addresses' }).click();

  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card.getByText('Deleting...')).toBeVisible();
  await expect(card).toBeHidden();
  await expect(page.getByText('No delivery address saved yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No delivery address saved yet.')).toBeVisible();
});

test('applying as a sommelier: 5 regions needed, the admin approves, My Collections appears', async ({ page, browser }) => {
  // Two people, three steps and a review: give it the time of three ordinary tests.
  test.slow();
  const user = { ...newUser('apply'), givenName: uniqueGivenName() };
  const name = `${user.givenName} ${user.familyName}`;
  await page.goto('/');
  await signUpThroughPopup(page, user);
  // Applying waits for a verified email: the new sommelier opens the link mailed at sign-up.
  await page.goto(emailLinkPath((await latestEmailTo(user.email, 30_000, AccountMail.verify)).text));
  await expect(page.getByText('Thank you, your email is verified.')).toBeVisible();

  // Only admins review applications.
  await page.goto('/admin/applications');
  await expect(page.getByRole('heading', { name: '403: Not allowed' })).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Become a Sommelier' }).click();
  await expect(page).toHaveURL('/profile/setup/sommelier');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Sommelier' })).toBeVisible();

  // Step 1, Setup Profile.
  await expect(page.getByRole('heading', { name: 'Setup Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(user.givenName);
  await expect(page.getByRole('textbox', { name: 'Country code' })).toHaveValue('+1');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('55512');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Phone number must be of 10 digits')).toBeVisible();
  await expect(page.getByText('Location is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('5559876543');
  await page.getByRole('textbox', { name: 'Location' }).fill('Napa, CA');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2, Tell us about you.
  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
  await page.getByRole('textbox', { name: 'About you' }).fill('Fifteen years on restaurant floors, from Napa to Burgundy.');
  await page.getByRole('textbox', { name: 'Profile one line' }).fill('Napa sommelier with a soft spot for Pinot');
  await page.getByRole('textbox', { name: 'Wine Certifications 1' }).fill('WSET Level 3');
  const work = page.getByRole('group', { name: 'Work' });
  await work.getByRole('textbox', { name: 'Work 1' }).fill('Head Sommelier, The Vine Room');
  await work.getByRole('button', { name: 'Add More' }).click();
  await work.getByRole('textbox', { name: 'Work 2' }).fill('To be removed');
  await work.getByRole('button', { name: 'Remove Work 2' }).click();
  await expect(work.getByRole('textbox', { name: 'Work 2' })).toBeHidden();

  const regions = page.getByRole('combobox', { name: 'Favorite Regions' });
  await regions.click();
  await regions.fill('bord');
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: 'Bordeaux' }).click();
  for (const region of ['Burgundy', 'Champagne', 'Napa Valley']) await page.getByRole('option', { name: region }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select atleast 5 regions')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();

  await regions.click();
  await page.getByRole('option', { name: 'Sonoma' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Please select atleast 5 regions')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3, Link your social accounts (optional).
  await expect(page.getByRole('heading', { name: 'Link your social accounts' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Instagram' }).fill('https://www.instagram.com/napa.somm');
  // Social links are free text, stored as typed (decision 0044); a handle links to the network's profile page.
  await page.getByRole('textbox', { name: 'TikTok' }).fill('@napa.somm');
  await page.getByRole('button', { name: 'Done' }).click();

  const thankYou = page.getByRole('dialog', { name: 'Thank you for applying' });
  await expect(thankYou).toContainText('We have received your application and will review it. We will get back to you shortly.');
  await thankYou.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL('/profile');

  // In review, at once: the menu entry says so and opens the status popup instead of the wizard.
  await expect(page.getByRole('button', { name: 'Become a Sommelier' })).toContainText('Application in review');
  // Each saved region carries the spec's title, isSelected, image and query.
  const [applicant] = await sql<{ regions: { title: string; image: string; query: string; isSelected: boolean }[] }>(
    "SELECT custom_data->'regions' AS regions FROM users WHERE given_name = $1",
    [user.givenName],
  );
  expect(applicant!.regions).toContainEqual({
    title: 'Napa Valley',
    isSelected: true,
    image: '/images/regions/Napa-Valley.svg',
    query: 'customData.product.region=Napa Valley',
  });
  await page.getByRole('button', { name: 'Become a Sommelier' }).click();
  const status = page.getByRole('dialog', { name: 'Thank you for applying' });
  await expect(status).toContainText('We have received your application and will review it.');
  await status.getByRole('button', { name: 'Okay' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Collections' })).toHaveCount(0);

  // The admin approves from the review page.
  const admin = await openAdminPage(browser);
  await admin.goto('/profile');
  await admin.getByRole('link', { name: 'Admin' }).click();
  await expect(admin).toHaveURL('/admin/applications');
  const application = admin.getByRole('article', { name: `Application of ${name}` });
  await expect(application).toContainText('Napa, CA');
  await expect(application).toContainText('+15559876543');
  await expect(application).toContainText('Napa sommelier with a soft spot for Pinot');
  await expect(application).toContainText('WSET Level 3');
  await expect(application).toContainText('Head Sommelier, The Vine Room');
  await expect(application).toContainText('Favorite Regions (5)');
  await expect(application.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/napa.somm');
  await expect(application.getByRole('link', { name: 'TikTok' })).toHaveAttribute('href', 'https://tiktok.com/@napa.somm');
  await application.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`${name} is now an approved sommelier`)).toBeVisible();
  await expect(application).toBeHidden();
  await admin.getByRole('tab', { name: 'Approved' }).click();
  await expect(admin.getByRole('article', { name: `Application of ${name}` }).getByRole('button', { name: 'Revoke' })).toBeVisible();
  await admin.context().close();

  // The applicant, after a reload, is an approved sommelier.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Collections' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Sommelier Profile' }).click();
  await expect(page).toHaveURL('/profile/setup/sommelier');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Sommelier Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Napa, CA');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('5559876543');
});
