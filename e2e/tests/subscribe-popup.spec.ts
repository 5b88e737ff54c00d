import { expect, test } from '../support/fixtures';

test.use({ subscribeDismissed: false });

test('the subscribe prompt appears after 10 seconds, leads to Contact us and stays dismissed', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const prompt = page.getByRole('dialog', { name: 'Join the Sommlike community' });

  await page.clock.fastForward(9_000);
  await expect(prompt).toBeHidden();
  await page.clock.fastForward(1_500);
  await expect(prompt).toBeVisible();

  await prompt.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(page).toHaveURL('/contact-us');
  await expect(prompt).toBeHidden();

  await page.clock.fastForward(15_000);
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('subscribe_dismissed'))).toBe('true');
});

test('a visitor who closes the prompt is not asked again on the next visit', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const prompt = page.getByRole('dialog', { name: 'Join the Sommlike community' });
  await page.clock.fastForward(10_500);
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();

  await page.reload();
  await page.clock.fastForward(21_000);
  await expect(prompt).toBeHidden();
});
