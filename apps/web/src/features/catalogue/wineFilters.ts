import type { CATALOGUE_SORTS } from '@wine/contract/catalogue';
import { PRICE_FILTER_MAX_DOLLARS, RATING_MAX, RATING_MIN } from '@wine/contract/constants';
import { ATTRIBUTE_TEXT_MAX, filterParam, PICK_ATTRIBUTES, RANGE_ATTRIBUTES, type PickAttribute, type PickAttributeKey, type RangeAttributeKey } from '@wine/contract/wine-attributes';

/** The shop's filters (spec 001 §2.11): multi-select lists and a price range in dollars. */
export interface WineFilters {
  /** Per check list or open-ended list (producer), the values a wine may have; none chosen means any. */
  attributes: Partial<Record<PickAttributeKey, readonly string[]>>;
  /**
   * Per range attribute (vintage), the chosen [from, to] (the slider's ends mean no bound) and
   * whether the wines without a number (NV) are wanted; none chosen means any wine.
   */
  ranges: Partial<Record<RangeAttributeKey, RangeChoice>>;
  /** [min, max] dollars; the slider's ends (0 and 300) mean no bound. */
  price: [number, number];
  /** Wines rated at least this many stars on average ("4 stars & up"); null for any. */
  minRating: number | null;
  /** "In stock only" (issue 32): on unless the shopper turns it off. */
  inStockOnly: boolean;
}

export interface RangeChoice {
  from: number;
  to: number;
  none: boolean;
}

export const emptyWineFilters: WineFilters = { attributes: {}, ranges: {}, price: [0, PRICE_FILTER_MAX_DOLLARS], minRating: null, inStockOnly: true };

export type WineSort = (typeof CATALOGUE_SORTS)[number];
/** The order of spec 000 §7: by name. */
export const DEFAULT_WINE_SORT: WineSort = 'name';

/** The shop's orders: by name (spec 000 §7), or by the shoppers' ratings (issue 20). */
export const SHOP_SORTS: readonly { value: WineSort; label: string }[] = [
  { value: DEFAULT_WINE_SORT, label: 'Name' },
  { value: '-rating', label: 'Top rated' },
  { value: '-reviewCount', label: 'Most reviewed' },
];

/** What the shop shows: its filters, in an order. */
export interface ShopView {
  filters: WineFilters;
  sort: WineSort;
}

/** The address keeps the price's ends under these names, each filter attribute's values under its key. */
const MIN_PRICE = 'minPrice';
const MAX_PRICE = 'maxPrice';
const MIN_RATING = 'minRating';
/** "In stock only" is on by default: the address names only its being off (`inStock=false`). */
const IN_STOCK = 'inStock';
/** A sort other than by name. */
const SORT = 'sort';
/** A range attribute's ends and NV choice in the address: `vintageFrom`, `vintageTo`, `vintageNone=true`. */
const rangeNames = (key: RangeAttributeKey) => ({ from: `${key}From`, to: `${key}To`, none: `${key}None` });

/** Whether a range attribute's choice narrows the list: a bound inside the slider's ends, or NV asked for. */
export function rangeChosen(key: RangeAttributeKey, choice: RangeChoice | undefined): choice is RangeChoice {
  const { min, max } = RANGE_ATTRIBUTES.find((attribute) => attribute.key === key)!.filter;
  return choice !== undefined && (choice.from > min || choice.to < max || choice.none);
}

/** How many values of one list an address may choose: what the API takes in one `[$in]`. */
const CHOSEN_MAX = 50;

/** Whether an address's value may be chosen: a check list's option, or for an open-ended list (producer) any text the API takes. */
const choosable = (attribute: PickAttribute, value: string) =>
  attribute.filter.kind === 'values' ? value.trim() !== '' && value.length <= ATTRIBUTE_TEXT_MAX : (attribute.filter.options as readonly string[]).includes(value);

/**
 * The filters an address of the shop names (`/shop-wines?pairings=beef&color=Red&maxPrice=40&minRating=4`,
 * links like the home's "What are you eating?"). A value the panel does not offer is left out,
 * so an old or mistyped link shows the shop rather than an error.
 */
