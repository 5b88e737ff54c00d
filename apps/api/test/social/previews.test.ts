import { Topic } from '@wine/contract/topics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueItems } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { SITEMAP_PAGE } from '../../src/modules/previews/routes';
import { createTestAppServing, type TestApp } from '../helpers/app';
import { makeBusiness, makeCollection, makeEvent, makePost, makeSommelier, makeTopics, makeWine, makeWines, wineValues } from '../helpers/fixtures';
import { writeReview } from '../helpers/reviews';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sommlike: order the wines you love from local retailers, curated by sommeliers and experts." />
    <title>order the wines you love</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestAppServing(INDEX_HTML);
});
afterAll(() => t.close());

/** A page as a link-preview client reads it: the HTML, no JavaScript. */
async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  const html = response.body;
  const tag = (attribute: 'property' | 'name', key: string) => html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`))?.[1];
  const structured = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
  return {
    html,
    og: (key: string) => tag('property', `og:${key}`),
    twitter: (key: string) => tag('name', `twitter:${key}`),
    description: tag('name', 'description'),
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]*)" \/>/)?.[1],
    structured: structured ? (JSON.parse(structured) as Record<string, unknown>) : undefined,
  };
}

describe('a shared page', () => {
  it('shows a wine: title, description, picture, canonical address, Product with its Offer; the affiliate stays on the shared address only', async () => {
    const wine = await makeWine(t.db, {
      title: 'Ridge Monte Bello 2019',
      description: 'Cassis, cedar and a long finish.',
      priceCents: 24_999,
      producer: 'Ridge',
      iconUrl: '/media/bottles/monte-bello.webp',
      code: 'RIDGE-MB-19',
    });
    const shown = await page(`/wine/${wine.id}/old-slug?utm_source=claire`);
    expect(shown.title).toBe('Ridge Monte Bello 2019 | Sommlike');
    expect(shown.og('title')).toBe('Ridge Monte Bello 2019');
    expect(shown.og('type')).toBe('product');
    expect(shown.og('description')).toBe('Cassis, cedar and a long finish.');
    expect(shown.description).toBe('Cassis, cedar and a long finish.');
    expect(shown.og('image')).toBe('http://shop.test/media/bottles/monte-bello.webp');
    expect(shown.twitter('card')).toBe('summary_large_image');
    expect(shown.canonical).toBe(`http://shop.test/wine/${wine.id}/Ridge-Monte-Bello-2019`);
    expect(shown.og('url')).toBe(`http://shop.test/wine/${wine.id}/Ridge-Monte-Bello-2019?utm_source=claire`);
    expect(shown.structured).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ridge Monte Bello 2019',
      sku: 'RIDGE-MB-19',
      brand: { '@type': 'Brand', name: 'Ridge' },
      offers: { '@type': 'Offer', price: '249.99', priceCurrency: 'USD' },
    });
    // No review yet: no rating for search engines to show.
    expect(shown.structured).not.toHaveProperty('aggregateRating');
    // One description and one title: the generic ones are replaced, not repeated.
    expect(shown.html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(shown.html.match(/<title>/g)).toHaveLength(1);
  });

  it('gives a reviewed wine\'s Product its AggregateRating: the kept average and count of its visible reviews', async () => {
    const wine = await makeWine(t.db);
    for (const rating of [5, 4, 4]) await writeReview(t, wine.id, { rating });
    const shown = await page(`/wine/${wine.id}/x`);
    expect(shown.structured?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 3, bestRating: 5, worstRating: 1 });
  });

  it('escapes what people wrote, in the tags and in the structured data', async () => {
    const wine = await makeWine(t.db, { title: 'Evil "Wine" </script><script>alert(1)</script>', description: null });
    const shown = await page(`/wine/${wine.id}/x`);
    expect(shown.html).not.toContain('<script>alert(1)');
    expect(shown.og('title')).toBe('Evil &quot;Wine&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown.structured?.name).toBe('Evil "Wine" </script><script>alert(1)</script>');
    // Without a description, the wine's facts and price say what it is.
    expect(shown.og('description')).toContain('at Sommlike, from a local retailer.');
  });

  it('shows a collection, a sommelier, a Wine Talks post and an event with their own kind of data', async () => {
    const claire = await makeSommelier(t.db, { givenName: 'Claire', familyName: 'Dubois', bio: 'Burgundy first, always.', designation: 'Head sommelier' });
    const wine = await makeWine(t.db);
    const collection = await makeCollection(t.db, { title: 'Weeknight Reds', createdBy: claire.id, wines: [wine] });
    await makeTopics(t.db, Topic.wineTalks);
    const post = await makePost(t.db, Topic.wineTalks.id, claire, { title: 'Decanting, when and why', content: '<p>Young Barolo&nbsp;loves <strong>air</strong>.</p>' });
    const business = await makeBusiness(t.db, { name: 'Vine & Barrel' });
    const event = await makeEvent(t.db, business, { title: 'Barolo night', description: 'Six Barolos, one evening.', sommeliers: [claire] });

    const collectionPage = await page(`/collection/${collection.id}/x`);
    expect(collectionPage.og('title')).toBe('Weeknight Reds');
    expect(collectionPage.og('description')).toBe('1 wine chosen by Claire Dubois at Sommlike.');

    const person = await page(`/sommelier/${claire.id}/Claire-Dubois`);
    expect(person.og('type')).toBe('profile');
    expect(person.structured).toMatchObject({ '@type': 'Person', name: 'Claire Dubois', jobTitle: 'Head sommelier', description: 'Burgundy first, always.' });

    const article = await page(`/wine-tips/${post.id}/x`);
    expect(article.og('type')).toBe('article');
    expect(article.og('description')).toBe('Young Barolo loves air.');
    expect(article.structured).toMatchObject({ '@type': 'BlogPosting', headline: 'Decanting, when and why', author: { name: 'Claire Dubois' } });
    expect(article.canonical).toBe(`http://shop.test/wine-tips/${post.id}/Decanting,-when-and-why`);

    const evening = await page(`/events/${event.id}`);
    expect(evening.structured).toMatchObject({
      '@type': 'Event',
      name: 'Barolo night',
      startDate: '2030-06-01T18:00:00.000Z',
      location: { '@type': 'Place', name: 'Vine & Barrel' },
      performer: [{ '@type': 'Person', name: 'Claire Dubois' }],
    });
  });

  it('is the plain app for anything the public may not see or that does not exist', async () => {
    const inactive = await makeWine(t.db, { isActive: false });
    const collection = await makeCollection(t.db);
    const reviewing = await makeSommelier(t.db, { activeStatus: 'in-review' });
    for (const url of [`/wine/${inactive.id}/x`, `/wine/${collection.id}/x`, `/wine/${newId()}/x`, '/wine/not-an-id/x', `/sommelier/${reviewing.id}/x`, '/shop-wines']) {
      const shown = await page(url);
      expect(shown.og('title'), url).toBeUndefined();
      expect(shown.title, url).toBe('order the wines you love');
    }
  });
});

