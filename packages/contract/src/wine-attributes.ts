/**
 * A wine's descriptive attributes: the one list that the wire, the console's form, the CSV import,
 * the shop's filters and the wine page's info grid are built from (docs/changes/wine-attribute.md).
 * Plain values only, so the storefront reads it without loading zod; wine-attribute-rules.ts turns
 * it into the schemas. The identity, price and content of a wine (code, title, price, discount,
 * description, tasting notes, retailer, image, active) are not attributes: each has rules of its own.
 */
import { COLORS, REGIONS, REGIONS_BY_NAME } from './constants';
import { PAIRING_LABELS, PAIRINGS } from './pairings';

/**
 * The varietals the console suggests and the shop filters by (spec 001 §2.11). Here, not among the
 * constants: only the pages that describe or filter wines need them, never the app's first screen.
 */
export const VARIETALS = [
  'Cabernet Sauvignon', 'Merlot', 'Pinot Noir', 'Syrah', 'Malbec', 'Tempranillo', 'Sangiovese', 'Nebbiolo',
  'Grenache', 'Zinfandel', 'Chardonnay', 'Sauvignon Blanc', 'Riesling', 'Pinot Grigio', 'Chenin Blanc',
] as const;
export type Varietal = (typeof VARIETALS)[number];

/** The countries the shop's filter lists (a wine's country is free text: any other is filtered by, not counted). */
export const WINE_COUNTRIES = [
  'Argentina', 'Australia', 'Austria', 'Chile', 'France', 'Germany', 'Italy', 'New Zealand', 'Portugal', 'South Africa', 'Spain', 'United States',
] as const;

/** The vintage filter's slider: its ends mean no bound (the years before and after are in). */
export const VINTAGE_FILTER_MIN = 1970;
export const VINTAGE_FILTER_MAX = 2030;

/** The largest bottle the shop lists, in millilitres (a Nebuchadnezzar is 15 litres). */
export const VOLUME_ML_MAX = 30_000;
/** Every free-text attribute's longest value. */
export const ATTRIBUTE_TEXT_MAX = 120;

export type AttributeValue =
  /** Free text; `suggestions` are offered while typing, any other text is allowed. */
  | { readonly kind: 'text'; readonly suggestions?: readonly string[] }
  /** One of `choices`; `aliases` are other spellings a CSV may use (lower case to the choice). */
  | { readonly kind: 'choice'; readonly choices: readonly [string, ...string[]]; readonly invalid: string; readonly aliases?: Readonly<Record<string, string>> }
  /** A four-digit year, or NV for a non-vintage wine. */
  | { readonly kind: 'vintage' }
  | { readonly kind: 'wholeNumber'; readonly max: number; readonly unit: string }
  /**
   * Any number of `choices` (none is an empty list), shown by their `labels`; a CSV cell lists them
   * separated by `;`, each a choice, a label or an alias (lower case to the choice), in any case.
   */
  | {
      readonly kind: 'tags';
      readonly choices: readonly [string, ...string[]];
      readonly labels: Readonly<Record<string, string>>;
      readonly invalid: string;
      readonly aliases?: Readonly<Record<string, string>>;
    };

/**
 * How the shop filters by an attribute: the one declaration that the query language (and its
 * OpenAPI entries), the read model's columns, bitsets and counts, the plain SQL the tests compare
 * it with, and the filter panel's control are derived from (decision 0064).
 */
