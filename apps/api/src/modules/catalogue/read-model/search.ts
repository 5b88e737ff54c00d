import { foldedWords, SEARCH_SYNONYMS, typosAllowed } from '@wine/contract/search-text';
import { hasBit, markBlock, markWordBlock, popcount, setBit, wordsFor, type Bits } from './bits';
import type { WordIndex } from './word-index';

/**
 * The shop's forgiving search over the word index (decision 0063): a query's words, each expanded
 * once over the dictionary of the catalogue's words (typos by length, a prefix for the last word,
 * declared synonyms), then matched through postings and ranked by how well each wine matches.
 */

/** How a dictionary word matched a query word, the better the lower. */
export const EXACT = 1;
export const PREFIX = 2;
/** 1 + typos: TYPO (one) or TYPO + 1 (two). */
export const TYPO = 3;

/** A query keeps this many words: a title with its vintage is about ten; more would be one long phrase. */
export const QUERY_WORDS_MAX = 16;

/** The dictionary words one query word matches, and how (EXACT, PREFIX, TYPO...), for dictionary codes below `seen`. */
interface Expansion {
  codes: number[];
  how: number[];
  seen: number;
}

/**
 * Damerau's distance in its restricted form (optimal string alignment: a swap of neighbours is one
 * edit) between `query` and `word`, or past `max` when more; with `prefix`, between `query` and the
 * nearest prefix of `word`.
 */
export function typoDistance(query: string, word: string, max: number, prefix: boolean): number {
  const n = query.length;
  const m = prefix ? Math.min(word.length, n + max) : word.length;
  if (!prefix && Math.abs(n - m) > max) return max + 1;
  let before = ROWS[0]!;
  let previous = ROWS[1]!;
  let current = ROWS[2]!;
  if (m + 1 > previous.length) {
    for (let r = 0; r < 3; r++) ROWS[r] = new Int32Array(2 * (m + 1));
    [before, previous, current] = ROWS as [Int32Array, Int32Array, Int32Array];
  }
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let lowest = i;
    const q = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const w = word.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (q === w ? 0 : 1));
      if (i > 1 && j > 1 && q === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === w) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < lowest) lowest = value;
    }
    if (lowest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  if (!prefix) return previous[m]!;
  let nearest = previous[0]!;
  for (let j = 1; j <= m; j++) nearest = Math.min(nearest, previous[j]!);
  return nearest;
}
const ROWS: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

const HAS_DIGIT = /\d/;

/**
 * How dictionary `word` matches query word `query` (0: not at all): exact, as the query's prefix
 * (`prefix`: the query's last word, still being typed), or within the typos its length allows. A typo
 * never changes the first letter but by swapping the first two (a shopper knows how a name starts,
 * and it keeps the expansion to two of the dictionary's first-letter buckets); words with a digit
 * match exactly or as a prefix only.
 */
export function matchOf(query: string, word: string, prefix: boolean): number {
  if (word === query) return EXACT;
  if (prefix && word.startsWith(query)) return PREFIX;
  const max = typosAllowed(query);
  if (max === 0 || HAS_DIGIT.test(word)) return 0;
  if (word.charCodeAt(0) !== query.charCodeAt(0) && !(word.charCodeAt(0) === query.charCodeAt(1) && word.charCodeAt(1) === query.charCodeAt(0))) return 0;
  const typos = typoDistance(query, word, max, prefix);
  return typos <= max ? TYPO - 1 + typos : 0;
}

/** The expansions worked out, per query word and whether it is a prefix: the same words come back. */
const EXPANSIONS_KEPT = 10_000;

export class Expander {
  private readonly kept = new Map<string, Expansion>();

  constructor(private readonly index: WordIndex) {}

