/**
 * Speed never changes what a shopper sees: the bench's varied questions (bench/varied.ts, the shop
 * page's filters and sorts on pages 1 to 25, the search box's words) answered by GET /catalogue, kept
 * answers on, must list the same wines in the same order, with the same total, as one plain query
 * that filters and sorts every active wine (docs/decisions/0025-catalogue-at-a-million-wines.md).
 */
import { COLORS } from '@wine/contract/catalogue';
import { CATALOGUE_TOTAL_CAP, SHOP_TENANT_ID } from '@wine/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type Call } from '../../../bench/scenarios';
import { variedQuestions } from '../../../bench/varied';
import { ratingDistributionAt } from '../src/db/seed/ratings';
import { wineAt } from '../src/db/seed/wines';
import { SEARCH_TOTAL_CAP } from '../src/modules/catalogue/queries';
import { createTestApp, type TestApp } from './helpers/app';
import { expectSuccess } from './helpers/envelope';
import { makeWines, wineValues } from './helpers/fixtures';

/** Enough wines that pages 1 to 25 of common filters and words are full, and search windows run short. */
const WINES = 6000;
const QUESTIONS = 120;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await makeWines(
    t.db,
    Array.from({ length: WINES }, (_, n) => {
      const wine = wineAt(n);
      // A few wines without a colour, as an import may leave them: no list may lose or invent them.
      const color = n % 97 === 0 ? null : wine.color;
      return wineValues({
        title: wine.title, name: wine.title, priceCents: wine.priceCents, isActive: wine.isActive, color, region: wine.region, varietal: wine.varietal,
        pairings: wine.pairings, ratingDistribution: ratingDistributionAt(n),
      });
    }),
  );
  await t.db.execute(sql`VACUUM ANALYZE catalogue_items, catalogue_wine_pairings, catalogue_wine_titles`);
});
afterAll(() => t.close());

const many = (value: string | string[] | undefined) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** The question answered the plain way: every active wine filtered, sorted by the sort key and the id. */
async function reference(query: Call['query']): Promise<{ ids: string[]; total: number }> {
  const where: SQL[] = [sql`tenant_id = ${SHOP_TENANT_ID}`, sql`type = 'PRODUCT'`, sql`is_active`];
  const regions = many(query['customData.product.region[$in]']);
  const colors = many(query['customData.product.color[$in]']);
  if (regions) where.push(sql`region IN (${sql.join(regions.map((region) => sql`${region}`), sql`, `)})`);
  if (colors) where.push(sql`color IN (${sql.join(colors.map((color) => sql`${color}`), sql`, `)})`);
  const varietals = many(query['customData.product.varietal[$in]']);
  if (varietals) where.push(sql`varietal IN (${sql.join(varietals.map((varietal) => sql`${varietal}`), sql`, `)})`);
  // A wine pairs with any of the chosen foods.
  const pairings = many(query['customData.product.pairings[$in]']);
  if (pairings) where.push(sql`EXISTS (SELECT FROM unnest(pairings) AS pairing WHERE pairing IN (${sql.join(pairings.map((pairing) => sql`${pairing}`), sql`, `)}))`);
  if (query['price[$gte]'] !== undefined) where.push(sql`price_cents >= ${Number(query['price[$gte]']) * 100}`);
  if (query['price[$lte]'] !== undefined) where.push(sql`price_cents <= ${Number(query['price[$lte]']) * 100}`);
  if (query['rating[$gte]'] !== undefined) where.push(sql`rating_average >= ${Number(query['rating[$gte]'])}`);
  if (typeof query.title === 'string') where.push(sql`strpos(lower(title), lower(${query.title})) > 0`);
  const sort = String(query.sort);
  const direction = sort.startsWith('-') ? sql`DESC` : sql`ASC`;
  const field = sort.replace(/^-/, '');
  const key = { name: sql`name`, title: sql`name`, createdAt: sql`created_at`, price: sql`price_cents`, reviewCount: sql`rating_count` }[field];
  // Best rated first, unrated last; a tie goes to the more reviewed wine. The reverse exactly reversed.
  const rated = sort.startsWith('-') ? sql`rating_average DESC NULLS LAST, rating_count DESC, id DESC` : sql`rating_average ASC NULLS FIRST, rating_count ASC, id ASC`;
  const order = field === 'rating' ? rated : key ? sql`${key} ${direction}, id ${direction}` : sql`id ${direction}`;
  const filtered = sql.join(where, sql` AND `);
  const rows = await t.db.execute<{ id: string }>(
    sql`SELECT id FROM catalogue_items WHERE ${filtered} ORDER BY ${order} LIMIT ${Number(query.limit)} OFFSET ${Number(query.offset)}`,
  );
  const counted = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM catalogue_items WHERE ${filtered}`);
  const cap = typeof query.title === 'string' ? SEARCH_TOTAL_CAP : CATALOGUE_TOTAL_CAP;
  return { ids: rows.rows.map((row) => row.id), total: Math.min(counted.rows[0]!.n, cap) };
}

describe('varied questions answer exactly as the plain query', () => {
  // The panel's whole space drawn evenly (issue 28) leaves most deep pages of narrow filters empty at
  // this size, and rare words find nothing: an eighth of the shop questions and a twentieth of the
  // search questions must find wines.
  it.each([
    ['shop', QUESTIONS / 8],
    ['search', QUESTIONS / 20],
  ] as const)('%s questions: same wines, same order, same total', async (kind, minimumFound) => {
    const next = variedQuestions(kind, 16, { wineIds: [], sommelierIds: [] });
    let nonEmpty = 0;
    const pairedTotals: number[] = [];
    for (let n = 0; n < QUESTIONS; n++) {
      const question = next();
      const url = urlOf(question);
      const answer = expectSuccess<{ categories: { _id: string }[]; total: number }>(await t.app.inject({ method: 'GET', url }));
      const expected = await reference(question.query);
      expect({ url, ids: answer.categories.map((wine) => wine._id), total: answer.total }).toEqual({ url, ...expected });
      if (expected.ids.length > 0) nonEmpty += 1;
      if (question.query['customData.product.pairings[$in]']) pairedTotals.push(expected.total);
    }
    // The comparison means something only if enough questions find wines.
    expect(nonEmpty).toBeGreaterThan(minimumFound);
    // A pairing filter's page comes from every match under the capped total, else from walks in the
    // sort's order (docs/decisions/0039-shop-list-costs.md): both are compared.
    if (kind === 'shop') {
      expect(pairedTotals.some((total) => total < CATALOGUE_TOTAL_CAP)).toBe(true);
      expect(pairedTotals.some((total) => total === CATALOGUE_TOTAL_CAP)).toBe(true);
    }
  });

  it('covers colours, several regions, several pairings and deep pages', () => {
    const next = variedQuestions('shop', 16, { wineIds: [], sommelierIds: [] });
    const questions = Array.from({ length: QUESTIONS }, () => next().query);
    expect(questions.some((query) => (many(query['customData.product.region[$in]'])?.length ?? 0) > 1)).toBe(true);
    expect(questions.some((query) => many(query['customData.product.color[$in]'])?.some((color) => COLORS.includes(color as never)))).toBe(true);
    expect(questions.some((query) => (many(query['customData.product.pairings[$in]'])?.length ?? 0) > 1)).toBe(true);
    expect(questions.some((query) => Number(query.offset) >= 200)).toBe(true);
    expect(questions.some((query) => query['rating[$gte]'] === '4')).toBe(true);
    for (const sort of ['-rating', 'rating', '-reviewCount']) expect(questions.some((query) => query.sort === sort)).toBe(true);
  });
});
