import type { APIRequestContext } from '@playwright/test';
import { signInThroughApi } from '../support/api';
import { addAddress, insertCoupon, submitCard, summaryValue, wineAddToCart } from '../support/checkout';
import { sql } from '../support/db';
import { demoAccounts, expect, logInThroughPopup, newUser, newVisitorPage, signUpVerifiedThroughPopup, test } from '../support/fixtures';
import { runChargeJob } from '../support/jobs';
import { latestEmailTo } from '../support/outbox';

/** A seeded collection of Claire's (apps/api/src/seed/collections.ts). */
const SHARED_COLLECTION = 'Loire Surprises';
const STORE_TIME_ZONE = 'America/New_York';
const BOTTLES = 2;
const COUPON_PERCENT = 5;
const COMMISSION_PERCENT = 10;

interface ApiWine {
  _id: string;
  title: string;
  price: string;
  discount: { type: 'percentage'; value: number } | null;
}

interface CommissionRow {
  identifier: { year: number; month: number; day?: number };
  totalAmount: string;
}

/** Integer cents of `percent` of an amount, rounded half up (the shop's one rounding rule). */
const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Today in the store's calendar, with the labels My Commission gives it ("MMMM'YY", "DD MMMM'YY"). */
function storeToday() {
  const now = new Date();
  const local = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: STORE_TIME_ZONE, ...options }).format(now);
  const year = Number(local({ year: 'numeric' }));
  const monthLabel = `${local({ month: 'long' })}'${String(year % 100).padStart(2, '0')}`;
  const day = local({ day: '2-digit' });
  return { year, month: Number(local({ month: 'numeric' })), day: Number(day), monthLabel, dayLabel: `${day} ${monthLabel}` };
}

