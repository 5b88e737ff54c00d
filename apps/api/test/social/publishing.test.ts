import { ErrorCode } from '@wine/contract/errors';
import { Topic } from '@wine/contract/topics';
import type { FeedPost } from '@wine/contract/feed';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPosts } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { countRows } from '../helpers/db';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makeTopics } from '../helpers/fixtures';
import { bearer, insertAccount, signIn, signUp } from '../helpers/users';
import { REPLACEMENT_PATTERNS, XSS_FORBIDDEN, XSS_PAYLOADS } from '../../../../test-data/xss-payloads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeTopics(t.db, Topic.wineTalks, Topic.banner);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const inject = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function sommelier() {
  const { row, password } = await insertAccount(t.db, { type: 'sommelier', activeStatus: 'approved' });
  return { row, auth: bearer(expectSuccess<{ token: string }>(await signIn(t.app, row.email, password)).token) };
}
const post = (overrides: object = {}) => ({
  title: 'Why Riesling ages',
  content: '<h2>Acid and sugar</h2><p class="ql-font-georgia">It keeps for <strong>decades</strong>.</p>',
  imageUrl: '/media/uploads/cover.webp',
  scope: 'OPEN',
  topic: { id: Topic.wineTalks.id, name: 'Wine Talks' },
  ...overrides,
});

