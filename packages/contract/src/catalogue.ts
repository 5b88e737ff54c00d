import { z } from 'zod';
import { LIST_LIMIT_MAX, SEARCH_TEXT_MAX_LENGTH } from './constants';
import { id } from './envelope';
import { priceField } from './fields';
import { RATING_MAX, RATING_MIN, wineRating } from './reviews';
import { attributeFilterShape, attributeWireShape } from './wine-attribute-rules';
import { ATTRIBUTE_TEXT_MAX, VALUES_ATTRIBUTES, type ValuesAttribute } from './wine-attributes';

// Plain values live in constants.ts, which a page can import without loading zod.
export { COLORS, PRICE_FILTER_MAX_DOLLARS, type Color } from './constants';
export { VARIETALS, type Varietal } from './wine-attributes';

/** The literal segment of the picks collection's route (spec 000 §2.3). */
export const PICKS_ROUTE_SEGMENT = 'sommlike_picks';

export const CatalogueType = z.enum(['PRODUCT', 'COLLECTION']);

export const discount = z.object({ type: z.literal('percentage'), value: z.number().min(0).max(100) });

export const productData = z.object({
  ...attributeWireShape,
  code: z.string().nullable(),
  tastingNotes: z.string().nullable(),
  eventId: id.nullable(),
  businessId: id.nullable(),
  /** Bottles the retailer has on hand (issue 32); placing an order takes them. */
  stock: z.number().int().min(0),
});

export const creator = z.object({
  _id: id,
  givenName: z.string(),
  familyName: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
});

/** What every catalogue item carries, a wine or a collection (spec 000 §3). */
const catalogueItemFields = {
  _id: id,
  id,
  title: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  iconUrl: z.string().nullable(),
  isActive: z.boolean(),
  tenantId: id,
};

/** A wine as lists, the wine page, the cart and orders show it (spec 000 §3). */
export const wine = z.object({
  ...catalogueItemFields,
  type: z.literal('PRODUCT'),
  discount: discount.nullable(),
  customData: z.object({ product: productData }),
  /** Kept as reviews change (issue 20), never counted per request. */
  rating: wineRating,
  createdAt: z.string(),
});
export type Wine = z.infer<typeof wine>;

/**
 * A collection. `childrenIds` always lists its wines' ids in order; with `includeChildren=true`
 * the active wines themselves come in `children`, in the same order.
 */
export const collection = z.object({
  ...catalogueItemFields,
  type: z.literal('COLLECTION'),
  childrenIds: z.array(id),
  children: z.array(wine).optional(),
  ownerUserId: id.nullable(),
  /**
   * Whom a sale through the collection credits (the wine links' utm_source, the cart lines'
   * affiliationId): its curator when an approved sommelier; none for the shop's own collections,
   * such as an admin's Picks (decision 0043).
   */
  affiliateId: id.nullable(),
  createdBy: creator.nullable(),
  customData: z.object({
    eventId: id.nullable(),
    isSommlikePicks: z.boolean(),
    isTrending: z.boolean(),
    isByMoment: z.boolean(),
    isByTerroir: z.boolean(),
  }),
  createdAt: z.string(),
});
export type Collection = z.infer<typeof collection>;

export const catalogueItem = z.discriminatedUnion('type', [wine, collection]);
export type CatalogueItem = z.infer<typeof catalogueItem>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
/** Only `true` narrows: a list of wines out of stock is no shopper's question, and `false` would read as "no filter". */
const inStockFlag = z.literal('true', { error: 'must be true (leave it out for wines in stock or not)' }).transform(() => true);
const count = z.coerce.number().int().min(0).max(1_000_000);
const dollars = priceField('must be an amount in dollars');

/**
 * `-rating` is the best rated first (a tie goes to the more reviewed wine), unrated wines last; `-reviewCount` the most
 * reviewed first. `rating` and `reviewCount` are their exact reverse, unrated wines first: one index serves each pair.
 */
export const CATALOGUE_SORTS = ['relevance', 'name', '-name', 'title', '-title', '_id', '-_id', 'id', '-id', 'createdAt', '-createdAt', 'price', '-price', 'rating', '-rating', 'reviewCount', '-reviewCount'] as const;

/**
 * GET /catalogue: the query language of DESIGN §3. Every key is allow-listed; an unknown key is a
 * 400. Multi-select uses `key[$in]` (repeated), price ranges `price[$gte]` / `price[$lte]` in dollars.
 */
export const catalogueQuery = z
  .object({
    offset: count.optional(),
    skip: count.optional(),
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
    sort: z.enum(CATALOGUE_SORTS).optional(),
    type: CatalogueType.optional(),
    isActive: z.literal('true').optional(),
    tenantId: id.optional(),
    includeChildren: flag.optional(),
    title: z.string().trim().min(1).max(SEARCH_TEXT_MAX_LENGTH).optional(),
    /**
     * The shop's search (decision 0063): wines whose title, producer, varietal, region, origin or
     * country hold every word, in any order, forgiving case, accents, punctuation, typos by the
     * word's length, a prefix for the last word and declared synonyms; failing that, the wines
     * holding the most words (`search.allWords` false). Sorted by `relevance` unless a sort is asked.
     * `title` keeps the spec's case-insensitive pattern.
     */
    q: z.string().trim().min(1).max(SEARCH_TEXT_MAX_LENGTH).optional(),
    'createdBy._id': id.optional(),
    'customData.isByMoment': flag.optional(),
    'customData.isTrending': flag.optional(),
    'customData.isSommlikePicks': flag.optional(),
    'customData.isByTerroir': flag.optional(),
    'customData.eventId': id.optional(),
    ...attributeFilterShape,
    'price[$gte]': dollars.optional(),
    'price[$lte]': dollars.optional(),
    /** "4 stars and up": wines whose average rating is at least this many stars. */
    'rating[$gte]': z.coerce.number().int().min(RATING_MIN).max(RATING_MAX).optional(),
    /** `true`: only wines with bottles on hand (issue 32). Left out, wines in stock or not; the order is the same either way. */
    inStock: inStockFlag.optional(),
    /** `true`: the answer carries `facets` (wine lists only). The shop asks when its filters change, not for the next page. */
    facets: flag.optional(),
  })
  .strict();
