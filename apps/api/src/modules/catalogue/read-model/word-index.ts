import { foldedWords } from '@wine/contract/search-text';
import { eachSlot, markBlock, setBit, summaryWordsFor, wordRanges, wordsFor, type Bits } from './bits';
import { Dictionary } from './dictionary';

/**
 * Texts whose word codes are kept ready: a title's space-parted pieces and the fields' values (a
 * producer, a region...) repeat across many wines, so each is folded and looked up once.
 */
const TEXT_WORDS_KEPT = 100_000;
/** How many slots written since the postings were built make them worth building again (and at least this many). */
const FRESH_REBUILD_SHARE = 64;
const FRESH_REBUILD_MIN = 1024;
/** What a title search looks up in the dictionary: runs of characters folding keeps as they are. */
const ASCII_RUN = /[a-z0-9]+/g;
/** A slot holds at most this many words (a title's 120 characters and its fields): the count is a Uint16. */
const SLOT_WORDS_MAX = 0xffff;

/** A settled WordIndex's state, as a build's worker hands it over (word-index-build.ts): its arrays move, not copy. */
export interface WordIndexParts {
  words: string[];
  entries: Uint32Array<ArrayBuffer>;
  used: number;
  start: Uint32Array;
  count: Uint16Array;
  titleCount: Uint8Array;
  postingStart: Uint32Array<ArrayBuffer>;
  postings: Uint32Array<ArrayBuffer>;
  dense: (Bits | undefined)[];
  denseRanges: (Uint32Array | undefined)[];
  readCosts: Uint32Array<ArrayBuffer>;
  holders: Uint32Array<ArrayBuffer>;
}

/**
 * The searchable words of every slot (decision 0063): each slot's title words in order, then the
 * words of its other searchable fields, as codes of one dictionary of folded words; and per word, the
 * slots holding it, built by `settle`: ascending (postings), or a bitset when the word is held by so
 * many slots that the bitset is no larger (a region, a grape, "domaine"). A search intersects those
 * a word of the bitset at a time instead of a slot at a time. A write appends the slot's new words and
 * lists the slot as fresh: until the postings are built again, a search reads a fresh slot's words
 * itself (its postings may be out of date), as the title search reads a changed title.
 */
export class WordIndex {
  readonly dictionary = new Dictionary();
  /** Word codes by their first UTF-16 unit: a typo never changes a word's first letter but by a swap (search.ts). */
  readonly byFirst = new Map<number, number[]>();
  /** Every slot's words, at start[slot], count[slot] of them, its title's titleCount[slot] first. */
  entries = new Uint32Array(1024);
  private used = 0;
  start: Uint32Array;
  count: Uint16Array;
  titleCount: Uint8Array;
  /** Per word code below postedWords, its slots: postings[postingStart[w]..postingStart[w + 1]], or dense[w]. */
  private postingStart = new Uint32Array(1);
  private postings = new Uint32Array(0);
  private dense: (Bits | undefined)[] = [];
  private denseRanges: (Uint32Array | undefined)[] = [];
  /** Per word, what reading its slots costs: its postings, or the bitset words its ranges cover. */
  private readCosts = new Uint32Array(0);
  /** Per word, how many slots its postings or bitset hold. */
  private holders = new Uint32Array(0);
  private indexed = false;
  private freshSlots: number[] = [];
  private isFresh: Uint8Array;
  private readonly textWords = new Map<string, readonly number[]>();

  constructor(capacity: number) {
    this.start = new Uint32Array(capacity);
    this.count = new Uint16Array(capacity);
    this.titleCount = new Uint8Array(capacity);
    this.isFresh = new Uint8Array(capacity);
  }

  grow(capacity: number): void {
    const grown = <T extends Uint32Array | Uint16Array | Uint8Array>(column: T, next: T): T => {
      next.set(column);
      return next;
    };
    this.start = grown(this.start, new Uint32Array(capacity));
    this.count = grown(this.count, new Uint16Array(capacity));
    this.titleCount = grown(this.titleCount, new Uint8Array(capacity));
    this.isFresh = grown(this.isFresh, new Uint8Array(capacity));
  }