describe('publishing Wine Talks', () => {
  it('publishes, edits and removes a post, keeping the editor formatting', async () => {
    const author = await sommelier();
    const created = expectSuccess<FeedPost>(await inject('POST', '/api/post/feed', author.auth, post()));
    expect(created).toMatchObject({ title: 'Why Riesling ages', imageUrl: '/media/uploads/cover.webp', user: { _id: author.row.id } });
    expect(created.content).toContain('<p class="ql-font-georgia">');

    const edited = expectSuccess<FeedPost>(await inject('PATCH', `/api/post/feed/${created._id}`, author.auth, post({ title: 'Why Riesling lasts', imageUrl: undefined })));
    expect(edited).toMatchObject({ title: 'Why Riesling lasts', imageUrl: '/media/uploads/cover.webp' });

    expectSuccess(await inject('DELETE', `/api/post/feed/${created._id}?type=remove`, author.auth));
    expectFailure(await inject('GET', `/api/post/feed/${created._id}`, {}), 404, ErrorCode.NOT_FOUND);
  });

  it('stores normal spaces where the editor sent non-breaking ones, keeping a double space', async () => {
    const author = await sommelier();
    const content = '<p>Old&nbsp;vines&nbsp;give&nbsp;grape.</p><p>Two&nbsp;&nbsp;spaces \u00a0here&nbsp;<strong>bold</strong></p>';
    const expected = '<p>Old vines give grape.</p><p>Two\u00a0 spaces\u00a0 here <strong>bold</strong></p>';
    const created = expectSuccess<FeedPost>(await inject('POST', '/api/post/feed', author.auth, post({ content })));
    expect(created.content).toBe(expected);
    const edited = expectSuccess<FeedPost>(await inject('PATCH', `/api/post/feed/${created._id}`, author.auth, post({ content: '<p>Still&nbsp;&nbsp;&nbsp;here</p>' })));
    expect(edited.content).toBe('<p>Still\u00a0\u00a0 here</p>');
    const [stored] = await t.db.select().from(feedPosts).where(eq(feedPosts.id, created._id));
    expect(stored!.content).toBe(edited.content);
  });

  it('repairs the posts stored with non-breaking spaces before (migration 0011)', async () => {
    const author = await sommelier();
    const created = expectSuccess<FeedPost>(await inject('POST', '/api/post/feed', author.auth, post()));
    await t.db.update(feedPosts).set({ content: '<p>Old&nbsp;vines\u00a0give&nbsp;&nbsp;grape.</p>' }).where(eq(feedPosts.id, created._id));
    const migration = readFileSync(new URL('../../src/db/migrations/0011_normal_spaces.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const repaired = expectSuccess<FeedPost>(await inject('GET', `/api/post/feed/${created._id}`, {}));
    expect(repaired.content).toBe('<p>Old vines give\u00a0 grape.</p>');
  });

  it.each(XSS_PAYLOADS)('comes back clean from %s', async (payload) => {
    const author = await sommelier();
    const created = expectSuccess<FeedPost>(await inject('POST', '/api/post/feed', author.auth, post({ content: `<p>Hello</p>${payload}` })));
    const [stored] = await t.db.select().from(feedPosts).where(eq(feedPosts.id, created._id));
    for (const text of [created.content, stored!.content]) {
      for (const bad of XSS_FORBIDDEN) expect(text.toLowerCase()).not.toContain(bad);
    }
  });

  it('takes only the shop\'s own uploads as pictures: an address elsewhere is refused, saying so, and nothing is stored', async () => {
    const author = await sommelier();
    const before = await countRows(t.db, feedPosts);
    const pixel = 'https://tracker.example/pixel.gif';
    for (const content of [`<p>Hi</p><img src="${pixel}">`, '<p>Hi</p><img src="//tracker.example/p.gif">', '<img src="/\\tracker.example/p.gif"><p>Hi</p>']) {
      expectFailure(await inject('POST', '/api/post/feed', author.auth, post({ content })), 400, ErrorCode.VALIDATION_FAILED, /^content: Pictures in a post must be uploaded to the shop; this one is at another address: /);
    }
    expectFailure(await inject('POST', '/api/post/feed', author.auth, post({ imageUrl: pixel })), 400, ErrorCode.VALIDATION_FAILED, 'imageUrl: must be an image uploaded to the shop (/media/...)');
    expectFailure(
      await inject('POST', '/api/post/feed', author.auth, post({ imageUrl: undefined, attachments: [{ url: pixel, type: 'image' }] })),
      400,
      ErrorCode.VALIDATION_FAILED,
      'attachments.0.url: must be an image uploaded to the shop (/media/...)',
    );
    expectFailure(await inject('POST', '/api/post/feed', author.auth, post({ imageUrl: '/media/../api/health' })), 400, ErrorCode.VALIDATION_FAILED, 'imageUrl: must be an image uploaded to the shop');
    expect(await countRows(t.db, feedPosts)).toBe(before);

    // The shop's own pictures stay, in their normal form; one that climbs out of the media store goes.
    const created = expectSuccess<FeedPost>(
      await inject('POST', '/api/post/feed', author.auth, post({ imageUrl: '/media//uploads/./cover.webp', content: '<p>Hi</p><img src="/media/uploads/./in.webp"><img src="/media/../api/health">' })),
    );
    expect(created.imageUrl).toBe('/media/uploads/cover.webp');
    expect(created.content).toBe('<p>Hi</p><img src="/media/uploads/in.webp" />');
  });

  it('keeps replacement patterns in a title and content as written', async () => {
    const author = await sommelier();
    const patterns = REPLACEMENT_PATTERNS.join(' ');
    // The content is HTML: the patterns as its text, `$<name>` escaped.
    const content = `<p>${patterns.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</p>`;
    const created = expectSuccess<FeedPost>(await inject('POST', '/api/post/feed', author.auth, post({ title: patterns, content })));
    const read = expectSuccess<FeedPost>(await inject('GET', `/api/post/feed/${created._id}`, {}));
    expect(read.title).toBe(patterns);
    expect(read.content).toBe(content);
  });

  it('refuses shoppers, missing fields, and editing or deleting another author\'s post', async () => {
    const shopper = await signUp(t.app);
    const before = await countRows(t.db, feedPosts);
    expectFailure(await inject('POST', '/api/post/feed', shopper.auth, post()), 403, ErrorCode.FORBIDDEN);
    const author = await sommelier();
    expectFailure(await inject('POST', '/api/post/feed', author.auth, post({ title: '' })), 400, ErrorCode.VALIDATION_FAILED, 'Please fill all fields');
    expectFailure(await inject('POST', '/api/post/feed', author.auth, post({ content: '<p><br></p>' })), 400, ErrorCode.VALIDATION_FAILED, 'Please fill all fields');
    expectFailure(await inject('POST', '/api/post/feed', author.auth, post({ imageUrl: undefined })), 400, ErrorCode.VALIDATION_FAILED);
    expectFailure(await inject('POST', '/api/post/feed', author.auth, post({ topic: { id: Topic.banner.id } })), 403, ErrorCode.FORBIDDEN);
    expect(await countRows(t.db, feedPosts)).toBe(before);

    const created = expectSuccess<FeedPost>(await inject('POST', '/api/post/feed', author.auth, post()));
    const other = await sommelier();
    expectFailure(await inject('PATCH', `/api/post/feed/${created._id}`, other.auth, post({ title: 'Hijacked' })), 403, ErrorCode.FORBIDDEN);
    expectFailure(await inject('DELETE', `/api/post/feed/${created._id}?type=remove`, other.auth), 403, ErrorCode.FORBIDDEN);
    expect(expectSuccess<FeedPost>(await inject('GET', `/api/post/feed/${created._id}`, {})).title).toBe('Why Riesling ages');
  });
});
