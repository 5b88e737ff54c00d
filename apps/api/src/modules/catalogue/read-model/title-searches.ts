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
 * is tested against every kept text, so a kept search stays exact through writes.
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

  /** A slot's title written: each kept search holds the slot exactly when its new title holds the text. */
  rewrite(slot: number, title: string): void {
    for (const [text, holders] of this.kept) {
      const holds = title.includes(text);
      if (holders.bits) {
        if (holds) {
          setBit(holders.bits, slot);
          markBlock(holders.blocks, slot);
        } else clearBit(holders.bits, slot);
        continue;
      }
      const at = placeOf(holders.slots, slot);
      if ((holders.slots[at] === slot) === holds) continue;
      const slots = new Uint32Array(holders.slots.length + (holds ? 1 : -1));
      slots.set(holders.slots.subarray(0, at));
      if (holds) {
        slots[at] = slot;
        slots.set(holders.slots.subarray(at), at + 1);
      } else slots.set(holders.slots.subarray(at + 1), at);
      this.kept.set(text, { slots });
      this.bytes += holds ? 4 : -4;
    }
  }

  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }
}
