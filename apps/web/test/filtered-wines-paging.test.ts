// @vitest-environment jsdom
import { QueryClient, InfiniteQueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Wine } from '@wine/contract/catalogue';
import { FILTERED_WINES_LIMIT, filteredWinesPagesQuery } from '../src/features/catalogue/api/getFilteredWines';
import { emptyWineFilters } from '../src/features/catalogue/wineFilters';

/** A catalogue of `total` wines that answers `offset`/`limit` as the API does, and notes each request. */
function serveCatalogue(total: number) {
  const wines = Array.from({ length: total }, (_, index) => ({ id: `wine-${String(index).padStart(3, '0')}` }) as Wine);
  const requests: { offset: number; limit: number }[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    const query = new URL(input, 'http://shop.test').searchParams;
    const offset = Number(query.get('offset'));
    const limit = Number(query.get('limit'));
    requests.push({ offset, limit });
    const result = { categories: wines.slice(offset, offset + limit), total };
    return Promise.resolve(new Response(JSON.stringify({ status: 1, result }), { headers: { 'content-type': 'application/json' } }));
  });
  return { wines, requests };
}

/** Scrolls the list to its end as the sentinel does: the next page while the query says there is one. */
async function scrollToEnd() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new InfiniteQueryObserver(client, filteredWinesPagesQuery(emptyWineFilters));
  await observer.refetch();
  let result = observer.getCurrentResult();
  for (let guard = 0; result.hasNextPage && guard < 100; guard += 1) result = await observer.fetchNextPage();
  return result;
}

afterEach(() => vi.unstubAllGlobals());

describe('the shop and region lists, scrolled to their end (issue 45)', () => {
  it.each([0, 1, 10, 11, 19, 20, 21, 39, 40, 41])('show every one of %i matches once, in order', async (total) => {
    const { wines, requests } = serveCatalogue(total);
    const result = await scrollToEnd();
    const shown = result.data?.pages.flatMap((page) => page.categories.map((wine) => wine.id));
    expect(shown).toEqual(wines.map((wine) => wine.id));
    expect(result.hasNextPage).toBe(false);
    expect(requests.every((request) => request.limit === FILTERED_WINES_LIMIT)).toBe(true);
    // One request per 20 wines (at least one), none past the end.
    expect(requests.map((request) => request.offset)).toEqual(Array.from({ length: Math.max(1, Math.ceil(total / FILTERED_WINES_LIMIT)) }, (_, page) => page * FILTERED_WINES_LIMIT));
  });

  it('ends when a page comes back empty although the total promised more', async () => {
    const { requests } = serveCatalogue(25);
    vi.stubGlobal('fetch', (input: string) => {
      const offset = Number(new URL(input, 'http://shop.test').searchParams.get('offset'));
      requests.push({ offset, limit: FILTERED_WINES_LIMIT });
      const categories = offset === 0 ? Array.from({ length: 20 }, (_, index) => ({ id: `w${index}` })) : [];
      return Promise.resolve(new Response(JSON.stringify({ status: 1, result: { categories, total: 25 } })));
    });
    const result = await scrollToEnd();
    expect(result.hasNextPage).toBe(false);
    expect(requests.map((request) => request.offset)).toEqual([0, 20]);
  });
});