export function wineFiltersOf(params: URLSearchParams): WineFilters {
  const dollars = (name: string, fallback: number) => {
    const value = Number(params.get(name) ?? Number.NaN);
    return Number.isFinite(value) ? Math.min(PRICE_FILTER_MAX_DOLLARS, Math.max(0, value)) : fallback;
  };
  const attributes = Object.fromEntries(
    PICK_ATTRIBUTES.flatMap((attribute) => {
      const values = [...new Set(params.getAll(attribute.key).filter((value) => choosable(attribute, value)))].slice(0, CHOSEN_MAX);
      return values.length ? [[attribute.key, values]] : [];
    }),
  );
  const ranges = Object.fromEntries(
    RANGE_ATTRIBUTES.flatMap((attribute) => {
      const { min, max } = attribute.filter;
      const names = rangeNames(attribute.key);
      const bound = (name: string, fallback: number) => {
        const value = Number(params.get(name) ?? Number.NaN);
        return Number.isInteger(value) ? Math.min(max, Math.max(min, value)) : fallback;
      };
      const choice = { from: bound(names.from, min), to: bound(names.to, max), none: params.get(names.none) === 'true' };
      return rangeChosen(attribute.key, choice) ? [[attribute.key, choice]] : [];
    }),
  );
  const stars = Number(params.get(MIN_RATING));
  const minRating = Number.isInteger(stars) && stars >= RATING_MIN && stars <= RATING_MAX ? stars : null;
  return { attributes, ranges, price: [dollars(MIN_PRICE, 0), dollars(MAX_PRICE, PRICE_FILTER_MAX_DOLLARS)], minRating, inStockOnly: params.get(IN_STOCK) !== 'false' };
}

/** The address's query for some filters: what wineFiltersOf reads back. */
export function wineFiltersParams(filters: WineFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const attribute of PICK_ATTRIBUTES) for (const value of filters.attributes[attribute.key] ?? []) params.append(attribute.key, value);
  for (const attribute of RANGE_ATTRIBUTES) {
    const choice = filters.ranges[attribute.key];
    if (!rangeChosen(attribute.key, choice)) continue;
    const names = rangeNames(attribute.key);
    if (choice.from > attribute.filter.min) params.set(names.from, String(choice.from));
    if (choice.to < attribute.filter.max) params.set(names.to, String(choice.to));
    if (choice.none) params.set(names.none, 'true');
  }
  if (filters.price[0] > 0) params.set(MIN_PRICE, String(filters.price[0]));
  if (filters.price[1] < PRICE_FILTER_MAX_DOLLARS) params.set(MAX_PRICE, String(filters.price[1]));
  if (filters.minRating !== null) params.set(MIN_RATING, String(filters.minRating));
  if (!filters.inStockOnly) params.set(IN_STOCK, 'false');
  return params;
}

/**
 * The filter string of spec 001 §7 in the query language of DESIGN §3 (a `Query` of lib/http.ts,
 * typed without it so that the bench and the API's tests, which ask what the shop asks, need no DOM).
 */
export function filterQuery(filters: WineFilters): Record<string, number | boolean | readonly string[] | undefined> {
  const [min, max] = filters.price;
  const chosen = (attribute: PickAttribute) => filters.attributes[attribute.key] ?? [];
  return {
    ...Object.fromEntries(PICK_ATTRIBUTES.map((attribute) => [`${filterParam(attribute)}[$in]`, chosen(attribute).length ? chosen(attribute) : undefined])),
    ...Object.fromEntries(
      RANGE_ATTRIBUTES.flatMap((attribute) => {
        const choice = filters.ranges[attribute.key];
        if (!rangeChosen(attribute.key, choice)) return [];
        return [
          [`${filterParam(attribute)}[$gte]`, choice.from > attribute.filter.min ? choice.from : undefined],
          [`${filterParam(attribute)}[$lte]`, choice.to < attribute.filter.max ? choice.to : undefined],
          [`${filterParam(attribute)}[$none]`, choice.none || undefined],
        ];
      }),
    ),
    'price[$gte]': min > 0 ? min : undefined,
    'price[$lte]': max < PRICE_FILTER_MAX_DOLLARS ? max : undefined,
    'rating[$gte]': filters.minRating ?? undefined,
    inStock: filters.inStockOnly || undefined,
  };
}

/** The shop an address names (`/shop-wines?pairings=beef&sort=-rating`). */
export function shopViewOf(params: URLSearchParams): ShopView {
  return { filters: wineFiltersOf(params), sort: SHOP_SORTS.find((option) => option.value === params.get(SORT))?.value ?? DEFAULT_WINE_SORT };
}

/** The address's query for a shop view: what shopViewOf reads back. */
export function shopViewParams({ filters, sort }: ShopView): URLSearchParams {
  const params = wineFiltersParams(filters);
  if (sort !== DEFAULT_WINE_SORT) params.set(SORT, sort);
  return params;
}