  /**
   * The dictionary words `query` matches: worked out once, then only over the words the dictionary
   * gained since. Only the buckets of its first letter (and of its second, for a swap) are read.
   */
  expand(query: string, prefix: boolean): Expansion {
    const key = prefix ? `${query}*` : query;
    let expansion = this.kept.get(key);
    if (!expansion) {
      if (this.kept.size >= EXPANSIONS_KEPT) this.kept.clear();
      expansion = { codes: [], how: [], seen: 0 };
      this.kept.set(key, expansion);
    }
    const { dictionary, byFirst } = this.index;
    const words = dictionary.values;
    if (expansion.seen === words.length) return expansion;
    const from = expansion.seen;
    const visit = (bucket: readonly number[] | undefined) => {
      if (!bucket) return;
      // A bucket grows in code order: the codes seen before are at its start.
      let at = bucket.length;
      while (at > 0 && bucket[at - 1]! >= from) at--;
      for (; at < bucket.length; at++) {
        const code = bucket[at]!;
        const how = matchOf(query, words[code]!, prefix);
        if (how !== 0) {
          expansion.codes.push(code);
          expansion.how.push(how);
        }
      }
    };
    if (typosAllowed(query) === 0 && !prefix) {
      const code = dictionary.find(query);
      if (code !== undefined && code >= from) {
        expansion.codes.push(code);
        expansion.how.push(EXACT);
      }
    } else {
      visit(byFirst.get(query.charCodeAt(0)));
      if (query.length > 1 && query.charCodeAt(1) !== query.charCodeAt(0) && typosAllowed(query) > 0) visit(byFirst.get(query.charCodeAt(1)));
    }
    expansion.seen = words.length;
    return expansion;
  }
}

/** One word of one way (the query's own words, or a synonym's) to match one term. */
interface Unit {
  term: number;
  way: number;
  word: string;
  prefix: boolean;
}

/** The query's terms: each a word, or a phrase of the synonym list with the ways to say it. */
export interface SearchPlan {
  /** The query's folded words, as the shopper typed them. */
  words: string[];
  /** Per term, per way of saying it, its units' places in `units`. */
  terms: number[][][];
  units: Unit[];
}

/** The synonym list as phrases of words, each with its group's other phrases; the longest first. */
const PHRASES = SEARCH_SYNONYMS.flatMap((group) => group.map((phrase) => ({ words: phrase.split(' '), others: group.filter((other) => other !== phrase).map((other) => other.split(' ')) }))).sort(
  (a, b) => b.words.length - a.words.length,
);

/** A query's plan: its folded words, a phrase of the synonym list read as one term. */
export function planSearch(text: string): SearchPlan {
  const words = foldedWords(text).slice(0, QUERY_WORDS_MAX);
  const terms: number[][][] = [];
  const units: Unit[] = [];
  const addWay = (term: number, way: number, phrase: readonly string[], last: boolean): number[] =>
    phrase.map((word, index) => {
      units.push({ term, way, word, prefix: last && way === 0 && index === phrase.length - 1 });
      return units.length - 1;
    });
  for (let i = 0; i < words.length; ) {
    const phrase = PHRASES.find((candidate) => candidate.words.every((word, k) => words[i + k] === word));
    const length = phrase?.words.length ?? 1;
    const own = words.slice(i, i + length);
    const last = i + length === words.length;
    const term = terms.length;
    terms.push([own, ...(phrase?.others ?? [])].map((way, index) => addWay(term, index, way, last)));
    i += length;
  }
  return { words, terms, units };
}

/**
 * Per dictionary word, its first entry in the question being answered: kept across questions and
 * read only for the words the question marked (its own bitset, TextMatch.marked), so that a
 * question costs its expansions, never a pass over the dictionary.
 */
export class WordMarks {
  head = new Int32Array(1024);

  /** Makes room for `words` dictionary words. */
  fit(words: number): void {
    if (words > this.head.length) this.head = new Int32Array(2 ** Math.ceil(Math.log2(words)));
  }
}

/** Relevance keys: how many bits each rule takes, the first rule the most significant. */
const TYPOS_CAP = 63;
const PROXIMITY_CAP = 127;
/** How far apart two terms count at most, and what a term outside the title costs its neighbours. */
const NEAR_CAP = 7;
const APART = 8;
/** The tie-break (the chosen order's place) takes the key's low bits: room for 2^24 wines. */
export const TIE_BITS = 24;

/** A question's search worked out over the index: each unit's expansion, marked on its dictionary words. */
export class TextMatch {
  private readonly entryUnit: number[] = [];
  private readonly entryHow: number[] = [];
  private readonly entryNext: number[] = [];
  /** Per unit, the dictionary codes it matches. */
  private readonly unitCodes: number[][];
  private readonly best: Uint8Array;
  private readonly place: Int16Array;
  /**
   * The dictionary words the expansions marked, a bit each: the hot loops test a slot's words here,
   * a few kilobytes that stay in the processor's cache, before reading their entries.
   */
  private readonly marked: Uint32Array;

