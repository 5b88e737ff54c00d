import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, logInWithEmail, loginDialog, newUser, signUpThroughPopup, test } from '../support/fixtures';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.test-output', 'screenshots');

/** A seeded, approved sommelier with bio, social links, regions and collections (apps/api/src/seed). */
const SOMMELIER = 'Claire Dubois';

/** The name of the slide on screen (the carousel marks it; the others are inert). */
async function visibleSlideName(carousel: Locator): Promise<string> {
  const link = carousel.locator('[data-selected="true"]').getByRole('link');
  await expect(link).toHaveCount(1);
  await expect(link).toBeInViewport();
  return (await link.getAttribute('aria-label')) ?? '';
}

async function openSommelier(page: Page, name: string): Promise<void> {
  await page.goto('/sommeliers');
  await page.getByRole('list', { name: 'Discover Somms + Experts' }).getByRole('link', { name: new RegExp(name) }).click();
}

test('the home banner carousel moves to the next slide by itself', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  // The slides (4 seeded banners) are all in place once the carousel's script has loaded.
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
  const first = await visibleSlideName(carousel);
  expect(first).not.toBe('');
  // Auto-play every 3 s: the visible slide changes within about 4 s.
  await expect.poll(() => visibleSlideName(carousel), { intervals: [250] }).not.toBe(first);
});

test('a banner opens its redirection URL, in a new window when openIn is new_window', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  const newWindow = carousel.locator('a[target="_blank"]').first();
  const sameWindow = carousel.locator('a:not([target])').first();
  await expect(newWindow).toHaveAttribute('rel', /noopener/);
  await expect(sameWindow).toBeAttached();
  // The mobile image is a <source> for screens under 768 px; the desktop one is the <img>.
  await expect(carousel.locator('source').first()).toHaveAttribute('media', '(max-width: 767.98px)');
});

