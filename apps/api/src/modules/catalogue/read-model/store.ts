import { PRICE_FACET_BANDS_DOLLARS, PRICE_FILTER_MAX_DOLLARS, PRICE_FILTER_STEP_DOLLARS, RATING_MAX, RATING_MIN } from '@wine/contract/constants';
import { FACET_ATTRIBUTES, RANGE_ATTRIBUTES, SEARCHED_ATTRIBUTES, VALUES_ATTRIBUTES, type FacetAttributeKey, type RangeAttributeKey, type SearchedAttributeKey, type ValuesAttributeKey } from '@wine/contract/wine-attributes';
import { BLOCK_SLOTS, clearBit, hasBit, markBlock, setBit, summaryWordsFor, widened, wordsFor, type Bits } from './bits';
import { Dictionary } from './dictionary';
import { Expander } from './search';
import { TitleSearches, type Holders } from './title-searches';
import { ValueIndex, type ValuesReader } from './values';
import { WineIds } from './wine-ids';
import type { WordIndexBuild } from './word-index-build';
import { WordIndex } from './word-index';

/** The check lists whose wine holds several values (a `tags` attribute: the pairings). */
type TagsFacet = Extract<(typeof FACET_ATTRIBUTES)[number], { value: { kind: 'tags' } }>['key'];
/** The check lists whose wine holds at most one value. */
export type SingleFacet = Exclude<FacetAttributeKey, TagsFacet>;

/**
 * What the read model holds of an active wine: the shop's filters, sorts and searches. The
 * attributes are those the declaration (contract wine-attributes.ts) filters or searches by.
 */
export type IndexedWine = {
  id: string;
  tenantId: string;
  /** PostgreSQL's own lower(title) (the stored title_lower), so a search matches what LIKE matches. */
  titleLower: string;
  name: string;
  priceCents: number;
  /** The kept average in tenths of a star (one decimal), null while unrated. */
  ratingTenths: number | null;
  ratingCount: number;
  /** created_at in microseconds since the epoch: its full precision, which orders `createdAt` ties. */
  createdAtMicros: number;
  /** Bit i: WINE_FLAGS[i] is set; bit IN_STOCK: bottles are on hand (the count itself is read with the cards). */
  flags: number;
} & { [K in SingleFacet | ValuesAttributeKey | SearchedAttributeKey]: string | null } & { [K in TagsFacet]: string[] } & {
  /** A range attribute's number (a vintage's year), RANGE_NONE when the wine has none (NV), null when unknown. */
  [K in RangeAttributeKey]: number | null;
};

/** A range attribute's value when the wine has no number: a non-vintage (NV) wine. */
export const RANGE_NONE = -1;

/** A vintage as a range's number: its year, RANGE_NONE for NV, null when unknown. */
export const vintageNumber = (value: string | null): number | null => (value === null ? null : value === 'NV' ? RANGE_NONE : /^\d{4}$/.test(value) ? Number(value) : null);

/** A range filter's choice: its bounds (inclusive, within the declared ends), and whether the wines without a number pass too. */
export interface RangeChoice {
  min?: number;
  max?: number;
  none?: boolean;
}

/** The fields searched after the title, the heaviest first (decision 0063's weights; the title weighs most). */
export const searchedFields = (wine: IndexedWine): (string | null)[] => SEARCHED_ATTRIBUTES.map((attribute) => wine[attribute.key]);

/**
 * The check lists a build lays a tenant's wines out by (layOut), the most selective first: a
 * question choosing one of their values reads the few blocks that hold its wines.
 */
export const LAYOUT_FACETS = ['region', 'varietal', 'color'] as const satisfies readonly SingleFacet[];

/** The bit of IndexedWine.flags that says the wine has bottles on hand. */
export const IN_STOCK = 1 << 4;

export const WINE_FLAGS = ['isByMoment', 'isTrending', 'isSommlikePicks', 'isByTerroir'] as const;
export type WineFlag = (typeof WINE_FLAGS)[number];

