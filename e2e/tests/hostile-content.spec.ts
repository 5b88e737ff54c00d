import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@wine/contract/routes';
import { Topic } from '@wine/contract/topics';
import { REPLACEMENT_PATTERNS, XSS_PAYLOADS } from '../../test-data/xss-payloads';
import { registerThroughApi, signInThroughApi } from '../support/api';
import { sql } from '../support/db';
import { expect, logInThroughPopup, newUser, test } from '../support/fixtures';

/**
 * Payloads that report to the page itself rather than through a dialog: the vectors of the OWASP
 * cheat sheet and of mutation XSS, each in a form that would run in Chromium if rendered as markup.
 */
const REPORTING = [
  '<img src=x onerror=window.__xss.push(1)>',
  '<script>window.__xss.push(1)</script>',
  '<svg><script>window.__xss.push(1)</script></svg>',
  '<body onpageshow=window.__xss.push(1)>',
  '<details open ontoggle=window.__xss.push(1)>',
  '<video><source onerror=window.__xss.push(1)></video>',
  '<audio src=x onerror=window.__xss.push(1)>',
  '<iframe srcdoc="<script>parent.__xss.push(1)</script>"></iframe>',
  '<a href="javascript:window.__xss.push(1)">link</a>',
  '<form action="javascript:window.__xss.push(1)"><button>go</button></form>',
  '<marquee onstart=window.__xss.push(1)>',
  '<select autofocus onfocus=window.__xss.push(1)>',
  '<textarea autofocus onfocus=window.__xss.push(1)>',
  '<img src=x:x onerror="window[\'__xss\'].push(1)">',
  '<img """><script>window.__xss.push(1)</script>">',
  '<scr<script>ipt>window.__xss.push(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss.push(1)>">',
  '<svg><animate onbegin=window.__xss.push(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss.push(1)>',
  '<object data="data:text/html,<script>parent.__xss.push(1)</script>"></object>',
  '<embed src="javascript:window.__xss.push(1)">',
  '<base href="javascript:window.__xss.push(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss.push(1)">',
  '<link rel=stylesheet href="javascript:window.__xss.push(1)">',
  "'-window.__xss.push(1)-'",
  '";window.__xss.push(1);//',
  '</script><script>window.__xss.push(1)</script>',
  '<img src=x onerror=&#119;indow.__xss.push(1)>',
  '<div onmouseover="window.__xss.push(1)">hover</div>',
  "{{constructor.constructor('window.__xss.push(1)')()}}",
  '<svg><a xlink:href="javascript:window.__xss.push(1)"><text x=20 y=20>x</text></a></svg>',
  '<table background="javascript:window.__xss.push(1)">',
  '<input type=image src=x onerror=window.__xss.push(1)>',
  '<svg><set onbegin=window.__xss.push(1) attributeName=x to=1>',
  '<style>@import "javascript:window.__xss.push(1)";</style>',
  '<img src=`x`onerror=window.__xss.push(1)>',
  '<a href="  javascript:window.__xss.push(1)">spaced</a>',
  '<a href="java&#x09;script:window.__xss.push(1)">tab</a>',
  '<svg/onload=window.__xss.push(1)>',
  '<img src=x onerror=eval(atob("d2luZG93Ll9feHNzLnB1c2goMSk="))>',
  '<xss onfocus=window.__xss.push(1) autofocus tabindex=1>',
  '<button formaction="javascript:window.__xss.push(1)">go</button>',
  '<frameset onload=window.__xss.push(1)>',
  '<template><img src=x onerror=window.__xss.push(1)></template>',
];
/** The replacement patterns first, together: every field, however short, holds them (issue 30). */
const ALL = [REPLACEMENT_PATTERNS.join(''), ...XSS_PAYLOADS, ...REPORTING];
/** Issue 30: a page served by the server stays this small, whatever its stored texts. */
const PAGE_MAX_BYTES = 64 * 1024;
/** Names allow no spaces (and 60 characters): the payloads that fit a name. */
const GIVEN_NAME = '<img/src=x/onerror=window.__xss.push(1)>';
const FAMILY_NAME = '<script>window.__xss.push(1)</script>';
/** Links stored before the contract checked them (migration 0013 removes them; a row written around it must still be inert). */
const HOSTILE_LINKS = ['javascript:window.__xss.push(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', ' javascript:alert(1)', 'java\tscript:alert(1)'];
const ADMIN = { email: 'admin@sommlike.test', password: 'Admin123!' };

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
      const text = element.textContent ?? '';
      // A page's JSON-LD (link previews) is a data block the browser never runs; it may quote a
      // payload as long as it stays JSON with every '<' escaped, so that it cannot close its element.
      const dataBlock = element.tagName === 'SCRIPT' && element.getAttribute('type') === 'application/ld+json';
      if (dataBlock) {
        try {
          JSON.parse(text);
          if (text.includes('<')) found.push(`json-ld with a raw '<': ${text}`);
        } catch {
          found.push(`json-ld that is not JSON: ${text}`);
        }
      } else if (element.tagName === 'SCRIPT' && /alert\(|__xss/.test(text)) found.push(`script: ${text}`);
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

/** Records what a test stored (payload × field cases), opens each page in Chromium and checks that nothing ran. */
async function visitAll(page: Page, cases: number, visits: [string, string][]) {
  test.info().annotations.push({ type: 'cases', description: String(cases) });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const [path, shown] of visits) {
    const served = await page.request.get(path);
    expect((await served.body()).length, `size of ${path} as served`).toBeLessThan(PAGE_MAX_BYTES);
    await page.goto(path);
    await expect(page.getByText(shown, { exact: false }).first()).toBeVisible();
    await expectNothingExecuted(page, dialogs, path);
  }
}

