import { ErrorCode } from '@wine/contract/errors';
import type { FeedPost } from '@wine/contract/feed';
import { Topic } from '@wine/contract/topics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, feedPosts, users } from '../../src/db/schema';
import { consoleCast } from '../helpers/admin';
import { callApi, createTestApp, type TestApp } from '../helpers/app';
import { rerunMigration, userRow } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeBusiness, makeEvent, makePost, makeSommelier, makeTopics } from '../helpers/fixtures';
import { openSession } from '../helpers/users';

/**
 * Every stored address people follow (a post's or banner's link, an event image's link, a social
 * profile) is an http(s) address or a path of the shop: the contract refuses the rest, and
 * migration 0013 removes what was stored before it did (decision 0024).
 */

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/phish',
  '/\\evil.example',
  'https://shop.test@evil.example/',
  'https://',
  'ftp://files.example.com/a',
];
const GOOD_LINKS = ['https://example.com/offer?x=1#top', 'http://example.com', '/shop-wines', '/'];

let t: TestApp;
let cast: Awaited<ReturnType<typeof consoleCast>>;
let author: Awaited<ReturnType<typeof makeSommelier>>;
let authorAuth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await makeTopics(t.db, Topic.wineTalks, Topic.banner);
  cast = await consoleCast(t.db);
  author = await makeSommelier(t.db);
  authorAuth = await openSession(t.db, author.id);
});
afterAll(() => t.close());

const post = (redirectionUrl: string) => ({
  title: 'Why Riesling ages',
  content: '<p>It keeps.</p>',
  imageUrl: '/media/uploads/cover.webp',
  scope: 'OPEN',
  topic: { id: Topic.wineTalks.id, name: 'Wine Talks' },
  customData: { redirectionUrl, openIn: 'new_window' },
});

describe('a Wine Talks post link', () => {
  it('refuses every address that is not http(s) or a shop path, on create and on edit, storing nothing', async () => {
    const kept = expectSuccess<FeedPost>(await callApi(t, 'POST', '/post/feed', authorAuth, post('/shop-wines')));
    const before = await t.db.select().from(feedPosts);
    for (const link of HOSTILE_LINKS) {
      expectFailure(await callApi(t, 'POST', '/post/feed', authorAuth, post(link)), 400, ErrorCode.VALIDATION_FAILED, /customData\.redirectionUrl/);
      expectFailure(await callApi(t, 'PATCH', `/post/feed/${kept._id}`, authorAuth, post(link)), 400, ErrorCode.VALIDATION_FAILED, /customData\.redirectionUrl/);
    }
    expect(await t.db.select().from(feedPosts)).toEqual(before);
    expect(expectSuccess<FeedPost>(await callApi(t, 'GET', `/post/feed/${kept._id}`, {})).customData.redirectionUrl).toBe('/shop-wines');
  });

  it('keeps http(s) addresses and shop paths', async () => {
    for (const link of GOOD_LINKS) {
      const created = expectSuccess<FeedPost>(await callApi(t, 'POST', '/post/feed', authorAuth, post(link)));
      expect(expectSuccess<FeedPost>(await callApi(t, 'GET', `/post/feed/${created._id}`, {})).customData.redirectionUrl).toBe(link);
    }
  });
});