  constructor(
    private readonly index: WordIndex,
    private readonly marks: WordMarks,
    readonly plan: SearchPlan,
    expander: Expander,
  ) {
    marks.fit(index.dictionary.values.length);
    this.marked = new Uint32Array(wordsFor(index.dictionary.values.length));
    this.unitCodes = plan.units.map((unit, u) => {
      const { codes, how } = expander.expand(unit.word, unit.prefix);
      const length = codes.length;
      for (let i = 0; i < length; i++) this.mark(codes[i]!, u, how[i]!);
      return codes.slice(0, length);
    });
    this.best = new Uint8Array(plan.units.length);
    this.place = new Int16Array(plan.units.length);
    this.has = new Uint8Array(plan.units.length);
    this.held = new Uint8Array(plan.terms.length);
    const posted = index.postedWords;
    this.unitSlots = this.unitCodes.map((codes) => codes.reduce((sum, code) => sum + (code < posted ? index.holderCount(code) : 0), 0));
    // A term no dictionary word can match in any of its ways is missed by every wine, fields or not.
    this.typedUnits = plan.terms.filter((ways) => ways.some((way) => way.every((u) => this.unitCodes[u]!.length > 0))).flatMap((ways) => ways[0]!);
    this.waysByRarity = plan.terms.map((ways) => ways.map((way) => [...way].sort((a, b) => this.unitSlots[a]! - this.unitSlots[b]!)));
    // A dense word's slots are read a bitset word at a time where addCandidates reads them last.
    const lastCost = (u: number) => this.unitCodes[u]!.reduce((sum, code) => sum + (code < posted ? index.readCost(code) : 0), 0);
    this.termCosts = this.waysByRarity.map((ways) => ways.reduce((sum, way) => way.reduce((waySum, u, k) => waySum + (k === way.length - 1 ? lastCost(u) : this.unitSlots[u]!), sum), 0));
  }

  /** Per unit, how many postings its words hold; per term, its ways' units, the rarest first. */
  private readonly unitSlots: number[];
  /** Per term, what addCandidates reads for it: postings, and a dense word's bitset words. */
  private readonly termCosts: number[];
  private readonly waysByRarity: number[][][];
  /** The units of the words typed: each first way of a term some word can match. */
  private readonly typedUnits: number[];
  /** Per unit and per term, what readSlot found in the slot read last. */
  private readonly has: Uint8Array;
  readonly held: Uint8Array;

  /** The terms, the one whose wines cost the least to read first, and what each costs in postings (a bitset word counting as one). */
  termOrder(): { term: number; postings: number }[] {
    return this.termCosts.map((postings, term) => ({ term, postings })).sort((a, b) => a.postings - b.postings);
  }

  /**
   * Adds to `into` (and its summary `blocks`) the slots of `within` the postings say hold term
   * `term` (a way of several words: each word's postings narrow the rarest's), and every fresh slot
   * of `within`: postings may be out of date for those, and a word first seen in one has none.
   * Returns how many slots it added.
   */
  addCandidates(term: number, within: Bits, into: Bits, blocks: Bits): number {
    const index = this.index;
    const posted = index.postedWords;
    let added = 0;
    for (const way of this.waysByRarity[term]!) {
      let holders = within;
      for (let k = 0; k < way.length - 1; k++) {
        const narrowed = new Uint32Array(within.length);
        this.eachPosting(way[k]!, (slot) => {
          if (hasBit(holders, slot)) setBit(narrowed, slot);
        });
        holders = narrowed;
      }
      // A plain loop over every posting, the bits set in place: the search's hottest loop.
      for (const code of this.unitCodes[way[way.length - 1]!]!) {
        if (code >= posted) continue;
        const dense = index.denseOf(code);
        if (dense) {
          const ranges = index.denseRangesOf(code)!;
          for (let r = 0; r < ranges.length; r += 2) {
            for (let w = ranges[r]!, end = Math.min(ranges[r + 1]!, into.length); w < end; w++) {
              const fresh = dense[w]! & holders[w]! & ~into[w]!;
              if (fresh === 0) continue;
              into[w] = into[w]! | fresh;
              markWordBlock(blocks, w);
              added += popcount(fresh);
            }
          }
          continue;
        }
        const slots = index.postingsOf(code);
        for (let i = 0; i < slots.length; i++) {
          const slot = slots[i]!;
          const w = slot >>> 5;
          const bit = 1 << (slot & 31);
          if ((holders[w]! & bit) === 0 || (into[w]! & bit) !== 0) continue;
          into[w] = into[w]! | bit;
          markBlock(blocks, slot);
          added++;
        }
      }
    }
    const add = (slot: number) => {
      if (!hasBit(within, slot) || hasBit(into, slot)) return;
      setBit(into, slot);
      markBlock(blocks, slot);
      added++;
    };
    for (const slot of index.fresh) add(slot);
    return added;
  }

