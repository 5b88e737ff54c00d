import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.test-output', 'screenshots');

/**
 * The shop's search forgives (issue 43): a typo and left-out accents still find the wine, the words
 * matched are marked in each title, and a text no wine matches in full says so above the closest.
 */
for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`search finds a typo, marks the matched words and says when it shows the closest matches (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // The header's dropdown: "chateau" without its accent, and "Pomerol" with a typo.
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search wines' }).fill('chateau pomerl');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.locator('li').first()).toBeVisible();
    await expect(results.locator('li').first().locator('mark')).toHaveText(['Château', 'Pomerol']);
    await page.screenshot({ path: path.join(screenshotDir, `search-dropdown-${name}.png`) });

    // The search page: Best match first, the marks on the cards.
    await page.goto('/search?q=cabernet%20sauvingon');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Best match');
    const cards = page.getByRole('list', { name: 'Results for cabernet sauvingon' }).getByRole('listitem');
    await expect(cards.first().locator('mark')).toHaveText(['Cabernet', 'Sauvignon']);
    await page.screenshot({ path: path.join(screenshotDir, `search-typo-${name}.png`) });

    // A word no wine holds: the closest matches, said so.
    await page.goto('/search?q=pinot%20noir%20xqztv');
    await expect(page.getByText('No wine matches all of your words. Showing the closest matches.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Results for pinot noir xqztv' }).getByRole('listitem').first().locator('mark')).toHaveText(['Pinot', 'Noir']);
    await page.screenshot({ path: path.join(screenshotDir, `search-closest-${name}.png`) });

    // Newest first is one click away.
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Newest first' }).click();
    await expect(page).toHaveURL(/sort=-_id/);
  });
}