  /** How many words the postings cover: codes from here on were first seen in a fresh slot. */
  get postedWords(): number {
    return this.postingStart.length - 1;
  }

  /** How many slots hold word `code` (below postedWords), by its postings. */
  holderCount(code: number): number {
    return this.holders[code]!;
  }

  /**
   * The slots holding word `code` (below postedWords), ascending, when the word is not dense (else
   * none); fresh slots among them may no longer hold it.
   */
  postingsOf(code: number): Uint32Array {
    return this.postings.subarray(this.postingStart[code]!, this.postingStart[code + 1]!);
  }

  /** The slots holding word `code` (below postedWords) as a bitset, when it is dense; fresh slots as in postingsOf. */
  denseOf(code: number): Bits | undefined {
    return this.dense[code];
  }

  /**
   * The word ranges of a dense word's bitset that hold its slots (wordRanges): a build lays a region's
   * or a grape's wines out in blocks of their own, so most of such a bitset is empty.
   */
  denseRangesOf(code: number): Uint32Array | undefined {
    return this.denseRanges[code];
  }

  /** What reading word `code`'s slots into a bitset costs (below postedWords): a posting, or a bitset word, counting one. */
  readCost(code: number): number {
    return this.readCosts[code]!;
  }

  /** Calls `visit` with each slot the postings say holds word `code` (below postedWords), dense or not. */
  eachHolder(code: number, visit: (slot: number) => void): void {
    const dense = this.dense[code];
    if (dense) {
      eachSlot(dense, this.denseRanges[code]!, visit);
      return;
    }
    const slots = this.postingsOf(code);
    for (let i = 0; i < slots.length; i++) visit(slots[i]!);
  }

  get fresh(): readonly number[] {
    return this.freshSlots;
  }

  /**
   * The slots whose lowered title may hold `needle`, ascending: undefined before the first postings,
   * when the needle has no ASCII letter or digit, or when they would be more than `limit`. A run of
   * ASCII letters and digits in the needle stands, in any title holding it, inside one folded word
   * (folding keeps those characters and parts words only at others), so the slots holding a word
   * that contains the run, and the fresh slots, are all the titles that can hold the needle; of
   * the needle's runs, the one whose words are held by the fewest slots is read.
   */
  holdersOf(needle: string, limit: number): Uint32Array | undefined {
    if (!this.indexed) return undefined;
    const words = this.dictionary.values;
    const posted = this.postedWords;
    let best: number[] | undefined;
    let bestSlots = Infinity;
    for (const [run] of needle.matchAll(ASCII_RUN)) {
      const codes: number[] = [];
      let slots = 0;
      for (let code = 0; code < posted && slots < bestSlots; code++) {
        if (!words[code]!.includes(run)) continue;
        codes.push(code);
        slots += this.holders[code]!;
      }
      if (slots < bestSlots) [best, bestSlots] = [codes, slots];
    }
    if (!best || bestSlots + this.freshSlots.length > limit) return undefined;
    const held = new Uint32Array(wordsFor(this.start.length));
    const hold = (slot: number) => setBit(held, slot);
    for (const code of best) this.eachHolder(code, hold);
    for (const slot of this.freshSlots) hold(slot);
    const found = new Uint32Array(bestSlots + this.freshSlots.length);
    let at = 0;
    eachSlot(held, wordRanges(undefined, held.length), (slot) => (found[at++] = slot));
    return found.subarray(0, at);
  }

  private codeOf(word: string): number {
    const known = this.dictionary.find(word);
    if (known !== undefined) return known;
    const code = this.dictionary.codeOf(word);
    const first = word.charCodeAt(0);
    let bucket = this.byFirst.get(first);
    if (!bucket) this.byFirst.set(first, (bucket = []));
    bucket.push(code);
    return code;
  }

  private wordsOf(text: string): readonly number[] {
    let codes = this.textWords.get(text);
    if (!codes) {
      if (this.textWords.size >= TEXT_WORDS_KEPT) this.textWords.clear();
      codes = foldedWords(text).map((word) => this.codeOf(word));
      this.textWords.set(text, codes);
    }
    return codes;
  }

