import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@wine/contract/routes';
import { callAs, registerThroughApi } from '../support/api';
import { sql } from '../support/db';
import { expect, loginDialog, logInThroughPopup, logInWithEmail, newUser, newVisitorPage, test } from '../support/fixtures';
import { screenshots } from '../support/snap';

const snap = screenshots('reviews');
const admin = { email: 'admin@sommlike.test', password: 'Admin123!' };

interface ReviewList {
  summary: { count: number };
}

/**
 * Demo wines nobody has reviewed yet, so that the test alone sets their rating. The demo's own
 * wines (the oldest), each with a title no other wine has: other specs add wines as they run, some
 * under one title twice. Each test of this file takes its own slice (`from`), as they run at once.
 */
async function unratedWines(request: APIRequestContext, howMany: number, from: number): Promise<{ id: string; title: string }[]> {
  const candidates = await sql<{ id: string; title: string }>(
    `SELECT id, title FROM catalogue_items c WHERE type = 'PRODUCT' AND is_active AND event_id IS NULL
       AND NOT EXISTS (SELECT FROM catalogue_items other WHERE other.title = c.title AND other.id <> c.id)
     ORDER BY id LIMIT 200`,
  );
  const unrated: { id: string; title: string }[] = [];
  for (const wine of candidates) {
    const answer = (await (await request.get(`/api/catalogue/${wine.id}/reviews`)).json()) as { result: ReviewList };
    if (answer.result.summary.count === 0) unrated.push(wine);
    if (unrated.length === from + howMany) return unrated.slice(from);
  }
  throw new Error(`Fewer than ${from + howMany} unrated wines in the demo shop`);
}

/** The wine page's reviews load as they near the viewport, after "More like this". */
async function openReviews(page: Page, wine: { id: string; title: string }): Promise<void> {
  await page.goto(paths.wine(wine.id, wine.title));
  await expect(page.getByRole('heading', { level: 1, name: wine.title })).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('heading', { name: 'Ratings & reviews' })).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** The average and count a card shows, as its screen-reader label says them. */
const cardRatings = (page: Page) =>
  page
    .getByRole('article')
    .getByRole('img', { name: /^Rated / })
    .evaluateAll((nodes) => nodes.map((node) => Number(/Rated ([\d.]+)/.exec(node.getAttribute('aria-label') ?? '')?.[1])));

