/**
 * The filter panel's counts (issue 28): the shop asks for them with the first page of each filter
 * set, never with the next page, and shows beside each option what the API counted. The last two
 * tests need the API's facets (the catalogue read model); without them the panel shows no counts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { COLORS } from '@wine/contract/constants';
import { sql } from '../support/db';
import { expect, test } from '../support/fixtures';

interface Facets {
  attributes: Record<string, Record<string, number>>;
  values: Record<string, { value: string; count: number }[]>;
  price: number[];
  minRating: Record<string, number>;
  inStock: number;
}

/** The list the shop shows for these filters, asked of the API as the web app asks it ("In stock only" on unless said), with its counts. */
async function shopList(request: APIRequestContext, filters: Record<string, string[]>, inStockOnly = true): Promise<{ total: number; facets: Facets }> {
  const query = new URLSearchParams({ offset: '0', limit: '10', sort: 'name', type: 'PRODUCT', isActive: 'true', facets: 'true' });
  if (inStockOnly) query.set('inStock', 'true');
  for (const [key, values] of Object.entries(filters)) for (const value of values) query.append(`customData.product.${key}[$in]`, value);
  const response = await request.get(`/api/catalogue?${query.toString()}`);
  expect(response.ok()).toBe(true);
  const { result } = (await response.json()) as { result: { total: number; facets?: Facets } };
  expect(result.facets, 'GET /api/catalogue?facets=true answers no facets: the catalogue read model is not in this build').toBeDefined();
  return { total: result.total, facets: result.facets! };
}