export type ShopFilter =
  /**
   * A check list of `options`, each with how many wines it would leave: `customData.product.{wireKey}`
   * and its `[$in]`. A `tags` attribute's wine holds several (it passes when it has any chosen);
   * a `text` attribute's values outside `options` are filtered by too, never counted.
   */
  | { readonly kind: 'options'; readonly title: string; readonly place: number; readonly options: readonly string[] }
  /**
   * A range of whole numbers (a `vintage` attribute's years): `customData.product.{wireKey}[$gte]`
   * and `[$lte]`, inclusive. A wine without a number (NV) passes only when no range is chosen, or
   * when `[$none]=true` asks for it (`noneLabel` in the panel); asked alone, it leaves those wines only.
   * The panel's slider runs from `min` to `max`; its ends mean no bound.
   */
  | { readonly kind: 'range'; readonly title: string; readonly place: number; readonly min: number; readonly max: number; readonly noneLabel: string }
  /**
   * Open-ended values, too many for a fixed list (a `text` attribute, one value a wine: the
   * producers, thousands at a million wines), searched within as Meilisearch's and Algolia's facet
   * search does (decision 0070): `customData.product.{wireKey}` and its `[$in]`, each value
   * matched exactly as stored. The facets answer the `shown` values holding the most wines for the
   * question, then the chosen ones; GET /catalogue/facet-values answers the values a word of which
   * starts with each typed word (case and accents aside), with their counts. The panel shows those
   * with a box named `searchLabel`.
   */
  | { readonly kind: 'values'; readonly title: string; readonly place: number; readonly shown: number; readonly searchLabel: string };

export interface WineAttribute {
  /** The table's column and the console's field. */
  readonly key: string;
  /** Its name under `customData.product` on the wire (spec 000 §3). */
  readonly wireKey: string;
  /** The console form's label. */
  readonly label: string;
  readonly value: AttributeValue;
  /** The console form's helper text. */
  readonly hint?: string;
  /** The CSV template's column: the header is `key`. */
  readonly csv: { readonly description: string; readonly example: string };
  /**
   * The wine page's info grid (spec 000 §2.8): its row's label and place; `whenSet` rows are left
   * out when empty, the others show N/A.
   */
  readonly infoGrid?: { readonly label: string; readonly place: number; readonly whenSet?: boolean };
  /** The shop filters by it (spec 001 §2.11): see ShopFilter. */
  readonly filter?: ShopFilter;
  /**
   * The shop's search (`q`, decision 0063) reads its words: the title first, then these attributes
   * by `weight`, the heaviest first (a match in an earlier field ranks before one in a later field).
   */
  readonly search?: { readonly weight: number };
}

/** What separates the values of a `tags` attribute in a CSV cell. */
export const TAGS_SEPARATOR = ';';

