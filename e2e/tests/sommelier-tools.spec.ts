import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { demoAccounts, expect, logInThroughPopup, logInWithEmail, test } from '../support/fixtures';
import { screenshots } from '../support/snap';

const snap = screenshots('sommelier-tools');

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A small solid-colour PNG (24 x 16, RGB), made here so the test needs no fixture file. */
function makePng(red: number, green: number, blue: number): Buffer {
  const width = 24;
  const height = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const logInAsSommelier = (page: Page) => logInThroughPopup(page, demoAccounts.sommelier, '/wine-tips');

test('a collection needs no description: left blank, it is created without one', async ({ page }) => {
  test.slow();
  const title = `E2E Plain ${Date.now().toString(36)}`;
  await logInAsSommelier(page);
  await page.goto('/my-collection');
  await page.getByRole('button', { name: '+ New Collection' }).first().click();
  const form = page.getByRole('dialog', { name: 'New Collection' });
  await form.getByRole('textbox', { name: 'Collection title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description (optional)' }).fill('   ');
  await form.getByLabel('Collection image').setInputFiles({ name: 'plain.png', mimeType: 'image/png', buffer: makePng(90, 40, 60) });
  await expect(form.getByRole('img', { name: 'Collection image preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Collection created')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: title }).getByText('0 wines')).toBeVisible();
});

test('View QR encodes the public address when the shop was opened at another host name (issue 45)', async ({ page, baseURL }) => {
  test.slow();
  const publicOrigin = new URL(baseURL!).origin;
  // The same server under the name a preview or a www host would give it.
  const otherHost = publicOrigin.replace('//localhost:', '//127.0.0.1:');
  expect(otherHost).not.toBe(publicOrigin);
  const title = `E2E Host ${Date.now().toString(36)}`;
  await page.goto(`${otherHost}/?${new URLSearchParams({ login: 'true', redirect: '/my-collection' }).toString()}`);
  await logInWithEmail(page, demoAccounts.sommelier.email, demoAccounts.sommelier.password);
  await expect(page.getByRole('heading', { name: 'My Collections', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '+ New Collection' }).first().click();
  const form = page.getByRole('dialog', { name: 'New Collection' });
  await form.getByRole('textbox', { name: 'Collection title' }).fill(title);
  await form.getByLabel('Collection image').setInputFiles({ name: 'host.png', mimeType: 'image/png', buffer: makePng(60, 90, 40) });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();
  const card = page.getByRole('region', { name: title });
  await card.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'View QR' }).click();
  const qr = page.getByRole('dialog', { name: `QR code: ${title}` });
  await expect(qr.getByRole('img', { name: `QR code of ${title}` })).toBeVisible();
  await expect(qr.getByText(new RegExp(`^${publicOrigin.replace(/[.]/g, '\\.')}/collection/[0-9a-f-]+/E2E-Host-`))).toBeVisible();
  await expect(qr.getByText(/must be a collection page/)).toHaveCount(0);
  await expect(qr.getByRole('button', { name: 'Download' })).toBeEnabled();
  expect(new URL(page.url()).origin).toBe(otherHost);
  await snap(page, 'qr-code-other-host');
});