const wines = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'wine' : 'wines'}`;

/** Each colour's checkbox says its count, and one that would leave nothing cannot be ticked. */
async function expectColourCounts(panel: Locator, counts: Record<string, number>): Promise<void> {
  const colours = panel.getByRole('group', { name: 'Colour' });
  for (const colour of COLORS) {
    const count = counts[colour] ?? 0;
    const box = colours.getByRole('checkbox', { name: colour, exact: true });
    await expect(box).toHaveAccessibleDescription(wines(count));
    // `has` takes a locator relative to the label, so the checkbox is named from the page, not from the panel.
    const label = colours.locator('label', { has: panel.page().getByRole('checkbox', { name: colour, exact: true }) });
    await expect(label).toContainText(`${colour}${count.toLocaleString('en-US')}`);
    if (count === 0 && !(await box.isChecked())) await expect(box).toBeDisabled();
    else await expect(box).toBeEnabled();
  }
}

/** The catalogue calls the page makes from now on. */
function catalogueCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/catalogue' && url.searchParams.get('type') === 'PRODUCT') calls.push(request);
  });
  return calls;
}

test('the shop asks for the counts with the first page of each filter set, not with the next page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const calls = catalogueCalls(page);
  await page.goto('/shop-wines');
  const cards = page.getByRole('list', { name: 'Wines' }).getByRole('article');
  // 20 per request, the first page and every next one (spec 000 §7).
  await expect(cards).toHaveCount(20);
  await page.mouse.wheel(0, 8000);
  await expect.poll(() => cards.count(), { timeout: 30_000 }).toBeGreaterThan(20);
  await page.getByRole('complementary').getByRole('checkbox', { name: 'Red', exact: true }).check();
  await expect.poll(() => calls.filter((call) => new URL(call.url()).searchParams.has('customData.product.color[$in]')).length, { timeout: 30_000 }).toBeGreaterThan(0);

  const asked = calls.map((call) => new URL(call.url()).searchParams);
  expect(asked.length).toBeGreaterThanOrEqual(3);
  for (const params of asked) expect(params.get('facets'), params.toString()).toBe(params.get('offset') === '0' ? 'true' : null);
  expect(asked.filter((params) => params.get('offset') !== '0').length).toBeGreaterThan(0);
});

// Needs the API's facets (issue 28, the catalogue read model): fails until that lands.
test('the shop shows each colour its count, and choosing a region changes them as the API counts', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/shop-wines');
  const panel = page.getByRole('complementary').getByRole('form', { name: 'Filters' });
  const all = await shopList(request, {});
  await expect(page.getByTestId('wine-count')).toHaveText(wines(all.total));
  await expectColourCounts(panel, all.facets.attributes.color!);
  await expect(panel.getByRole('checkbox', { name: 'Mosel' })).toHaveAccessibleDescription(wines(all.facets.attributes.region!.Mosel ?? 0));
  await expect(panel.getByRole('list', { name: 'Price' }).getByRole('listitem')).toHaveCount(all.facets.price.length);

  await panel.getByRole('checkbox', { name: 'Mosel' }).check();
  const mosel = await shopList(request, { region: ['Mosel'] });
  expect(mosel.facets.attributes.color).not.toEqual(all.facets.attributes.color);
  await expect(page.getByTestId('wine-count')).toHaveText(wines(mosel.total));
  await expectColourCounts(panel, mosel.facets.attributes.color!);
  // A region's count leaves the chosen regions out: Mosel still says what it holds on its own.
  await expect(panel.getByRole('checkbox', { name: 'Mosel' })).toHaveAccessibleDescription(wines(mosel.facets.attributes.region!.Mosel ?? 0));
});

// Needs the API's facets too.
test('a region page on a phone shows the counts in its filter drawer', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wine-region/Napa-Valley');
  const napa = await shopList(request, { region: ['Napa Valley'] });
  await expect(page.getByTestId('wine-count')).toHaveText(wines(napa.total));
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('presentation').getByRole('form', { name: 'Filters' });
  await expect(drawer.getByRole('group', { name: 'Region' })).toHaveCount(0);
  await expectColourCounts(drawer, napa.facets.attributes.color!);

  const red = await shopList(request, { region: ['Napa Valley'], color: ['Red'] });
  await drawer.getByRole('checkbox', { name: 'Red', exact: true }).check();
  await expect(page).toHaveURL('/wine-region/Napa-Valley?color=Red');
  await expect(page.getByRole('button', { name: `Show ${wines(red.total)}` })).toBeVisible();
  await expectColourCounts(drawer, red.facets.attributes.color!);
});

test('the producers with the most wines are listed with their counts, and the box finds any other, which stays ticked', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/shop-wines');
  const panel = page.getByRole('complementary').getByRole('form', { name: 'Filters' });
  const producers = panel.getByRole('group', { name: 'Producer' });
  const all = await shopList(request, {});
  const top = all.facets.values.producer!;
  expect(top.length).toBe(10);
  await expect(producers.getByRole('checkbox')).toHaveCount(top.length);
  for (const { value, count } of top) await expect(producers.getByRole('checkbox', { name: value, exact: true })).toHaveAccessibleDescription(wines(count));

  // A producer outside the ten, found by its words typed without accents or capitals, the last one cut short.
  const [other] = await sql<{ producer: string; n: string }>(
    `SELECT producer, count(*) AS n FROM catalogue_items WHERE tenant_id = '01930000-0000-7000-8000-000000000001' AND type = 'PRODUCT' AND is_active AND stock > 0
       AND producer IS NOT NULL AND NOT producer = ANY($1::text[]) GROUP BY 1 ORDER BY 2, 1 LIMIT 1`,
    [top.map(({ value }) => value)],
  );
  const typed = other!.producer.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().slice(0, -2);
  await producers.getByRole('searchbox', { name: 'Find a producer' }).fill(typed);
  const found = producers.getByRole('checkbox', { name: other!.producer, exact: true });
  await expect(found).toHaveAccessibleDescription(wines(Number(other!.n)));
  await expect(producers.getByRole('status')).toContainText(/match/);
  await found.check();
  await expect.poll(() => new URL(page.url()).searchParams.getAll('producer')).toEqual([other!.producer]);
  const chosen = await shopList(request, { producer: [other!.producer] });
  expect(chosen.total).toBe(Number(other!.n));
  await expect(page.getByTestId('wine-count')).toHaveText(wines(chosen.total));

  // The box emptied, the ten are back and the chosen producer stays, ticked, after them.
  await producers.getByRole('searchbox', { name: 'Find a producer' }).press('Escape');
  await expect(producers.getByRole('checkbox')).toHaveCount(top.length + 1);
  await expect(producers.getByRole('checkbox').last()).toHaveAccessibleName(other!.producer);
  await expect(producers.getByRole('checkbox').last()).toBeChecked();
  await page.screenshot({ path: path.join(screenshotDir, 'shop-producers-1366.png'), fullPage: true });
});

const screenshotDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '.test-output', 'screenshots', 'stock-list');

/** The page at the desktop and phone sizes, for review. */
async function snapBoth(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1366, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('"In stock only" is on by default with its count; turned off, the sold-out wines come back with their cards saying so', async ({ page, request }) => {
  // The first three wines by name (the shop's order): two sold out, one down to its last 3 bottles.
  const first = await sql<{ id: string; title: string; stock: number }>(
    `SELECT id, title, stock FROM catalogue_items WHERE tenant_id = '01930000-0000-7000-8000-000000000001' AND type = 'PRODUCT' AND is_active ORDER BY name COLLATE "C", id LIMIT 3`,
  );
  const [soldOut, alsoSoldOut, lastBottles] = first as [(typeof first)[0], (typeof first)[0], (typeof first)[0]];
  await sql('UPDATE catalogue_items SET stock = 0 WHERE id = ANY($1::uuid[])', [[soldOut.id, alsoSoldOut.id]]);
  await sql('UPDATE catalogue_items SET stock = 3 WHERE id = $1', [lastBottles.id]);
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/shop-wines');
    const panel = page.getByRole('complementary').getByRole('form', { name: 'Filters' });
    const inStockOnly = panel.getByRole('switch', { name: 'In stock only' });
    const cards = page.getByRole('list', { name: 'Wines' }).getByRole('article');
    const on = await shopList(request, {});
    const off = await shopList(request, {}, false);
    // The demo seed sells some wines out of its own; the two above are among the sold-out now.
    const [soldOutNow] = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM catalogue_items WHERE tenant_id = '01930000-0000-7000-8000-000000000001' AND type = 'PRODUCT' AND is_active AND stock = 0`,
    );
    expect(off.total).toBe(on.total + Number(soldOutNow!.n));
    expect(on.facets.inStock).toBe(on.total);
    expect(off.facets.inStock).toBe(on.total);

    await expect(inStockOnly).toBeChecked();
    await expect(inStockOnly).toHaveAccessibleDescription(wines(on.total));
    await expect(page.getByTestId('wine-count')).toHaveText(wines(on.total));
    await expect(cards.first()).toHaveAccessibleName(lastBottles.title);
    await expect(cards.first()).toContainText('Only 3 left');
    await expect(page.getByRole('article', { name: soldOut.title })).toHaveCount(0);
    await snapBoth(page, 'shop-in-stock-only');

    await inStockOnly.uncheck();
    await expect(page).toHaveURL('/shop-wines?inStock=false');
    await expect(page.getByTestId('wine-count')).toHaveText(wines(off.total));
    // The same order with the filter off: the sold-out wines take their places by name.
    await expect(cards.nth(0)).toHaveAccessibleName(soldOut.title);
    await expect(cards.nth(1)).toHaveAccessibleName(alsoSoldOut.title);
    await expect(cards.nth(2)).toHaveAccessibleName(lastBottles.title);
    await expect(cards.nth(0)).toContainText('Out of stock');
    await expect(cards.nth(0).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(inStockOnly).toHaveAccessibleDescription(wines(on.total));
    await snapBoth(page, 'shop-all-wines');

    // Off is kept in the address: a reload shows the same list.
    await page.reload();
    await expect(inStockOnly).not.toBeChecked();
    await expect(page.getByTestId('wine-count')).toHaveText(wines(off.total));

    // On a phone the switch is in the drawer, and turning it back on there shows the wines in stock.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawerSwitch = page.getByRole('presentation').getByRole('switch', { name: 'In stock only' });
    await expect(drawerSwitch).toHaveAccessibleDescription(wines(on.total));
    await page.screenshot({ path: path.join(screenshotDir, 'shop-drawer-390.png') });
    await drawerSwitch.check();
    await expect(page).toHaveURL('/shop-wines');
    await expect(page.getByRole('button', { name: `Show ${wines(on.total)}` })).toBeVisible();
  } finally {
    for (const wine of first) await sql('UPDATE catalogue_items SET stock = $2 WHERE id = $1', [wine.id, wine.stock]);
  }
});