/** In the console form's and the CSV template's order. */
export const WINE_ATTRIBUTES = [
  {
    key: 'producer',
    wireKey: 'producer',
    label: 'Producer',
    value: { kind: 'text' },
    csv: { description: 'Winery or house', example: 'Silver Oak' },
    filter: { kind: 'values', title: 'Producer', place: 6, shown: 10, searchLabel: 'Find a producer' },
    search: { weight: 5 },
  },
  {
    key: 'color',
    wireKey: 'color',
    label: 'Color',
    value: { kind: 'choice', choices: COLORS, invalid: 'must be Red, White or Rosé', aliases: { rose: 'Rosé' } },
    csv: { description: 'Red, White or Rosé (Rose accepted)', example: 'Red' },
    infoGrid: { label: 'Color', place: 6 },
    filter: { kind: 'options', title: 'Colour', place: 0, options: COLORS },
  },
  {
    key: 'varietal',
    wireKey: 'varietal',
    label: 'Varietal',
    value: { kind: 'text', suggestions: VARIETALS },
    csv: { description: 'Grape or blend', example: 'Cabernet Sauvignon' },
    infoGrid: { label: 'Varietal', place: 4 },
    filter: { kind: 'options', title: 'Varietal', place: 3, options: VARIETALS },
    search: { weight: 4 },
  },
  {
    key: 'region',
    wireKey: 'region',
    label: 'Region',
    value: { kind: 'choice', choices: REGIONS, invalid: "must be one of the shop's regions, e.g. Napa Valley" },
    csv: { description: `One of the shop's regions: ${REGIONS.join(', ')}`, example: 'Napa Valley' },
    infoGrid: { label: 'Region', place: 3 },
    filter: { kind: 'options', title: 'Region', place: 1, options: REGIONS_BY_NAME },
    search: { weight: 3 },
  },
  {
    key: 'country',
    wireKey: 'country',
    label: 'Country',
    value: { kind: 'text', suggestions: WINE_COUNTRIES },
    csv: { description: 'Country of origin', example: 'USA' },
    infoGrid: { label: 'Country', place: 2 },
    filter: { kind: 'options', title: 'Country', place: 2, options: WINE_COUNTRIES },
    search: { weight: 1 },
  },
  { key: 'origin', wireKey: 'origin', label: 'Origin', value: { kind: 'text' }, hint: 'Appellation or place', csv: { description: 'Appellation or place', example: 'Oakville' }, search: { weight: 2 } },
  {
    key: 'vintage',
    wireKey: 'vintage',
    label: 'Vintage',
    value: { kind: 'vintage' },
    hint: 'A year, or NV',
    csv: { description: 'A year, or NV for non-vintage', example: '2019' },
    infoGrid: { label: 'Vintage', place: 1 },
    filter: { kind: 'range', title: 'Vintage', place: 4, min: VINTAGE_FILTER_MIN, max: VINTAGE_FILTER_MAX, noneLabel: 'Non-vintage (NV)' },
  },
  {
    key: 'productType',
    wireKey: 'productType',
    label: 'Product type',
    value: { kind: 'text' },
    hint: 'e.g. Still, Sparkling',
    csv: { description: 'Still, Sparkling...', example: 'Still' },
    infoGrid: { label: 'Product Type', place: 5 },
  },
  {
    key: 'method',
    wireKey: 'method',
    label: 'Method',
    value: { kind: 'text' },
    csv: { description: 'Winemaking method', example: 'Traditional' },
    infoGrid: { label: 'Method', place: 7, whenSet: true },
  },
  { key: 'size', wireKey: 'size', label: 'Size', value: { kind: 'text' }, hint: 'As shown, e.g. 750 ml', csv: { description: 'Bottle size as shown', example: '750 ml' } },
  {
    key: 'volumeInMl',
    wireKey: 'volume_in_ml',
    label: 'Volume',
    value: { kind: 'wholeNumber', max: VOLUME_ML_MAX, unit: 'ml' },
    csv: { description: 'Bottle volume in millilitres', example: '750' },
  },
  {
    key: 'pairings',
    wireKey: 'pairings',
    label: 'Pairs with',
    value: {
      kind: 'tags',
      choices: PAIRINGS,
      labels: PAIRING_LABELS,
      invalid: `must be foods of the list: ${PAIRINGS.map((pairing) => PAIRING_LABELS[pairing]).join(', ')}`,
      aliases: { spicy: 'spicy-food', chicken: 'poultry', seafood: 'shellfish', veggie: 'vegetarian' },
    },
    csv: { description: `Foods it pairs with, separated by ${TAGS_SEPARATOR}: ${PAIRINGS.map((pairing) => PAIRING_LABELS[pairing]).join(', ')}`, example: 'Beef; Lamb; Cheese' },
    infoGrid: { label: 'Pairs with', place: 8, whenSet: true },
    filter: { kind: 'options', title: 'Food pairing', place: 5, options: PAIRINGS },
  },
] as const satisfies readonly WineAttribute[];