const watchForPayloads = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { __xss: unknown[] }).__xss = [];
  });

test('XSS payloads stored in every shown field render as inert text in Chromium', async ({ page, request }) => {
  // The longest fields, each stored then fetched as served and rendered: on a shared, loaded machine this takes over a minute.
  test.slow();
  const user = newUser('hostile');
  const { token, userId } = await registerThroughApi(request, user);
  // Only approved sommeliers publish and have a public profile; no route makes one without an admin.
  await sql("UPDATE users SET type = 'sommelier', active_status = 'approved' WHERE id = $1", [userId]);

  const bio = pack(2000);
  const profileOneLine = pack(200);
  const addressLine1 = pack(200, '350 Fifth Avenue ');
  const addressLine2 = pack(200);
  await call(request, token, 'patch', `/api/users/${userId}`, {
    givenName: GIVEN_NAME,
    familyName: FAMILY_NAME,
    bio: bio.text,
    customData: { profileOneLine: profileOneLine.text },
    savedAddress: [
      {
        address: { addressLine1: addressLine1.text, addressLine2: addressLine2.text, zip: '10001', customData: { firstName: GIVEN_NAME, lastName: FAMILY_NAME } },
        contactDetails: { contactNumber: '5551234567' },
      },
    ],
  });
  const collectionTitle = pack(120, 'Cellar ');
  const collectionDescription = pack(1000);
  const collection = await call<{ _id: string }>(request, token, 'post', '/api/catalogue', {
    title: collectionTitle.text,
    type: 'COLLECTION',
    description: collectionDescription.text,
    iconUrl: '/media/uploads/cover.webp',
  });
  const postTitle = pack(200, 'Talk ');
  const postContent = pack(200_000, '<p>Hello</p>');
  const post = await call<{ _id: string }>(request, token, 'post', '/api/post/feed', {
    title: postTitle.text,
    content: postContent.text,
    imageUrl: '/media/uploads/cover.webp',
    scope: 'OPEN',
    topic: Topic.wineTalks,
  });

  await watchForPayloads(page);
  await logInThroughPopup(page, user);
  // Each page, and a text of the hostile content that proves it rendered (as text, where it is text).
  // Cases: each payload stored in each shown field (the two names are in the profile and in the address).
  await visitAll(page, [bio, profileOneLine, addressLine1, addressLine2, collectionTitle, collectionDescription, postTitle, postContent].reduce((sum, field) => sum + field.count, 2 * 2), [
    [safe(paths.wineTip(post._id, postTitle.text)), 'kept'],
    [paths.wineTips, postTitle.text],
    [safe(paths.collection(collection._id, collectionTitle.text)), collectionTitle.text],
    [safe(paths.sommelier(userId, `${GIVEN_NAME} ${FAMILY_NAME}`)), profileOneLine.text],
    [paths.myAddress, addressLine1.text],
    [paths.profile, GIVEN_NAME],
  ]);
});

