import { matchPath } from 'react-router';
import { paths } from '@wine/contract/routes';
import { bannersQuery } from '../features/banners/api/getBanners';
import { EVENTS_PAGE_LIMIT, eventsQuery, HOME_EVENTS_LIMIT } from '../features/events/api/getEvents';
import { sommeliersQuery } from '../features/sommeliers/api/getSommeliers';
import { queryClient } from './queryClient';

const home = () => {
  void queryClient.prefetchQuery(bannersQuery());
  void queryClient.prefetchQuery(sommeliersQuery());
  void queryClient.prefetchQuery(eventsQuery(HOME_EVENTS_LIMIT));
};

/**
 * What the pages people most often land on show on their first screen, by route (router.tsx), with
 * the queries the pages themselves run: same keys, so the pages find the answers in the cache.
 * The home's calls are part of the app's first file; the other pages' come with their page's code,
 * which the HTML has already started loading (vite.config.ts, `earlyPages`). Every storefront page
 * the bench measures is here (issue 48): a page whose data is asked for only once it has rendered
 * renders twice, the second time in one long task when the answer arrives.
 */
const FIRST_SCREENS: { path: string; load: (params: Record<string, string | undefined>, search: URLSearchParams) => Promise<unknown> | void }[] = [
  { path: '/', load: home },
  { path: '/home', load: home },
  {
    path: '/wine/:id/:name',
    load: async ({ id = '' }) => queryClient.prefetchQuery((await import('../features/catalogue/api/getWine')).wineQuery(id)),
  },
  {
    path: paths.shopWines,
    load: async (_params, search) => {
      const [{ filteredWinesPagesQuery }, { shopViewOf }] = await Promise.all([
        import('../features/catalogue/api/getFilteredWines'),
        import('../features/catalogue/wineFilters'),
      ]);
      const { filters, sort } = shopViewOf(search);
      return queryClient.prefetchInfiniteQuery(filteredWinesPagesQuery(filters, sort));
    },
  },
  {
    path: paths.wineRegion(':name'),
    load: async ({ name = '' }, search) => {
      const [{ filteredWinesPagesQuery }, { chosenRegionFilters, regionFromSlug, regionWineFilters }] = await Promise.all([
        import('../features/catalogue/api/getFilteredWines'),
        import('../features/catalogue/regionFilters'),
      ]);
      const region = regionFromSlug(name);
      if (region) return queryClient.prefetchInfiniteQuery(filteredWinesPagesQuery(regionWineFilters(chosenRegionFilters(search.toString()), region)));
    },
  },
  {
    path: paths.collection(':id', ':name'),
    load: async ({ id = '' }) => queryClient.prefetchQuery((await import('../features/catalogue/api/getCollection')).collectionQuery(id)),
  },
  {
    path: paths.search,
    load: async (_params, search) => {
      const { searchSortOf, searchTextOf, wineSearchQuery } = await import('../features/catalogue/api/searchWines');
      const text = searchTextOf(search);
      if (text) return queryClient.prefetchQuery(wineSearchQuery(text, searchSortOf(search)));
    },
  },
  {
    path: paths.sommeliers,
    load: () => {
      void queryClient.prefetchQuery(bannersQuery());
      void queryClient.prefetchQuery(sommeliersQuery());
    },
  },
  {
    path: paths.sommelier(':id', ':name'),
    load: async ({ id: asked = '' }) => {
      const [{ sommelierIdOf, sommelierQuery }, { sommelierCollectionsQuery }] = await Promise.all([
        import('../features/sommeliers/api/getSommelier'),
        import('../features/sommeliers/api/getSommelierCollections'),
      ]);
      const id = sommelierIdOf(asked);
      if (id === '') return;
      void queryClient.prefetchQuery(sommelierQuery(id));
      void queryClient.prefetchQuery(sommelierCollectionsQuery(id));
    },
  },
  { path: paths.eventsUpcoming, load: () => queryClient.prefetchQuery(eventsQuery(EVENTS_PAGE_LIMIT)) },
  { path: paths.event(':id'), load: async ({ id = '' }) => queryClient.prefetchQuery((await import('../features/events/api/getEvent')).eventQuery(id)) },
  { path: paths.wineTips, load: async () => queryClient.prefetchInfiniteQuery((await import('../features/wine-talks/api/getWineTalks')).wineTalksPagesQuery()) },
  {
    path: paths.wineTip(':id', ':name'),
    load: async ({ id = '' }) => queryClient.prefetchQuery((await import('../features/wine-talks/api/getPost')).postQuery(id)),
  },
];

/**
 * Requests the current page's first-screen data as the app starts, in parallel with the rest of
 * its start-up, instead of once the page has rendered: the data, and then the page's largest
 * image (Lighthouse's LCP), arrive several round trips sooner.
 */
export function loadFirstScreenData(pathname: string, search: string): void {
  for (const { path, load } of FIRST_SCREENS) {
    const match = matchPath(path, pathname);
    if (match) return void load(match.params, new URLSearchParams(search));
  }
}