/** The sortable fields; each sort of CATALOGUE_SORTS walks one of their orders forwards or backwards. */
export const SORT_FIELDS = ['id', 'name', 'createdAt', 'price', 'rating', 'reviewCount'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export type FacetAttribute = FacetAttributeKey;
/** What the filter panel counts: the check lists, and the price bands, the stars and "in stock". */
export type Facet = FacetAttribute | 'price' | 'rating' | 'inStock';
/** Each check list's options, as the filter panel lists them. */
export const FACET_OPTIONS = Object.fromEntries(FACET_ATTRIBUTES.map((attribute) => [attribute.key, attribute.filter.options])) as Record<FacetAttribute, readonly string[]>;

/** The check lists a wine has at most one value of: each slot's option in a byte column. */
export const SINGLE_VALUED = FACET_ATTRIBUTES.filter((attribute) => attribute.value.kind !== 'tags').map((attribute) => attribute.key as SingleFacet);
/** The check lists a wine has several values of: each slot's options as the bits of a 32-bit column. */
export const MULTI_VALUED = FACET_ATTRIBUTES.filter((attribute) => attribute.value.kind === 'tags').map((attribute) => attribute.key as TagsFacet);
/**
 * The free-text check lists (varietal, country): only the panel's options get a bitset and a count;
 * a filter by another value finds its wines by their value's code in a column of their own.
 */
export const OPEN_VALUED = FACET_ATTRIBUTES.filter((attribute) => attribute.value.kind === 'text').map((attribute) => attribute.key as SingleFacet);
/** A slot's option column when it has none of the panel's options. */
export const NO_OPTION = 255;
/** Each attribute's options by their place in FACET_OPTIONS. */
const OPTION_INDEX = Object.fromEntries(
  Object.entries(FACET_OPTIONS).map(([attribute, options]) => [attribute, new Map(options.map((option, index) => [option, index]))]),
) as Record<FacetAttribute, Map<string, number>>;
/** A value's place among its attribute's options (NO_OPTION: none of them). */
const optionOf = (attribute: SingleFacet, value: string | null): number => (value === null ? undefined : OPTION_INDEX[attribute].get(value)) ?? NO_OPTION;
/** A wine's group within its tenant, from its options of the layout's check lists: the values the panel does not offer share one. */
const layoutGroup = (wine: Pick<IndexedWine, (typeof LAYOUT_FACETS)[number]>) => LAYOUT_FACETS.reduce((group, attribute) => group * 256 + optionOf(attribute, wine[attribute]), 0);

/** The open-ended lists (ShopFilter `values`): each a ValueIndex, no bitset per value. */
export const VALUE_KEYS = VALUES_ATTRIBUTES.map((attribute) => attribute.key);
export const isValueKey = (key: string | undefined): key is ValuesAttributeKey => (VALUE_KEYS as readonly (string | undefined)[]).includes(key);

if (VALUES_ATTRIBUTES.some((attribute) => attribute.value.kind !== 'text')) throw new Error('An open-ended list holds one text value per wine');
if (Math.max(0, ...MULTI_VALUED.map((attribute) => FACET_OPTIONS[attribute].length)) > 32 || Math.max(...SINGLE_VALUED.map((attribute) => FACET_OPTIONS[attribute].length)) >= NO_OPTION) {
  throw new Error('The option columns hold at most 254 options of a check list and 32 of a tags one');
}

export const PRICE_BAND_CENTS = PRICE_FACET_BANDS_DOLLARS.map((dollars) => dollars * 100);
/**
 * The prices a range usually starts or ends at, ascending: each step of the shop's slider and each
 * band edge of the counts. The store keeps "priced below" each, so such a range costs one pass.
 */
export const PRICE_STEP_CENTS = [
  ...new Set([
    ...Array.from({ length: PRICE_FILTER_MAX_DOLLARS / PRICE_FILTER_STEP_DOLLARS }, (_, step) => (step + 1) * PRICE_FILTER_STEP_DOLLARS * 100),
    ...PRICE_BAND_CENTS.filter((cents) => cents > 0),
  ]),
].sort((a, b) => a - b);

export const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** Every facet, with how many options it counts. */
export const FACET_SIZES: Record<Facet, number> = {
  ...(Object.fromEntries(Object.entries(FACET_OPTIONS).map(([attribute, options]) => [attribute, options.length])) as Record<FacetAttribute, number>),
  price: PRICE_BAND_CENTS.length,
  rating: STARS.length,
  inStock: 1,
};
export const FACETS = Object.keys(FACET_SIZES) as Facet[];
/**
 * Where each facet's counts start in a row of counts that holds every facet's options: a wine's
 * counts are added to such a row in one call (CatalogueStore.countSlot).
 */
export const FACET_OFFSETS = Object.fromEntries(FACETS.map((facet, index) => [facet, FACETS.slice(0, index).reduce((sum, before) => sum + FACET_SIZES[before], 0)])) as Record<Facet, number>;
export const FACET_ROW_LENGTH = FACETS.reduce((sum, facet) => sum + FACET_SIZES[facet], 0);
const SINGLE_OFFSETS = SINGLE_VALUED.map((attribute) => FACET_OFFSETS[attribute]);
const MULTI_OFFSETS = MULTI_VALUED.map((attribute) => FACET_OFFSETS[attribute]);

/** A record of something per check list. */
const perFacet = <T>(make: () => T) => Object.fromEntries(FACET_ATTRIBUTES.map((attribute) => [attribute.key, make()])) as Record<FacetAttribute, T>;

/** A tenant's listed wines: how many, and how many of them each option holds (a row by FACET_OFFSETS). */
export interface FacetTotals {
  size: number;
  counts: Int32Array;
}

/** The band of PRICE_FACET_BANDS_DOLLARS a price lies in (the last has no upper end). */
export function priceBandOf(cents: number): number {
  let band = 0;
  while (band + 1 < PRICE_BAND_CENTS.length && cents >= PRICE_BAND_CENTS[band + 1]!) band++;
  return band;
}

/**
 * Code-point order, the order of PostgreSQL's "C" collation (UTF-8 bytes compared): JavaScript's `<`
 * compares UTF-16 units, which puts a character past U+FFFF before U+E000-U+FFFF.
 */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      // Surrogates (characters past U+FFFF) move above U+E000-U+FFFF, which move down into their place.
      x += x <= 0xdfff ? 0x2000 : -0x800;
      y += y <= 0xdfff ? 0x2000 : -0x800;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** How many wines' titles one searchable text holds: a changed title rebuilds its chunk's text only. */
const TITLE_CHUNK = 1024;
/** Separates titles in a chunk's text: PostgreSQL text never holds it, so no match spans two titles. */
export const TITLE_SEPARATOR = '\u0000';

const INITIAL_CAPACITY = 1024;

/**
 * A title search reads the candidates of the word index when they are fewer than the live wines
 * over this (or than a chunk's titles): reading a candidate's title costs about as much as
 * searching this many titles' text.
 */
const TITLE_CANDIDATES_SHARE = 8;

/** UTF-16 units from the surrogates up, where JavaScript's string order and code-point order can differ. */
const HIGH_UNITS = /[\ud800-\uffff]/;

/**
 * The work buffers of radixOrder, shared by every order of one sortAll: fresh ones per order would
 * be some 70 MB of garbage at a million wines, external memory the collector is slow to give back.
 */
interface RadixWork {
  places: Uint32Array;
  spare: Uint32Array;
  starts: Uint32Array;
  /** The key columns, filled by keyColumn. */
  keys: Uint32Array[];
}

const radixWork = (count: number): RadixWork => ({ places: new Uint32Array(count), spare: new Uint32Array(count), starts: new Uint32Array(RADIX + 1), keys: [] });

/** Key column `k` of `work`: valueOf(slot) for each of `slots`, in their order. */
function keyColumn(work: RadixWork, k: number, slots: Uint32Array, valueOf: (slot: number) => number): Uint32Array {
  const column = (work.keys[k] ??= new Uint32Array(slots.length));
  for (let i = 0; i < slots.length; i++) column[i] = valueOf(slots[i]!);
  return column;
}

/**
 * `slots` ordered by their keys, most significant first (each holds one unsigned 32-bit value per
 * place in `slots`), ties in the order `slots` has: a least-significant-digit radix sort, whose
 * passes are stable, 16 bits at a time.
 */
function radixOrder(slots: Uint32Array, keys: Uint32Array[], work: RadixWork): Uint32Array {
  const count = slots.length;
  let { places, spare } = work;
  const { starts } = work;
  for (let i = 0; i < count; i++) places[i] = i;
  for (let k = keys.length - 1; k >= 0; k--) {
    const key = keys[k]!;
    for (let shift = 0; shift < 32; shift += 16) {
      starts.fill(0);
      for (let i = 0; i < count; i++) starts[((key[i]! >>> shift) & (RADIX - 1)) + 1]!++;
      if (starts[1] === count) continue;
      for (let digit = 0; digit < RADIX; digit++) starts[digit + 1]! += starts[digit]!;
      for (let i = 0; i < count; i++) {
        const place = places[i]!;
        spare[starts[(key[place]! >>> shift) & (RADIX - 1)]!++] = place;
      }
      [places, spare] = [spare, places];
    }
  }
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = slots[places[i]!]!;
  return order;
}
const RADIX = 1 << 16;

/**
 * What a question reads of the store (query.ts): the bitsets and columns of the declared filters,
 * the sort orders, the searches' indexes, and nothing a write changes through.
 */
export interface StoreReader {
  readonly words: number;
  readonly alive: Bits;
  readonly ids: Pick<WineIds, 'idOf'>;
  readonly tenants: ReadonlyMap<string, Bits>;
  readonly totals: ReadonlyMap<string, FacetTotals>;
  readonly flags: Readonly<Record<WineFlag, Bits>>;
  readonly inStock: Bits;
  readonly priceBands: readonly Bits[];
  readonly pricedBelow: readonly Bits[];
  readonly ratedAtLeast: readonly Bits[];
  readonly price: Int32Array;
  readonly orders: Readonly<Record<SortField, Uint32Array>>;
  readonly ranks: Readonly<Record<SortField, Uint32Array>>;
  readonly wordIndex: WordIndex;
  readonly expander: Expander;
  valueBits(attribute: FacetAttribute, value: string): Bits | undefined;
  valueSummary(attribute: FacetAttribute, value: string): Bits | undefined;
  rangeBits(attribute: RangeAttributeKey, min: number | undefined, max: number | undefined): { upper: Bits; lower: Bits | undefined; none: Bits };
  eachOpenValued(attribute: FacetAttribute, values: readonly string[], within: Bits, found: (slot: number) => void): void;
  valuesOf(attribute: ValuesAttributeKey): ValuesReader;
  countSlot(slot: number, row: Int32Array, delta: number): void;
  facetCounter(facet: Facet, row: Int32Array, delta: number): (slot: number) => void;
  titleHolders(needle: string): Holders;
  titleOf(slot: number): string;
}

/**
 * The catalogue's active wines by slot: per-value bitsets for every filter and facet, one column per
 * sort key, one presorted order per sort field and the lowered titles in chunks of searchable text.
 * A write changes a wine's slot in place; `settle` then merges the changed slots into the orders.
 */
export class CatalogueStore implements StoreReader {
  capacity = INITIAL_CAPACITY;
  words = wordsFor(INITIAL_CAPACITY);
  readonly ids = new WineIds(INITIAL_CAPACITY);
  /** Each slot's name, as its code in `names`. */
  nameCode = new Int32Array(this.capacity);
  readonly names = new Dictionary();
  private readonly free: number[] = [];
  private highest = 0;
  /** While a build lays wines out: per tenant, each group's next slot and end (layOut). */
  private layout: Map<string, Map<number, { next: number; end: number }>> | undefined;
  /** Where a build's wines' words go instead of the word index, when a worker makes it (word-index-build.ts). */
  private layoutWords: WordIndexBuild | undefined;

  alive: Bits = new Uint32Array(this.words);
  readonly tenants = new Map<string, Bits>();
  /** Per check list, a bitset per value seen (of a free-text one, per option of the panel only). */
  readonly values = perFacet(() => new Map<string, Bits>());
  /**
   * The summary of each of `values`' bitsets (bits.ts): a build lays a tenant's wines out by region,
   * varietal and colour (layOut), so a question choosing one of them reads the few blocks that
   * hold its wines instead of every word.
   */
  readonly valueBlocks = perFacet(() => new Map<string, Bits>());
  priceBands: Bits[] = PRICE_BAND_CENTS.map(() => new Uint32Array(this.words));
  /** pricedBelow[i]: the wines priced below PRICE_STEP_CENTS[i]. */
  pricedBelow: Bits[] = PRICE_STEP_CENTS.map(() => new Uint32Array(this.words));
  /** ratedAtLeast[i]: the wines whose average is at least STARS[i]. */
  ratedAtLeast: Bits[] = STARS.map(() => new Uint32Array(this.words));
  flags = Object.fromEntries(WINE_FLAGS.map((flag) => [flag, new Uint32Array(this.words)])) as Record<WineFlag, Bits>;
  inStock: Bits = new Uint32Array(this.words);
  /**
   * Each slot's option of the panel per single-valued check list (NO_OPTION: none), and per
   * several-valued one its options as bits: the facet counts of a few matches read these instead
   * of every bitset. In the order of SINGLE_VALUED and MULTI_VALUED.
   */
  private optionColumns = SINGLE_VALUED.map(() => new Uint8Array(this.capacity));
  private tagColumns = MULTI_VALUED.map(() => new Uint32Array(this.capacity));
  /** Each slot's band of PRICE_BAND_CENTS, and how many of STARS its average reaches: counted like the options. */
  priceBand = new Uint8Array(this.capacity);
  starsReached = new Uint8Array(this.capacity);

  price = new Int32Array(this.capacity);
  ratingTenths = new Int16Array(this.capacity);
  ratingCount = new Int32Array(this.capacity);
  createdAt = new Float64Array(this.capacity);
  /** Per free-text check list (OPEN_VALUED), each slot's value as its code in `openValues` (-1: none), for a filter value the panel does not offer. */
  private openCodes = OPEN_VALUED.map(() => new Int32Array(this.capacity));
  private readonly openValues = OPEN_VALUED.map(() => new Dictionary());
  /** Per open-ended list (VALUE_KEYS), its values, their slots and each tenant's counts. */
  private readonly valueIndexes = Object.fromEntries(VALUE_KEYS.map((key) => [key, new ValueIndex(INITIAL_CAPACITY)])) as Record<ValuesAttributeKey, ValueIndex>;
  /**
   * Per range attribute (RANGE_ATTRIBUTES): below[i], its wines whose number is below the declared
   * min + i, for every whole number up to max + 1 (cumulative, as pricedBelow: any bound the
   * contract allows costs no pass); `numbered`, those with a number; `none`, those without (NV).
   */
  private ranges: { below: Bits[]; numbered: Bits; none: Bits }[] = RANGE_ATTRIBUTES.map((attribute) => ({
    below: Array.from({ length: attribute.filter.max - attribute.filter.min + 2 }, () => new Uint32Array(this.words)),
    numbered: new Uint32Array(this.words),
    none: new Uint32Array(this.words),
  }));

  /** Per sort field, the live slots in ascending order, and each slot's position in it. */
  orders = Object.fromEntries(SORT_FIELDS.map((field) => [field, new Uint32Array(0)])) as Record<SortField, Uint32Array>;
  ranks = Object.fromEntries(SORT_FIELDS.map((field) => [field, new Uint32Array(this.capacity)])) as Record<SortField, Uint32Array>;
  /** What mergeChanged copies an order's unchanged slots into. */
  private scratch = new Uint32Array(0);
  /** Slots written or removed since the orders were last settled, listed once each (marked in `isChanged`). */
  private changed: number[] = [];
  private isChanged = new Uint8Array(this.capacity);
  /**
   * Until the first settle, which sorts every live slot: no slot is listed as changed, which at a
   * million wines would be a list of a million numbers, grown (and copied) a few times over.
   */
  private unsorted = true;

  /**
   * Per chunk of TITLE_CHUNK slots, its lowered titles: joined by TITLE_SEPARATOR into the text a
   * search reads, or as a list while they change (settle joins them). Never both: a million titles
   * held twice would cost as much as the rest of the model.
   */
  private readonly chunkText: (string | undefined)[] = [];
  private readonly chunkTitles: (string[] | undefined)[] = [];

  /** Each slot's title's first unit in its chunk's text. */
  private titleStart = new Uint32Array(this.capacity);
  private readonly titleSearches = new TitleSearches();
  /** The words of each wine's searchable fields and their postings: the shop's search (decision 0063). */
  readonly wordIndex = new WordIndex(this.capacity);
  /** Each query word's dictionary words, worked out once. */
  readonly expander = new Expander(this.wordIndex);
  /**
   * Per tenant, its wines' counts by option, kept by every write: the counts of a base holding most
   * of a tenant's wines are these less those of the few wines outside it (query.ts, facetCounts).
   */
  readonly totals = new Map<string, FacetTotals>();

  get size() {
    return this.ids.size;
  }

  /** Adds or replaces a wine. */
  put(wine: IndexedWine): void {
    // A build's layout puts each wine of one snapshot once, by its primary key: no id is held yet,
    // and looking each one up cost a probe of the id table a wine for nothing.
    let slot = this.layout ? undefined : this.ids.slotOf(wine.id);
    // A write that keeps every sort key (a sale's stock, a wine's pairings) keeps the wine's places
    // in the orders: settling a change costs passes over every order, a checkout's many would add up.
    let moved = true;
    let retitled = true;
    if (slot === undefined) slot = this.allocate(wine);
    else {
      moved = !this.holdsSortKeys(slot, wine);
      retitled = this.titleOf(slot) !== wine.titleLower;
      this.clearValues(slot);
    }
    this.nameCode[slot] = this.names.codeOf(wine.name);
    if (retitled) this.setTitle(slot, wine.titleLower);
    (this.layoutWords ?? this.wordIndex).set(slot, wine.titleLower, searchedFields(wine));
    setBit(this.alive, slot);
    let tenant = this.tenants.get(wine.tenantId);
    if (!tenant) {
      tenant = new Uint32Array(this.words);
      this.tenants.set(wine.tenantId, tenant);
    }
    setBit(tenant, slot);
    SINGLE_VALUED.forEach((attribute, column) => {
      const value = wine[attribute];
      const option = optionOf(attribute, value);
      this.optionColumns[column]![slot] = option;
      // A free-text value the panel does not offer is found by its code instead.
      if (value !== null && (option !== NO_OPTION || !OPEN_VALUED.includes(attribute))) this.setValue(attribute, value, slot);
    });
    MULTI_VALUED.forEach((attribute, column) => {
      let bits = 0;
      for (const value of wine[attribute]) {
        this.setValue(attribute, value, slot);
        const index = OPTION_INDEX[attribute].get(value);
        if (index !== undefined) bits |= 1 << index;
      }
      this.tagColumns[column]![slot] = bits;
    });
    RANGE_ATTRIBUTES.forEach((attribute, index) => {
      const value = wine[attribute.key];
      const range = this.ranges[index]!;
      if (value === null) return;
      if (value === RANGE_NONE) setBit(range.none, slot);
      else {
        setBit(range.numbered, slot);
        this.setBelow(range.below, Math.max(0, value - attribute.filter.min + 1), slot);
      }
    });
    OPEN_VALUED.forEach((attribute, column) => {
      const value = wine[attribute];
      this.openCodes[column]![slot] = value === null ? -1 : this.openValues[column]!.codeOf(value);
    });
    for (const key of VALUE_KEYS) this.valueIndexes[key].set(slot, wine[key], wine.tenantId);
    this.priceBand[slot] = priceBandOf(wine.priceCents);
    setBit(this.priceBands[this.priceBand[slot]!]!, slot);
    let above = 0;
    while (above < PRICE_STEP_CENTS.length && PRICE_STEP_CENTS[above]! <= wine.priceCents) above++;
    this.setBelow(this.pricedBelow, above, slot);
    let reached = 0;
    while (reached < STARS.length && wine.ratingTenths !== null && wine.ratingTenths >= STARS[reached]! * 10) setBit(this.ratedAtLeast[reached++]!, slot);
    this.starsReached[slot] = reached;
    WINE_FLAGS.forEach((flag, bit) => {
      if ((wine.flags & (1 << bit)) !== 0) setBit(this.flags[flag], slot);
    });
    if ((wine.flags & IN_STOCK) !== 0) setBit(this.inStock, slot);
    this.price[slot] = wine.priceCents;
    this.ratingTenths[slot] = wine.ratingTenths ?? -1;
    this.ratingCount[slot] = wine.ratingCount;
    this.createdAt[slot] = wine.createdAtMicros;
    this.tally(wine.tenantId, slot, 1);
    if (moved) this.markChanged(slot);
  }

  /**
   * Puts `slot` in `below[from]` and every later step (cumulative bitsets: each step's wines are
   * those under it). Until the first settle only in `below[from]`, which `cumulate` carries up: a
   * build writes one bit a wine instead of one in each of some sixty sets.
   */
  private setBelow(below: readonly Bits[], from: number, slot: number): void {
    if (this.unsorted) {
      if (from < below.length) setBit(below[from]!, slot);
      return;
    }
    for (let step = below.length - 1; step >= from; step--) setBit(below[step]!, slot);
  }

  /** Makes the first settle's cumulative bitsets whole: each step also holds the wines of the steps before it. */
  private cumulate(below: readonly Bits[]): void {
    for (let step = 1; step < below.length; step++) {
      const previous = below[step - 1]!;
      const bits = below[step]!;
      for (let w = 0; w < this.words; w++) bits[w]! |= previous[w]!;
    }
  }

  /** Whether a slot holds every sort key of `wine` already. */
  private holdsSortKeys(slot: number, wine: IndexedWine): boolean {
    return (
      this.names.values[this.nameCode[slot]!] === wine.name &&
      this.price[slot] === wine.priceCents &&
      this.ratingTenths[slot] === (wine.ratingTenths ?? -1) &&
      this.ratingCount[slot] === wine.ratingCount &&
      this.createdAt[slot] === wine.createdAtMicros
    );
  }

  /** Takes a wine out (deleted, deactivated, or no longer a wine); an unknown id changes nothing. */
  remove(id: string): void {
    const slot = this.ids.remove(id);
    if (slot === undefined) return;
    this.clearValues(slot);
    clearBit(this.alive, slot);
    this.setTitle(slot, '');
    this.wordIndex.clear(slot);
    this.free.push(slot);
    this.markChanged(slot);
  }

  /** Adds a slot to a value's bitset and summary, made when the value is first seen. */
  private setValue(attribute: FacetAttribute, value: string, slot: number): void {
    let bits = this.values[attribute].get(value);
    let blocks = this.valueBlocks[attribute].get(value);
    if (!bits || !blocks) {
      bits = new Uint32Array(this.words);
      blocks = new Uint32Array(summaryWordsFor(this.words));
      this.values[attribute].set(value, bits);
      this.valueBlocks[attribute].set(value, blocks);
    }
    setBit(bits, slot);
    markBlock(blocks, slot);
  }

  private markChanged(slot: number): void {
    if (this.unsorted || this.isChanged[slot] === 1) return;
    this.isChanged[slot] = 1;
    this.changed.push(slot);
  }

  /** Adds `delta` to the counts of every option a slot holds, in a row laid out by FACET_OFFSETS. */
  countSlot(slot: number, row: Int32Array, delta: number): void {
    const options = this.optionColumns;
    for (let c = 0; c < options.length; c++) {
      const option = options[c]![slot]!;
      if (option !== NO_OPTION) row[SINGLE_OFFSETS[c]! + option]! += delta;
    }
    const tags = this.tagColumns;
    for (let c = 0; c < tags.length; c++) {
      let bits = tags[c]![slot]!;
      while (bits !== 0) {
        const low = bits & -bits;
        row[MULTI_OFFSETS[c]! + 31 - Math.clz32(low)]! += delta;
        bits ^= low;
      }
    }
    row[FACET_OFFSETS.price + this.priceBand[slot]!]! += delta;
    for (let stars = this.starsReached[slot]!; stars > 0; stars--) row[FACET_OFFSETS.rating + stars - 1]! += delta;
    if (hasBit(this.inStock, slot)) row[FACET_OFFSETS.inStock]! += delta;
  }

  /**
   * What adds `delta` to one facet's counts for a slot, in a row laid out by FACET_OFFSETS: a base
   * counted for one facet reads that facet's column alone, where countSlot reads every column.
   */
  facetCounter(facet: Facet, row: Int32Array, delta: number): (slot: number) => void {
    const at = FACET_OFFSETS[facet];
    switch (facet) {
      case 'price':
        return (slot) => {
          row[at + this.priceBand[slot]!]! += delta;
        };
      case 'rating':
        return (slot) => {
          for (let stars = this.starsReached[slot]!; stars > 0; stars--) row[at + stars - 1]! += delta;
        };
      case 'inStock':
        return (slot) => {
          if (hasBit(this.inStock, slot)) row[at]! += delta;
        };
    }
    const tags = (MULTI_VALUED as readonly FacetAttribute[]).indexOf(facet);
    if (tags !== -1) {
      const column = this.tagColumns[tags]!;
      return (slot) => {
        let bits = column[slot]!;
        while (bits !== 0) {
          const low = bits & -bits;
          row[at + 31 - Math.clz32(low)]! += delta;
          bits ^= low;
        }
      };
    }
    const column = this.optionColumns[(SINGLE_VALUED as readonly FacetAttribute[]).indexOf(facet)]!;
    return (slot) => {
      const option = column[slot]!;
      if (option !== NO_OPTION) row[at + option]! += delta;
    };
  }

  /** The bitset of the wines holding a check list's value (undefined: none ever did, or a free-text value the panel does not offer). */
  valueBits(attribute: FacetAttribute, value: string): Bits | undefined {
    return this.values[attribute].get(value);
  }

  /** The summary of valueBits(attribute, value). */
  valueSummary(attribute: FacetAttribute, value: string): Bits | undefined {
    return this.valueBlocks[attribute].get(value);
  }

  /**
   * A range filter's bitsets: `upper`, the wines numbered at most `max` (any number when undefined);
   * `lower`, those below `min` (undefined: no lower bound); `none`, those without a number. Both
   * bounds lie within the declared ends (the contract's rule).
   */
  rangeBits(attribute: RangeAttributeKey, min: number | undefined, max: number | undefined): { upper: Bits; lower: Bits | undefined; none: Bits } {
    const index = RANGE_ATTRIBUTES.findIndex((candidate) => candidate.key === attribute);
    const range = this.ranges[index]!;
    const from = RANGE_ATTRIBUTES[index]!.filter.min;
    return { upper: max === undefined ? range.numbered : range.below[max + 1 - from]!, lower: min === undefined ? undefined : range.below[min - from], none: range.none };
  }

  /**
   * Calls `found` with each slot of `within` whose free-text value is one of `values`, read from the
   * slots' codes. The panel's options have bitsets (none: no wine has it), and a value no wine ever
   * had has no code: neither needs the walk over `within`, which is the whole shop at worst.
   */
  eachOpenValued(attribute: FacetAttribute, values: readonly string[], within: Bits, found: (slot: number) => void): void {
    const column = (OPEN_VALUED as readonly FacetAttribute[]).indexOf(attribute);
    const codes = new Set(
      values.flatMap((value) => {
        const code = OPTION_INDEX[attribute].has(value) ? undefined : this.openValues[column]!.find(value);
        return code === undefined ? [] : [code];
      }),
    );
    if (codes.size === 0) return;
    const slotCodes = this.openCodes[column]!;
    for (let w = 0; w < this.words; w++) {
      let word = within[w]!;
      while (word !== 0) {
        const low = word & -word;
        const slot = (w << 5) + 31 - Math.clz32(low);
        if (codes.has(slotCodes[slot]!)) found(slot);
        word ^= low;
      }
    }
  }

  /** An open-ended list's values (decision 0070). */
  valuesOf(attribute: ValuesAttributeKey): ValuesReader {
    return this.valueIndexes[attribute];
  }

  /** Adds a slot to its tenant's totals (delta 1) or takes it out (-1). */
  private tally(tenantId: string, slot: number, delta: number): void {
    let totals = this.totals.get(tenantId);
    if (!totals) {
      totals = { size: 0, counts: new Int32Array(FACET_ROW_LENGTH) };
      this.totals.set(tenantId, totals);
    }
    totals.size += delta;
    this.countSlot(slot, totals.counts, delta);
  }

  private clearValues(slot: number): void {
    for (const [tenantId, tenant] of this.tenants) {
      if (!hasBit(tenant, slot)) continue;
      this.tally(tenantId, slot, -1);
      for (const key of VALUE_KEYS) this.valueIndexes[key].clear(slot, tenantId);
      clearBit(tenant, slot);
    }
    for (const attribute of Object.values<Map<string, Bits>>(this.values)) for (const bits of attribute.values()) clearBit(bits, slot);
    for (const bits of [...this.priceBands, ...this.pricedBelow, ...this.ratedAtLeast, ...Object.values(this.flags), this.inStock]) clearBit(bits, slot);
    for (const range of this.ranges) for (const bits of [...range.below, range.numbered, range.none]) clearBit(bits, slot);
  }

  private allocate(wine: IndexedWine): number {
    let slot: number;
    if (this.layout) {
      const tenant = this.layout.get(wine.tenantId) ?? new Map<number, { next: number; end: number }>();
      this.layout.set(wine.tenantId, tenant);
      const group = layoutGroup(wine);
      let run = tenant.get(group);
      if (!run || run.next === run.end) {
        // A block of its own: every block a build fills holds one group's wines.
        const next = Math.ceil(this.highest / BLOCK_SLOTS) * BLOCK_SLOTS;
        run = { next, end: next + BLOCK_SLOTS };
        this.highest = run.end;
        tenant.set(group, run);
      }
      slot = run.next++;
    } else slot = this.free.pop() ?? this.highest++;
    if (slot >= this.capacity) this.grow();
    this.ids.add(wine.id, slot);
    return slot;
  }

  /**
   * Starts a build's layout: each group of wines sharing a tenant, region, varietal and colour
   * (layoutGroup) fills whole blocks of BLOCK_SLOTS slots of its own, a new one when its last is
   * full. A block summary then tells a filter's blocks from the others (valueBlocks), and the
   * build needs no count of the groups beforehand (a second pass over the table). endLayout frees
   * the slots the groups' last blocks left empty. With `words`, the wines' words go there instead of
   * the word index (a worker makes it: word-index-build.ts), and settleBuild settles.
   */
  layOut(words?: WordIndexBuild): void {
    if (this.size > 0) throw new Error('Only an empty store is laid out');
    this.layout = new Map();
    this.layoutWords = words;
  }

  /** Ends the build's layout: the slots its groups left empty are free. */
  endLayout(): void {
    for (const runs of this.layout?.values() ?? []) for (const { next, end } of runs.values()) for (let slot = next; slot < end; slot++) this.free.push(slot);
    this.layout = undefined;
    this.layoutWords = undefined;
  }

  /** Room for `count` wines at once, so that a build of that many never grows (and copies) its columns. */
  reserve(count: number): void {
    if (count > this.capacity) this.grow(2 ** Math.ceil(Math.log2(count)));
  }

  private grow(capacity = this.capacity * 2): void {
    this.capacity = capacity;
    this.ids.grow(this.capacity);
    this.wordIndex.grow(this.capacity);
    for (const key of VALUE_KEYS) this.valueIndexes[key].grow(this.capacity);
    this.titleSearches.clear();
    this.words = wordsFor(this.capacity);
    const words = this.words;
    this.alive = widened(this.alive, words);
    for (const [tenant, bits] of this.tenants) this.tenants.set(tenant, widened(bits, words));
    for (const attribute of Object.values<Map<string, Bits>>(this.values)) for (const [value, bits] of attribute) attribute.set(value, widened(bits, words));
    for (const attribute of Object.values<Map<string, Bits>>(this.valueBlocks)) for (const [value, blocks] of attribute) attribute.set(value, widened(blocks, summaryWordsFor(words)));
    this.priceBands = this.priceBands.map((bits) => widened(bits, words));
    this.pricedBelow = this.pricedBelow.map((bits) => widened(bits, words));
    this.ratedAtLeast = this.ratedAtLeast.map((bits) => widened(bits, words));
    for (const flag of WINE_FLAGS) this.flags[flag] = widened(this.flags[flag], words);
    this.inStock = widened(this.inStock, words);
    this.ranges = this.ranges.map((range) => ({ below: range.below.map((bits) => widened(bits, words)), numbered: widened(range.numbered, words), none: widened(range.none, words) }));
    const grownColumn = <T extends Int32Array | Int16Array | Float64Array | Uint32Array | Uint8Array>(column: T, make: (length: number) => T): T => {
      const next = make(this.capacity);
      next.set(column);
      return next;
    };
    this.price = grownColumn(this.price, (n) => new Int32Array(n));
    this.ratingTenths = grownColumn(this.ratingTenths, (n) => new Int16Array(n));
    this.ratingCount = grownColumn(this.ratingCount, (n) => new Int32Array(n));
    this.createdAt = grownColumn(this.createdAt, (n) => new Float64Array(n));
    this.openCodes = this.openCodes.map((column) => grownColumn(column, (n) => new Int32Array(n)));
    this.optionColumns = this.optionColumns.map((column) => grownColumn(column, (n) => new Uint8Array(n)));
    this.tagColumns = this.tagColumns.map((column) => grownColumn(column, (n) => new Uint32Array(n)));
    this.priceBand = grownColumn(this.priceBand, (n) => new Uint8Array(n));
    this.starsReached = grownColumn(this.starsReached, (n) => new Uint8Array(n));
    this.nameCode = grownColumn(this.nameCode, (n) => new Int32Array(n));
    this.isChanged = grownColumn(this.isChanged, (n) => new Uint8Array(n));
    this.titleStart = grownColumn(this.titleStart, (n) => new Uint32Array(n));
    for (const field of SORT_FIELDS) this.ranks[field] = grownColumn(this.ranks[field], (n) => new Uint32Array(n));
  }

  /** Ascending order of two live slots by a sort field, the id breaking ties as the SQL ORDER BY does. */
  compare(field: SortField): (a: number, b: number) => number {
    const byId = (a: number, b: number) => this.ids.compare(a, b);
    switch (field) {
      case 'id':
        return byId;
      case 'name':
        return (a, b) => compareText(this.names.values[this.nameCode[a]!]!, this.names.values[this.nameCode[b]!]!) || byId(a, b);
      case 'createdAt':
        return (a, b) => this.createdAt[a]! - this.createdAt[b]! || byId(a, b);
      case 'price':
        return (a, b) => this.price[a]! - this.price[b]! || byId(a, b);
      // Unrated (-1) first, then the average, the review count and the id (queries.ts orderBy).
      case 'rating':
        return (a, b) => this.ratingTenths[a]! - this.ratingTenths[b]! || this.ratingCount[a]! - this.ratingCount[b]! || byId(a, b);
      case 'reviewCount':
        return (a, b) => this.ratingCount[a]! - this.ratingCount[b]! || byId(a, b);
    }
  }

  /**
   * Brings every order up to date with the slots changed since the last call: the first build (or a
   * change of most wines) sorts them all, a few changes are merged in among the others' places.
   */
  settle(): void {
    this.chunkTitles.forEach((titles, chunk) => titles && this.joinTitles(chunk));
    this.wordIndex.settle(this.highest, this.size);
    if (!this.unsorted && this.changed.length === 0) return;
    if (this.unsorted) {
      this.cumulate(this.pricedBelow);
      for (const range of this.ranges) this.cumulate(range.below);
    }
    if (this.unsorted || this.changed.length * 4 > this.size) this.sortAll();
    else this.mergeChanged();
    for (const slot of this.changed) this.isChanged[slot] = 0;
    this.changed = [];
    this.unsorted = false;
    for (const field of SORT_FIELDS) {
      const order = this.orders[field];
      const rank = this.ranks[field];
      for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
    }
  }

  /**
   * Settles a build whose words a worker indexed (layOut): the worker settles the word index while
   * this thread sorts the orders, then this store takes it over.
   */
  async settleBuild(words: WordIndexBuild): Promise<void> {
    const parts = words.finish(this.highest, this.size);
    try {
      this.settle();
    } catch (error) {
      await words.close();
      throw error;
    }
    this.wordIndex.adopt(await parts);
  }

  /** The live slots, ascending. */
  private liveSlots(): Uint32Array {
    const slots = new Uint32Array(this.size);
    let at = 0;
    for (let w = 0; w < this.words; w++) {
      let word = this.alive[w]!;
      while (word !== 0) {
        const low = word & -word;
        slots[at++] = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
      }
    }
    return slots;
  }

  /**
   * Every order from scratch. A comparator costs a call per comparison, so each order is a radix sort
   * of the slots in id order by their numeric keys (a name by its rank): its stable passes keep equal
   * keys in id order, the tie-break of the SQL ORDER BY.
   */
  private sortAll(): void {
    const live = this.liveSlots();
    const work = radixWork(live.length);
    const byId = this.idOrder(live, work);
    this.orders.id = byId;
    const column = (k: number, valueOf: (slot: number) => number) => keyColumn(work, k, byId, valueOf);
    const nameRank = this.nameRanks();
    this.orders.name = radixOrder(byId, [column(0, (slot) => nameRank[this.nameCode[slot]!]!)], work);
    // Microseconds need 53 bits: the high part (after the earliest) and the low 32 bits.
    let earliest = Infinity;
    for (const slot of byId) earliest = Math.min(earliest, this.createdAt[slot]!);
    const since = (slot: number) => this.createdAt[slot]! - earliest;
    this.orders.createdAt = radixOrder(byId, [column(0, (slot) => Math.floor(since(slot) / 2 ** 32)), column(1, (slot) => since(slot) % 2 ** 32)], work);
    this.orders.price = radixOrder(byId, [column(0, (slot) => this.price[slot]! + 2 ** 31)], work);
    // Unrated (-1) first, then the average, the review count (compare below).
    this.orders.rating = radixOrder(byId, [column(0, (slot) => this.ratingTenths[slot]! + 1), column(1, (slot) => this.ratingCount[slot]!)], work);
    this.orders.reviewCount = radixOrder(byId, [column(0, (slot) => this.ratingCount[slot]!)], work);
  }

  /**
   * `slots` in id order: often already (a catalogue written in id order and read in its physical
   * order), otherwise radix-sorted by the id's four words.
   */
  private idOrder(slots: Uint32Array, work: RadixWork): Uint32Array {
    let sorted = true;
    for (let i = 1; i < slots.length && sorted; i++) sorted = this.ids.compare(slots[i - 1]!, slots[i]!) < 0;
    if (sorted) return slots;
    const words = [0, 1, 2, 3].map((k) => keyColumn(work, k, slots, (slot) => this.ids.word(slot, k)));
    return radixOrder(slots, words, work);
  }

  /** Each name code's rank among the names in code-point order: names repeat, so far fewer to sort than wines. */
  private nameRanks(): Uint32Array {
    const names = this.names.values;
    const byName = Array.from(names.keys());
    // Outside the surrogates, JavaScript's own string order is code-point order and far faster than compareText.
    const plain = names.every((name) => !HIGH_UNITS.test(name));
    byName.sort(plain ? (a, b) => (names[a]! < names[b]! ? -1 : 1) : (a, b) => compareText(names[a]!, names[b]!));
    const rank = new Uint32Array(names.length);
    byName.forEach((code, position) => (rank[code] = position));
    return rank;
  }

  /**
   * Merges the few changed live slots into every order: binary searches for their places, copies
   * between. Each order is rewritten in its own buffer from a shared scratch copy, so a write costs
   * no new arrays of a million entries.
   */
  private mergeChanged(): void {
    const incomingLive = this.changed.filter((slot) => hasBit(this.alive, slot));
    const live = this.size;
    if (this.scratch.length < this.capacity) this.scratch = new Uint32Array(this.capacity);
    const kept = this.scratch;
    for (const field of SORT_FIELDS) {
      const compare = this.compare(field);
      const incoming = Uint32Array.from(incomingLive).sort(compare);
      const old = this.orders[field];
      let keptCount = 0;
      for (let i = 0; i < old.length; i++) if (this.isChanged[old[i]!] === 0) kept[keptCount++] = old[i]!;
      const order = old.buffer.byteLength >= live * 4 ? new Uint32Array(old.buffer, 0, live) : new Uint32Array(this.capacity).subarray(0, live);
      let at = 0;
      let from = 0;
      for (const slot of incoming) {
        let low = from;
        let high = keptCount;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (compare(kept[middle]!, slot) < 0) low = middle + 1;
          else high = middle;
        }
        order.set(kept.subarray(from, low), at);
        at += low - from;
        from = low;
        order[at++] = slot;
      }
      order.set(kept.subarray(from, keptCount), at);
      this.orders[field] = order;
    }
  }

  private setTitle(slot: number, title: string): void {
    this.titleSearches.rewrite(slot, title);
    const chunk = Math.floor(slot / TITLE_CHUNK);
    let titles = this.chunkTitles[chunk];
    if (!titles) {
      titles = this.chunkText[chunk]?.split(TITLE_SEPARATOR) ?? [];
      this.chunkTitles[chunk] = titles;
      this.chunkText[chunk] = undefined;
    }
    for (let i = titles.length; i < slot % TITLE_CHUNK; i++) titles.push('');
    titles[slot % TITLE_CHUNK] = title;
    // A build fills chunks in turn: joined now, its titles are freed while still young garbage.
    if (slot % TITLE_CHUNK === TITLE_CHUNK - 1) this.joinTitles(chunk);
  }

  private joinTitles(chunk: number): void {
    const titles = this.chunkTitles[chunk]!;
    let start = 0;
    titles.forEach((title, index) => {
      this.titleStart[chunk * TITLE_CHUNK + index] = start;
      start += title.length + 1;
    });
    this.chunkText[chunk] = titles.join(TITLE_SEPARATOR);
    this.chunkTitles[chunk] = undefined;
  }

  /** A live or removed slot's lowered title (removed: empty). */
  titleOf(slot: number): string {
    const titles = this.chunkTitles[Math.floor(slot / TITLE_CHUNK)];
    if (titles) return titles[slot % TITLE_CHUNK] ?? '';
    const text = this.chunkText[Math.floor(slot / TITLE_CHUNK)] ?? '';
    const start = this.titleStart[slot]!;
    const end = text.indexOf(TITLE_SEPARATOR, start);
    return text.substring(start, end === -1 ? text.length : end);
  }

  /**
   * The slots whose title holds `needle` (which holds no separator), kept for the texts searched
   * last (TitleSearches). The candidates come from the word index (WordIndex.holdersOf), each title
   * read to confirm it; without them (no postings yet, no letter or digit to look up, or too many
   * candidates) every chunk's text is searched.
   */
  titleHolders(needle: string): Holders {
    const kept = this.titleSearches.get(needle);
    if (kept) return kept;
    const found: number[] = [];
    const candidates = this.wordIndex.holdersOf(needle, Math.max(TITLE_CHUNK, this.size / TITLE_CANDIDATES_SHARE));
    if (candidates) {
      for (const slot of candidates) if (this.titleOf(slot).includes(needle)) found.push(slot);
    } else {
      for (let chunk = 0; chunk < this.chunks; chunk++) this.findInChunk(chunk, needle, found);
    }
    return this.titleSearches.keep(needle, Uint32Array.from(found), this.capacity);
  }

  /** Adds the slots of a chunk whose title holds `needle`, ascending, to `found`: each match mapped to its title by the separators passed. */
  private findInChunk(chunk: number, needle: string, found: number[]): void {
    const titles = this.chunkText[chunk] ?? '';
    let slot = chunk * TITLE_CHUNK;
    let titleStart = 0;
    for (let at = titles.indexOf(needle); at !== -1; ) {
      let titleEnd = titles.indexOf(TITLE_SEPARATOR, titleStart);
      while (titleEnd !== -1 && titleEnd < at) {
        slot++;
        titleStart = titleEnd + 1;
        titleEnd = titles.indexOf(TITLE_SEPARATOR, titleStart);
      }
      found.push(slot);
      if (titleEnd === -1) break;
      slot++;
      titleStart = titleEnd + 1;
      at = titles.indexOf(needle, titleStart);
    }
  }

  private get chunks() {
    return Math.ceil(this.highest / TITLE_CHUNK);
  }
}