export type WineAttributeDef = (typeof WINE_ATTRIBUTES)[number];
export type WineAttributeKey = WineAttributeDef['key'];
/** The attributes the shop filters by, of either kind. */
export type FilterAttribute = Extract<WineAttributeDef, { filter: object }>;
export type FilterAttributeKey = FilterAttribute['key'];
/** The attributes filtered by a check list with counts (ShopFilter `options`): the read model's facets. */
export type FacetAttribute = Extract<WineAttributeDef, { filter: { kind: 'options' } }>;
export type FacetAttributeKey = FacetAttribute['key'];
/** The attributes filtered by a range (ShopFilter `range`). */
export type RangeAttribute = Extract<WineAttributeDef, { filter: { kind: 'range' } }>;
export type RangeAttributeKey = RangeAttribute['key'];
/** The attributes of open-ended values, searched within (ShopFilter `values`). */
export type ValuesAttribute = Extract<WineAttributeDef, { filter: { kind: 'values' } }>;
export type ValuesAttributeKey = ValuesAttribute['key'];
/** The attributes a shopper chooses values of (`[$in]`): the check lists and the open-ended ones. */
export type PickAttribute = FacetAttribute | ValuesAttribute;
export type PickAttributeKey = PickAttribute['key'];
export type SearchedAttribute = Extract<WineAttributeDef, { search: object }>;
export type SearchedAttributeKey = SearchedAttribute['key'];
export type InfoGridAttribute = Extract<WineAttributeDef, { infoGrid: object }>;

/** The attributes the shop filters by, in the filter panel's order. */
export const FILTER_ATTRIBUTES: readonly FilterAttribute[] = WINE_ATTRIBUTES.filter((attribute): attribute is FilterAttribute => 'filter' in attribute).sort(
  (a, b) => a.filter.place - b.filter.place,
);
export const isFacetAttribute = (attribute: FilterAttribute): attribute is FacetAttribute => attribute.filter.kind === 'options';
export const isRangeAttribute = (attribute: FilterAttribute): attribute is RangeAttribute => attribute.filter.kind === 'range';
export const isValuesAttribute = (attribute: FilterAttribute): attribute is ValuesAttribute => attribute.filter.kind === 'values';
/** The check lists, in the panel's order. */
export const FACET_ATTRIBUTES: readonly FacetAttribute[] = FILTER_ATTRIBUTES.filter(isFacetAttribute);
/** The ranges, in the panel's order. */
export const RANGE_ATTRIBUTES: readonly RangeAttribute[] = FILTER_ATTRIBUTES.filter(isRangeAttribute);
/** The open-ended lists, in the panel's order. */
export const VALUES_ATTRIBUTES: readonly ValuesAttribute[] = FILTER_ATTRIBUTES.filter(isValuesAttribute);
/** Every attribute filtered by chosen values, in the panel's order. */
export const PICK_ATTRIBUTES: readonly PickAttribute[] = FILTER_ATTRIBUTES.filter((attribute): attribute is PickAttribute => !isRangeAttribute(attribute));
/** The attributes the search reads after the title, the heaviest first. */
export const SEARCHED_ATTRIBUTES: readonly SearchedAttribute[] = WINE_ATTRIBUTES.filter((attribute): attribute is SearchedAttribute => 'search' in attribute).sort(
  (a, b) => b.search.weight - a.search.weight,
);

/** The attributes of the wine page's info grid, in its order. */
export const INFO_GRID_ATTRIBUTES: readonly InfoGridAttribute[] = WINE_ATTRIBUTES.filter((attribute): attribute is InfoGridAttribute => 'infoGrid' in attribute).sort(
  (a, b) => a.infoGrid.place - b.infoGrid.place,
);

/** How a value of an attribute reads to a person: a `tags` list by its labels, empty when none. */
export function attributeText(value: AttributeValue, wire: string | number | readonly string[] | null): string {
  if (value.kind === 'tags') return (wire as readonly string[]).map((tag) => value.labels[tag] ?? tag).join(', ');
  return wire === null ? '' : String(wire);
}

/** An option of a check list as the panel shows it. */
export const optionLabel = (attribute: FacetAttribute, option: string): string =>
  'labels' in attribute.value ? ((attribute.value.labels as Readonly<Record<string, string>>)[option] ?? option) : option;

/** The query-language key of a filter attribute: with `[$in]` for chosen values, `[$gte]`, `[$lte]` and `[$none]` for a range. */
export const filterParam = <A extends FilterAttribute>(attribute: A) => `customData.product.${attribute.wireKey}` as `customData.product.${A['wireKey']}`;
