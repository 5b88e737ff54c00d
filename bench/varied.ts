/**
 * Varied traffic: every request a different question, drawn from what the web app sends (issues 16
 * and 28). A seeded generator, so that a run asks the same questions in the same order every time;
 * the load workers and the plan sample draw from it.
 */
import { CATALOGUE_SORTS } from '@wine/contract/catalogue';
import { PRICE_FACET_BANDS_DOLLARS, PRICE_FILTER_MAX_DOLLARS, PRICE_FILTER_STEP_DOLLARS } from '@wine/contract/constants';
import { FACET_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { Random } from '../apps/api/src/seed/random';
import { emptyWineFilters, filterQuery, SHOP_SORTS, type WineFilters } from '../apps/web/src/features/catalogue/wineFilters';
import { homeCalls, type Call, type Query } from './scenarios';
import { SEARCH_WORDS } from './search-words';

/** What a varied scenario asks for; `browse` mixes them the way a visit does. */
export type VariedKind = 'shop' | 'counts' | 'search' | 'curators' | 'detail' | 'page' | 'home' | 'browse' | FloorKind;
/** The floor's questions (bench/floor-server.ts): the shop's simplest list question and a wine by id, asked of raw SQL. */
export type FloorKind = 'floor-wine';

/** A visit's share of each kind of question. */
const BROWSE_MIX: readonly (readonly [Exclude<VariedKind, 'browse'>, number])[] = [
  ['shop', 35],
  ['search', 25],
  ['detail', 25],
  ['home', 10],
  ['curators', 5],
];

/** What the generator needs to know about the shop: wines and sommeliers that exist. */
export interface VariedPools {
  wineIds: string[];
  sommelierIds: string[];
}

/** Pages 1 to 25 of every list, as a shopper scrolling or paging reaches them. */
const PAGES = 25;
/** The shop page's infinite scroll loads 10 at a time, its first screen and the region pages 20 (spec 001 §4, 000 §7). */
const SHOP_PAGE_SIZES = [10, 20] as const;
/** The search page asks for 20 (spec 000 §9). */
const SEARCH_PAGE_SIZE = 20;
/** The price bands' edges, the slider's open top included. */
const PRICE_EDGES = [...PRICE_FACET_BANDS_DOLLARS, PRICE_FILTER_MAX_DOLLARS];
/** The panel offers as many values of an attribute as it has; a shopper ticks a few. */
const MOST_TICKED = 3;

/** `wanted` different items of a list (all of them when it has fewer). */
function subset<T>(rng: Random, items: readonly T[], wanted: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(wanted, items.length)) chosen.add(rng.pick(items));
  return [...chosen];
}

/** Two different values of a list, the smaller first. */
function range(rng: Random, values: readonly number[]): [number, number] {
  const [low, high] = subset(rng, values, 2).sort((a, b) => a - b);
  return [low!, high!];
}

/**
 * The slider's range, each kind as likely: none, between two band edges (the counts' own bounds),
 * or between two of the slider's steps.
 */
function priceRange(rng: Random): [number, number] {
  switch (rng.int(0, 2)) {
    case 0:
      return [0, PRICE_FILTER_MAX_DOLLARS];
    case 1:
      return range(rng, PRICE_EDGES);
    default:
      return range(rng, Array.from({ length: PRICE_FILTER_MAX_DOLLARS / PRICE_FILTER_STEP_DOLLARS + 1 }, (_, step) => step * PRICE_FILTER_STEP_DOLLARS));
  }
}

/**
 * Filters of the panel's whole space, each part drawn evenly: zero to three values of every
 * attribute (regions, colours, varietals, foods), a price range, "4 stars and up" or not; "In stock
 * only" on as the shop asks by default, off one time in five (a shopper who turned it off).
 */
function panelFilters(rng: Random): WineFilters {
  const attributes = Object.fromEntries(FACET_ATTRIBUTES.map((attribute) => [attribute.key, subset(rng, attribute.filter.options, rng.int(0, MOST_TICKED))]));
  return { attributes, ranges: {}, price: priceRange(rng), minRating: rng.chance(0.5) ? 4 : null, inStockOnly: !rng.chance(0.2) };
}

/** The filters' query as the web app's client writes it (wineFilters.ts, lib/http.ts): unset parts left out, lists repeated. */
function wireQuery(filters: WineFilters): Query {
  return Object.fromEntries(
    Object.entries(filterQuery(filters)).flatMap(([key, value]) => (value === undefined ? [] : [[key, Array.isArray(value) ? value.map(String) : String(value)]])),
  );
}

