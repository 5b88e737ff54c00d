import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sql } from '../support/db';
import { renderedFrames } from '../support/rendering';
import { demoAccounts, expect, logInThroughPopup, test } from '../support/fixtures';

/** The storefront's main pages. */
const SIGNED_OUT = ['/', '/shop-wines', '/wine-region/Napa-Valley', '/sommeliers', '/events/upcoming', '/wine-tips', '/collections/trending', '/search?q=red', '/contact-us', '/faqs', '/our-mission'];
const SIGNED_IN = ['/profile', '/favourites', '/my-cart', '/order/history'];

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** WCAG 2.1 A and AA, as axe-core checks them, on the page as it stands. */
async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return found.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
}

/** A wine's and a sommelier's page, as the shop's lists link them. */
async function detailPages(page: Page): Promise<string[]> {
  const wines = (await (await page.request.get('/api/catalogue?type=PRODUCT&isActive=true&limit=1&offset=0&sort=name')).json()) as { result: { categories: { _id: string; title: string }[] } };
  const [somm] = await sql<{ id: string; given_name: string; family_name: string }>('SELECT id, given_name, family_name FROM users WHERE email = $1', [demoAccounts.sommelier.email]);
  const wine = wines.result.categories[0]!;
  return [`/wine/${wine._id}/${encodeURIComponent(wine.title.replace(/[\s/]+/g, '-'))}`, `/sommelier/${somm!.id}/${somm!.given_name}-${somm!.family_name}`];
}

/**
 * Each page in each case a person meets it in, at both widths: the storefront signed out, the
 * account's own pages signed in (the storefront is the same page signed in, so it is scanned once).
 */
const CASES = [false, true].flatMap((signedIn) => WIDTHS.map((size) => ({ signedIn, size })));

for (const { signedIn, size } of CASES) {
  test(`the storefront's main pages have no WCAG 2.1 AA violation, signed ${signedIn ? 'in' : 'out'}, at ${size.width}x${size.height}`, async ({ page }) => {
    test.setTimeout(900_000);
    await page.setViewportSize(size);
    if (signedIn) await logInThroughPopup(page, demoAccounts.sommelier);
    const paths = signedIn ? [...SIGNED_IN, ...(await detailPages(page))] : [...SIGNED_OUT, ...(await detailPages(page))];
    const found: Record<string, unknown> = {};
    for (const path of paths) {
      await page.goto(path);
      // The page has rendered: its content shows and the lazy route's loader is gone.
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await renderedFrames(page);
      const list = await violations(page);
      if (list.length > 0) found[path] = list;
    }
    expect(found).toEqual({});
  });
}
