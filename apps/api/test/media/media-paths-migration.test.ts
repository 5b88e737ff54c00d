import { imageUrl, uploadedImageUrl } from '@wine/contract/fields';
import { Topic } from '@wine/contract/topics';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems, events, feedPosts, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { rerunMigration } from '../helpers/db';
import { makeBusiness, makeCollection, makeEvent, makePost, makeSommelier, makeTopics, makeWine } from '../helpers/fixtures';

/**
 * Pictures stored before the contract normalised media paths (issue 30): migration 0036 removes
 * those the write-time rule refuses and stores the others in the form it gives (decision 0055).
 */

/** Could lead out of the media store once a browser or the file server resolves them. */
const TRAVERSING = [
  '/media/../api/health',
  '/media/uploads/../../etc/passwd',
  '/media/..',
  '/media/%2e%2e/api/health',
  '/media/..%2fapi',
  '/media/uploads%2F..%2F..%2Fx.webp',
  '/media/uploads\\..\\x.webp',
  '/media/x.webp%00.html',
  '/media/.env',
  '/media/',
  '/media/./',
  '/api/../media/x.webp',
  '/MEDIA/x.webp',
];
/** Good paths in another form than the normal one, with that form. */
const UNTIDY: [string, string][] = [
  ['/media//uploads/./a.webp', '/media/uploads/a.webp'],
  ['/media/uploads/b.webp/', '/media/uploads/b.webp'],
  ['  /media/./demo//c.svg ', '/media/demo/c.svg'],
];
const TIDY = ['/media/uploads/01930000-0000-7000-8000-00000000a001.webp', '/media/demo/people/ada-cover.svg', '/media/a_b.c-d.webp'];
const GOOGLE_PICTURE = 'https://lh3.googleusercontent.com/a/ACg8oc=s96-c';

/** What a picture field written today would store, or null where it refuses the value. */
const written = (value: string, rule: typeof imageUrl = imageUrl): string | null => {
  const parsed = rule.safeParse(value);
  return parsed.success ? parsed.data : null;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeTopics(t.db, Topic.wineTalks, Topic.banner);
});
afterAll(() => t.close());