/** Half the time one of the shop's own sorts, half any sort of the query language. */
const anySort = (rng: Random) => (rng.chance(0.5) ? rng.pick(SHOP_SORTS).value : rng.pick(CATALOGUE_SORTS));

/**
 * A shop or region page: filters of the whole panel, any sort, one of its first 25 pages. Its first
 * page asks for the panel's counts, as the web app does when the filters change; a next page of
 * the same filters does not (getFilteredWines.ts). `counts` asks only first pages.
 */
function shopQuestion(rng: Random, firstPage: boolean): Call {
  const filters = panelFilters(rng);
  const limit = rng.pick(SHOP_PAGE_SIZES);
  const offset = firstPage ? 0 : rng.int(0, PAGES - 1) * limit;
  const query: Query = { ...wireQuery(filters), offset: String(offset), limit: String(limit), sort: anySort(rng), type: 'PRODUCT', isActive: 'true' };
  if (offset === 0) query.facets = 'true';
  return { key: firstPage ? 'counts' : 'shop', label: firstPage ? 'shop filter change' : 'shop page', path: '/catalogue', query };
}

/**
 * A search: a word of SEARCH_WORDS, alone half the time and with the panel's filters the other
 * half, newest first (the search page's order) or any sort, one of its first 25 pages of 20. The
 * search page asks for no counts.
 */
function searchQuestion(rng: Random): Call {
  const title = rng.pick(SEARCH_WORDS);
  // The search page itself asks with no filter, stock included.
  const filters = rng.chance(0.5) ? { ...emptyWineFilters, inStockOnly: false } : panelFilters(rng);
  const sort = rng.chance(0.5) ? '-_id' : rng.pick(CATALOGUE_SORTS);
  const offset = rng.int(0, PAGES - 1) * SEARCH_PAGE_SIZE;
  return {
    key: 'search',
    label: 'search',
    path: '/catalogue',
    query: { title, ...wireQuery(filters), type: 'PRODUCT', isActive: 'true', sort, offset: String(offset), limit: String(SEARCH_PAGE_SIZE) },
  };
}

/** The sommeliers' list and a sommelier's collections, as their pages ask. */
function curatorsQuestion(rng: Random, pools: VariedPools): Call {
  if (pools.sommelierIds.length === 0 || rng.chance(0.3)) {
    return {
      key: 'curators',
      label: 'sommeliers',
      path: '/users',
      query: { type: 'sommelier', matchUsers: 'true', $sort: 'createdAt', isActive: 'true', $limit: '100', activeStatus: 'approved' },
    };
  }
  return {
    key: 'curators',
    label: 'sommelier collections',
    path: '/catalogue',
    query: {
      offset: '0',
      limit: '100',
      sort: '-createdAt',
      type: 'COLLECTION',
      'createdBy._id': rng.pick(pools.sommelierIds),
      includeChildren: 'true',
      isActive: 'true',
    },
  };
}

/** The next question of a kind. */
export function variedQuestion(kind: VariedKind, rng: Random, pools: VariedPools): Call {
  switch (kind) {
    case 'shop':
      return shopQuestion(rng, false);
    case 'counts':
      return shopQuestion(rng, true);
    case 'search':
      return searchQuestion(rng);
    case 'curators':
      return curatorsQuestion(rng, pools);
    case 'detail':
      return { key: 'detail', label: 'wine detail', path: `/catalogue/${rng.pick(pools.wineIds)}`, query: { skip: '0', limit: '1', status: 'OPEN' } };
    case 'page':
      // The wine page's HTML, with the link-preview tags the server writes into it (issue 20).
      return { key: 'page', label: 'wine page', path: `/wine/${rng.pick(pools.wineIds)}/shared-link`, query: {}, page: true };
    case 'home':
      return rng.pick(homeCalls);
    case 'browse':
      return variedQuestion(rng.weighted(BROWSE_MIX), rng, pools);
    case 'floor-wine':
      return { key: kind, label: 'floor: a wine by id', path: `/floor/wine/${rng.pick(pools.wineIds)}`, query: {}, page: true };
  }
}

/** A question generator for a kind, seeded: the same seed asks the same questions in the same order. */
export function variedQuestions(kind: VariedKind, seed: number, pools: VariedPools): () => Call {
  const rng = new Random(seed);
  return () => variedQuestion(kind, rng, pools);
}