  /** Each slot unit `u`'s postings hold (a slot may come more than once: several of its words may match). */
  private eachPosting(u: number, found: (slot: number) => void): void {
    const posted = this.index.postedWords;
    for (const code of this.unitCodes[u]!) if (code < posted) this.index.eachHolder(code, found);
  }

  /**
   * Reads which terms `slot` holds from its own words (current, fresh or not): `held[t]` is 1 for
   * each, and the count is returned.
   */
  readSlot(slot: number): number {
    const has = this.has;
    const held = this.held;
    has.fill(0);
    const marked = this.marked;
    const head = this.marks.head;
    const entryUnit = this.entryUnit;
    const entryNext = this.entryNext;
    const index = this.index;
    const entries = index.entries;
    for (let at = index.start[slot]!, end = at + index.count[slot]!; at < end; at++) {
      const code = entries[at]!;
      if (!hasBit(marked, code)) continue;
      for (let e = head[code]!; e >= 0; e = entryNext[e]!) has[entryUnit[e]!] = 1;
    }
    const terms = this.plan.terms;
    let count = 0;
    for (let t = 0; t < terms.length; t++) {
      const ways = terms[t]!;
      let found = 0;
      for (let w = 0; w < ways.length && found === 0; w++) {
        const way = ways[w]!;
        found = 1;
        for (let k = 0; k < way.length; k++) if (has[way[k]!] === 0) found = 0;
      }
      held[t] = found;
      count += found;
    }
    return count;
  }

  private mark(code: number, unit: number, how: number): void {
    const head = this.marks.head;
    if (!hasBit(this.marked, code)) {
      setBit(this.marked, code);
      head[code] = -1;
    }
    this.entryUnit.push(unit);
    this.entryHow.push(how);
    this.entryNext.push(head[code]!);
    head[code] = this.entryUnit.length - 1;
  }

  /** The dictionary words the query's words match: what a page marks in a title. */
  matchedWords(): Set<string> {
    const words = this.index.dictionary.values;
    return new Set(this.unitCodes.flatMap((codes) => codes.map((code) => words[code]!)));
  }

  /**
   * A slot's relevance key, the lower the better: terms missed, then typos, then terms not matched
   * exactly (a prefix, a typo, a synonym), then how far apart and out of order the terms stand in
   * the title, then terms matched outside the title; `tie` (below 2^TIE_BITS) in the low bits.
   */
  score(slot: number, tie: number): number {
    const best = this.best;
    const place = this.place;
    const marked = this.marked;
    const head = this.marks.head;
    const entryUnit = this.entryUnit;
    const entryHow = this.entryHow;
    const entryNext = this.entryNext;
    const index = this.index;
    const entries = index.entries;
    best.fill(0);
    place.fill(-1);
    const from = index.start[slot]!;
    const titleEnd = from + index.titleCount[slot]!;
    const end = from + index.count[slot]!;
    for (let at = from; at < end; at++) {
      // Every word typed matched exactly in the title: the other fields can change nothing of the key.
      if (at === titleEnd && this.typedExact(best)) break;
      const code = entries[at]!;
      if (!hasBit(marked, code)) continue;
      for (let e = head[code]!; e >= 0; e = entryNext[e]!) {
        const u = entryUnit[e]!;
        const how = entryHow[e]!;
        if (best[u] === 0 || how < best[u]!) best[u] = how;
        if (at < titleEnd && place[u]! < 0) place[u] = at - from;
      }
    }
    return this.keyOf(best, place) * 2 ** TIE_BITS + tie;
  }

