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
  /**
   * The shop filters by it (spec 001 §2.11): `customData.product.{wireKey}` and its `[$in]` in the
   * query language, a check list in the filter panel. Filtering a large catalogue by a column needs
   * its index (decision 0025).
   */
  readonly filter?: { readonly title: string; readonly place: number; readonly options: readonly string[] };
}

/** What separates the values of a `tags` attribute in a CSV cell. */
export const TAGS_SEPARATOR = ';';

/** In the console form's and the CSV template's order. */
export const WINE_ATTRIBUTES = [
  { key: 'producer', wireKey: 'producer', label: 'Producer', value: { kind: 'text' }, csv: { description: 'Winery or house', example: 'Silver Oak' } },
  {
    key: 'color',
    wireKey: 'color',
    label: 'Color',
    value: { kind: 'choice', choices: COLORS, invalid: 'must be Red, White or Rosé', aliases: { rose: 'Rosé' } },
    csv: { description: 'Red, White or Rosé (Rose accepted)', example: 'Red' },
    infoGrid: { label: 'Color', place: 6 },
    filter: { title: 'Colour', place: 0, options: COLORS },
  },
  {
    key: 'varietal',
    wireKey: 'varietal',
    label: 'Varietal',
    value: { kind: 'text', suggestions: VARIETALS },
    csv: { description: 'Grape or blend', example: 'Cabernet Sauvignon' },
    infoGrid: { label: 'Varietal', place: 4 },
    filter: { title: 'Varietal', place: 2, options: VARIETALS },
  },
  {
    key: 'region',
    wireKey: 'region',
    label: 'Region',
    value: { kind: 'choice', choices: REGIONS, invalid: "must be one of the shop's regions, e.g. Napa Valley" },
    csv: { description: `One of the shop's regions: ${REGIONS.join(', ')}`, example: 'Napa Valley' },
    infoGrid: { label: 'Region', place: 3 },
    filter: { title: 'Region', place: 1, options: REGIONS_BY_NAME },
  },
  {
    key: 'country',
    wireKey: 'country',
    label: 'Country',
    value: { kind: 'text' },
    csv: { description: 'Country of origin', example: 'USA' },
    infoGrid: { label: 'Country', place: 2 },
  },
  { key: 'origin', wireKey: 'origin', label: 'Origin', value: { kind: 'text' }, hint: 'Appellation or place', csv: { description: 'Appellation or place', example: 'Oakville' } },
  {
    key: 'vintage',
    wireKey: 'vintage',
    label: 'Vintage',
    value: { kind: 'vintage' },
    hint: 'A year, or NV',
    csv: { description: 'A year, or NV for non-vintage', example: '2019' },
    infoGrid: { label: 'Vintage', place: 1 },
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
    filter: { title: 'Food pairing', place: 3, options: PAIRINGS },
  },
] as const satisfies readonly WineAttribute[];

export type WineAttributeDef = (typeof WINE_ATTRIBUTES)[number];
export type WineAttributeKey = WineAttributeDef['key'];
export type FilterAttribute = Extract<WineAttributeDef, { filter: object }>;
export type FilterAttributeKey = FilterAttribute['key'];
export type InfoGridAttribute = Extract<WineAttributeDef, { infoGrid: object }>;

/** The attributes the shop filters by, in the filter panel's order. */
export const FILTER_ATTRIBUTES: readonly FilterAttribute[] = WINE_ATTRIBUTES.filter((attribute): attribute is FilterAttribute => 'filter' in attribute).sort(
  (a, b) => a.filter.place - b.filter.place,
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

/** An option of a filter attribute as its check list shows it. */
export const optionLabel = (attribute: FilterAttribute, option: string): string =>
  'labels' in attribute.value ? ((attribute.value.labels as Readonly<Record<string, string>>)[option] ?? option) : option;

/** The query-language keys of a filter attribute: equality and `[$in]`. */
export const filterParam = (attribute: FilterAttribute) => `customData.product.${attribute.wireKey}` as const;
