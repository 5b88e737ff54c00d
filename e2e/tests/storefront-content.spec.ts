import { paths } from '@wine/contract/routes';
import { Topic } from '@wine/contract/topics';
import { callAs, signInThroughApi } from '../support/api';
import { sql } from '../support/db';
import { demoAccounts, expect, test } from '../support/fixtures';

test('a Wine Talks post written with non-breaking spaces wraps between words on a phone', async ({ page, request }) => {
  const { token } = await signInThroughApi(request, demoAccounts.sommelier.email, demoAccounts.sommelier.password);
  const sentence = 'Old vines in granite soils give small berries, deep colour and a long mineral finish to every single grape.';
  const title = 'Spaces between words';
  const post = await callAs<{ _id: string }>(request, token, 'post', '/api/post/feed', {
    title,
    content: `<p>${Array.from({ length: 4 }, () => sentence).join(' ').replaceAll(' ', '&nbsp;')}</p>`,
    imageUrl: '/media/demo/posts/reading-a-champagne-label.svg',
    scope: 'OPEN',
    topic: { id: Topic.wineTalks.id, name: Topic.wineTalks.name },
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(paths.wineTip(post._id, title));
  const paragraph = page.locator('article p', { hasText: 'Old vines in granite' });
  await expect(paragraph).toBeVisible();
  // Every word's letters sit on one line: a word broken across lines has boxes on two.
  const broken = await paragraph.evaluate((element) => {
    const text = element.firstChild as Text;
    const found: string[] = [];
    for (const match of text.data.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      if (new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1) found.push(match[0]);
    }
    return found;
  });
  expect(broken).toEqual([]);
  expect(await paragraph.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(100);
});

test('a wine address holding a collection id says the wine is no longer available', async ({ page }) => {
  const [collection] = await sql<{ id: string; title: string }>("SELECT id, title FROM catalogue_items WHERE type = 'COLLECTION' AND is_active LIMIT 1");
  await page.goto(paths.wine(collection!.id, collection!.title));
  await expect(page.getByText('This wine is no longer available.')).toBeVisible();
});

test('a page that fails to render shows a message and a way home instead of a blank screen', async ({ page }) => {
  const [wine] = await sql<{ id: string; title: string }>("SELECT id, title FROM catalogue_items WHERE type = 'PRODUCT' AND is_active LIMIT 1");
  // A wine answer the page cannot render (no customData): the page throws while rendering.
  await page.route(`**/api/catalogue/${wine!.id}?*`, (route) => route.fulfill({ json: { status: 1, result: { _id: wine!.id, type: 'PRODUCT', title: wine!.title } } }));
  await page.goto(paths.wine(wine!.id, wine!.title));
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('a region page lists the same wines whether its name has dashes or spaces', async ({ page }) => {
  await page.goto('/wine-region/Napa-Valley');
  const count = page.getByTestId('wine-count');
  await expect(count).toHaveText(/^\d+ wines?$/);
  const dashed = await count.textContent();
  expect(dashed).not.toBe('0 wines');
  await page.goto('/wine-region/Napa%20Valley');
  await expect(page.getByRole('heading', { level: 1, name: 'Napa Valley' })).toBeVisible();
  await expect(count).toHaveText(dashed!);
  await expect(page.getByText('No wines found')).toHaveCount(0);
});