test('a shopper rates a wine; another finds it helpful and reports it; an admin hides it from the wine page', async ({ page, browser, request }) => {
  test.setTimeout(540_000);
  const [wine] = await unratedWines(request, 1, 0);
  const shopper = newUser('reviewer');
  await registerThroughApi(request, shopper);

  // Signed out, the section asks to sign in, through the app's login popup.
  await openReviews(page, wine!);
  const section = page.getByRole('region', { name: 'Ratings & reviews' });
  await expect(section).toContainText('No reviews yet');
  await section.getByRole('button', { name: 'Sign in to rate this wine' }).click();
  await logInWithEmail(page, shopper.email, shopper.password);
  await expect(loginDialog(page)).toBeHidden();

  const form = section.getByRole('form', { name: 'Rate this wine' });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByRole('alert')).toHaveText('Rating must be a number of stars');
  await form.locator('label').filter({ hasText: '4 Stars' }).click();
  await expect(form.getByRole('radio', { name: '4 Stars' })).toBeChecked();
  const text = 'Bright cherry and soft tannins. <b>Not bold</b>';
  await form.getByRole('textbox', { name: 'Your review (optional)' }).fill(text);
  await expect(form).toContainText(`${2000 - text.length} characters left`);
  // A double click saves once.
  await form.getByRole('button', { name: 'Post review' }).dblclick();

  await expect(section.getByRole('region', { name: 'Your review' })).toContainText(text);
  const listed = section.getByRole('article', { name: 'Review by Ada Lovelace' });
  await expect(listed).toHaveCount(1);
  // Shown as text: the markup is written out, never rendered.
  await expect(listed.getByText(text)).toBeVisible();
  await expect(listed.locator('b')).toHaveCount(0);
  await expect(listed.getByRole('button', { name: /Helpful/ })).toHaveCount(0);
  await expect(section.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();
  await expect(section).toContainText('1 review');
  await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }).first()).toBeVisible();
  await snap(page, 'wine-page-own-review');

  // Another shopper votes it helpful and reports it.
  const reader = { ...newUser('reader'), givenName: 'Grace', familyName: 'Hopper' };
  await registerThroughApi(request, reader);
  const readerPage = await newVisitorPage(browser);
  await logInThroughPopup(readerPage, reader, paths.wine(wine!.id, wine!.title));
  await openReviews(readerPage, wine!);
  const review = readerPage.getByRole('article', { name: 'Review by Ada Lovelace' });
  await review.getByRole('button', { name: 'Helpful (0)' }).click();
  await expect(review.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute('aria-pressed', 'true');
  await review.getByRole('button', { name: 'Report' }).click();
  const reportDialog = readerPage.getByRole('dialog', { name: 'Report this review?' });
  await expect(reportDialog.getByRole('button', { name: 'Report' })).toBeDisabled();
  await reportDialog.getByRole('textbox', { name: 'Reason' }).fill('Off-topic advertising');
  await reportDialog.getByRole('button', { name: 'Report' }).click();
  await expect(reportDialog).toBeHidden();
  await expect(readerPage.getByText('Thanks, our team will look at this review')).toBeVisible();

  // The admin hides it from the console, giving a reason.
  const adminPage = await newVisitorPage(browser);
  await logInThroughPopup(adminPage, admin);
  await adminPage.goto(paths.adminReviews);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const row = adminPage.getByRole('listitem', { name: `Review by Ada Lovelace of ${wine!.title}` });
  await expect(row).toContainText('Reported 1 time');
  await expect(row).toContainText('Off-topic advertising');
  await expect(row).toContainText(text);
  await snap(adminPage, 'console-reported');
  await row.getByRole('button', { name: 'Hide' }).click();
  const hideDialog = adminPage.getByRole('dialog', { name: 'Hide this review?' });
  await expect(hideDialog.getByRole('button', { name: 'Hide review' })).toBeDisabled();
  await hideDialog.getByRole('textbox', { name: 'Reason' }).fill('Advertising');
  await hideDialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(hideDialog).toBeHidden();
  await expect(row).toBeHidden();
  await adminPage.getByRole('combobox', { name: 'Status' }).click();
  await adminPage.getByRole('option', { name: 'Hidden' }).click();
  await expect(adminPage).toHaveURL(/status=hidden/);
  await expect(row).toContainText('Hidden because: Advertising');
  await expect(row.getByRole('button', { name: 'Restore' })).toBeVisible();

  // The wine page no longer lists it, nor counts it; its author sees it marked hidden.
  await openReviews(readerPage, wine!);
  await expect(readerPage.getByRole('region', { name: 'Ratings & reviews' })).toContainText('No reviews yet');
  await expect(readerPage.getByRole('article', { name: 'Review by Ada Lovelace' })).toHaveCount(0);
  await openReviews(page, wine!);
  await expect(section.getByRole('region', { name: 'Your review' })).toContainText('Our moderators hid your review');
});

test('the shop sorts by top rated and keeps wines of 4 stars and up', async ({ page, request }) => {
  test.setTimeout(360_000);
  const [loved, liked] = await unratedWines(request, 2, 5);
  const rater = await registerThroughApi(request, newUser('rater'));
  await callAs(request, rater.token, 'put', `/api/catalogue/${loved!.id}/review`, { rating: 5 });
  await callAs(request, rater.token, 'put', `/api/catalogue/${liked!.id}/review`, { rating: 3, text: 'Fine, a little thin.' });

  await page.goto(paths.shopWines);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Top rated' }).click();
  await expect(page.getByRole('article').first().getByRole('img', { name: /^Rated 5\.0 out of 5/ })).toBeVisible();
  const sorted = await cardRatings(page);
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));
  await snap(page, 'shop-top-rated');

  await page.getByRole('checkbox', { name: '4 stars & up' }).first().check();
  await expect(page.getByRole('article', { name: liked!.title })).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  const kept = await page.getByRole('article').count();
  expect(await cardRatings(page)).toHaveLength(kept);
  expect((await cardRatings(page)).every((average) => average >= 4)).toBe(true);
});
