import { clearBit, markBlock, setBit, summaryWordsFor, wordsFor, type Bits } from './bits';

/**
 * The slots whose title holds one searched text: a bitset (with its summary) when they are many,
 * else their list, whichever is smaller.
 */
export type Holders = { bits: Bits; blocks: Bits; slots?: undefined } | { bits?: undefined; blocks?: undefined; slots: Uint32Array };

/** What the kept searches may take at most: enough for every word the bench's search mix asks, at a million wines. */
const KEPT_BYTES = 32 * 1024 * 1024;
/** How many texts are kept at most: every write reads them all. */
const KEPT_TEXTS = 1_024;

const bytesOf = (holders: Holders) => (holders.bits ?? holders.slots).byteLength + (holders.blocks?.byteLength ?? 0);

/** The first place of an ascending list holding `slot` or a larger one. */
function placeOf(slots: Uint32Array, slot: number): number {
  let low = 0;
  let high = slots.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (slots[middle]! < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The holders of the texts searched last, like a search engine's postings of a term: a common word
 * is held by tens of thousands of titles, and reading them all again was nearly all of a search's
 * cost. The least recently asked text goes first once they take more than KEPT_BYTES or are more than KEPT_TEXTS. A written title
 * is taken out of every kept search (the store lists it as stale, and a search reads it again);
 * the store forgets them all when it rebuilds its trigram index, which ends that list.
 */
export class TitleSearches {
  /** In the order last asked, the most recent last. */
  private readonly kept = new Map<string, Holders>();
  private bytes = 0;

  get(text: string): Holders | undefined {
    const holders = this.kept.get(text);
    if (holders) {
      this.kept.delete(text);
      this.kept.set(text, holders);
    }
    return holders;
  }

  /** Keeps the ascending `slots` holding `text`, as a list or a bitset of `slots` up to `capacity`. */
  keep(text: string, slots: Uint32Array, capacity: number): Holders {
    const words = wordsFor(capacity);
    let holders: Holders;
    if (slots.length < words) holders = { slots: slots.slice() };
    else {
      const bits = new Uint32Array(words);
      const blocks = new Uint32Array(summaryWordsFor(words));
      for (const slot of slots) {
        setBit(bits, slot);
        markBlock(blocks, slot);
      }
      holders = { bits, blocks };
    }
    this.kept.set(text, holders);
    this.bytes += bytesOf(holders);
    for (const [oldest, dropped] of this.kept) {
      if (this.bytes <= KEPT_BYTES && this.kept.size <= KEPT_TEXTS) break;
      this.kept.delete(oldest);
      this.bytes -= bytesOf(dropped);
    }
    return holders;
  }

  /** Takes a slot whose title was written out of every kept search. */
  forget(slot: number): void {
    for (const [text, holders] of this.kept) {
      if (holders.bits) clearBit(holders.bits, slot);
      else {
        const at = placeOf(holders.slots, slot);
        if (holders.slots[at] !== slot) continue;
        const slots = new Uint32Array(holders.slots.length - 1);
        slots.set(holders.slots.subarray(0, at));
        slots.set(holders.slots.subarray(at + 1), at);
        this.kept.set(text, { slots });
        this.bytes -= 4;
      }
    }
  }

  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }
}
