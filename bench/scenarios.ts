/**
 * What the bench asks the API for: the calls of DESIGN §9 and issue 4, written once as query objects
 * so that the load test (as URLs) and the plan check (through the catalogue module's own query
 * builders) measure exactly the same queries.
 */
import { Header, PUBLIC_CLIENT_KEY, RESPONSE_VERSION } from '@wine/contract/api';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { Topic } from '@wine/contract/topics';

export type Query = Record<string, string | string[]>;

export interface Call {
  /** Short name used in tables, JSON and file names. */
  key: string;
  label: string;
  path: string;
  query: Query;
  /** Not an address of the API: a page of the app (HTML the server fills in), or the bench's floor (bench/floor-server.ts). */
  page?: boolean;
}

/** The headers the web app's public client sends on every anonymous call (spec 000 §7). */
export const PUBLIC_HEADERS: Record<string, string> = {
  [Header.authorization]: `Bearer ${PUBLIC_CLIENT_KEY}`,
  [Header.tenantId]: SHOP_TENANT_ID,
  [Header.responseVersion]: RESPONSE_VERSION,
};

/** `/api/path?query` (or the app's `/path?query`), with `key[$in]` repeated the way the web app's client sends it. */
export function urlOf(call: Pick<Call, 'path' | 'query' | 'page'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  const search = params.toString();
  return `${call.page ? '' : '/api'}${call.path}${search ? `?${search}` : ''}`;
}

/** (a) The wine list page: wines by colour, name order, 20 items (spec 000 §7 "Wines by colour"). */
export const wineList: Call = {
  key: 'list',
  label: '(a) wine list: Red, sort name, 20',
  path: '/catalogue',
  query: { offset: '0', limit: '20', sort: 'name', type: 'PRODUCT', 'customData.product.color': 'Red', isActive: 'true' },
};

/** (b) The title search as the search page sends it (spec 000 §7 "Wine search"). */
export const titleSearch = (term: string): Call => ({
  key: 'search',
  label: `(b) title search "${term}", newest, 20`,
  path: '/catalogue',
  query: { title: term, type: 'PRODUCT', isActive: 'true', sort: '-_id', offset: '0', limit: '20' },
});

/** (c) The shop page with its filter applied: two regions and a price range (spec 001 §2.11). */
export const shopFilter: Call = {
  key: 'shop',
  label: '(c) shop: 2 regions, $20-$80, sort name, 20',
  path: '/catalogue',
  query: {
    offset: '0',
    limit: '20',
    sort: 'name',
    type: 'PRODUCT',
    isActive: 'true',
    'customData.product.region[$in]': ['Bordeaux', 'Rioja'],
    'price[$gte]': '20',
    'price[$lte]': '80',
  },
};

/** (d) The wine page's call for one wine (spec 000 §7 "Wine detail refresh"). */
export const wineDetail = (id: string): Call => ({
  key: 'detail',
  label: '(d) GET /catalogue/{id}',
  path: `/catalogue/${id}`,
  query: { skip: '0', limit: '1', status: 'OPEN' },
});

/** (e) Every call the home page makes on first render (spec 000 §7), as the web app sends them. */
export const homeCalls: Call[] = [
  { key: 'home-banners', label: 'banners', path: '/post/feed', query: { topicId: Topic.banner.id, skip: '0', limit: '20' } },
  {
    key: 'home-sommeliers',
    label: 'sommeliers',
    path: '/users',
    query: { type: 'sommelier', matchUsers: 'true', $sort: 'createdAt', isActive: 'true', $limit: '100', activeStatus: 'approved' },
  },
  { key: 'home-events', label: 'events', path: '/event', query: { offset: '0', sort: '-_id', isActive: 'true', limit: '4' } },
  {
    key: 'home-picks',
    label: 'picks',
    path: '/catalogue',
    query: { offset: '0', type: 'COLLECTION', includeChildren: 'true', sort: '-_id', limit: '1', 'customData.isSommlikePicks': 'true' },
  },
  {
    key: 'home-trending',
    label: 'trending',
    path: '/catalogue',
    query: { sort: '-createdAt', limit: '4', 'customData.isTrending': 'true', isActive: 'true', type: 'COLLECTION', includeChildren: 'true', offset: '0' },
  },
  {
    key: 'home-moments',
    label: 'by moment',
    path: '/catalogue',
    query: { offset: '0', type: 'COLLECTION', includeChildren: 'true', sort: '-_id', limit: '10', isActive: 'true', 'customData.isByMoment': 'true' },
  },
  {
    key: 'home-wine-talks',
    label: 'Wine Talks',
    path: '/post/feed',
    query: { topicId: Topic.wineTalks.id, skip: '0', limit: '10', includeCurrentUser: 'true' },
  },
];