describe('migration 0036', () => {
  it('agrees with the write-time rule on every case: traversal refused, the rest in normal form', () => {
    for (const value of TRAVERSING) expect(written(value), value).toBeNull();
    for (const [value, normal] of UNTIDY) expect(written(value), value).toBe(normal);
    for (const value of [...TIDY, GOOGLE_PICTURE]) expect(written(value), value).toBe(value);
  });

  it('removes every stored picture that could traverse, normalises the others and leaves good ones as they were', async () => {
    const stored = [...TRAVERSING, ...UNTIDY.map(([value]) => value), ...TIDY, GOOGLE_PICTURE];
    const people = [];
    const wines = [];
    for (const value of stored) {
      people.push(await makeSommelier(t.db, { profilePicture: value, coverPicture: TIDY[1] }));
      wines.push(await makeWine(t.db, { iconUrl: value }));
    }
    const coverOnly = await makeSommelier(t.db, { profilePicture: null, coverPicture: '/media/../cover.webp' });
    const collection = await makeCollection(t.db, { iconUrl: '/media/demo/collections/reds.svg' });
    const notes = await makeWine(t.db, {
      tastingNotes: '<p>Nose</p><img src="/media/../api/x" alt="a" /><img src="/media//uploads/./n.webp" alt="b" /><img src="/media/uploads/ok.webp" /><img src="https://tracker.example/p.gif" />',
    });

    const business = await makeBusiness(t.db);
    const event = await makeEvent(t.db, business, {
      attachments: [
        { url: '/media/%2e%2e/e0.webp', customData: { redirectionUrl: '/shop-wines' } },
        { url: '/media//events/e1.webp', customData: { openIn: 'new_window' } },
        { url: '/media/events/e2.webp' },
        { url: GOOGLE_PICTURE },
      ],
    });
    const goodEvent = await makeEvent(t.db, business, { attachments: [{ url: '/media/events/e3.webp' }] });

    const author = await makeSommelier(t.db);
    const talk = await makePost(t.db, Topic.wineTalks.id, author, {
      content: '<p>Look</p><p><img src="/media/uploads\\..\\x.webp" /> and <img src="/media/./uploads/in.webp" alt="in" /></p>',
      attachments: [
        { url: '/media/../api/cover.webp', type: 'image' },
        { url: '/media/uploads//p1.webp', thumbnailUrl: '/media/..%2ft.webp', type: 'image' },
        { url: '/media/uploads/p2.webp', thumbnailUrl: '/media/uploads/./t2.webp', type: 'image' },
        { url: 'https://tracker.example/pixel.gif', type: 'image' },
      ],
    });
    const goodTalk = await makePost(t.db, Topic.wineTalks.id, author, {
      content: '<p><img src="/media/uploads/in.webp" alt="in" /></p>',
      attachments: [{ url: '/media/uploads/p3.webp', thumbnailUrl: '/media/uploads/t3.webp', type: 'image' }],
    });
    const brokenBanner = await makePost(t.db, Topic.banner.id, author, {
      attachments: [
        { url: '/media/../banner-desktop.webp', type: 'image' },
        { url: '/media/banners/phone.webp', type: 'image' },
      ],
    });
    const banner = await makePost(t.db, Topic.banner.id, author, {
      attachments: [
        { url: 'https://cdn.example/desktop.webp', type: 'image' },
        { url: '/media//banners/./phone.webp', type: 'image' },
      ],
    });
    const before = {
      collection: await rowOf(catalogueItems, collection.id),
      goodEvent: await rowOf(events, goodEvent.id),
      goodTalk: await rowOf(feedPosts, goodTalk.id),
    };

    await rerunMigration(t.pool, '0036_media_paths.sql');

    for (const [index, value] of stored.entries()) {
      const person = await rowOf(users, people[index]!.id);
      expect(person.profilePicture, value).toBe(written(value));
      expect(person.coverPicture).toBe(TIDY[1]);
      expect((await rowOf(catalogueItems, wines[index]!.id)).iconUrl, value).toBe(written(value));
    }
    expect((await rowOf(users, coverOnly.id)).coverPicture).toBeNull();
    expect((await rowOf(catalogueItems, notes.id)).tastingNotes).toBe('<p>Nose</p><img src="/media/uploads/n.webp" alt="b" /><img src="/media/uploads/ok.webp" />');

    expect((await rowOf(events, event.id)).attachments).toEqual([
      { url: '/media/events/e1.webp', customData: { openIn: 'new_window' } },
      { url: '/media/events/e2.webp' },
      { url: GOOGLE_PICTURE },
    ]);

    const fixedTalk = await rowOf(feedPosts, talk.id);
    expect(fixedTalk.content).toBe('<p>Look</p><p> and <img src="/media/uploads/in.webp" alt="in" /></p>');
    expect(fixedTalk.attachments).toEqual([
      { url: '/media/uploads/p1.webp', type: 'image' },
      { url: '/media/uploads/p2.webp', thumbnailUrl: '/media/uploads/t2.webp', type: 'image' },
    ]);
    expect(fixedTalk.attachments.map(({ url }) => written(url, uploadedImageUrl))).toEqual(fixedTalk.attachments.map(({ url }) => url));
    expect(fixedTalk.isActive).toBe(true);

    // A banner shows its desktop picture first: one that lost it waits hidden for an admin.
    const hidden = await rowOf(feedPosts, brokenBanner.id);
    expect(hidden.attachments).toEqual([{ url: '/media/banners/phone.webp', type: 'image' }]);
    expect(hidden.isActive).toBe(false);
    const kept = await rowOf(feedPosts, banner.id);
    expect(kept.attachments).toEqual([
      { url: 'https://cdn.example/desktop.webp', type: 'image' },
      { url: '/media/banners/phone.webp', type: 'image' },
    ]);
    expect(kept.isActive).toBe(true);

    expect(await rowOf(catalogueItems, collection.id)).toEqual(before.collection);
    expect(await rowOf(events, goodEvent.id)).toEqual(before.goodEvent);
    expect(await rowOf(feedPosts, goodTalk.id)).toEqual(before.goodTalk);
  });

  it('changes nothing when run again', async () => {
    const snapshot = async () => ({
      users: await t.db.select().from(users).orderBy(users.id),
      wines: await t.db.select().from(catalogueItems).orderBy(catalogueItems.id),
      events: await t.db.select().from(events).orderBy(events.id),
      posts: await t.db.select().from(feedPosts).orderBy(feedPosts.id),
    });
    const before = await snapshot();
    await rerunMigration(t.pool, '0036_media_paths.sql');
    expect(await snapshot()).toEqual(before);
  });
});

async function rowOf<T extends typeof users | typeof catalogueItems | typeof events | typeof feedPosts>(table: T, id: string) {
  const [row] = await t.db.select().from(table as typeof users).where(eq((table as typeof users).id, id));
  if (!row) throw new Error(`no row ${id}`);
  return row as unknown as T['$inferSelect'];
}
