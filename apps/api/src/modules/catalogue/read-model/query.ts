import type { CatalogueFacets } from '@wine/contract/catalogue';
import { andInto, clearBit, countBits, hasBit, orInto, popcount, setBit, type Bits } from './bits';
import { CatalogueStore, FACET_OPTIONS, PRICE_STEP_CENTS, STARS, TITLE_SEPARATOR, WINE_FLAGS, type FacetAttribute, type SortField, type WineFlag } from './store';

/** A wine list's question as the read model answers it. */
export interface ModelQuestion {
  tenantId: string;
  flags: Partial<Record<WineFlag, boolean>>;
  attributes: Partial<Record<FacetAttribute, string[]>>;
  minPriceCents?: number;
  maxPriceCents?: number;
  minRating?: number;
  /** Only wines with bottles on hand. */
  inStock?: boolean;
  /** Lowered as PostgreSQL lowers it. */
  titleLowered?: string;
  field: SortField;
  descending: boolean;
  offset: number;
  limit: number;
  facets: boolean;
}

export interface ModelAnswer {
  ids: string[];
  total: number;
  facets?: CatalogueFacets;
}

type Facet = FacetAttribute | 'price' | 'rating' | 'inStock';

/**
 * Scratch bitsets, reused by every question: a question is answered synchronously, so no two ever
 * use them at once, and a busy instance allocates nothing per question but its answer.
 */
class Scratch {
  private buffers: Bits[] = [];
  private words = 0;
  private used = 0;

  reset(words: number): void {
    if (words !== this.words) {
      this.buffers = [];
      this.words = words;
    }
    this.used = 0;
  }

  /** A zeroed bitset. */
  take(): Bits {
    let bits = this.buffers[this.used];
    if (bits) bits.fill(0);
    else {
      bits = new Uint32Array(this.words);
      this.buffers.push(bits);
    }
    this.used++;
    return bits;
  }

  /** A copy of `source`. */
  copy(source: Bits): Bits {
    const bits = this.take();
    bits.set(source.subarray(0, this.words));
    return bits;
  }
}

const scratch = new Scratch();

/** The wines of any of `values` of an attribute; a varietal the panel does not offer is found by its code. */
function anyOf(store: CatalogueStore, attribute: FacetAttribute, values: string[]): Bits {
  const bits = scratch.take();
  for (const value of values) {
    const held = store.values[attribute].get(value);
    if (held) orInto(bits, held, store.words);
  }
  return bits;
}

