import { paths } from '@wine/contract/routes';
import { Topic } from '@wine/contract/topics';
import { callAs, signInThroughApi } from '../support/api';
import { sql } from '../support/db';
import { demoAccounts, expect, test } from '../support/fixtures';
import { scrollUntilVisible, titleSearches } from '../support/rendering';

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

test('search asks again after a deletion, shows the glass for a wine without a picture, and one clear icon', async ({ page }) => {
  await sql(
    `INSERT INTO catalogue_items (id, tenant_id, type, title, name, price_cents, is_active)
     VALUES (gen_random_uuid(), '01930000-0000-7000-8000-000000000001', 'PRODUCT', 'Zqxp Pictureless Red', 'Zqxp Pictureless Red', 1900, true)`,
  );
  const searched = titleSearches(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('searchbox', { name: 'Search wines' });
  await box.pressSequentially('zqxp');
  const results = page.getByRole('region', { name: 'Search results' });
  const row = results.getByRole('link', { name: /Zqxp Pictureless Red/ });
  await expect(row).toBeVisible();
  // The wine page's placeholder glass, not an empty tile.
  await expect(row.locator('svg')).toBeVisible();
  await expect(row.locator('img')).toHaveCount(0);
  expect(searched).toEqual(['zqxp']);

  // "zqxp", Backspace: the text before was 4 long, so "zqx" is asked for (spec 000 §2.2).
  await box.press('Backspace');
  await expect.poll(() => searched).toEqual(['zqxp', 'zqx']);
  await box.press('Backspace');
  await expect.poll(() => searched).toEqual(['zqxp', 'zqx', 'zq']);

  // The browser's own clear icon is hidden: the app's close button is the only one.
  // (getComputedStyle does not read this pseudo-element: look for the rule that hides it on this input.)
  const nativeClearHidden = await box.evaluate((input) =>
    Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.selectorText.includes('::-webkit-search-cancel-button') &&
          input.matches(rule.selectorText.replaceAll('::-webkit-search-cancel-button', '')) &&
          rule.style.display === 'none',
      ),
  );
  expect(nativeClearHidden).toBe(true);
});

test('a row arrow scrolls the row by 700 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const right = page.getByRole('button', { name: 'Scroll Wine By Regions right' });
  await scrollUntilVisible(page, right);
  await right.click();
  const row = page.getByRole('list', { name: 'Wine By Regions' });
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(700);
  await right.click();
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(1400);
});
