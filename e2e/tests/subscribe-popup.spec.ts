import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { renderedFrames } from '../support/rendering';

test.use({ subscribeDismissed: false });

/** The prompt's 10 s count from the app's start, which follows the load event by a few tasks. */
const appStarted = (page: Page) => expect(page.getByRole('heading', { level: 1, name: 'order the wines you love' })).toBeAttached();

test('the subscribe prompt appears after 10 seconds, leads to Contact us and stays dismissed', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await appStarted(page);
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
  await appStarted(page);
  const prompt = page.getByRole('dialog', { name: 'Join the Sommlike community' });
  await page.clock.fastForward(10_500);
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toBeHidden();

  await page.reload();
  await appStarted(page);
  await page.clock.fastForward(21_000);
  await expect(prompt).toBeHidden();
});

test('the prompt waits while another dialog is open', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await appStarted(page);
  const prompt = page.getByRole('dialog', { name: 'Join the Sommlike community' });
  const login = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Log in with email' }) });
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeVisible();
  const promptCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('SubscribeDialog')) promptCode.push(request.url());
  });
  await page.clock.fastForward(12_000);
  // A prompt opening now would ask for its code while rendering: after two frames it has, or it never will.
  await renderedFrames(page);
  expect(promptCode).toEqual([]);
  await expect(prompt).toBeHidden();
  await expect(login).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await page.clock.fastForward(1_500);
  await expect(prompt).toBeVisible();
});

test('the prompt waits while someone types in the search box, and never takes their keys', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await appStarted(page);
  const prompt = page.getByRole('dialog', { name: 'Join the Sommlike community' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Search wines' });
  await box.pressSequentially('mal');
  await page.clock.fastForward(12_000);
  await expect(prompt).toBeHidden();
  await box.pressSequentially('bec');
  await expect(box).toHaveValue('malbec');

  await page.getByRole('button', { name: 'Close search' }).first().click();
  await page.clock.fastForward(1_500);
  await expect(prompt).toBeVisible();
});