describe('robots.txt and the sitemap', () => {
  it('names the sitemap, an index of files paged by id, listing only what the public sees', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://shop.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin');

    const hidden = await makeWine(t.db, { title: 'Hidden Wine', isActive: false });
    const prefix = `SM-${newId().slice(-6)}`;
    await makeWines(t.db, Array.from({ length: SITEMAP_PAGE + 5 }, (_, index) => wineValues({ title: `${prefix} wine ${index}` })));
    const wines = await t.db.$count(catalogueItems);
    expect(wines).toBeGreaterThan(SITEMAP_PAGE);

    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.headers['content-type']).toContain('application/xml');
    const files = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(files).toContain('http://shop.test/sitemaps/pages.xml');
    const wineFiles = files.filter((file) => file.includes('/sitemaps/wines.xml'));
    expect(wineFiles.length).toBeGreaterThanOrEqual(2);
    expect(wineFiles[1]).toMatch(/\?from=[0-9a-f-]{36}$/);

    const listed: string[] = [];
    for (const file of wineFiles) {
      const body = (await t.app.inject({ method: 'GET', url: file.replace('http://shop.test', '') })).body;
      listed.push(...[...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!));
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((loc) => loc.includes(`${prefix}-wine-`))).toHaveLength(SITEMAP_PAGE + 5);
    expect(listed.some((loc) => loc.includes(hidden.id))).toBe(false);

    const bad = await t.app.inject({ method: 'GET', url: '/sitemaps/passwords.xml' });
    expect(bad.statusCode).toBe(400);
  });
});
