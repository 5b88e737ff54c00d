import { ErrorCode } from '@wine/contract/errors';
import { Topic } from '@wine/contract/topics';
import { type FeedPost } from '@wine/contract/feed';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedPosts, users } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure, expectSuccess } from '../helpers/envelope';
import { makePost, makeSommelier, makeTopics, makeUser, type UserRow } from '../helpers/fixtures';
import { insertAccount, openSession } from '../helpers/users';

let t: TestApp;
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` });
const feed = (query: Record<string, string>) => get(`/post/feed?${new URLSearchParams(query)}`);

interface FeedList {
  feeds: FeedPost[];
  total: number;
}

let ada: UserRow;
let bo: UserRow;
type PostRow = Awaited<ReturnType<typeof makePost>>;
const posts: Record<string, PostRow> = {};

beforeAll(async () => {
  t = await createTestApp();
  await makeTopics(t.db, Topic.banner, Topic.wineTalks);
  ada = await makeSommelier(t.db, { givenName: 'Ada', familyName: 'Vine', profilePicture: '/media/ada.webp' });
  bo = await makeSommelier(t.db, { givenName: 'Bo', familyName: 'Cork' });
  posts.banner1 = await makePost(t.db, Topic.banner.id, ada, {
    title: 'Spring sale',
    attachments: [{ url: '/media/banner-wide.webp', type: 'image' }, { url: '/media/banner-narrow.webp', type: 'image' }],
    customData: { redirectionUrl: '/shop-wines', openIn: 'same_window' },
  });
  posts.banner2 = await makePost(t.db, Topic.banner.id, ada, { title: 'Events' });
  posts.adaFirst = await makePost(t.db, Topic.wineTalks.id, ada, { title: 'Why Barolo' });
  posts.bo = await makePost(t.db, Topic.wineTalks.id, bo, { title: 'Chilling reds', attachments: [] });
  posts.adaRemoved = await makePost(t.db, Topic.wineTalks.id, ada, { title: 'Removed', isActive: false });
  posts.adaSecond = await makePost(t.db, Topic.wineTalks.id, ada, { title: 'Rosé all year' });
});
afterAll(() => t.close());

const titles = (result: FeedList) => result.feeds.map((post) => post.title);

describe('GET /api/post/feed', () => {
  it('lists the banners', async () => {
    const result = expectSuccess<FeedList>(await feed({ topicId: Topic.banner.id, skip: '0', limit: '20' }));
    expect(titles(result)).toEqual(['Events', 'Spring sale']);
    expect(result.feeds[1]).toEqual({
      _id: posts.banner1?.id,
      feedId: posts.banner1?.id,
      title: 'Spring sale',
      content: '<p>Notes on a glass</p>',
      scope: 'OPEN',
      attachments: [{ url: '/media/banner-wide.webp', type: 'image' }, { url: '/media/banner-narrow.webp', type: 'image' }],
      imageUrl: '/media/banner-wide.webp',
      topic: { id: Topic.banner.id, name: 'banner' },
      user: { _id: ada.id, name: 'Ada Vine', profilePicture: '/media/ada.webp' },
      customData: { redirectionUrl: '/shop-wines', openIn: 'same_window' },
      createdAt: posts.banner1?.createdAt.toISOString(),
      updatedAt: posts.banner1?.updatedAt.toISOString(),
    });
  });

  it('lists Wine Talks newest first, active posts only, whatever includeCurrentUser says', async () => {
    const query = { topicId: Topic.wineTalks.id, skip: '0', limit: '10' };
    const result = expectSuccess<FeedList>(await feed({ ...query, includeCurrentUser: 'true' }));
    expect(titles(result)).toEqual(['Rosé all year', 'Chilling reds', 'Why Barolo']);
    expect(result.total).toBe(3);
    expect(result.feeds[1]?.imageUrl).toBeNull();
    expect(expectSuccess<FeedList>(await feed(query))).toEqual(result);
  });

  it("lists one sommelier's posts", async () => {
    const result = expectSuccess<FeedList>(await feed({ topicId: Topic.wineTalks.id, skip: '0', limit: '10', user: ada.id }));
    expect(titles(result)).toEqual(['Rosé all year', 'Why Barolo']);
    expect(result.total).toBe(2);
  });

  it('pages with skip and limit', async () => {
    const second = expectSuccess<FeedList>(await feed({ topicId: Topic.wineTalks.id, skip: '1', limit: '1' }));
    expect(titles(second)).toEqual(['Chilling reds']);
    expect(second.total).toBe(3);
  });

  it('answers 404 for an unknown topic and 400 for bad queries', async () => {
    expectFailure(await feed({ topicId: newId() }), 404, ErrorCode.NOT_FOUND, 'Topic not found');
    expectFailure(await get('/post/feed'), 400, ErrorCode.VALIDATION_FAILED, 'topicId');
    expectFailure(await feed({ topicId: Topic.wineTalks.id, limit: '101' }), 400, ErrorCode.VALIDATION_FAILED, 'limit');
    expectFailure(await feed({ topicId: Topic.wineTalks.id, user: 'ada' }), 400, ErrorCode.VALIDATION_FAILED, 'user');
    expectFailure(await feed({ topicId: Topic.wineTalks.id, scope: 'PRIVATE' }), 400, ErrorCode.UNKNOWN_QUERY_KEY, 'scope');
  });
});

describe('GET /api/post/feed/{id}', () => {
  it('answers one post', async () => {
    const post = expectSuccess<FeedPost>(await get(`/post/feed/${posts.adaFirst?.id}`));
    expect(post).toMatchObject({
      feedId: posts.adaFirst?.id,
      title: 'Why Barolo',
      imageUrl: '/media/cover.webp',
      topic: { id: Topic.wineTalks.id, name: 'Wine Talks' },
      user: { _id: ada.id, name: 'Ada Vine' },
    });
  });

  it('answers 404 for removed and unknown posts, 400 for a malformed id', async () => {
    expectFailure(await get(`/post/feed/${posts.adaRemoved?.id}`), 404, ErrorCode.NOT_FOUND, 'Post not found');
    expectFailure(await get(`/post/feed/${newId()}`), 404, ErrorCode.NOT_FOUND, 'Post not found');
    expectFailure(await get('/post/feed/why-barolo'), 400, ErrorCode.VALIDATION_FAILED);
  });
});

describe('posts of a deactivated account', () => {
  it('leave the Wine Talks list, the profile list and their detail (404); banners stay, as do other authors', async () => {
    const cy = await makeSommelier(t.db, { givenName: 'Cy', familyName: 'Lees' });
    const admin = await makeUser(t.db, { roles: ['admin'] });
    const talk = await makePost(t.db, Topic.wineTalks.id, cy, { title: 'Orange wine' });
    const banner = await makePost(t.db, Topic.banner.id, admin, { title: 'Harvest' });
    const wineTalks = { topicId: Topic.wineTalks.id, skip: '0', limit: '10' };
    const cysPosts = { ...wineTalks, user: cy.id };

    expect(titles(expectSuccess<FeedList>(await feed(wineTalks)))).toEqual(['Orange wine', 'Rosé all year', 'Chilling reds', 'Why Barolo']);
    expect(expectSuccess<FeedList>(await feed(cysPosts)).total).toBe(1);
    expectSuccess(await get(`/post/feed/${talk.id}`));

    await t.db.update(users).set({ isActive: false }).where(inArray(users.id, [cy.id, admin.id]));

    const listed = expectSuccess<FeedList>(await feed(wineTalks));
    expect({ titles: titles(listed), total: listed.total }).toEqual({ titles: ['Rosé all year', 'Chilling reds', 'Why Barolo'], total: 3 });
    expect(expectSuccess<FeedList>(await feed(cysPosts))).toEqual({ feeds: [], total: 0 });
    expectFailure(await get(`/post/feed/${talk.id}`), 404, ErrorCode.NOT_FOUND, 'Post not found');
    expect(titles(expectSuccess<FeedList>(await feed({ topicId: Topic.banner.id, skip: '0', limit: '20' })))).toEqual(['Harvest', 'Events', 'Spring sale']);
    expect(expectSuccess<FeedPost>(await get(`/post/feed/${banner.id}`)).title).toBe('Harvest');
  });

  it('cannot be edited or removed through the public routes, even by an admin', async () => {
    const dee = await makeSommelier(t.db, { givenName: 'Dee', familyName: 'Cant' });
    const talk = await makePost(t.db, Topic.wineTalks.id, dee, { title: 'Skin contact' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, dee.id));
    const { row: admin } = await insertAccount(t.db, { roles: ['admin'] });
    const body = { title: 'Edited', content: '<p>New</p>', imageUrl: '/media/cover.webp' };

    const patch = await t.app.inject({ method: 'PATCH', url: `/api/post/feed/${talk.id}`, headers: await openSession(t.db, admin.id), payload: body });
    expectFailure(patch, 404, ErrorCode.NOT_FOUND, 'Post not found');
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/post/feed/${talk.id}?type=remove`, headers: await openSession(t.db, admin.id) });
    expectFailure(remove, 404, ErrorCode.NOT_FOUND, 'Post not found');
    expect((await t.db.select().from(feedPosts).where(eq(feedPosts.id, talk.id)))[0]).toEqual(talk);
  });
});
