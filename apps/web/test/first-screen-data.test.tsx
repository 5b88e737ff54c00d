/**
 * Every storefront page's first-screen data is asked for as the app starts, under the key the page
 * itself reads (issue 48): a page that asked only once rendered renders twice, the second time in
 * one long task when the answer came (Lighthouse's TBT on Wine Talks and the region page).
 */
import { beforeEach, expect, it, vi } from 'vitest';
import { Topic } from '@wine/contract/topics';
import { loadFirstScreenData } from '../src/app/firstScreenData';
import { queryClient } from '../src/app/queryClient';
import { bannersQuery } from '../src/features/banners/api/getBanners';
import { collectionQuery } from '../src/features/catalogue/api/getCollection';
import { filteredWinesPagesQuery } from '../src/features/catalogue/api/getFilteredWines';
import { wineSearchQuery } from '../src/features/catalogue/api/searchWines';
import { chosenRegionFilters, regionWineFilters } from '../src/features/catalogue/regionFilters';
import { eventQuery } from '../src/features/events/api/getEvent';
import { EVENTS_PAGE_LIMIT, eventsQuery } from '../src/features/events/api/getEvents';
import { sommelierQuery } from '../src/features/sommeliers/api/getSommelier';
import { sommelierCollectionsQuery } from '../src/features/sommeliers/api/getSommelierCollections';
import { sommeliersQuery } from '../src/features/sommeliers/api/getSommeliers';
import { postQuery } from '../src/features/wine-talks/api/getPost';
import { wineTalksPagesQuery } from '../src/features/wine-talks/api/getWineTalks';

const ID = '01930000-0000-7000-8000-000000000001';
let asked: string[];

beforeEach(() => {
  asked = [];
  queryClient.clear();
  // Answers never come: what matters is what is asked, and under which key.
  vi.stubGlobal('fetch', vi.fn((url: string) => (asked.push(String(url)), new Promise(() => undefined))));
});

const cases: { path: string; search?: string; keys: (readonly unknown[])[]; url: RegExp }[] = [
  { path: '/wine-region/Bordeaux', search: '?color=Red', keys: [filteredWinesPagesQuery(regionWineFilters(chosenRegionFilters('?color=Red'), 'Bordeaux')).queryKey], url: /\/api\/catalogue\?.*region.*Bordeaux/ },
  { path: `/collection/${ID}/Summer`, keys: [collectionQuery(ID).queryKey], url: new RegExp(`/api/catalogue/${ID}\\?`) },
  { path: '/search', search: '?q=pinot', keys: [wineSearchQuery('pinot').queryKey], url: /\/api\/catalogue\?q=pinot/ },
  { path: '/sommeliers', keys: [sommeliersQuery().queryKey, bannersQuery().queryKey], url: /\/api\/users\?/ },
  { path: `/sommelier/${ID}/Ada-Vine`, keys: [sommelierQuery(ID).queryKey, sommelierCollectionsQuery(ID).queryKey], url: new RegExp(`/api/users/${ID}$`) },
  { path: '/events/upcoming', keys: [eventsQuery(EVENTS_PAGE_LIMIT).queryKey], url: /\/api\/event\?.*limit=100/ },
  { path: `/events/${ID}`, keys: [eventQuery(ID).queryKey], url: new RegExp(`/api/event/${ID}$`) },
  { path: '/wine-tips', keys: [wineTalksPagesQuery().queryKey], url: new RegExp(`/api/post/feed\\?topicId=${Topic.wineTalks.id}`) },
  { path: `/wine-tips/${ID}/Why-Barolo`, keys: [postQuery(ID).queryKey], url: new RegExp(`/api/post/feed/${ID}$`) },
];

it.each(cases)('asks for $path first screen as the app starts, under the keys its page reads', async ({ path, search = '', keys, url }) => {
  loadFirstScreenData(path, search);
  await vi.waitFor(() => expect(asked.some((address) => url.test(address))).toBe(true));
  for (const key of keys) expect(queryClient.getQueryState(key)?.fetchStatus, JSON.stringify(key)).toBe('fetching');
});
