import { PRICE_FACET_BANDS_DOLLARS, RATING_MAX, RATING_MIN } from '@wine/contract/constants';
import { FILTER_ATTRIBUTES } from '@wine/contract/wine-attributes';
import { clearBit, setBit, widened, wordsFor, type Bits } from './bits';

/** What the read model holds of an active wine: the shop's filters, sorts and title search. */
export interface IndexedWine {
  id: string;
  tenantId: string;
  /** PostgreSQL's own lower(title) (the stored title_lower), so a search matches what LIKE matches. */
  titleLower: string;
  name: string;
  priceCents: number;
  color: string | null;
  region: string | null;
  varietal: string | null;
  pairings: string[];
  /** The kept average in tenths of a star (one decimal), null while unrated. */
  ratingTenths: number | null;
  ratingCount: number;
  /** created_at in microseconds since the epoch: its full precision, which orders `createdAt` ties. */
  createdAtMicros: number;
  flags: Record<WineFlag, boolean>;
  /** Bottles on hand (stock > 0): the count itself is read with the cards. */
  inStock: boolean;
}

export const WINE_FLAGS = ['isByMoment', 'isTrending', 'isSommlikePicks', 'isByTerroir'] as const;
export type WineFlag = (typeof WINE_FLAGS)[number];

/** The sortable fields; each sort of CATALOGUE_SORTS walks one of their orders forwards or backwards. */
export const SORT_FIELDS = ['id', 'name', 'createdAt', 'price', 'rating', 'reviewCount'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export type FacetAttribute = 'color' | 'region' | 'varietal' | 'pairings';
/** Each filter attribute's options, as the filter panel lists them. */
export const FACET_OPTIONS = Object.fromEntries(FILTER_ATTRIBUTES.map((attribute) => [attribute.key, attribute.filter.options])) as Record<FacetAttribute, readonly string[]>;

/** Varietals are free text: only the panel's options get a bitset, any other is found by its code. */
const VARIETAL_OPTIONS = new Set(FACET_OPTIONS.varietal);

export const PRICE_BAND_CENTS = PRICE_FACET_BANDS_DOLLARS.map((dollars) => dollars * 100);
export const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

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
 * The catalogue's active wines by slot: per-value bitsets for every filter and facet, one column per
 * sort key, one presorted order per sort field and the lowered titles in chunks of searchable text.
 * A write changes a wine's slot in place; `settle` then merges the changed slots into the orders.
 */
export class CatalogueStore {
  capacity = INITIAL_CAPACITY;
  words = wordsFor(INITIAL_CAPACITY);
  readonly slotOf = new Map<string, number>();
  ids: string[] = [];
  names: string[] = [];
  titles: string[] = [];
  private readonly free: number[] = [];
  private highest = 0;

  alive: Bits = new Uint32Array(this.words);
  readonly tenants = new Map<string, Bits>();
  readonly values: Record<FacetAttribute, Map<string, Bits>> = { color: new Map(), region: new Map(), varietal: new Map(), pairings: new Map() };
  priceBands: Bits[] = PRICE_BAND_CENTS.map(() => new Uint32Array(this.words));
  /** ratedAtLeast[i]: the wines whose average is at least STARS[i]. */
  ratedAtLeast: Bits[] = STARS.map(() => new Uint32Array(this.words));
  flags = Object.fromEntries(WINE_FLAGS.map((flag) => [flag, new Uint32Array(this.words)])) as Record<WineFlag, Bits>;
  inStock: Bits = new Uint32Array(this.words);

  price = new Int32Array(this.capacity);
  ratingTenths = new Int16Array(this.capacity);
  ratingCount = new Int32Array(this.capacity);
  createdAt = new Float64Array(this.capacity);
  /** Varietals are free text: each wine's as a code, for a filter value the panel does not offer. */
  varietalCode = new Int32Array(this.capacity);
  readonly varietalCodes = new Map<string, number>();

  /** Per sort field, the live slots in ascending order, and each slot's position in it. */
  orders = Object.fromEntries(SORT_FIELDS.map((field) => [field, new Uint32Array(0)])) as Record<SortField, Uint32Array>;
  ranks = Object.fromEntries(SORT_FIELDS.map((field) => [field, new Uint32Array(this.capacity)])) as Record<SortField, Uint32Array>;
  /** Slots written or removed since the orders were last settled. */
  private readonly unsettled = new Set<number>();

  /** Per chunk of TITLE_CHUNK slots, the titles joined by TITLE_SEPARATOR (undefined: to be joined again). */
  chunkText: (string | undefined)[] = [];

  get size() {
    return this.slotOf.size;
  }

  /** Adds or replaces a wine. */
  put(wine: IndexedWine): void {
    let slot = this.slotOf.get(wine.id);
    if (slot === undefined) slot = this.allocate(wine.id);
    else this.clearValues(slot);
    this.names[slot] = wine.name;
    this.titles[slot] = wine.titleLower;
    this.chunkText[Math.floor(slot / TITLE_CHUNK)] = undefined;
    setBit(this.alive, slot);
    let tenant = this.tenants.get(wine.tenantId);
    if (!tenant) {
      tenant = new Uint32Array(this.words);
      this.tenants.set(wine.tenantId, tenant);
    }
    setBit(tenant, slot);
    for (const [attribute, value] of [['color', wine.color], ['region', wine.region], ['varietal', wine.varietal]] as const) {
      if (value !== null && (attribute !== 'varietal' || VARIETAL_OPTIONS.has(value))) setBit(this.valueBits(attribute, value), slot);
    }
    for (const pairing of wine.pairings) setBit(this.valueBits('pairings', pairing), slot);
    setBit(this.priceBands[priceBandOf(wine.priceCents)]!, slot);
    STARS.forEach((stars, index) => {
      if (wine.ratingTenths !== null && wine.ratingTenths >= stars * 10) setBit(this.ratedAtLeast[index]!, slot);
    });
    for (const flag of WINE_FLAGS) if (wine.flags[flag]) setBit(this.flags[flag], slot);
    if (wine.inStock) setBit(this.inStock, slot);
    this.price[slot] = wine.priceCents;
    this.ratingTenths[slot] = wine.ratingTenths ?? -1;
    this.ratingCount[slot] = wine.ratingCount;
    this.createdAt[slot] = wine.createdAtMicros;
    this.varietalCode[slot] = wine.varietal === null ? 0 : this.varietalCodeOf(wine.varietal);
    this.unsettled.add(slot);
  }

  /** Takes a wine out (deleted, deactivated, or no longer a wine); an unknown id changes nothing. */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.clearValues(slot);
    clearBit(this.alive, slot);
    this.slotOf.delete(id);
    this.titles[slot] = '';
    this.chunkText[Math.floor(slot / TITLE_CHUNK)] = undefined;
    this.free.push(slot);
    this.unsettled.add(slot);
  }

  /** A value's bitset, made when first seen. */
  private valueBits(attribute: FacetAttribute, value: string): Bits {
    let bits = this.values[attribute].get(value);
    if (!bits) {
      bits = new Uint32Array(this.words);
      this.values[attribute].set(value, bits);
    }
    return bits;
  }

  private varietalCodeOf(varietal: string): number {
    let code = this.varietalCodes.get(varietal);
    if (code === undefined) {
      code = this.varietalCodes.size + 1;
      this.varietalCodes.set(varietal, code);
    }
    return code;
  }

  private clearValues(slot: number): void {
    for (const tenant of this.tenants.values()) clearBit(tenant, slot);
    for (const attribute of Object.values(this.values)) for (const bits of attribute.values()) clearBit(bits, slot);
    for (const bits of [...this.priceBands, ...this.ratedAtLeast, ...Object.values(this.flags), this.inStock]) clearBit(bits, slot);
  }

  private allocate(id: string): number {
    const slot = this.free.pop() ?? this.highest++;
    if (slot >= this.capacity) this.grow();
    this.slotOf.set(id, slot);
    this.ids[slot] = id;
    return slot;
  }

  private grow(): void {
    this.capacity *= 2;
    this.words = wordsFor(this.capacity);
    const words = this.words;
    this.alive = widened(this.alive, words);
    for (const [tenant, bits] of this.tenants) this.tenants.set(tenant, widened(bits, words));
    for (const attribute of Object.values(this.values)) for (const [value, bits] of attribute) attribute.set(value, widened(bits, words));
    this.priceBands = this.priceBands.map((bits) => widened(bits, words));
    this.ratedAtLeast = this.ratedAtLeast.map((bits) => widened(bits, words));
    for (const flag of WINE_FLAGS) this.flags[flag] = widened(this.flags[flag], words);
    this.inStock = widened(this.inStock, words);
    const grownColumn = <T extends Int32Array | Int16Array | Float64Array | Uint32Array>(column: T, make: (length: number) => T): T => {
      const next = make(this.capacity);
      next.set(column);
      return next;
    };
    this.price = grownColumn(this.price, (n) => new Int32Array(n));
    this.ratingTenths = grownColumn(this.ratingTenths, (n) => new Int16Array(n));
    this.ratingCount = grownColumn(this.ratingCount, (n) => new Int32Array(n));
    this.createdAt = grownColumn(this.createdAt, (n) => new Float64Array(n));
    this.varietalCode = grownColumn(this.varietalCode, (n) => new Int32Array(n));
    for (const field of SORT_FIELDS) this.ranks[field] = grownColumn(this.ranks[field], (n) => new Uint32Array(n));
  }

  /** Ascending order of two live slots by a sort field, the id breaking ties as the SQL ORDER BY does. */
  compare(field: SortField): (a: number, b: number) => number {
    const ids = this.ids;
    const byId = (a: number, b: number) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
    switch (field) {
      case 'id':
        return byId;
      case 'name':
        return (a, b) => compareText(this.names[a]!, this.names[b]!) || byId(a, b);
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
   * Merges the slots changed since the last call into every order: the others keep their places,
   * the changed live ones are sorted among themselves and merged in, in one pass per order.
   */
  settle(): void {
    if (this.unsettled.size === 0) return;
    const changed = [...this.unsettled].filter((slot) => this.slotOf.get(this.ids[slot] ?? '') === slot);
    const isChanged = new Uint8Array(this.capacity);
    for (const slot of this.unsettled) isChanged[slot] = 1;
    this.unsettled.clear();
    const live = this.size;
    for (const field of SORT_FIELDS) {
      const compare = this.compare(field);
      const incoming = Uint32Array.from(changed).sort(compare);
      const old = this.orders[field];
      const order = new Uint32Array(live);
      let at = 0;
      let next = 0;
      for (let i = 0; i < old.length; i++) {
        const slot = old[i]!;
        if (isChanged[slot] === 1) continue;
        while (next < incoming.length && compare(incoming[next]!, slot) < 0) order[at++] = incoming[next++]!;
        order[at++] = slot;
      }
      while (next < incoming.length) order[at++] = incoming[next++]!;
      const rank = this.ranks[field];
      for (let i = 0; i < live; i++) rank[order[i]!] = i;
      this.orders[field] = order;
    }
  }

  /** The lowered titles of a chunk joined by TITLE_SEPARATOR, and where each slot's title starts in it. */
  titleChunk(chunk: number): { text: string; first: number } {
    let text = this.chunkText[chunk];
    if (text === undefined) {
      text = this.titles.slice(chunk * TITLE_CHUNK, (chunk + 1) * TITLE_CHUNK).join(TITLE_SEPARATOR);
      this.chunkText[chunk] = text;
    }
    return { text, first: chunk * TITLE_CHUNK };
  }

  get chunks() {
    return Math.ceil(this.highest / TITLE_CHUNK);
  }

  /** Words of bitsets per title chunk: a chunk whose words hold no candidate is not searched. */
  static readonly CHUNK_WORDS = TITLE_CHUNK / 32;
}