test('a sommelier profile shows every section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSommelier(page, SOMMELIER);
  await expect(page).toHaveURL(/\/sommelier\/[0-9a-f-]{36}\/Claire-Dubois$/);
  await expect(page).toHaveTitle(SOMMELIER);
  await expect(page.getByRole('heading', { level: 1, name: SOMMELIER })).toBeVisible();
  await expect(page.getByText('Burgundy at heart, Brooklyn by address')).toBeVisible();
  for (const label of ['Followers', 'Collections', 'Wines']) await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Like ${SOMMELIER}` })).toHaveText('Like');

  await expect(page.getByRole('heading', { name: 'About Me' })).toBeVisible();
  await expect(page.getByText(/Raised between Beaune and Brooklyn/)).toBeVisible();
  await expect(page.getByText('Master Sommelier (CMS)')).toBeVisible();

  await expect(page.getByRole('heading', { name: "Let's Connect" })).toBeVisible();
  await expect(page.getByRole('link', { name: `${SOMMELIER} on Instagram` })).toHaveAttribute('href', 'https://instagram.com/claire.somm');
  await expect(page.getByRole('link', { name: `${SOMMELIER} on YouTube` })).toBeVisible();
  await expect(page.getByRole('link', { name: `${SOMMELIER} on LinkedIn` })).toBeVisible();
  // Only the networks she filled in.
  await expect(page.getByRole('link', { name: `${SOMMELIER} on TikTok` })).toHaveCount(0);

  const regions = page.getByRole('region', { name: 'Favorite Regions' });
  await expect(regions.getByRole('link', { name: 'Burgundy' })).toHaveAttribute('href', '/wine-region/Burgundy');

  const collections = page.getByRole('region', { name: 'My Collections' });
  await expect(collections.getByRole('heading', { level: 3, name: 'Loire Surprises' })).toBeVisible();
  await expect(collections.getByText('Chenin and Sauvignon that taste of chalk, flint and river air.')).toBeVisible();
  await expect(collections.getByRole('article').first()).toBeVisible();

  const wines = page.getByRole('region', { name: 'My Wines' });
  const tabs = wines.getByRole('tab');
  await expect(tabs.first()).toHaveText('All');
  await wines.getByRole('tab', { name: 'White' }).click();
  await expect(wines.getByRole('tab', { name: 'White' })).toHaveAttribute('aria-selected', 'true');
  await expect(wines.getByRole('article').first()).toBeVisible();

  const talks = page.getByRole('region', { name: 'Wine Talks' });
  await expect(talks.getByRole('link').first()).toHaveAttribute('href', /^\/wine-tips\//);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, 'sommelier-page-1280.png'), fullPage: true });
});

test('an unknown event shows the not-found text and leads back to Explore Events', async ({ page }) => {
  await page.goto('/events/01a20000-0000-7000-8000-000000000000');
  await expect(page.getByText('Something went wrong, requested event not found')).toBeVisible();
  await page.getByRole('link', { name: 'Explore Events' }).last().click();
  await expect(page).toHaveURL('/events/upcoming');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Events' })).toBeVisible();
});

test('Explore Events opens an event with its sommeliers', async ({ page }) => {
  await page.goto('/events/upcoming');
  await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
  const card = page.getByRole('list', { name: 'Explore Events' }).getByRole('link').first();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const presenters = page.getByRole('region', { name: 'Somms, Experts and Collections' });
  await expect(presenters.getByRole('link', { name: /\w+ \w+/ }).first()).toHaveAttribute('href', /^\/sommelier\/[0-9a-f-]{36}\//);
});

test('Wine Talks lists posts and opens one', async ({ page }) => {
  await page.goto('/wine-tips');
  await expect(page).toHaveTitle('Wine Talks');
  const posts = page.getByRole('list', { name: 'Wine Talks' }).getByRole('link');
  await expect(posts.first()).toBeVisible();
  expect(await posts.count()).toBe(10);
  // Only approved sommeliers see New Post (issue 15): a visitor sees no such button or link.
  await expect(page.getByRole('heading', { level: 1, name: 'Wine Talks' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Post' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveCount(0);

  const second = posts.nth(1);
  const title = (await second.getByRole('heading').textContent()) ?? '';
  await second.click();
  await expect(page).toHaveURL(/\/wine-tips\/[0-9a-f-]{36}\/.+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(title);
  await expect(page.getByText(/^Published /)).toBeVisible();
  await expect(page.locator('article h2').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'More Wine Talks' }).getByRole('link')).toHaveCount(3);
});

test('the contact form requires every field, then sends', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('button', { name: 'Submit' }).click();
  for (const message of ['Name is required', 'Email Address is required', 'Subject is required', 'Description is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email Address' }).fill('grace@e2e.test');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Hosting a tasting');
  await page.getByRole('textbox', { name: 'Description' }).fill('We would love to host an evening of Loire wines in our shop.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Your request was sent successfully')).toBeVisible();
  // A guest becomes a subscriber locally (spec 001 §4).
  expect(await page.evaluate(() => localStorage.getItem('isSubscribe'))).toBe('true');
});

test('a visitor who likes a sommelier gets the login popup', async ({ page }) => {
  await page.goto('/sommeliers');
  await page.getByRole('button', { name: `Like ${SOMMELIER}` }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByRole('button', { name: 'Log in with email' })).toBeVisible();
});

test('follow a sommelier, find it in My Liked, unfollow it there', async ({ page }) => {
  await page.goto('/sommeliers');
  await signUpThroughPopup(page, newUser('follow'));

  await page.getByRole('button', { name: `Like ${SOMMELIER}` }).click();
  const liked = page.getByRole('button', { name: `Liked ${SOMMELIER}` });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  // The follow record is cached in likedUsers once the server has answered.
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('likedUsers') ?? '[]') as { followId: string }[]).length))
    .toBe(1);

  // The profile shows the same state and counts the new follower.
  await openSommelier(page, SOMMELIER);
  await expect(page.getByRole('button', { name: `Liked ${SOMMELIER}` })).toHaveText('Liked');

  await page.getByRole('button', { name: 'My Liked' }).or(page.getByRole('link', { name: 'My Liked' })).first().click();
  await expect(page).toHaveURL('/favourites');
  await expect(page).toHaveTitle('Sommlike | My Liked');
  await expect(page.getByRole('heading', { level: 1, name: 'My Liked' })).toBeVisible();
  await expect(page.getByText('No wines liked')).toBeVisible();
  await page.getByRole('tab', { name: 'Sommeliers' }).click();
  const list = page.getByRole('list', { name: 'My Liked: Sommeliers' });
  await expect(list.getByRole('link', { name: new RegExp(SOMMELIER) })).toHaveAttribute('href', /^\/sommelier\/[0-9a-f-]{36}\/Claire-Dubois$/);

  await list.getByRole('button', { name: `Liked ${SOMMELIER}` }).click();
  await expect(list).toBeHidden();
  await expect(page.getByText('No Somms + Experts liked')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('likedUsers'))).toBe('[]');

  // The server agrees: after a reload the tab stays empty.
  await page.reload();
  await expect(page.getByText('No Somms + Experts liked')).toBeVisible();
});

test('a sommelier sees no heart on their own card, and New Post leads to the editor', async ({ page }) => {
  await page.goto('/sommeliers');
  await expect(page.getByRole('button', { name: `Like ${SOMMELIER}` })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await logInWithEmail(page, 'claire@sommlike.test', 'Sommelier123!');
  await expect(loginDialog(page)).toBeHidden();
  // A user cannot follow themselves: no heart on her own card, hearts on the others.
  await expect(page.getByRole('list', { name: 'Discover Somms + Experts' }).getByRole('link', { name: new RegExp(SOMMELIER) })).toBeVisible();
  await expect(page.getByRole('button', { name: `Like ${SOMMELIER}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Like Marco Bellini' })).toBeVisible();

  await page.goto('/wine-tips');
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/create-blog');
});