  /**
   * Writes a slot's words: its lowered title's, then each of `fields`' (none: null). A write that
   * keeps them (a sale's stock, a rating) changes nothing: each write appends, and a checkout's many
   * would otherwise fill the entries and list slots as fresh for nothing.
   */
  set(slot: number, title: string, fields: readonly (string | null)[]): void {
    const codes = this.pending;
    codes.length = 0;
    // A space parts words wherever it stands, and nothing folding does reaches across one: the
    // title's words are its pieces' words, and the pieces (a producer's name, a grape) repeat.
    for (let from = 0; from < title.length; ) {
      let to = title.indexOf(' ', from);
      if (to === -1) to = title.length;
      if (to > from) for (const code of this.wordsOf(title.substring(from, to))) codes.push(code);
      from = to + 1;
    }
    const titleCount = Math.min(codes.length, 255);
    for (const field of fields) if (field !== null) for (const code of this.wordsOf(field)) codes.push(code);
    const total = Math.min(codes.length, SLOT_WORDS_MAX);
    if (total === this.count[slot] && titleCount === this.titleCount[slot]) {
      const from = this.start[slot]!;
      let same = true;
      for (let i = 0; i < total && same; i++) same = this.entries[from + i] === codes[i];
      if (same) return;
    }
    if (this.used + total > this.entries.length) {
      const next = new Uint32Array(Math.max(this.entries.length * 2, this.used + total));
      next.set(this.entries.subarray(0, this.used));
      this.entries = next;
    }
    for (let i = 0; i < total; i++) this.entries[this.used + i] = codes[i]!;
    this.start[slot] = this.used;
    this.count[slot] = total;
    this.titleCount[slot] = titleCount;
    this.used += total;
    this.markFresh(slot);
  }
  private readonly pending: number[] = [];

  /** A removed slot holds no words. */
  clear(slot: number): void {
    this.count[slot] = 0;
    this.titleCount[slot] = 0;
    this.markFresh(slot);
  }

  private markFresh(slot: number): void {
    // Before the first postings every slot is new: none is listed (a million numbers at a build).
    if (!this.indexed || this.isFresh[slot] === 1) return;
    this.isFresh[slot] = 1;
    this.freshSlots.push(slot);
  }

  /** Builds the postings when there are none yet or many slots were written since; `slots` is how many the store may hold. */
  settle(slots: number, live: number): void {
    if (this.indexed && this.freshSlots.length <= Math.max(FRESH_REBUILD_MIN, live / FRESH_REBUILD_SHARE)) return;
    this.compact(slots);
    const words = this.dictionary.values.length;
    const starts = new Uint32Array(words + 1);
    /** Per word, the last slot counted or written for it: a slot is posted once however often it holds the word. */
    const last = new Int32Array(words).fill(-1);
    const { entries, start, count } = this;
    for (let slot = 0; slot < slots; slot++) {
      for (let at = start[slot]!, end = at + count[slot]!; at < end; at++) {
        const word = entries[at]!;
        if (last[word] !== slot) {
          last[word] = slot;
          starts[word + 1]!++;
        }
      }
    }
    const holders = starts.slice(1);
    // Filled, not holey: a search looks a word up here for each of its expansions.
    const dense = new Array<Bits | undefined>(words).fill(undefined);
    const summaries = new Array<Bits | undefined>(words).fill(undefined);
    const denseFrom = wordsFor(slots);
    for (let word = 0; word < words; word++) {
      if (holders[word]! >= denseFrom) {
        dense[word] = new Uint32Array(denseFrom);
        summaries[word] = new Uint32Array(summaryWordsFor(denseFrom));
        starts[word + 1] = 0;
      }
      starts[word + 1]! += starts[word]!;
    }
    const postings = new Uint32Array(starts[words]!);
    const next = starts.slice(0, words);
    last.fill(-1);
    for (let slot = 0; slot < slots; slot++) {
      for (let at = start[slot]!, end = at + count[slot]!; at < end; at++) {
        const word = entries[at]!;
        if (last[word] !== slot) {
          last[word] = slot;
          const bits = dense[word];
          if (bits) {
            setBit(bits, slot);
            markBlock(summaries[word]!, slot);
          } else postings[next[word]!++] = slot;
        }
      }
    }
    this.postingStart = starts;
    this.postings = postings;
    this.dense = dense;
    this.denseRanges = summaries.map((summary) => summary && wordRanges(summary, denseFrom));
    this.readCosts = holders.map((count, word) => {
      const ranges = this.denseRanges[word];
      let cost = ranges ? 0 : count;
      for (let r = 0; ranges && r < ranges.length; r += 2) cost += ranges[r + 1]! - ranges[r]!;
      return cost;
    });
    this.holders = holders;
    for (const slot of this.freshSlots) this.isFresh[slot] = 0;
    this.freshSlots = [];
    this.indexed = true;
  }