test('a sommelier curates a collection: create with an image, add wines from the shop, feature it, QR, edit, remove a wine', async ({ page }) => {
  test.setTimeout(540_000);
  const suffix = Date.now().toString(36);
  const title = `E2E Cellar ${suffix}`;
  await logInAsSommelier(page);

  await page.goto('/my-collection');
  await expect(page.getByRole('heading', { name: 'My Collections', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Collection', exact: true })).toBeVisible();
  for (const colour of ['Red', 'White', 'Rosé']) await expect(page.getByRole('tab', { name: colour })).toBeVisible();
  await page.getByRole('button', { name: '+ New Collection' }).first().click();

  // The form's own checks: a blank title and a missing image.
  const form = page.getByRole('dialog', { name: 'New Collection' });
  await form.getByRole('textbox', { name: 'Collection title' }).fill('   ');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Please enter collection title')).toBeVisible();
  await expect(form.getByText('Collection image required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Collection title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description (optional)' }).fill('Bottles for a long autumn dinner.');
  await form.getByLabel('Collection image').setInputFiles({ name: 'cellar.png', mimeType: 'image/png', buffer: makePng(178, 86, 97) });
  await expect(form.getByRole('img', { name: 'Collection image preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Collection created')).toBeVisible();
  await expect(form).toBeHidden();
  const card = page.getByRole('region', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('0 wines')).toBeVisible();
  await snap(page, 'my-collections');

  // Add two wines from the shop, and take a third out again.
  await page.goto('/shop-wines');
  const wines = page.getByRole('main').getByRole('article');
  await expect(wines.first()).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const wine = wines.nth(index);
    names.push((await wine.getAttribute('aria-label')) ?? '');
    await wine.getByRole('button', { name: 'Add to collection' }).click();
    const picker = page.getByRole('dialog', { name: 'Add to collection' });
    const box = picker.getByRole('checkbox', { name: new RegExp(title) });
    await expect(box).not.toBeChecked();
    await box.click();
    await expect(page.getByText('Wine added to collection').last()).toBeVisible();
    await expect(box).toBeChecked();
    if (index === 0) await snap(page, 'add-to-collection');
    if (index === 2) {
      await box.click();
      await expect(page.getByText('Wine removed from collection.')).toBeVisible();
      await expect(box).not.toBeChecked();
    }
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toBeHidden();
  }

  await page.goto('/my-collection');
  await expect(card.getByText('2 wines')).toBeVisible();
  await expect(card.getByRole('article', { name: names[0] })).toBeVisible();
  await expect(card.getByRole('article', { name: names[1] })).toBeVisible();
  await expect(card.getByRole('article', { name: names[2] })).toHaveCount(0);

  // Featured: one collection at a time, marked on its card.
  await card.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Mark Featured' }).click();
  await expect(card.getByText('Featured Collection')).toBeVisible();
  await card.getByRole('button', { name: `Options for ${title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Remove Featured' })).toBeVisible();
  // Claire is no admin: no home page flags.
  await expect(page.getByRole('menuitem', { name: 'Mark Trending' })).toHaveCount(0);

  // View QR: the server's SVG, shown as an image, with a download.
  await page.getByRole('menuitem', { name: 'View QR' }).click();
  const qr = page.getByRole('dialog', { name: `QR code: ${title}` });
  const qrImage = qr.getByRole('img', { name: `QR code of ${title}` });
  await expect(qrImage).toBeVisible();
  await expect(qrImage).toHaveAttribute('src', /^data:image\/svg\+xml;utf8,/);
  expect(await qrImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(qr.getByText(/\/collection\/[0-9a-f-]+\/E2E-Cellar-/)).toBeVisible();
  await snap(page, 'qr-code');
  const downloading = page.waitForEvent('download');
  await qr.getByRole('button', { name: 'Download' }).click();
  expect((await downloading).suggestedFilename()).toBe(`E2E-Cellar-${suffix}-qr.svg`);
  await qr.getByRole('button', { name: 'Close' }).click();

  // Edit keeps the image and changes the texts.
  await card.getByRole('button', { name: `Options for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Collection' });
  await expect(edit.getByRole('textbox', { name: 'Collection title' })).toHaveValue(title);
  await edit.getByRole('textbox', { name: 'Description (optional)' }).fill('Bottles for a long winter dinner.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Collection updated')).toBeVisible();
  await expect(card.getByText('Bottles for a long winter dinner.')).toBeVisible();

  // The collection page: the owner's filled bookmark takes a wine out; Share Collection is there.
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/collection\/[0-9a-f-]+\/E2E-Cellar-/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share Collection' })).toBeVisible();
  await expect(page.getByTestId('wine-count')).toHaveText('2 wines');
  await snap(page, 'collection-owner');

  // Reordering: the wines keep the order in which they were added until the owner moves them.
  const [first = '', second = ''] = names;
  const wineList = page.getByRole('list', { name: title });
  const order = () => wineList.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
  const moveButton = (name: string, where: 'earlier' | 'later') => page.getByRole('button', { name: `Move ${name} ${where}` });
  await expect.poll(order).toEqual([first, second]);
  await expect(moveButton(first, 'earlier')).toBeDisabled();
  await expect(moveButton(second, 'later')).toBeDisabled();

  // The new order shows at once, before the server has answered (the write is held here).
  const collectionCall = (url: URL) => /\/api\/catalogue\/[0-9a-f-]+$/.test(url.pathname);
  const written = () => page.waitForResponse((response) => collectionCall(new URL(response.url())) && response.request().method() === 'PATCH');
  let releaseWrite: () => void = () => undefined;
  const writeHeld = new Promise<void>((resolve) => (releaseWrite = resolve));
  await page.route(collectionCall, async (route) => {
    if (route.request().method() === 'PATCH') await writeHeld;
    await route.fallback();
  });
  await moveButton(second, 'earlier').click();
  await expect.poll(order).toEqual([second, first]);
  await expect(page.getByRole('status').filter({ hasText: `${second} moved to position 1 of 2` })).toBeAttached();
  // At the front its "earlier" button is off: the focus went to its "later" one.
  await expect(moveButton(second, 'later')).toBeFocused();
  const saved = written();
  releaseWrite();
  expect((await saved).ok()).toBe(true);
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect.poll(order).toEqual([second, first]);

  // By keyboard; the focus follows the moved wine.
  await moveButton(first, 'earlier').focus();
  const savedAgain = written();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual([first, second]);
  await expect(moveButton(first, 'later')).toBeFocused();
  expect((await savedAgain).ok()).toBe(true);

  // A write that cannot reach the server is undone on screen (the page's read-back is held, so
  // what shows is the order put back, not the server's copy).
  let releaseRead: () => void = () => undefined;
  const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
  await page.route(collectionCall, async (route) => {
    if (route.request().method() === 'PATCH') return route.abort('internetdisconnected');
    await readHeld;
    return route.fallback();
  });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect.poll(order).toEqual([first, second]);
  await expect(page.getByRole('status').filter({ hasText: `${first} could not be moved` })).toBeAttached();
  await expect(moveButton(first, 'later')).toBeFocused();
  releaseRead();
  await page.unrouteAll({ behavior: 'wait' });
  await page.reload();
  await expect.poll(order).toEqual([first, second]);

  await page.getByRole('button', { name: `Remove ${names[1]} from collection` }).click();
  await expect(page.getByText('Wine removed from collection.')).toBeVisible();
  await expect(page.getByTestId('wine-count')).toHaveText('1 wine');
  await expect(page.getByRole('article', { name: names[1] })).toHaveCount(0);
});

test('a sommelier writes a Wine Talks post with a heading and a font, publishes, edits and deletes it', async ({ page }) => {
  test.setTimeout(540_000);
  const title = `E2E tasting ${Date.now().toString(36)}`;
  await logInAsSommelier(page);

  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page).toHaveURL(/\/create-blog$/);
  const body = page.getByRole('textbox', { name: 'Blog content' });
  await expect(body).toBeVisible();

  // Nothing filled: the spec's alert.
  let alertText = '';
  page.once('dialog', (alert) => {
    alertText = alert.message();
    void alert.accept();
  });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect.poll(() => alertText).toBe('Please fill all fields');

  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(92, 38, 48) });
  await expect(page.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Blog Title' }).fill(title);
  await body.click();
  await page.locator('.ql-toolbar .ql-header .ql-picker-label').click();
  await page.locator('.ql-toolbar .ql-header .ql-picker-item[data-value="2"]').click();
  await page.keyboard.type('Autumn in Burgundy');
  await page.keyboard.press('Enter');
  await page.locator('.ql-toolbar .ql-font .ql-picker-label').click();
  await page.locator('.ql-toolbar .ql-font .ql-picker-item[data-value="georgia"]').click();
  await page.keyboard.type('Pinot noir and mushrooms, a classic pairing.');
  await expect(body.locator('h2')).toHaveText('Autumn in Burgundy');
  await expect(body.locator('.ql-font-georgia')).toHaveText('Pinot noir and mushrooms, a classic pairing.');
  await snap(page, 'blog-editor');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Blog published')).toBeVisible();
  await expect(page).toHaveURL(/\/wine-tips\/[0-9a-f-]+\/E2E-tasting-/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Autumn in Burgundy', level: 2 })).toBeVisible();
  const georgia = article.locator('.ql-font-georgia');
  await expect(georgia).toHaveText('Pinot noir and mushrooms, a classic pairing.');
  expect(await georgia.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Georgia');
  await snap(page, 'post-detail-author');

  // Edit: the editor opens with the post, keeps the cover, and says Update.
  await article.getByRole('button', { name: 'Edit post' }).click();
  await expect(page).toHaveURL(/\/wine-tips\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Blog Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Blog content' }).locator('h2')).toHaveText('Autumn in Burgundy');
  await expect(page.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Blog Title' }).fill(`${title} revised`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Blog published').last()).toBeVisible();
  await expect(page.getByRole('article').getByRole('heading', { name: `${title} revised`, level: 1 })).toBeVisible();
  await expect(page.getByRole('article').locator('img').first()).toHaveAttribute('src', /\/media\//);

  // Delete, after confirming.
  await page.getByRole('article').getByRole('button', { name: 'Delete post' }).click();
  await page.getByRole('dialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/wine-tips$/);
  await expect(page.getByRole('heading', { name: 'Wine Talks', level: 1 })).toBeVisible();
  await expect(page.getByText(`${title} revised`)).toHaveCount(0);

  // The editor's edit route without a post goes back to the list.
  await page.goto('/wine-tips/edit');
  await expect(page).toHaveURL(/\/wine-tips$/);
});

test('a picture pasted into a post goes through the media store; one pasted from another site is left out', async ({ page }) => {
  test.setTimeout(300_000);
  await logInAsSommelier(page);
  await page.getByRole('link', { name: 'New Post' }).click();
  const body = page.getByRole('textbox', { name: 'Blog content' });
  await body.click();
  await page.keyboard.type('A label worth a look:');

  const png = makePng(120, 30, 50).toString('base64');
  await body.evaluate((editor, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'label.png', { type: 'image/png' }));
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, png);
  await expect(body.locator('img')).toHaveAttribute('src', /^\/media\//);

  let alertText = '';
  page.once('dialog', (alert) => {
    alertText = alert.message();
    void alert.accept();
  });
  await body.evaluate((editor) => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>Seen elsewhere <img src="https://tracker.example/pixel.png"></p>');
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => alertText).toContain('Pictures from other sites cannot be shown in a post');
  await expect(body).toContainText('Seen elsewhere');
  await expect(body.locator('img')).toHaveCount(1);
  await expect(body.locator('img[src*="tracker.example"]')).toHaveCount(0);
});

test('My Commission shows both tabs, with rows or "No Commission Found"', async ({ page }) => {
  await logInAsSommelier(page);
  await page.goto('/my-commission');
  await expect(page.getByRole('heading', { name: 'My Commission', level: 1 })).toBeVisible();
  const monthly = page.getByRole('table', { name: 'Monthly Commissions' });
  await expect(monthly.or(page.getByText('No Commission Found'))).toBeVisible();
  if (await monthly.isVisible()) {
    await expect(monthly.getByRole('columnheader', { name: 'Month' })).toBeVisible();
    await expect(monthly.getByRole('columnheader', { name: 'Commission Amount' })).toBeVisible();
    await expect(monthly.getByRole('cell').first()).toHaveText(/^[A-Z][a-z]+'\d\d$/);
    await expect(monthly.getByRole('cell').nth(1)).toHaveText(/^\$\d+\.\d\d$/);
  }
  await snap(page, 'commission-monthly');
  await page.getByRole('tab', { name: 'Commission by date' }).click();
  const daily = page.getByRole('table', { name: 'Commission by date' });
  await expect(daily.or(page.getByText('No Commission Found'))).toBeVisible();
  if (await daily.isVisible()) {
    await expect(daily.getByRole('columnheader', { name: 'Date' })).toBeVisible();
    await expect(daily.getByRole('cell').first()).toHaveText(/^\d\d [A-Z][a-z]+'\d\d$/);
  }
  await snap(page, 'commission-daily');
});
