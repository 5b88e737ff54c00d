import fs from 'node:fs/promises';
import path from 'node:path';
import { Topic } from '@wine/contract/topics';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGE_TEXT_MAX } from '../../src/modules/previews/pages';
import { createTestAppServing, type TestApp } from '../helpers/app';
import { makeBusiness, makeCollection, makeEvent, makePost, makeSommelier, makeTopics, makeWine } from '../helpers/fixtures';
import { replacementPatterns } from '../../../../test-data/xss-payloads';

/** Issue 30: the bound of any server-rendered page, whatever its stored texts. */
const PAGE_MAX_BYTES = 64 * 1024;
/** The app's own index.html (the built one adds a few script and style tags), which the previews fill in. */
const INDEX_HTML = await fs.readFile(path.join(import.meta.dirname, '../../../web/index.html'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestAppServing(INDEX_HTML);
});
afterAll(() => t.close());

const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);

it('keeps every preview page under 64 KB, with replacement patterns in every stored text at its longest, shown as written', async () => {
  // The longest each validator takes (and past it, for rows written around them), all of it patterns.
  const text = (length: number) => replacementPatterns(length);
  const wine = await makeWine(t.db, { title: text(200), description: text(5000) });
  const sommelier = await makeSommelier(t.db, { givenName: text(60), familyName: text(60), bio: text(2000), designation: text(500) });
  const collection = await makeCollection(t.db, { title: text(120), description: text(1000), createdBy: sommelier.id, wines: [wine] });
  await makeTopics(t.db, Topic.wineTalks);
  const post = await makePost(t.db, Topic.wineTalks.id, sommelier, { title: text(200), content: `<p>${text(200_000)}</p>` });
  const business = await makeBusiness(t.db, { name: text(120) });
  const event = await makeEvent(t.db, business, { title: text(200), description: text(5000), addressLine1: text(300), sommeliers: [sommelier] });
  const unbounded = await makeWine(t.db, { title: text(20_000), description: text(20_000) });

  const pages = [
    { url: `/wine/${wine.id}/x`, title: text(200) },
    { url: `/collection/${collection.id}/x`, title: text(120) },
    { url: `/sommelier/${sommelier.id}/x`, title: `${text(60)} ${text(60)}` },
    { url: `/wine-tips/${post.id}/x`, title: text(200) },
    { url: `/events/${event.id}`, title: text(200) },
    { url: `/wine/${unbounded.id}/x`, title: `${text(PAGE_TEXT_MAX - 1)}…` },
  ];
  for (const { url, title } of pages) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(Buffer.byteLength(response.body), url).toBeLessThan(PAGE_MAX_BYTES);
    // Written back as stored (escaped), once: nothing was read as a pattern.
    expect(response.body, url).toContain(`<meta property="og:title" content="${escaped(title)}" />`);
    expect(response.body.match(/<title>/g), url).toHaveLength(1);
    expect(response.body.match(/<\/head>/g), url).toHaveLength(1);
    const structured = response.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(() => JSON.parse(structured ?? ''), url).not.toThrow();
  }
});