/** The sommelier's commission so far for today's month and day, in cents, as the API reports it. */
async function commissionSoFar(request: APIRequestContext, token: string) {
  const today = storeToday();
  const read = async (groupby: 'month' | 'day') => {
    const response = await request.get(`/api/commission?groupby=${groupby}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { status: number; result: { commissions: CommissionRow[] } };
    expect(body.status).toBe(1);
    const row = body.result.commissions.find(
      ({ identifier }) => identifier.year === today.year && identifier.month === today.month && (groupby === 'month' || identifier.day === today.day),
    );
    return row ? Math.round(Number(row.totalAmount) * 100) : 0;
  };
  return { month: await read('month'), day: await read('day') };
}

test("a shopper buys through a sommelier's shared collection; the nightly charge earns her the commission", async ({ page, browser, request }) => {
  test.setTimeout(720_000);

  // Claire shares one of her collections: the link carries her id as utm_source.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInThroughPopup(page, demoAccounts.sommelier);
  const claireId = await page.evaluate(() => (JSON.parse(localStorage.getItem('user_data') ?? '{}') as { id?: string }).id ?? '');
  expect(claireId).not.toBe('');
  await page.goto('/my-collection');
  await page.getByRole('region', { name: SHARED_COLLECTION }).getByRole('link', { name: SHARED_COLLECTION }).click();
  await expect(page.getByRole('heading', { level: 1, name: SHARED_COLLECTION })).toBeVisible();
  await page.getByRole('button', { name: 'Share Collection' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const sharedLink = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(sharedLink.searchParams.get('utm_source')).toBe(claireId);
  const collectionId = /^\/collection\/([0-9a-f-]{36})\//.exec(sharedLink.pathname)?.[1] ?? '';
  expect(collectionId).not.toBe('');

  // A wine of the collection, one with its own offer when there is one, so that every part of the
  // commission's base counts: the offer, then the coupon's share.
  const collection = (await (await request.get(`/api/catalogue/${collectionId}?includeChildren=true`)).json()) as { result: { children: ApiWine[] } };
  const wines = collection.result.children;
  const wine = wines.find((candidate) => candidate.discount !== null) ?? wines[0];
  if (!wine) throw new Error(`${SHARED_COLLECTION} has no wines`);
  // The demo seed sells some wines out; this one has the bottles the sale needs.
  await sql('UPDATE catalogue_items SET stock = GREATEST(stock, $2) WHERE id = $1', [wine._id, BOTTLES]);
  const unitCents = Math.round(Number(wine.price) * 100);
  const lineCents = (unitCents - percentOf(unitCents, wine.discount?.value ?? 0)) * BOTTLES;
  const couponCents = percentOf(lineCents, COUPON_PERCENT);
  const expectedCommission = percentOf(lineCents - couponCents, COMMISSION_PERCENT);
  const coupon = await insertCoupon(COUPON_PERCENT);
  const claire = await signInThroughApi(request, demoAccounts.sommelier.email, demoAccounts.sommelier.password);
  const before = await commissionSoFar(request, claire.token);

  // A new shopper opens the link, signs up, and follows the wine from the collection.
  const shopperPage = await newVisitorPage(browser);
  const shopper = newUser('affiliate');
  await shopperPage.goto(sharedLink.pathname + sharedLink.search);
  await expect(shopperPage.getByRole('heading', { level: 1, name: SHARED_COLLECTION })).toBeVisible();
  await signUpVerifiedThroughPopup(shopperPage, shopper);
  await shopperPage.getByRole('article', { name: wine.title }).getByRole('link', { name: wine.title }).click();
  await expect(shopperPage).toHaveURL(new RegExp(`/wine/${wine._id}/.*\\?utm_source=${claireId}$`));
  await expect(shopperPage.getByRole('heading', { level: 1, name: wine.title })).toBeVisible();
  await wineAddToCart(shopperPage).click();
  await shopperPage.getByRole('link', { name: 'View In Cart' }).click();

  // Checkout: two bottles, delivery to New York, billing the same.
  await expect(shopperPage.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
  const quantity = shopperPage.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name: wine.title }).getByRole('group', { name: `Quantity of ${wine.title}` });
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity.getByLabel('Quantity', { exact: true })).toHaveText(String(BOTTLES));
  await shopperPage.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click();
  await shopperPage.getByRole('button', { name: '+Add New' }).click();
  await addAddress(shopperPage, 'Add delivery address', '350 Fifth Avenue', '10118', 'New York');
  await shopperPage.getByRole('button', { name: 'CONTINUE TO BILLING' }).click();
  await shopperPage.getByRole('radio', { name: 'Same as delivery address' }).check();
  await shopperPage.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
  await expect(shopperPage.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();

  await shopperPage.getByRole('textbox', { name: 'Promo Code' }).fill(coupon.code);
  await shopperPage.getByRole('button', { name: 'Apply' }).click();
  await expect(summaryValue(shopperPage, 'Coupon discount')).toHaveText(`-${dollars(couponCents)}`);

  // The test card through the add-card flow, which leads to the payment confirmation.
  await shopperPage.getByRole('link', { name: 'Add new Credit/Debit card' }).click();
  await expect(shopperPage).toHaveURL('/payment/add-card');
  await submitCard(shopperPage, '4242 4242 4242 4242');
  await expect(shopperPage.getByText('Your card has been added successfully')).toBeVisible({ timeout: 15_000 });
  await expect(shopperPage).toHaveURL('/payment/confimation');
  await shopperPage.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(shopperPage).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
  await expect(shopperPage.getByRole('heading', { level: 1, name: 'Order Received' })).toBeVisible();
  const orderId = new URL(shopperPage.url()).pathname.split('/').pop() ?? '';
  await shopperPage.context().close();

  // The nightly charge, run for real by its command. Orders wait for the first 23:30 (store time)
  // after they were placed: a clock 26 hours ahead is past it, whatever the hour and a DST change.
  const output = await runChargeJob(new Date(Date.now() + 26 * 60 * 60 * 1000));
  expect(output).toMatch(/Charge run \(cut-off [^)]+\): [1-9]\d* charged/);
  const [order] = await sql<{ status: string; order_number: string }>('SELECT status, order_number FROM orders WHERE id = $1', [orderId]);
  expect(order?.status).toBe('CHARGED');
  expect((await latestEmailTo(shopper.email)).subject).toBe(`Receipt for your order SL-${order?.order_number}`);

  // Claire sees the commission of this sale in this month's and today's totals.
  const today = storeToday();
  await page.goto('/my-commission');
  const monthly = page.getByRole('table', { name: 'Monthly Commissions' });
  await expect(monthly.getByRole('row').filter({ hasText: today.monthLabel }).getByRole('cell').nth(1)).toHaveText(dollars(before.month + expectedCommission));
  await page.getByRole('tab', { name: 'Commission by date' }).click();
  const daily = page.getByRole('table', { name: 'Commission by date' });
  await expect(daily.getByRole('row').filter({ hasText: today.dayLabel }).getByRole('cell').nth(1)).toHaveText(dollars(before.day + expectedCommission));
});
