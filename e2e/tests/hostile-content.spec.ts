import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@wine/contract/routes';
import { Topic } from '@wine/contract/topics';
import { XSS_PAYLOADS } from '../../apps/api/test/helpers/xss-payloads';
import { registerThroughApi } from '../support/api';
import { sql } from '../support/db';
import { expect, logInThroughPopup, newUser, test } from '../support/fixtures';

/** Payloads that report to the page itself rather than through a dialog. */
const REPORTING = ['<img src=x onerror=window.__xss.push(1)>', '<script>window.__xss.push(1)</script>'];
const ALL = [...XSS_PAYLOADS, ...REPORTING];
/** Names allow no spaces (and 60 characters): the payloads that fit a name. */
const GIVEN_NAME = '<img/src=x/onerror=window.__xss.push(1)>';
const FAMILY_NAME = '<script>window.__xss.push(1)</script>';

/** Joins payloads, in order, while they fit `max` characters: short fields get as many as fit. */
function pack(max: number, prefix = ''): { text: string; count: number } {
  let text = prefix;
  let count = 0;
  for (const payload of ALL) {
    if (text.length + payload.length > max) break;
    text += payload;
    count += 1;
  }
  return { text, count };
}

/** The app's address with the slug made URL-safe: payload titles hold '#', '?' and quotes. */
const safe = (address: string) => address.split('/').map(encodeURIComponent).join('/');

async function call<T>(request: APIRequestContext, token: string, method: 'post' | 'patch', url: string, data: object): Promise<T> {
  const response = await request[method](url, { data, headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { status: number; result: T };
  if (body.status !== 1) throw new Error(`${method.toUpperCase()} ${url} failed: ${JSON.stringify(body)}`);
  return body.result;
}

/** Fails on any script, event handler or javascript: address that came from a payload. */
async function expectNothingExecuted(page: Page, dialogs: string[], where: string) {
  const live = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      if (element.tagName === 'SCRIPT' && /alert\(|__xss/.test(element.textContent ?? '')) found.push(`script: ${element.textContent}`);
      if (element.tagName === 'IFRAME' && (element.getAttribute('src') ?? '').includes('evil')) found.push('iframe');
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.replace(/\s/g, '').toLowerCase();
        if (attribute.name.startsWith('on') && /alert|__xss|msgbox/.test(value)) found.push(`${attribute.name}=${attribute.value}`);
        if (/^(href|src|data|action|xlink:href)$/.test(attribute.name) && /^(javascript|vbscript|data:image\/svg)/.test(value)) {
          found.push(`${attribute.name}=${attribute.value}`);
        }
      }
    }
    return { found, reported: (window as unknown as { __xss: unknown[] }).__xss.length };
  });
  expect(live.found, `payload markup live in the DOM of ${where}`).toEqual([]);
  expect(live.reported, `payload ran on ${where}`).toBe(0);
  expect(dialogs, `dialog opened on ${where}`).toEqual([]);
}

test('XSS payloads stored in every shown field render as inert text in Chromium', async ({ page, request }) => {
  const user = newUser('hostile');
  const { token, userId } = await registerThroughApi(request, user);
  // Only approved sommeliers publish and have a public profile; no route makes one without an admin.
  await sql("UPDATE users SET type = 'sommelier', active_status = 'approved' WHERE id = $1", [userId]);

  const profileOneLine = pack(200);
  const addressLine1 = pack(200, '350 Fifth Avenue ');
  const addressLine2 = pack(200);
  await call(request, token, 'patch', `/api/users/${userId}`, {
    givenName: GIVEN_NAME,
    familyName: FAMILY_NAME,
    bio: ALL.join('\n'),
    customData: { profileOneLine: profileOneLine.text },
    savedAddress: [
      {
        address: { addressLine1: addressLine1.text, addressLine2: addressLine2.text, zip: '10001', customData: { firstName: GIVEN_NAME, lastName: FAMILY_NAME } },
        contactDetails: { contactNumber: '5551234567' },
      },
    ],
  });
  const collectionTitle = pack(120, 'Cellar ');
  const collection = await call<{ _id: string }>(request, token, 'post', '/api/catalogue', {
    title: collectionTitle.text,
    type: 'COLLECTION',
    description: ALL.join(' '),
    iconUrl: '/media/uploads/cover.webp',
  });
  const postTitle = pack(200, 'Talk ');
  const post = await call<{ _id: string }>(request, token, 'post', '/api/post/feed', {
    title: postTitle.text,
    content: `<p>Hello</p>${ALL.join('')}`,
    imageUrl: '/media/uploads/cover.webp',
    scope: 'OPEN',
    topic: Topic.wineTalks,
  });

  // What `npm run reliability` counts: each payload stored in each shown field (content, description and
  // bio hold them all; the two names are in the profile and in the address; the short fields as many as fit).
  const stored = ALL.length * 3 + 2 * 2 + postTitle.count + collectionTitle.count + profileOneLine.count + addressLine1.count + addressLine2.count;
  test.info().annotations.push({ type: 'cases', description: String(stored) });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __xss: unknown[] }).__xss = [];
  });
  await logInThroughPopup(page, user);

  // Each page, and a text of the hostile content that proves it rendered (as text, where it is text).
  const visits: [string, string][] = [
    [safe(paths.wineTip(post._id, postTitle.text)), 'kept'],
    [paths.wineTips, postTitle.text],
    [safe(paths.collection(collection._id, collectionTitle.text)), collectionTitle.text],
    [safe(paths.sommelier(userId, `${GIVEN_NAME} ${FAMILY_NAME}`)), profileOneLine.text],
    [paths.myAddress, addressLine1.text],
    [paths.profile, GIVEN_NAME],
  ];
  for (const [path, shown] of visits) {
    await page.goto(path);
    await expect(page.getByText(shown, { exact: false }).first()).toBeVisible();
    await expectNothingExecuted(page, dialogs, path);
  }
});