  /**
   * Drops the words of slots written over since (a write appends) and lays the entries out in slot
   * order. A search reads its matches' words in slot order: laid out so, the reads run forward through
   * memory instead of jumping (a build fills its groups' blocks in turn, so its slots arrive out of
   * order). At a million wines this took a search that scores all its 30,000-50,000 matches from
   * 20-26 ms to 12-19 ms.
   */
  private compact(slots: number): void {
    let live = 0;
    // Laid out already when each slot's words start where the slot before it left off, and all are live.
    let inSlotOrder = true;
    for (let slot = 0; slot < slots; slot++) {
      const count = this.count[slot]!;
      if (count === 0) continue;
      if (this.start[slot] !== live) inSlotOrder = false;
      live += count;
    }
    if (inSlotOrder && live === this.used) return;
    const entries = new Uint32Array(Math.max(live, 1024));
    let at = 0;
    for (let slot = 0; slot < slots; slot++) {
      const from = this.start[slot]!;
      const count = this.count[slot]!;
      entries.set(this.entries.subarray(from, from + count), at);
      this.start[slot] = at;
      at += count;
    }
    this.entries = entries;
    this.used = at;
  }

  /** This index's state once settled, for another thread's index to adopt. */
  parts(): WordIndexParts {
    if (!this.indexed || this.freshSlots.length > 0) throw new Error('Only a settled word index is handed over');
    const { entries, used, start, count, titleCount, postingStart, postings, dense, denseRanges, readCosts, holders } = this;
    return { words: this.dictionary.values, entries, used, start, count, titleCount, postingStart, postings, dense, denseRanges, readCosts, holders };
  }

  /** Takes over a settled index built by another thread, as this empty one's: its words get the same codes, its slots fit this one's room. */
  adopt(parts: WordIndexParts): void {
    if (this.dictionary.values.length > 0 || this.used > 0) throw new Error('Only an empty word index adopts another');
    for (const word of parts.words) this.codeOf(word);
    const capacity = this.start.length;
    const fitted = <T extends Uint32Array | Uint16Array | Uint8Array>(column: T, room: T): T => {
      room.set(column.subarray(0, capacity));
      return room;
    };
    this.start = fitted(parts.start, new Uint32Array(capacity));
    this.count = fitted(parts.count, new Uint16Array(capacity));
    this.titleCount = fitted(parts.titleCount, new Uint8Array(capacity));
    ({ entries: this.entries, used: this.used, postingStart: this.postingStart, postings: this.postings, dense: this.dense, denseRanges: this.denseRanges, readCosts: this.readCosts, holders: this.holders } = parts);
    this.indexed = true;
  }

  /** The index's bytes: the words of every slot, their places and the postings. */
  get bytes(): number {
    const dense = [...this.dense, ...this.denseRanges].reduce((sum, bits) => sum + (bits?.byteLength ?? 0), 0);
    return this.entries.byteLength + this.start.byteLength + this.count.byteLength + this.titleCount.byteLength + this.postings.byteLength + this.postingStart.byteLength + this.holders.byteLength + this.readCosts.byteLength + dense;
  }
}