  /** Whether each unit of the words typed (each term's first way) is matched exactly: no way of any term can cost less. */
  private typedExact(best: Uint8Array): boolean {
    const typed = this.typedUnits;
    for (let i = 0; i < typed.length; i++) if (best[typed[i]!] !== EXACT) return false;
    return true;
  }

  /** The key of each unit's best match (`best`, 0: none) and title place (`place`, -1: none), without a tie-break. */
  private keyOf(best: Uint8Array, place: Int16Array): number {
    const terms = this.plan.terms;
    let missed = 0;
    let typos = 0;
    let inexact = 0;
    let proximity = 0;
    let outside = 0;
    let previous = -2;
    for (let t = 0; t < terms.length; t++) {
      const ways = terms[t]!;
      let termCost = -1;
      let termPlace = -1;
      for (let w = 0; w < ways.length; w++) {
        const cost = wayCost(ways[w]!, w, best);
        if (cost >= 0 && (termCost < 0 || cost < termCost)) {
          termCost = cost;
          termPlace = place[ways[w]![0]!]!;
        }
      }
      if (termCost < 0) {
        missed++;
        previous = -2;
        continue;
      }
      typos += termCost >>> 5;
      inexact += termCost & 31;
      if (termPlace < 0) outside++;
      if (previous !== -2) {
        if (previous < 0 || termPlace < 0) proximity += APART;
        else {
          const distance = termPlace - previous;
          proximity += Math.min(distance > 0 ? distance - 1 : 1 - distance, NEAR_CAP);
        }
      }
      previous = termPlace;
    }
    return (((missed * 64 + Math.min(typos, TYPOS_CAP)) * 32 + inexact) * 128 + Math.min(proximity, PROXIMITY_CAP)) * 32 + outside;
  }

  /**
   * The lowest key any wine missing `missed` terms could have (without a tie-break): each unit's
   * best expansion, the costliest terms the missed ones, every term in the title next to the one
   * before. A walk in the tie-break's order may stop once a page's worth of wines reach it.
   */
  bestKey(missed: number): number {
    const best = new Uint8Array(this.best.length);
    for (let e = 0; e < this.entryUnit.length; e++) {
      const u = this.entryUnit[e]!;
      if (best[u] === 0 || this.entryHow[e]! < best[u]!) best[u] = this.entryHow[e]!;
    }
    // Each term's cheapest way; terms no wine can match are missed by every wine.
    const costs: number[] = [];
    for (const ways of this.plan.terms) {
      const cost = Math.min(...ways.map((way, w) => wayCost(way, w, best)).filter((wayCost) => wayCost >= 0));
      if (cost !== Infinity) costs.push(cost);
    }
    const unmatchable = this.plan.terms.length - costs.length;
    // A wine missing a term it could match pays none of that term's typos: the costliest are the ones it misses.
    const kept = costs.sort((a, b) => a - b).slice(0, costs.length - Math.max(0, missed - unmatchable));
    let typos = 0;
    let inexact = 0;
    for (const cost of kept) {
      typos += cost >>> 5;
      inexact += cost & 31;
    }
    return ((Math.max(missed, unmatchable) * 64 + Math.min(typos, TYPOS_CAP)) * 32 + inexact) * 128 * 32;
  }
}

/**
 * What matching one way of a term costs, from each unit's best match (`best`, 0: none): its typos
 * times 32 plus 1 when it is not matched exactly (a prefix, a typo, a synonym: way `w` past the
 * first), so that a lower cost is fewer typos, then exact; -1 when a unit of it is not matched.
 */
function wayCost(way: readonly number[], w: number, best: Uint8Array): number {
  let typos = 0;
  let inexact = w > 0 ? 1 : 0;
  for (let k = 0; k < way.length; k++) {
    const how = best[way[k]!]!;
    if (how === 0) return -1;
    if (how >= TYPO) typos += how - TYPO + 1;
    if (how !== EXACT) inexact = 1;
  }
  return typos * 32 + inexact;
}