describe('the other stored links', () => {
  it('stores a social profile link as typed, handles and free text included (decision 0044), and nothing longer than 500 characters', async () => {
    const typed = { tiktok: 'my tiktok', instagram: '@adamwine', youtube: 'https://youtube.com/@ada', twitter: '', facebook: 'javascript:alert(1)', linkedin: 'linkedin.com/in/ada' };
    expectSuccess(await callApi(t, 'PATCH', `/users/${author.id}`, authorAuth, { customData: { ...typed, linkedin: '  linkedin.com/in/ada \u0007' } }));
    expect((await userRow(t.db, author.id)).customData).toMatchObject(typed);
    const profile = expectSuccess<{ customData: Record<string, unknown> }>(await callApi(t, 'GET', `/users/${author.id}`, {}));
    expect(profile.customData).toMatchObject(typed);

    expectFailure(
      await callApi(t, 'PATCH', `/users/${author.id}`, authorAuth, { customData: { tiktok: 'x'.repeat(501) } }),
      400,
      ErrorCode.VALIDATION_FAILED,
      /customData\.tiktok: must be at most 500 characters/,
    );
    expect((await userRow(t.db, author.id)).customData).toMatchObject(typed);
  });

  it('still answers a profile whose link was stored around the rule, with the link as inert text', async () => {
    const legacy = await makeSommelier(t.db, { customData: { instagram: 'javascript:alert(1)' } });
    const profile = expectSuccess<{ customData: Record<string, unknown> }>(await callApi(t, 'GET', `/users/${legacy.id}`, {}));
    expect(profile.customData.instagram).toBe('javascript:alert(1)');
  });

  it('refuses a hostile banner or event image link', async () => {
    const admin = await cast.admin();
    const banner = { title: 'Sale', desktopImageUrl: '/media/d.webp', mobileImageUrl: '/media/m.webp', openIn: 'same_window' };
    const event = { title: 'Tasting', description: 'Six wines', startTime: '2031-06-01T19:00:00-04:00', addressLine1: '1 Vine St', businessId: cast.business.id };
    for (const link of HOSTILE_LINKS) {
      expectFailure(await callApi(t, 'POST', '/admin/banners', admin, { ...banner, redirectionUrl: link }), 400, ErrorCode.VALIDATION_FAILED, /redirectionUrl/);
      expectFailure(
        await callApi(t, 'POST', '/admin/events', admin, { ...event, images: [{ url: '/media/e.webp', redirectionUrl: link }] }),
        400,
        ErrorCode.VALIDATION_FAILED,
        /redirectionUrl/,
      );
    }
    expectSuccess(await callApi(t, 'POST', '/admin/banners', admin, { ...banner, redirectionUrl: 'http://example.com/offer' }));
  });
});

describe('migration 0013', () => {
  it('removes the hostile links stored before the contract checked them and keeps the good ones', async () => {
    const talk = await makePost(t.db, Topic.wineTalks.id, author, { customData: { redirectionUrl: 'javascript:alert(1)', openIn: 'new_window' } });
    const good = await makePost(t.db, Topic.wineTalks.id, author, { customData: { redirectionUrl: 'https://example.com/a' } });
    const business = await makeBusiness(t.db);
    const event = await makeEvent(t.db, business, {
      bookingUrl: 'javascript:alert(1)',
      attachments: [
        { url: '/media/e1.webp', customData: { redirectionUrl: 'data:text/html,x', openIn: 'new_window' } },
        { url: '/media/e2.webp', customData: { redirectionUrl: '/shop-wines' } },
        { url: '/media/e3.webp' },
      ],
    });
    const profile = await makeSommelier(t.db, {
      customData: { instagram: 'javascript:alert(1)', youtube: 'youtube.com/@ada', twitter: 'https://x.com/ada', tiktok: '', profileOneLine: 'Hi' },
    });

    await rerunMigration(t.pool, '0013_stored_links.sql');

    expect(expectSuccess<FeedPost>(await callApi(t, 'GET', `/post/feed/${talk.id}`, {})).customData).toEqual({ openIn: 'new_window' });
    expect((await t.db.select().from(feedPosts).where(eq(feedPosts.id, good.id)))[0]?.customData).toEqual({ redirectionUrl: 'https://example.com/a' });
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.bookingUrl).toBeNull();
    expect(stored?.attachments).toEqual([
      { url: '/media/e1.webp', customData: { openIn: 'new_window' } },
      { url: '/media/e2.webp', customData: { redirectionUrl: '/shop-wines' } },
      { url: '/media/e3.webp' },
    ]);
    const [person] = await t.db.select().from(users).where(eq(users.id, profile.id));
    expect(person?.customData).toEqual({ youtube: 'https://youtube.com/@ada', twitter: 'https://x.com/ada', tiktok: '', profileOneLine: 'Hi' });
    expectSuccess(await callApi(t, 'GET', `/users/${profile.id}`, {}));
  });
});
