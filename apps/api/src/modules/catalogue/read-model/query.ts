import type { CatalogueFacets } from '@wine/contract/catalogue';
import { RANGE_ATTRIBUTES, VALUES_ATTRIBUTES, type RangeAttributeKey, type ValuesAttributeKey } from '@wine/contract/wine-attributes';
import { clearBit, eachSlot, hasBit, markBlock, popcount, setBit, summaryWordsFor, wordRanges, type Bits } from './bits';
import { TIE_BITS, TextMatch, WordMarks, type SearchPlan } from './search';
import {
  compareText, FACET_OFFSETS, FACET_OPTIONS, FACET_ROW_LENGTH, FACET_SIZES, FACETS, isValueKey, OPEN_VALUED, PRICE_STEP_CENTS, STARS, TITLE_SEPARATOR, VALUE_KEYS, WINE_FLAGS,
  type StoreReader, type Facet, type FacetAttribute, type RangeChoice, type SingleFacet, type SortField, type WineFlag,
} from './store';
import type { ValuesReader } from './values';

/** What narrows a wine list: its filters and its search. */
export interface ModelFilters {
  tenantId: string;
  flags: Partial<Record<WineFlag, boolean>>;
  /** Per check list or open-ended list, the values a wine may hold. */
  attributes: Partial<Record<FacetAttribute | ValuesAttributeKey, string[]>>;
  /** Per range attribute, its choice (RANGE_ATTRIBUTES). */
  ranges?: Partial<Record<RangeAttributeKey, RangeChoice>>;
  minPriceCents?: number;
  maxPriceCents?: number;
  minRating?: number;
  /** Only wines with bottles on hand. */
  inStock?: boolean;
  /** Lowered as PostgreSQL lowers it. */
  titleLowered?: string;
  /** The shop's search (decision 0063): every term matched, or failing that as many as any wine matches. */
  search?: SearchPlan;
}

/** A wine list's question as the read model answers it. */
export interface ModelQuestion extends ModelFilters {
  /** `relevance`: the search's best matches first, the newest breaking ties. */
  field: SortField | 'relevance';
  descending: boolean;
  offset: number;
  limit: number;
  facets: boolean;
}

/** A value of an open-ended list and how many wines it would leave. */
export interface ValueCount {
  value: string;
  count: number;
}

export interface ModelAnswer {
  ids: string[];
  total: number;
  facets?: CatalogueFacets;
  search?: SearchAnswer;
}

export interface SearchAnswer {
  /** False when no wine matched every term: the wines matching the most of them are answered. */
  allWords: boolean;
  /** Whether a folded word matches a word of the query (a title's words to mark). */
  matches: (word: string) => boolean;
}

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
const marks = new WordMarks();

