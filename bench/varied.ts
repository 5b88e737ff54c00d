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

/** The check lists a wine holds one value of: a shopper narrowing a search to a wine ticks its own. */
export const SEARCH_FILTER_KEYS = ['color', 'region', 'country', 'varietal'] as const;
type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** A wine of the catalogue a shopper searches for: its title, and its values of the check lists. */
export interface SearchedWine {
  title: string;
  values: Partial<Record<SearchFilterKey, string>>;
}

/** What the generator needs to know about the shop: wines and sommeliers that exist, and wines to search for. */
export interface VariedPools {
  wineIds: string[];
  sommelierIds: string[];
  searched: SearchedWine[];
}

/** Pages 1 to 25 of every list, as a shopper scrolling or paging reaches them. */
const PAGES = 25;
/** A search's results are read on their first page most of the time, else on one of the next few. */
const SEARCH_FIRST_PAGE_SHARE = 3 / 4;
const SEARCH_PAGES = 5;
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

/** The sorts of a list without text: "Best match" orders a search only. */
const LIST_SORTS = CATALOGUE_SORTS.filter((sort) => sort !== 'relevance');

/** Half the time one of the shop's own sorts, half any sort of the query language. */
const anySort = (rng: Random) => (rng.chance(0.5) ? rng.pick(SHOP_SORTS).value : rng.pick(LIST_SORTS));

/** The word lengths from which the search forgives one typo (Meilisearch's rule, issue 43). */
const TYPO_FROM_LETTERS = 5;

/** `word` with one typo past its first letter: two letters swapped or one left out. */
function withTypo(rng: Random, word: string): string {
  const at = rng.int(1, word.length - 2);
  return rng.chance(0.5) ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + word.slice(at + 1);
}

/**
 * What a shopper types into the search box (issue 43's bench): one to four words in a row of a
 * wine's title (a word of SEARCH_WORDS when the pool has none), a third of them with a typo in a
 * word long enough to forgive one.
 */
function searchText(rng: Random, wine: SearchedWine | undefined): string {
  if (!wine) return rng.pick(SEARCH_WORDS);
  const words = wine.title.split(/\s+/);
  const size = Math.min(words.length, rng.int(1, 4));
  const from = rng.int(0, words.length - size);
  const typed = words.slice(from, from + size);
  const long = typed.flatMap((word, index) => (/^\p{L}+$/u.test(word) && word.length >= TYPO_FROM_LETTERS ? [index] : []));
  if (long.length > 0 && rng.chance(1 / 3)) {
    const at = rng.pick(long);
    typed[at] = withTypo(rng, typed[at]!);
  }
  return typed.join(' ');
}

/**
 * The filters of a shopper narrowing a search for `wine`: one or two of its own values that the
 * panel lists (its colour, its country...), so the wine is still among the results, stock included.
 */
function searchFilters(rng: Random, wine: SearchedWine | undefined): WineFilters {
  const listed = FACET_ATTRIBUTES.flatMap((attribute) => {
    const value = wine?.values[attribute.key as SearchFilterKey];
    return value !== undefined && (attribute.filter.options as readonly string[]).includes(value) ? [[attribute.key, [value]] as const] : [];
  });
  return { ...emptyWineFilters, inStockOnly: false, attributes: Object.fromEntries(subset(rng, listed, rng.int(1, 2))) };
}

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
 * A search as the search page asks it (issue 43): the text of `searchText` for a wine of the
 * catalogue, alone half the time and narrowed by that wine's own values the other half; "Best
 * match" (the page's order whenever text is typed) half the time, newest first or any other sort
 * the rest; its first page of 20 three times in four, else one of the next few. The search page
 * asks for no counts.
 */
function searchQuestion(rng: Random, pools: VariedPools): Call {
  const wine = pools.searched.length > 0 ? rng.pick(pools.searched) : undefined;
  const q = searchText(rng, wine);
  // The search page itself asks with no filter, stock included.
  const filters = rng.chance(0.5) ? { ...emptyWineFilters, inStockOnly: false } : searchFilters(rng, wine);
  const sort = rng.chance(0.5) ? 'relevance' : rng.chance(0.5) ? '-_id' : rng.pick(LIST_SORTS);
  const offset = rng.chance(SEARCH_FIRST_PAGE_SHARE) ? 0 : rng.int(1, SEARCH_PAGES - 1) * SEARCH_PAGE_SIZE;
  return {
    key: 'search',
    label: 'search',
    path: '/catalogue',
    query: { q, ...wireQuery(filters), type: 'PRODUCT', isActive: 'true', sort, offset: String(offset), limit: String(SEARCH_PAGE_SIZE) },
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
      return searchQuestion(rng, pools);
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