/** The first place of the price order priced at least `cents`. */
function firstAtLeast(store: CatalogueStore, cents: number): number {
  const order = store.orders.price;
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (store.price[order[middle]!]! < cents) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The wines priced below `cents` (undefined: none): a kept step's bitset as it is, or a copy of the
 * nearer of the two steps around it, patched by walking the price order between that step and `cents`.
 */
function pricedBelow(store: CatalogueStore, cents: number): Bits | undefined {
  if (cents <= 0) return undefined;
  let above = 0;
  while (above < PRICE_STEP_CENTS.length && PRICE_STEP_CENTS[above]! < cents) above++;
  if (PRICE_STEP_CENTS[above] === cents) return store.pricedBelow[above];
  const order = store.orders.price;
  const from = above === 0 ? 0 : firstAtLeast(store, PRICE_STEP_CENTS[above - 1]!);
  const at = firstAtLeast(store, cents);
  const to = above === PRICE_STEP_CENTS.length ? order.length : firstAtLeast(store, PRICE_STEP_CENTS[above]!);
  if (at - from <= to - at) {
    const bits = above === 0 ? scratch.take() : scratch.copy(store.pricedBelow[above - 1]!);
    for (let i = from; i < at; i++) setBit(bits, order[i]!);
    return bits;
  }
  const bits = scratch.copy(above === PRICE_STEP_CENTS.length ? store.alive : store.pricedBelow[above]!);
  for (let i = at; i < to; i++) clearBit(bits, order[i]!);
  return bits;
}

/** The wines priced within [min, max] cents: those below max + 1 but not below min. */
function priceRange(store: CatalogueStore, min: number, max: number): Bits {
  const upper = max === Infinity ? store.alive : pricedBelow(store, max + 1);
  const lower = pricedBelow(store, min);
  if (!upper) return scratch.take();
  if (!lower) return upper;
  const bits = scratch.take();
  for (let w = 0; w < store.words; w++) bits[w] = upper[w]! & ~lower[w]!;
  return bits;
}

/**
 * The wines of `within` whose lowered title holds `text`. From 3 units on, the candidates are the
 * rarest of its trigrams' postings and the titles changed since the index was built, each title
 * read to confirm it. A shorter text searches each chunk's joined titles with indexOf, among the
 * chunks where `within` has any wine, a match mapped to its title by the separators passed.
 */
function titleMatches(store: CatalogueStore, text: string, within: Bits): Bits {
  const bits = scratch.take();
  if (text.includes(TITLE_SEPARATOR)) return bits;
  const candidates = text.length >= 3 ? store.trigramCandidates(text) : undefined;
  if (candidates) {
    const verify = (slot: number) => {
      if (hasBit(within, slot) && store.titleOf(slot).includes(text)) setBit(bits, slot);
    };
    candidates.forEach(verify);
    store.staleTitles.forEach(verify);
    return bits;
  }
  const chunkWords = CatalogueStore.CHUNK_WORDS;
  for (let chunk = 0; chunk < store.chunks; chunk++) {
    let any = 0;
    for (let w = chunk * chunkWords; w < (chunk + 1) * chunkWords && w < store.words; w++) any |= within[w]!;
    if (any === 0) continue;
    const { text: titles, first } = store.titleChunk(chunk);
    let slot = first;
    let titleStart = 0;
    for (let found = titles.indexOf(text); found !== -1; ) {
      let titleEnd = titles.indexOf(TITLE_SEPARATOR, titleStart);
      while (titleEnd !== -1 && titleEnd < found) {
        slot++;
        titleStart = titleEnd + 1;
        titleEnd = titles.indexOf(TITLE_SEPARATOR, titleStart);
      }
      setBit(bits, slot);
      if (titleEnd === -1) break;
      slot++;
      titleStart = titleEnd + 1;
      found = titles.indexOf(text, titleStart);
    }
  }
  return bits;
}

/** Word indexes, reused by every question (see Scratch). */
let wordList = new Uint32Array(0);

/** The indexes of the words where `bits` has any bit, at the start of `wordList`; returns how many. */
function nonZeroWords(bits: Bits, words: number): number {
  if (wordList.length < words) wordList = new Uint32Array(words);
  let count = 0;
  for (let w = 0; w < words; w++) if (bits[w] !== 0) wordList[count++] = w;
  return count;
}

/** The counts of each option's bits within `base`, over only the words where `base` has any. */
function countWithin(base: Bits, words: number, options: readonly (Bits | undefined)[]): number[] {
  const count = nonZeroWords(base, words);
  return options.map((option) => {
    if (!option) return 0;
    let total = 0;
    for (let i = 0; i < count; i++) {
      const w = wordList[i]!;
      const both = base[w]! & option[w]!;
      if (both !== 0) total += popcount(both);
    }
    return total;
  });
}

/**
 * For each chosen filter, the wines `common` and every other chosen filter pass: prefixes and
 * suffixes of the chosen filters' AND, so k filters cost about 3k passes rather than k², each pass
 * over only the words where `common` has any wine.
 */
function withoutEach(common: Bits, words: number, chosen: Map<Facet, Bits>): Map<Facet, Bits> {
  const count = nonZeroWords(common, words);
  const both = (a: Bits, b: Bits): Bits => {
    const bits = scratch.take();
    for (let i = 0; i < count; i++) {
      const w = wordList[i]!;
      bits[w] = a[w]! & b[w]!;
    }
    return bits;
  };
  const facets = [...chosen.keys()];
  const sets = [...chosen.values()];
  const prefix = [common];
  for (let i = 1; i < sets.length; i++) prefix.push(both(prefix[i - 1]!, sets[i - 1]!));
  const without = new Map<Facet, Bits>();
  let suffix: Bits | undefined;
  for (let i = sets.length - 1; i >= 0; i--) {
    without.set(facets[i]!, suffix ? both(prefix[i]!, suffix) : prefix[i]!);
    if (i > 0) suffix = suffix ? both(sets[i]!, suffix) : sets[i]!;
  }
  return without;
}

/** How much a walk of the sort order costs against sorting the matches, in visited entries. */
const SORT_COST_PER_MATCH = 4;

/** A page of the matches in the sort's order: by walking the presorted order, or by sorting the matches' ranks. */
function pageOf(store: CatalogueStore, matches: Bits, total: number, question: ModelQuestion): string[] {
  const { field, descending, offset, limit } = question;
  const end = Math.min(total, offset + limit);
  if (offset >= end) return [];
  const order = store.orders[field];
  const live = order.length;
  const ids: string[] = [];
  if ((end / total) * live <= total * SORT_COST_PER_MATCH) {
    let seen = 0;
    for (let i = 0; i < live && seen < end; i++) {
      const slot = order[descending ? live - 1 - i : i]!;
      if (!hasBit(matches, slot)) continue;
      if (seen >= offset) ids.push(store.ids.idOf(slot));
      seen++;
    }
    return ids;
  }
  const rank = store.ranks[field];
  const ranks = new Uint32Array(total);
  let at = 0;
  for (let w = 0; w < store.words; w++) {
    let word = matches[w]!;
    while (word !== 0) {
      const low = word & -word;
      ranks[at++] = rank[(w << 5) + 31 - Math.clz32(low)]!;
      word ^= low;
    }
  }
  ranks.sort();
  for (let i = offset; i < end; i++) ids.push(store.ids.idOf(order[ranks[descending ? total - 1 - i : i]!]!));
  return ids;
}

/**
 * Answers a wine list from the store: the page's ids, the exact total, and when asked the facets,
 * each attribute counted over every chosen filter but its own.
 */
export function answer(store: CatalogueStore, question: ModelQuestion): ModelAnswer {
  const words = store.words;
  scratch.reset(words);
  const tenant = store.tenants.get(question.tenantId);
  // Every filter that is not a facet: the tenant and the flags; the title joins them below.
  const common = tenant ? scratch.copy(tenant) : scratch.take();
  for (const flag of WINE_FLAGS) {
    const wanted = question.flags[flag];
    if (wanted === undefined) continue;
    const held = store.flags[flag];
    for (let w = 0; w < words; w++) common[w] = common[w]! & (wanted ? held[w]! : ~held[w]!);
  }
  const chosen = new Map<Facet, Bits>();
  for (const attribute of Object.keys(FACET_OPTIONS) as FacetAttribute[]) {
    const values = question.attributes[attribute];
    if (values) chosen.set(attribute, anyOf(store, attribute, values));
  }
  if (question.attributes.varietal) {
    // A varietal outside the panel's options has no bitset: its wines are found by their code.
    const codes = new Set(question.attributes.varietal.filter((value) => !store.values.varietal.has(value)).map((value) => store.varietals.find(value)));
    codes.delete(undefined);
    if (codes.size > 0) {
      const bits = chosen.get('varietal')!;
      for (let w = 0; w < words; w++) {
        let word = common[w]!;
        while (word !== 0) {
          const low = word & -word;
          const slot = (w << 5) + 31 - Math.clz32(low);
          if (codes.has(store.varietalCode[slot])) setBit(bits, slot);
          word ^= low;
        }
      }
    }
  }
  if (question.minPriceCents !== undefined || question.maxPriceCents !== undefined) {
    chosen.set('price', priceRange(store, question.minPriceCents ?? 0, question.maxPriceCents ?? Infinity));
  }
  if (question.minRating !== undefined) {
    const index = STARS.indexOf(question.minRating);
    chosen.set('rating', store.ratedAtLeast[index] ?? scratch.take());
  }
  // A filter like any other, never an order: the page walks the same sort order with or without it.
  if (question.inStock) chosen.set('inStock', store.inStock);

  const matches = scratch.copy(common);
  for (const bits of chosen.values()) andInto(matches, bits, words);
  if (question.titleLowered !== undefined) {
    // With facets, a title's matches are needed beyond the chosen filters (each facet drops its own).
    const titled = titleMatches(store, question.titleLowered, question.facets ? common : matches);
    andInto(common, titled, words);
    andInto(matches, titled, words);
  }
  const total = countBits(matches, words);
  const ids = pageOf(store, matches, total, question);
  if (!question.facets) return { ids, total };

  const bases = withoutEach(common, words, chosen);
  /** The wines every chosen filter but `facet`'s passes. */
  const without = (facet: Facet): Bits => bases.get(facet) ?? matches;
  const attributes = Object.fromEntries(
    (Object.entries(FACET_OPTIONS) as [FacetAttribute, readonly string[]][]).map(([attribute, options]) => {
      const counts = countWithin(without(attribute), words, options.map((option) => store.values[attribute].get(option)));
      return [attribute, Object.fromEntries(options.map((option, index) => [option, counts[index]!]))];
    }),
  );
  const price = countWithin(without('price'), words, store.priceBands);
  const rated = countWithin(without('rating'), words, store.ratedAtLeast);
  const [inStock] = countWithin(without('inStock'), words, [store.inStock]);
  return { ids, total, facets: { attributes, price, minRating: Object.fromEntries(STARS.map((stars, index) => [String(stars), rated[index]!])), inStock: inStock! } };
}