test('XSS payloads stored through the console and the contact form render as inert text in the console and the shop', async ({ page, request }) => {
  test.slow();
  const admin = await signInThroughApi(request, ADMIN.email, ADMIN.password);
  const [{ id: businessId } = { id: '' }] = await sql<{ id: string }>('SELECT id FROM businesses ORDER BY created_at LIMIT 1');

  const ticket = { name: pack(120, 'Visitor '), subject: pack(200, 'Ticket '), content: pack(5000) };
  const contact = await request.post('/api/support/ticket', {
    data: { status: 'OPEN', type: 'CONTACT_REQUEST', name: ticket.name.text, emailAddress: 'visitor@example.com', subject: ticket.subject.text, content: ticket.content.text },
  });
  expect(contact.status()).toBe(200);

  const wine = {
    title: pack(200, 'Cuvée '),
    description: pack(5000),
    tastingNotes: pack(20_000, '<p>Notes</p>'),
    producer: pack(120),
    varietal: pack(120),
    country: pack(120),
  };
  const createdWine = await call<{ _id: string }>(request, admin.token, 'post', '/api/admin/wines', {
    code: `XSS-${Date.now()}`,
    title: wine.title.text,
    description: wine.description.text,
    tastingNotes: wine.tastingNotes.text,
    producer: wine.producer.text,
    varietal: wine.varietal.text,
    country: wine.country.text,
    price: '19.99',
    stock: 12,
    businessId,
  });

  const event = { title: pack(200, 'Soirée '), description: pack(5000), addressLine1: pack(300, '1 Vine St ') };
  const createdEvent = await call<{ _id: string }>(request, admin.token, 'post', '/api/admin/events', {
    title: event.title.text,
    description: event.description.text,
    startTime: new Date(Date.now() + 86_400_000).toISOString(),
    addressLine1: event.addressLine1.text,
    businessId,
    images: [{ url: '/media/uploads/event.webp', redirectionUrl: '/shop-wines' }],
  });
  const banner = { title: pack(200, 'Offer '), subline: pack(300) };
  const createdBanner = await call<{ _id: string }>(request, admin.token, 'post', '/api/admin/banners', {
    title: banner.title.text,
    subline: banner.subline.text,
    desktopImageUrl: '/media/uploads/banner-desktop.webp',
    mobileImageUrl: '/media/uploads/banner-mobile.webp',
    redirectionUrl: '/shop-wines',
    openIn: 'same_window',
  });
  // Links written around the contract (a row older than migration 0013): the pages must not make them live.
  await sql(`UPDATE feed_posts SET custom_data = jsonb_build_object('redirectionUrl', $2::text) WHERE id = $1`, [createdBanner._id, HOSTILE_LINKS[0]]);
  await sql(`UPDATE events SET attachments = jsonb_build_array(jsonb_build_object('url', '/media/uploads/event.webp', 'customData', jsonb_build_object('redirectionUrl', $2::text))) WHERE id = $1`, [
    createdEvent._id,
    HOSTILE_LINKS[1],
  ]);

  // A sommelier application in review, with hostile links in the six social fields.
  const applicant = await registerThroughApi(request, newUser('hostile-applicant'));
  const applicantBio = pack(2000);
  const applicantLine = pack(200, 'Applicant ');
  const socialKeys = ['instagram', 'youtube', 'twitter', 'tiktok', 'facebook', 'linkedin'];
  await sql(
    `UPDATE users SET type = 'sommelier', active_status = 'in-review', given_name = $2, family_name = $3, bio = $4,
       custom_data = $5::jsonb WHERE id = $1`,
    [applicant.userId, GIVEN_NAME, FAMILY_NAME, applicantBio.text, JSON.stringify({ profileOneLine: applicantLine.text, ...Object.fromEntries(socialKeys.map((key, index) => [key, HOSTILE_LINKS[index]])) })],
  );

  // A post hidden by the console with a hostile reason: the audit log shows it.
  const reason = pack(500, 'Hidden because ');
  const [{ id: postId } = { id: '' }] = await sql<{ id: string }>(`SELECT id FROM feed_posts WHERE topic_id = $1 AND is_active ORDER BY id LIMIT 1`, [Topic.wineTalks.id]);
  await call(request, admin.token, 'patch', `/api/admin/posts/${postId}/visibility`, { isActive: false, reason: reason.text });

  await watchForPayloads(page);
  await logInThroughPopup(page, ADMIN);
  const fields = [...Object.values(ticket), ...Object.values(wine), ...Object.values(event), ...Object.values(banner), applicantBio, applicantLine, reason];
  // The applicant's two names, the six social links, the banner's and the event image's links.
  const extra = 2 + socialKeys.length + 2;
  await visitAll(page, fields.reduce((sum, field) => sum + field.count, extra), [
    [paths.adminInbox, ticket.subject.text],
    [paths.adminWines, wine.title.text],
    [safe(paths.wine(createdWine._id, wine.title.text)), wine.title.text],
    [paths.adminEvents, event.title.text],
    [paths.event(createdEvent._id), event.title.text],
    [paths.adminContent, banner.title.text],
    [paths.home, 'Shop'],
    [paths.adminApplications, applicantLine.text],
    [paths.adminAudit, 'Hidden because'],
  ]);

  // The browser tests share one shop: leave its home carousel, events and Wine Talks as seeded.
  await sql('UPDATE feed_posts SET is_active = false WHERE id = $1', [createdBanner._id]);
  await sql('UPDATE events SET is_active = false WHERE id = $1', [createdEvent._id]);
  await call(request, admin.token, 'patch', `/api/admin/posts/${postId}/visibility`, { isActive: true, reason: 'Shown again after the test' });
});
