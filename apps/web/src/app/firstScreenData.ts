import { matchPath } from 'react-router';
import { paths } from '@wine/contract/routes';
import { bannersQuery } from '../features/banners/api/getBanners';
import { eventsQuery, HOME_EVENTS_LIMIT } from '../features/events/api/getEvents';
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
 * which the HTML has already started loading (vite.config.ts, `earlyPages`).
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
