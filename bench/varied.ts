/**
 * Varied traffic: every request a different question, drawn from what the web app sends (issue 16).
 * A seeded generator, so that a run asks the same questions in the same order every time; the load
 * worker, the plan sample and the answers test draw from it.
 */
import { COLORS, REGIONS } from '@wine/contract/constants';
import { PAIRINGS } from '@wine/contract/pairings';
import { Random } from '../apps/api/src/db/seed/random';
import { homeCalls, type Call } from './scenarios';
import { SEARCH_WORDS } from './search-words';

/** What a varied scenario asks for; `browse` mixes them the way a visit does. */
export type VariedKind = 'shop' | 'search' | 'curators' | 'detail' | 'page' | 'home' | 'browse' | FloorKind;
/** The floor's questions (bench/floor-server.ts): the shop's simplest list question and a wine by id, asked of raw SQL. */
export type FloorKind = 'floor-list' | 'floor-wine';

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
/** The price slider's steps in dollars (0 and 300 are its open ends). */
const PRICE_STEPS = [10, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 200];

function subset<T>(rng: Random, items: readonly T[], min: number, max: number): T[] {
  const wanted = rng.int(min, max);
  const chosen = new Set<T>();
  while (chosen.size < wanted) chosen.add(rng.pick(items));
  return [...chosen];
}

/** The shop's rating sorts (issue 20): best rated and most reviewed first, and the best rated's reverse. */
const RATING_SORTS = ['-rating', '-reviewCount', 'rating'] as const;

/**
 * A shop page: random colours, one to three regions, a price range, one to three foods it pairs
 * with, "4 stars and up" now and then, by name or by a rating sort, one of its first 25 pages.
 */
function shopQuestion(rng: Random): Call {
  const limit = rng.pick(SHOP_PAGE_SIZES);
  const query: Call['query'] = {
    offset: String(rng.int(0, PAGES - 1) * limit),
    limit: String(limit),
    sort: 'name',
    type: 'PRODUCT',
    isActive: 'true',
  };
  if (rng.chance(0.8)) query['customData.product.region[$in]'] = subset(rng, REGIONS, 1, 3);
  if (rng.chance(0.5)) query['customData.product.color[$in]'] = subset(rng, COLORS, 1, 2);
  if (rng.chance(0.6)) {
    const [low, high] = [rng.pick(PRICE_STEPS), rng.pick(PRICE_STEPS)].sort((a, b) => a - b) as [number, number];
    if (rng.chance(0.8)) query['price[$gte]'] = String(low);
    query['price[$lte]'] = String(high === low ? high + 50 : high);
  }
  if (rng.chance(0.4)) query['customData.product.pairings[$in]'] = subset(rng, PAIRINGS, 1, 3);
  // Drawn last, so the questions' other parts stay what earlier runs asked.
  if (rng.chance(0.2)) query['rating[$gte]'] = '4';
  if (rng.chance(0.3)) query.sort = rng.pick(RATING_SORTS);
  return { key: 'shop', label: 'shop page', path: '/catalogue', query };
}

/**
 * The search box and page: one word of SEARCH_WORDS, newest first, the first page. The web app asks
 * for no other page of a search (apps/web/src/features/catalogue/api/searchWines.ts).
 */
function searchQuestion(rng: Random): Call {
  return {
    key: 'search',
    label: 'search',
    path: '/catalogue',
    query: {
      title: rng.pick(SEARCH_WORDS),
      type: 'PRODUCT',
      isActive: 'true',
      sort: '-_id',
      offset: '0',
      limit: String(SEARCH_PAGE_SIZE),
    },
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
      return shopQuestion(rng);
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
    case 'floor-list': {
      const limit = rng.pick(SHOP_PAGE_SIZES);
      const query = { color: rng.pick(COLORS), offset: String(rng.int(0, PAGES - 1) * limit), limit: String(limit) };
      return { key: kind, label: 'floor: one colour by name', path: '/floor/list', query, page: true };
    }
    case 'floor-wine':
      return { key: kind, label: 'floor: a wine by id', path: `/floor/wine/${rng.pick(pools.wineIds)}`, query: {}, page: true };
  }
}

/** A question generator for a kind, seeded: the same seed asks the same questions in the same order. */
export function variedQuestions(kind: VariedKind, seed: number, pools: VariedPools): () => Call {
  const rng = new Random(seed);
  return () => variedQuestion(kind, rng, pools);
}