/** The first place of the price order priced at least `cents`. */
function firstAtLeast(store: StoreReader, cents: number): number {
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
function pricedBelow(store: StoreReader, cents: number): Bits | undefined {
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

/** The price filter: priced below max + 1 but not below min. */
function priceClause(store: StoreReader, min: number, max: number): Clause {
  const upper = max === Infinity ? store.alive : pricedBelow(store, max + 1);
  return { facet: 'price', any: [upper ?? scratch.take()], not: pricedBelow(store, min), blocks: undefined };
}

/** The wines of `within` whose lowered title holds `text`, and their summary. */
function titleMatches(store: StoreReader, text: string, within: Bits): { bits: Bits; blocks: Bits } {
  const bits = scratch.take();
  const blocks = new Uint32Array(summaryWordsFor(store.words));
  if (text.includes(TITLE_SEPARATOR)) return { bits, blocks };
  const holders = store.titleHolders(text);
  const add = (slot: number) => {
    setBit(bits, slot);
    markBlock(blocks, slot);
  };
  if (holders.bits) {
    const ranges = wordRanges(holders.blocks, Math.min(holders.bits.length, bits.length));
    for (let r = 0; r < ranges.length; r += 2) {
      for (let w = ranges[r]!, end = ranges[r + 1]!; w < end; w++) {
        const word = holders.bits[w]! & within[w]!;
        bits[w] = word;
        if (word !== 0) markBlock(blocks, w << 5);
      }
    }
  } else {
    for (const slot of holders.slots) if (hasBit(within, slot)) add(slot);
  }
  return { bits, blocks };
}

type ClauseFacet = Facet | ValuesAttributeKey;

/**
 * A chosen filter: a wine passes when it is in one of `any` (every wine when there is no `any`;
 * none when it is empty, as for a value no wine has) and not in `not`.
 * Filters are read where they are needed, word by word, rather than ANDed into bitsets of their own.
 */
interface Clause {
  /** What the clause filters by, which leaves it out of its own counts: a facet, an open-ended list, or none (a flag, a range). */
  facet: ClauseFacet | undefined;
  any: Bits[] | undefined;
  not: Bits | undefined;
  /** The summary of `any`'s wines (bits.ts); undefined when they may lie anywhere. */
  blocks: Bits | undefined;
}

/** The summaries ANDed: where wines of all of them may lie (undefined, a summary of every block, when none is given). */
function allBlocks(summaries: readonly (Bits | undefined)[]): Bits | undefined {
  let blocks: Bits | undefined;
  for (const summary of summaries) {
    if (!summary) continue;
    if (!blocks) blocks = summary.slice();
    else for (let b = 0; b < blocks.length; b++) blocks[b]! &= summary[b]!;
  }
  return blocks;
}

/** The summaries ORed, `length` words (undefined if one of them is: anywhere; none given: nowhere). */
function eitherBlocks(summaries: readonly (Bits | undefined)[], length: number): Bits | undefined {
  const blocks = new Uint32Array(length);
  for (const summary of summaries) {
    if (!summary) return undefined;
    for (let b = 0; b < length; b++) blocks[b]! |= summary[b]!;
  }
  return blocks;
}

/** Word `w` of a clause's wines. */
function clauseWord(clause: Clause, w: number): number {
  const { any, not } = clause;
  let word = 0;
  if (any === undefined) word = -1;
  else for (let i = 0; i < any.length; i++) word |= any[i]![w]!;
  return not ? word & ~not[w]! : word;
}

/**
 * `out` (zeroed) = the wines of `base` that pass every clause, a word's clauses read until none is
 * left, over the word ranges that may hold them; returns how many.
 */
function filterInto(out: Bits, base: Bits, clauses: readonly Clause[], ranges: Uint32Array): number {
  let total = 0;
  for (let r = 0; r < ranges.length; r += 2) {
    for (let w = ranges[r]!, end = ranges[r + 1]!; w < end; w++) {
      let word = base[w]!;
      for (let c = 0; word !== 0 && c < clauses.length; c++) word &= clauseWord(clauses[c]!, w);
      out[w] = word;
      if (word !== 0) total += popcount(word);
    }
  }
  return total;
}

/**
 * For each clause, the wines of `common` that pass every other clause (what its facet counts), from
 * each word's prefix and suffix ANDs; returns how many wines each holds.
 */
function withoutEach(common: Bits, clauses: readonly Clause[], ranges: Uint32Array): { bases: Bits[]; sizes: number[] } {
  const k = clauses.length;
  const bases = clauses.map(() => scratch.take());
  const sizes = clauses.map(() => 0);
  const values = new Int32Array(k);
  for (let r = 0; r < ranges.length; r += 2) for (let w = ranges[r]!, end = ranges[r + 1]!; w < end; w++) {
    const word = common[w]!;
    if (word === 0) continue;
    for (let c = 0; c < k; c++) values[c] = clauseWord(clauses[c]!, w);
    let prefix = word;
    for (let c = 0; c < k; c++) {
      bases[c]![w] = prefix;
      prefix &= values[c]!;
    }
    let suffix = -1;
    for (let c = k - 1; c >= 0; c--) {
      const base = bases[c]![w]! & suffix;
      bases[c]![w] = base;
      if (base !== 0) sizes[c]! += popcount(base);
      suffix &= values[c]!;
    }
  }
  return { bases, sizes };
}

/** Adds the counts of each option's bits within `base` (set only within `ranges`) to `row`, from `at` on. */
function countByBits(base: Bits, ranges: Uint32Array, options: readonly (Bits | undefined)[], row: Int32Array, at: number): void {
  options.forEach((option, index) => {
    if (option === undefined) return;
    let count = 0;
    for (let r = 0; r < ranges.length; r += 2) {
      for (let w = ranges[r]!, end = ranges[r + 1]!; w < end; w++) {
        const both = base[w]! & option[w]!;
        if (both !== 0) count += popcount(both);
      }
    }
    row[at + index]! += count;
  });
}

/** How many words `ranges` holds. */
function wordsIn(ranges: Uint32Array): number {
  let words = 0;
  for (let r = 0; r < ranges.length; r += 2) words += ranges[r + 1]! - ranges[r]!;
  return words;
}

/**
 * What counting a wine from its slot's columns costs, in words of one option's bitset (an AND and
 * a popcount each): for every facet at once (CatalogueStore.countSlot), or for one facet alone
 * (CatalogueStore.facetCounter). Measured at a million wines.
 */
const SLOT_COST_IN_WORDS = 20;
const ONE_FACET_SLOT_COST_IN_WORDS = 4;

/**
 * The counts of `facets`' options within `base` (of `size` of the tenant's wines, set only within
 * `ranges`), in a row laid out by FACET_OFFSETS, whichever way reads least: option by option from
 * the bitsets, wine by wine over the base, or, when the base holds most of the tenant's wines (in
 * stock, say), the tenant's totals less the wines outside the base.
 */
function facetCounts(store: StoreReader, tenantId: string, facets: readonly Facet[], base: Bits, size: number, ranges: Uint32Array): Int32Array {
  const words = store.words;
  const slotCost = facets.length === 1 ? ONE_FACET_SLOT_COST_IN_WORDS : SLOT_COST_IN_WORDS;
  const counter = (row: Int32Array, delta: number): ((slot: number) => void) =>
    facets.length === 1 ? store.facetCounter(facets[0]!, row, delta) : (slot) => store.countSlot(slot, row, delta);
  const scanned = wordsIn(ranges);
  const byBits = facets.reduce((sum, facet) => sum + FACET_SIZES[facet], 0) * scanned;
  const bySlots = size * slotCost + scanned;
  const totals = store.totals.get(tenantId);
  const byOutside = totals ? (totals.size - size) * slotCost + 2 * words : Infinity;
  if (byOutside < Math.min(byBits, bySlots)) {
    const row = totals!.counts.slice();
    const tenant = store.tenants.get(tenantId)!;
    const outside = scratch.take();
    for (let w = 0; w < words; w++) outside[w] = tenant[w]! & ~base[w]!;
    eachSlot(outside, wordRanges(undefined, words), counter(row, -1));
    return row;
  }
  const row = new Int32Array(FACET_ROW_LENGTH);
  if (bySlots < byBits) eachSlot(base, ranges, counter(row, 1));
  else for (const facet of facets) countByBits(base, ranges, facetBits(store, facet), row, FACET_OFFSETS[facet]);
  return row;
}

/** The bitsets of a facet's options, in the order of its counts. */
function facetBits(store: StoreReader, facet: Facet): readonly (Bits | undefined)[] {
  switch (facet) {
    case 'price':
      return store.priceBands;
    case 'rating':
      return store.ratedAtLeast;
    case 'inStock':
      return [store.inStock];
    default:
      return FACET_OPTIONS[facet].map((option) => store.valueBits(facet, option));
  }
}

/** How much a walk of the sort order costs against sorting the matches, in visited entries. */
const SORT_COST_PER_MATCH = 4;

/** A page of the matches in the sort's order: by walking the presorted order, or by sorting the matches' ranks. */
function pageOf(store: StoreReader, matches: Bits, ranges: Uint32Array, total: number, question: ModelQuestion, text: TextMatch | undefined, missed = 0): string[] {
  const { field, descending, offset, limit } = question;
  const end = Math.min(total, offset + limit);
  if (offset >= end) return [];
  if (field === 'relevance') return text ? rankedPage(store, matches, ranges, total, offset, end, text, missed) : pageOf(store, matches, ranges, total, { ...question, field: 'id', descending: true }, text);
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
  eachSlot(matches, ranges, (slot) => (ranks[at++] = rank[slot]!));
  // Only the ranks up to the page's end need sorting: the rest is parted from them first.
  const sorted = descending ? ranks.subarray(total - end) : ranks.subarray(0, end);
  partitionAt(ranks, descending ? total - end : end - 1);
  sorted.sort();
  for (let i = offset; i < end; i++) ids.push(store.ids.idOf(order[descending ? sorted[end - 1 - i]! : sorted[i]!]!));
  return ids;
}

/** Below this many matches a ranked page scores them all; above, it walks the newest first and may stop early. */
const RANK_ALL_BELOW = 2_048;
/**
 * How many wines a relevance walk reads per match before it scores the matches it has not reached
 * instead: scoring one costs some 40 wines walked, and a walk this long seldom stops soon (no
 * wine reaches the best key when every one needs a typo, or a word is typed twice). So such a
 * question costs a little more than scoring every match, not a walk over the whole catalogue.
 */
const SCORE_COST_IN_WALKED = 4;

/**
 * A page of the matches by relevance: each match's key (search.ts, TextMatch.score) with the newest
 * first as its tie-break, the keys up to the page's end parted from the rest and sorted. Many
 * matches are scored newest first, and the walk stops once a page's worth reach the best key any
 * wine could have: every wine not scored has a key at least as high and a later tie-break. A walk
 * that goes on too long scores the matches it has not reached directly.
 */
function rankedPage(store: StoreReader, matches: Bits, ranges: Uint32Array, total: number, offset: number, end: number, text: TextMatch, missed: number): string[] {
  const order = store.orders.id;
  const rank = store.ranks.id;
  const newest = order.length - 1;
  const keys = new Float64Array(total);
  let scored = 0;
  if (total < RANK_ALL_BELOW) eachSlot(matches, ranges, (slot) => (keys[scored++] = text.score(slot, newest - rank[slot]!)));
  else {
    const best = text.bestKey(missed) * 2 ** TIE_BITS;
    const walkMax = Math.min(newest + 1, total * SCORE_COST_IN_WALKED);
    let reached = 0;
    let walked = 0;
    for (; walked < walkMax && reached < end; walked++) {
      const slot = order[newest - walked]!;
      if (!hasBit(matches, slot)) continue;
      const key = text.score(slot, walked);
      keys[scored++] = key;
      if (key - walked === best) reached++;
    }
    if (reached < end && walked <= newest) {
      eachSlot(matches, ranges, (slot) => {
        const tie = newest - rank[slot]!;
        if (tie >= walked) keys[scored++] = text.score(slot, tie);
      });
    }
  }
  const found = keys.subarray(0, scored);
  partitionAt(found, end - 1);
  const sorted = found.subarray(0, end).sort();
  const ids: string[] = [];
  for (let i = offset; i < end; i++) ids.push(store.ids.idOf(order[newest - (sorted[i]! % 2 ** TIE_BITS)]!));
  return ids;
}

/**
 * Reorders distinct `values` so that the k-th smallest is at `k`, the smaller ones before it and
 * the larger after (Hoare's selection).
 */
function partitionAt(values: Uint32Array | Float64Array, k: number): void {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const held = values[i]!;
        values[i++] = values[j]!;
        values[j--] = held;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
}

/**
 * What checking a candidate's own words for the terms left costs, in postings read (an entry's
 * test and a bit set each): a term whose postings are fewer than the candidates times this is
 * intersected through its postings, else the candidates are checked.
 */
const CHECK_COST_IN_POSTINGS = 16;

/**
 * The wines of `within` holding every term, and their summary (a search with no word matches none).
 * The rarest term's postings are the candidates; each next term's postings narrow them while that
 * reads fewer entries than checking the candidates' own words for the terms left, which then
 * decides. Postings may be out of date for fresh slots: those are checked too.
 */
function allTerms(store: StoreReader, text: TextMatch, within: Bits, words: number): { bits: Bits; blocks: Bits } {
  const order = text.termOrder();
  if (order.length === 0) return { bits: scratch.take(), blocks: new Uint32Array(summaryWordsFor(words)) };
  let bits = scratch.take();
  let blocks = new Uint32Array(summaryWordsFor(words));
  let size = text.addCandidates(order[0]!.term, within, bits, blocks);
  let next = 1;
  for (; next < order.length && order[next]!.postings < size * CHECK_COST_IN_POSTINGS; next++) {
    const narrowed = scratch.take();
    const narrowedBlocks = new Uint32Array(summaryWordsFor(words));
    size = text.addCandidates(order[next]!.term, bits, narrowed, narrowedBlocks);
    bits = narrowed;
    blocks = narrowedBlocks;
  }
  const checked = order.slice(next).map(({ term }) => term);
  const keep = (slot: number) => {
    text.readSlot(slot);
    return checked.every((term) => text.held[term] === 1);
  };
  if (checked.length > 0) {
    eachSlot(bits, wordRanges(blocks, words), (slot) => {
      if (!keep(slot)) clearBit(bits, slot);
    });
  }
  for (const slot of store.wordIndex.fresh) if (hasBit(bits, slot) && text.readSlot(slot) !== order.length) clearBit(bits, slot);
  return { bits, blocks };
}

/** The wines of `within` holding term `term`, exactly: its postings' wines, the fresh ones checked. */
function termSet(store: StoreReader, text: TextMatch, term: number, within: Bits, words: number): Bits {
  const bits = scratch.take();
  text.addCandidates(term, within, bits, new Uint32Array(summaryWordsFor(words)));
  for (const slot of store.wordIndex.fresh) {
    if (!hasBit(bits, slot)) continue;
    text.readSlot(slot);
    if (text.held[term] === 0) clearBit(bits, slot);
  }
  return bits;
}

/**
 * The wines holding the most terms of any wine of `within` that passes `clauses`, whether they
 * pass or not: the facets count over them as over any search's matches (`passingOnly`: no facets
 * are counted, so only the passing ones). Undefined when no wine passing the clauses holds a term.
 * The passing wines come first: when none pass, no posting is read; when they are few against the
 * terms' postings and only they are wanted, each one's terms are read from its own words. Else a
 * wine holding m of k terms holds one of any k - m + 1 of them, so the candidates for m are the
 * postings of the k - m + 1 rarest terms: from m = k - 1 down until a passing candidate holds m.
 * A wine's terms are read from its own words while the wines to read are few, else from each
 * term's bitset (built once, from all the postings).
 */
function mostTerms(store: StoreReader, text: TextMatch, within: Bits, clauses: readonly Clause[], words: number, passingOnly: boolean): { bits: Bits; blocks: Bits; terms: number } | undefined {
  const order = text.termOrder();
  const k = order.length;
  const allPostings = order.reduce((sum, { postings }) => sum + postings, 0);
  const allPassing = scratch.take();
  const passingRanges = wordRanges(allBlocks(clauses.map((clause) => clause.blocks)), words);
  const allPassingCount = filterInto(allPassing, within, clauses, passingRanges);
  if (allPassingCount === 0) return undefined;
  if (passingOnly && allPassingCount * CHECK_COST_IN_POSTINGS <= allPostings) {
    let held = 0;
    eachSlot(allPassing, passingRanges, (slot) => (held = Math.max(held, text.readSlot(slot))));
    if (held === 0) return undefined;
    const bits = scratch.take();
    const blocks = new Uint32Array(summaryWordsFor(words));
    eachSlot(allPassing, passingRanges, (slot) => {
      if (text.readSlot(slot) === held) {
        setBit(bits, slot);
        markBlock(blocks, slot);
      }
    });
    return { bits, blocks, terms: held };
  }
  let termSets: Bits[] | undefined;
  const countOf = (slot: number): number => {
    if (!termSets) return text.readSlot(slot);
    let count = 0;
    for (let t = 0; t < termSets.length; t++) if (hasBit(termSets[t]!, slot)) count++;
    return count;
  };
  const reading = (slots: number) => {
    if (!termSets && slots * CHECK_COST_IN_POSTINGS > allPostings) termSets = order.map(({ term }) => termSet(store, text, term, within, words));
  };
  const candidates = scratch.take();
  const candidateBlocks = new Uint32Array(summaryWordsFor(words));
  let candidateCount = 0;
  let added = 0;
  for (let m = k - 1; m >= 1; m--) {
    while (added < k - m + 1) candidateCount += text.addCandidates(order[added++]!.term, within, candidates, candidateBlocks);
    const ranges = wordRanges(candidateBlocks, words);
    // Only the passing wines decide how many terms are the most.
    const passing = scratch.take();
    const passingCount = filterInto(passing, candidates, clauses, ranges);
    if (passingCount === 0) continue;
    reading(passingCount);
    let most = 0;
    eachSlot(passing, ranges, (slot) => (most = Math.max(most, countOf(slot))));
    if (most < m) continue;
    // Without facets only the passing wines are wanted: the others holding as many terms are not read.
    const holders = passingOnly ? passing : candidates;
    reading(passingOnly ? passingCount : candidateCount);
    const bits = scratch.take();
    const blocks = new Uint32Array(summaryWordsFor(words));
    eachSlot(holders, ranges, (slot) => {
      if (countOf(slot) === most) {
        setBit(bits, slot);
        markBlock(blocks, slot);
      }
    });
    return { bits, blocks, terms: most };
  }
  return undefined;
}

/** Whether a folded word is one the search matched: read after the question, so from its own lists, not the shared marks. */
function matcher(text: TextMatch): (word: string) => boolean {
  let words: Set<string> | undefined;
  return (word) => (words ??= text.matchedWords()).has(word);
}

/**
 * The order clauses are read in: the fewest wines first, so that a word is often done after one.
 * A value of an open-ended list holds fewest; a value of a facet with more options holds fewer
 * wines, as a rule; the flags last.
 */
const CLAUSE_ORDER: readonly (ClauseFacet | undefined)[] = [...VALUE_KEYS, ...[...FACETS].sort((a, b) => FACET_SIZES[b] - FACET_SIZES[a]), undefined];
const FACET_ATTRIBUTE_KEYS = Object.keys(FACET_OPTIONS) as FacetAttribute[];

/** What a question's filters and search leave, before its page and its facets. */
interface Matched {
  /** The tenant's wines that pass the flags, ranges, title and search: what the facet clauses filter. */
  common: Bits;
  commonSummary: Bits | undefined;
  facetClauses: Clause[];
  matches: Bits;
  matchRanges: Uint32Array;
  total: number;
  text: TextMatch | undefined;
  allWords: boolean;
  /** How many of the search's terms the matches miss (0 unless allWords is false). */
  missed: number;
}

/**
 * The wines a question's filters and search leave; `facets`: whether its facets are counted, over
 * `common` (without them, `common` may hold the matches alone).
 */
function match(store: StoreReader, question: ModelFilters, facets: boolean): Matched {
  const words = store.words;
  const clauses: Clause[] = [];
  for (const flag of WINE_FLAGS) {
    const wanted = question.flags[flag];
    if (wanted !== undefined) {
      clauses.push(wanted ? { facet: undefined, any: [store.flags[flag]], not: undefined, blocks: undefined } : { facet: undefined, any: undefined, not: store.flags[flag], blocks: undefined });
    }
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const choice = question.ranges?.[attribute.key];
    if (!choice) continue;
    // A range leaves the wines without a number (NV) out unless they are asked for; asked alone, they are the list.
    const ranged = choice.min !== undefined || choice.max !== undefined;
    const { upper, lower, none } = store.rangeBits(attribute.key, choice.min, choice.max);
    clauses.push({ facet: undefined, any: [...(ranged ? [upper] : []), ...(choice.none ? [none] : [])], not: ranged ? lower : undefined, blocks: undefined });
  }
  /** Per free-text check list, its chosen values that have no bitset: found by their codes below. */
  const uncounted: [FacetAttribute, string[]][] = [];
  for (const attribute of FACET_ATTRIBUTE_KEYS) {
    const values = question.attributes[attribute];
    if (!values) continue;
    const held = values.filter((value) => store.valueBits(attribute, value) !== undefined);
    const blocks = eitherBlocks(held.map((value) => store.valueSummary(attribute, value)), summaryWordsFor(words));
    clauses.push({ facet: attribute, any: held.map((value) => store.valueBits(attribute, value)!), not: undefined, blocks });
    if (OPEN_VALUED.includes(attribute as SingleFacet)) {
      const others = values.filter((value) => !held.includes(value));
      if (others.length > 0) uncounted.push([attribute, others]);
    }
  }
  for (const attribute of VALUE_KEYS) {
    const chosen = question.attributes[attribute];
    if (chosen) clauses.push(chosenValues(store, attribute, chosen));
  }
  if (question.minPriceCents !== undefined || question.maxPriceCents !== undefined) {
    clauses.push(priceClause(store, question.minPriceCents ?? 0, question.maxPriceCents ?? Infinity));
  }
  if (question.minRating !== undefined) {
    const held = store.ratedAtLeast[STARS.indexOf(question.minRating)];
    clauses.push({ facet: 'rating', any: [held ?? scratch.take()], not: undefined, blocks: undefined });
  }
  // A filter like any other, never an order: the page walks the same sort order with or without it.
  if (question.inStock) clauses.push({ facet: 'inStock', any: [store.inStock], not: undefined, blocks: undefined });
  clauses.sort((a, b) => CLAUSE_ORDER.indexOf(a.facet) - CLAUSE_ORDER.indexOf(b.facet));

  // The wines every question passes before its facets: the tenant's, flagged as asked, with the title.
  let common = store.tenants.get(question.tenantId) ?? scratch.take();
  const flagClauses = clauses.filter((clause) => clause.facet === undefined);
  const facetClauses = clauses.filter((clause) => clause.facet !== undefined);
  if (flagClauses.length > 0) {
    const flagged = scratch.take();
    filterInto(flagged, common, flagClauses, wordRanges(undefined, words));
    common = flagged;
  }
  for (const [attribute, values] of uncounted) {
    // A free-text value outside the panel's options has no bitset: its wines are found by their code.
    const clause = facetClauses.find((candidate) => candidate.facet === attribute)!;
    const coded = scratch.take();
    store.eachOpenValued(attribute, values, common, (slot) => setBit(coded, slot));
    clause.any!.push(coded);
    clause.blocks = undefined;
  }
  let commonSummary: Bits | undefined;
  if (question.titleLowered !== undefined) {
    const found = titleMatches(store, question.titleLowered, common);
    common = found.bits;
    commonSummary = found.blocks;
  }
  let text: TextMatch | undefined;
  let allWords = true;
  let missed = 0;
  const searched = common;
  if (question.search) {
    text = new TextMatch(store.wordIndex, marks, question.search, store.expander);
    const found = allTerms(store, text, searched, words);
    common = found.bits;
    commonSummary = allBlocks([commonSummary, found.blocks]);
  }
  let matches = scratch.take();
  let matchRanges = wordRanges(allBlocks([commonSummary, ...facetClauses.map((clause) => clause.blocks)]), words);
  let total = filterInto(matches, common, facetClauses, matchRanges);
  if (total === 0 && text && text.plan.terms.length > 1) {
    // No wine holds every term: the wines holding the most of them that pass the filters.
    const most = mostTerms(store, text, searched, facetClauses, words, !facets);
    if (most) {
      allWords = false;
      missed = text.plan.terms.length - most.terms;
      common = most.bits;
      commonSummary = most.blocks;
      matches = scratch.take();
      matchRanges = wordRanges(allBlocks([commonSummary, ...facetClauses.map((clause) => clause.blocks)]), words);
      total = filterInto(matches, common, facetClauses, matchRanges);
    }
  }
  return { common, commonSummary, facetClauses, matches, matchRanges, total, text, allWords, missed };
}

/** An open-ended list's chosen values as a clause: one bitset made from their slots (a few wines each), and its summary. */
function chosenValues(store: StoreReader, attribute: ValuesAttributeKey, chosen: readonly string[]): Clause {
  const values = store.valuesOf(attribute);
  const bits = scratch.take();
  const blocks = new Uint32Array(summaryWordsFor(store.words));
  for (const value of new Set(chosen)) {
    const code = values.find(value);
    if (code === undefined) continue;
    for (const slot of values.slotsOf(code)) {
      setBit(bits, slot);
      markBlock(blocks, slot);
    }
  }
  return { facet: attribute, any: [bits], not: undefined, blocks };
}

/**
 * How many wines of `base` (`size` of the tenant's wines, set only within `ranges`) hold each value
 * of an open-ended list, by code: over the base's wines, or, when the base holds most of the
 * tenant's, the tenant's kept counts less the wines outside the base, whichever passes over fewer.
 */
function valueCounts(store: StoreReader, attribute: ValuesAttributeKey, tenantId: string, base: Bits, size: number, ranges: Uint32Array): Int32Array {
  const values = store.valuesOf(attribute);
  const tenant = store.tenants.get(tenantId);
  const outsideSize = (store.totals.get(tenantId)?.size ?? 0) - size;
  if (tenant && outsideSize + 2 * store.words < size + wordsIn(ranges)) {
    const counts = values.countsOf(tenantId);
    const outside = scratch.take();
    for (let w = 0; w < store.words; w++) outside[w] = tenant[w]! & ~base[w]!;
    addCodes(values.codes, outside, wordRanges(undefined, store.words), counts, -1);
    return counts;
  }
  const counts = new Int32Array(values.size);
  addCodes(values.codes, base, ranges, counts, 1);
  return counts;
}

/** Adds `delta` to `counts` at the code of each slot of `bits` (set only within `ranges`): a plain loop, no call per wine. */
function addCodes(codes: Int32Array, bits: Bits, ranges: Uint32Array, counts: Int32Array, delta: number): void {
  for (let r = 0; r < ranges.length; r += 2) {
    for (let w = ranges[r]!, end = ranges[r + 1]!; w < end; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        const code = codes[(w << 5) + 31 - Math.clz32(low)]!;
        if (code !== -1) counts[code]! += delta;
        word ^= low;
      }
    }
  }
}

/**
 * Of `codes`, those holding wines by `countOf`: the first `limit` of them, most wines first, a tie
 * in code-point order of their values (the SQL "C" collation), and how many there are.
 */
function mostHeld(values: ValuesReader, codes: Iterable<number>, countOf: (code: number) => number, limit: number): { top: ValueCount[]; total: number } {
  const top: ValueCount[] = [];
  let total = 0;
  const before = (a: ValueCount, b: ValueCount) => b.count - a.count || compareText(a.value, b.value);
  for (const code of codes) {
    const count = countOf(code);
    if (count <= 0) continue;
    total++;
    if (top.length === limit && count < top[limit - 1]!.count) continue;
    const entry = { value: values.valueOf(code), count };
    let at = top.length;
    while (at > 0 && before(entry, top[at - 1]!) < 0) at--;
    if (at < limit) {
      top.splice(at, 0, entry);
      if (top.length > limit) top.pop();
    }
  }
  return { top, total };
}

/** The codes 0..size-1. */
function* allCodes(size: number): Generator<number> {
  for (let code = 0; code < size; code++) yield code;
}

/** An open-ended list in the facets: its `shown` values holding the most wines, then the chosen ones outside them. */
function shownValues(values: ValuesReader, counts: Int32Array, shown: number, chosen: readonly string[]): ValueCount[] {
  const { top } = mostHeld(values, allCodes(values.size), (code) => counts[code]!, shown);
  for (const value of chosen) {
    if (top.some((entry) => entry.value === value)) continue;
    const code = values.find(value);
    top.push({ value, count: code === undefined ? 0 : counts[code]! });
  }
  return top;
}

/**
 * Answers a wine list from the store: the page's ids, the exact total, and when asked the facets,
 * each attribute counted over every chosen filter but its own.
 */
export function answer(store: StoreReader, question: ModelQuestion): ModelAnswer {
  const words = store.words;
  scratch.reset(words);
  const { common, commonSummary, facetClauses, matches, matchRanges, total, text, allWords, missed } = match(store, question, question.facets);
  const ids = pageOf(store, matches, matchRanges, total, question, text, missed);
  const search = text ? { search: { allWords, matches: matcher(text) } } : {};
  if (!question.facets) return { ids, total, ...search };

  // The facets not chosen count within the matches, together; each chosen one within its own base.
  // A chosen facet's base is narrowed by the other facets: each base's summary leaves its own out.
  const baseBlocks = facetClauses.map((_, index) => allBlocks([commonSummary, ...facetClauses.filter((__, other) => other !== index).map((clause) => clause.blocks)]));
  const { bases, sizes } = withoutEach(common, facetClauses, wordRanges(eitherBlocks(baseBlocks, summaryWordsFor(words)), words));
  const rows = new Map<Facet, Int32Array>();
  const valueRows = new Map<ValuesAttributeKey, Int32Array>();
  const open = FACETS.filter((facet) => !facetClauses.some((clause) => clause.facet === facet));
  const openRow = facetCounts(store, question.tenantId, open, matches, total, matchRanges);
  for (const facet of open) rows.set(facet, openRow);
  facetClauses.forEach((clause, index) => {
    const facet = clause.facet!;
    const ranges = wordRanges(baseBlocks[index], words);
    if (isValueKey(facet)) valueRows.set(facet, valueCounts(store, facet, question.tenantId, bases[index]!, sizes[index]!, ranges));
    else rows.set(facet, facetCounts(store, question.tenantId, [facet], bases[index]!, sizes[index]!, ranges));
  });
  for (const key of VALUE_KEYS) if (!valueRows.has(key)) valueRows.set(key, valueCounts(store, key, question.tenantId, matches, total, matchRanges));
  const counts = (facet: Facet): number[] => Array.from(rows.get(facet)!.subarray(FACET_OFFSETS[facet], FACET_OFFSETS[facet] + FACET_SIZES[facet]));
  const attributes = Object.fromEntries(
    FACET_ATTRIBUTE_KEYS.map((attribute) => {
      const found = counts(attribute);
      return [attribute, Object.fromEntries(FACET_OPTIONS[attribute].map((option, index) => [option, found[index]!]))];
    }),
  );
  const values = Object.fromEntries(
    VALUES_ATTRIBUTES.map((attribute) => [attribute.key, shownValues(store.valuesOf(attribute.key), valueRows.get(attribute.key)!, attribute.filter.shown, question.attributes[attribute.key] ?? [])]),
  );
  const rated = counts('rating');
  return {
    ...search,
    ids,
    total,
    facets: { attributes, values, price: counts('price'), minRating: Object.fromEntries(STARS.map((stars, index) => [String(stars), rated[index]!])), inStock: counts('inStock')[0]! },
  };
}

/** How many postings entries cost as much as counting one wine of a base (a read of its code and a count). */
const POSTING_COST_IN_SLOTS = 1;

/**
 * Searching within an open-ended list (decision 0070): the values of `attribute` that match the
 * typed words (ValuesReader.matching; every value when none is typed) and hold wines the question
 * leaves, its own choice aside, at most `limit`, most wines first, and how many match.
 * Few matching values are counted from their slots, many from the base's codes.
 */
export function facetValues(store: StoreReader, question: ModelFilters, attribute: ValuesAttributeKey, typed: readonly string[], limit: number): { values: ValueCount[]; total: number } {
  const words = store.words;
  scratch.reset(words);
  const matched = match(store, question, true);
  let { matches: base, total: size, matchRanges: ranges } = matched;
  const own = matched.facetClauses.findIndex((clause) => clause.facet === attribute);
  if (own !== -1) {
    const others = matched.facetClauses.filter((_, index) => index !== own);
    ranges = wordRanges(allBlocks([matched.commonSummary, ...others.map((clause) => clause.blocks)]), words);
    base = scratch.take();
    size = filterInto(base, matched.common, others, ranges);
  }
  const values = store.valuesOf(attribute);
  if (typed.length === 0) {
    const counts = valueCounts(store, attribute, question.tenantId, base, size, ranges);
    const { top, total } = mostHeld(values, allCodes(values.size), (code) => counts[code]!, limit);
    return { values: top, total };
  }
  const candidates = values.matching(typed);
  const postings = candidates.reduce((sum, code) => sum + values.slotsOf(code).length, 0);
  let countOf: (code: number) => number;
  if (postings * POSTING_COST_IN_SLOTS < size) {
    countOf = (code) => {
      let count = 0;
      for (const slot of values.slotsOf(code)) if (hasBit(base, slot)) count++;
      return count;
    };
  } else {
    const counts = valueCounts(store, attribute, question.tenantId, base, size, ranges);
    countOf = (code) => counts[code]!;
  }
  const { top, total } = mostHeld(values, candidates, countOf, limit);
  return { values: top, total };
}