export type CatalogueQuery = z.output<typeof catalogueQuery>;

const counts = z.record(z.string(), z.number().int().min(0));
/** A value of an open-ended list (decision 0070) and how many wines it would leave. */
const valueCount = z.object({ value: z.string(), count: z.number().int().min(0) });

/**
 * How many wines each option of the filter panel would leave, the way faceted search counts: each
 * option's count takes every other chosen filter into account but not its own attribute's, so a
 * colour's count is what the list would hold with that colour chosen instead of the chosen ones.
 */
export const catalogueFacets = z.object({
  /** Per check list's attribute key (color, region, country, varietal, pairings), each of its options' counts; 0 included. */
  attributes: z.record(z.string(), counts),
  /**
   * Per open-ended list's attribute key (producer): the values holding the most wines (never 0),
   * as many as its `shown`, most first, a tie in code-point order; then each chosen value outside
   * them, in the order chosen, 0 included.
   */
  values: z.record(z.string(), z.array(valueCount)),
  /** Per band of PRICE_FACET_BANDS_DOLLARS, in that order, ignoring the chosen price range. */
  price: z.array(z.number().int().min(0)),
  /** Per number of stars from RATING_MIN to RATING_MAX (as a string key), the wines rated at least that, ignoring the chosen minimum. */
  minRating: counts,
  /** How many would be in stock, ignoring the `inStock` choice (issue 32). */
  inStock: z.number().int().min(0),
});
export type CatalogueFacets = z.infer<typeof catalogueFacets>;

const valuesFacets = VALUES_ATTRIBUTES.map((attribute) => attribute.wireKey) as [ValuesAttribute['wireKey'], ...ValuesAttribute['wireKey'][]];

/**
 * GET /catalogue/facet-values: an open-ended list's values for the shop's question (decision 0070),
 * as Meilisearch's and Algolia's facet search: `facet` names the list, `facetQuery` is what the
 * shopper typed in its box (a value matches when each typed word starts a word of it, case, accents
 * and punctuation aside; none typed, every value). The wines counted are the shop's wines that the
 * filters and the search `q` of GET /catalogue leave, the list's own choice aside.
 */
export const catalogueFacetValuesQuery = catalogueQuery
  .omit({ offset: true, skip: true, limit: true, sort: true, type: true, isActive: true, includeChildren: true, facets: true, 'createdBy._id': true, 'customData.eventId': true })
  .extend({
    facet: z.enum(valuesFacets, { error: `must be one of: ${valuesFacets.join(', ')}` }),
    facetQuery: z.string().trim().max(ATTRIBUTE_TEXT_MAX, `must be at most ${ATTRIBUTE_TEXT_MAX} characters`).optional(),
  })
  .strict();
export type CatalogueFacetValuesQuery = z.output<typeof catalogueFacetValuesQuery>;

export const catalogueFacetValues = z.object({
  /** The matching values that hold wines, most first, a tie in code-point order; at most the list's `shown`. */
  values: z.array(valueCount),
  /** How many values match and hold wines, those beyond `values` included. */
  total: z.number().int().min(0),
});
export type CatalogueFacetValues = z.infer<typeof catalogueFacetValues>;

/** What a search (`q`) found, beside its wines. */
export const catalogueSearch = z.object({
  /** The query's words as the search read them (folded: lower case, no accents or punctuation). */
  words: z.array(z.string()),
  /** False when no wine holds every word: the list holds the wines holding the most of them. */
  allWords: z.boolean(),
  /** Per wine of the page, by id, the [start, end) ranges of its title (UTF-16 units) that match a word of the query. */
  titleMatches: z.record(z.string(), z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)]))),
});
export type CatalogueSearch = z.infer<typeof catalogueSearch>;

/** `total` is exact; `facets` only when the query asked for them (`facets=true`) on a wine list; `search` when it searched (`q`). */
export const catalogueList = z.object({ categories: z.array(catalogueItem), total: z.number().int(), facets: catalogueFacets.optional(), search: catalogueSearch.optional() });

/** How many wines "more like this" shows on a wine page. */
export const SIMILAR_WINES_SHOWN = 8;
/** GET /catalogue/{id}/similar: buyable wines like this one, the same retailer's first. */
export const similarWineList = z.object({ categories: z.array(wine) });

/** GET /catalogue/{id}: the wine page's refresh call sends skip, limit and status too. */
export const catalogueItemQuery = z
  .object({
    includeChildren: flag.optional(),
    skip: count.optional(),
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
    status: z.literal('OPEN').optional(),
  })
  .strict();
