/** A set of wine slots as 32-bit words: slot s is bit s % 32 of word s / 32. */
export type Bits = Uint32Array;

export const wordsFor = (slots: number) => (slots + 31) >>> 5;

export const hasBit = (bits: Bits, slot: number) => ((bits[slot >>> 5]! >>> (slot & 31)) & 1) === 1;

export function setBit(bits: Bits, slot: number): void {
  const word = slot >>> 5;
  bits[word] = bits[word]! | (1 << (slot & 31));
}

export function clearBit(bits: Bits, slot: number): void {
  const word = slot >>> 5;
  bits[word] = bits[word]! & ~(1 << (slot & 31));
}

/** Calls `visit` with each slot of `bits` (set only within `ranges`), in order. */
export function eachSlot(bits: Bits, ranges: Uint32Array, visit: (slot: number) => void): void {
  for (let r = 0; r < ranges.length; r += 2) {
    for (let w = ranges[r]!, end = ranges[r + 1]!; w < end; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const low = word & -word;
        visit((w << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
  }
}

/** The number of set bits of a 32-bit word. */
export function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function countBits(bits: Bits, words: number): number {
  let total = 0;
  for (let w = 0; w < words; w++) if (bits[w] !== 0) total += popcount(bits[w]!);
  return total;
}

/** The same bits in a larger set (the store grew). */
export function widened(bits: Bits, words: number): Bits {
  const next = new Uint32Array(words);
  next.set(bits);
  return next;
}

/**
 * A summary of a bitset, one bit per block of BLOCK_SLOTS slots: a clear bit says the block holds
 * none of the set's slots, so a question about the set skips its words. A set bit promises nothing
 * (a slot taken out leaves it set): summaries are kept only by adding, and read as "may hold".
 */
export const BLOCK_SLOTS = 256;
const BLOCK_SHIFT = 8;
export const BLOCK_WORDS = BLOCK_SLOTS >>> 5;

/** The summary's words for a bitset of `words` words. */
export const summaryWordsFor = (words: number) => wordsFor(Math.ceil(words / BLOCK_WORDS));

export const markBlock = (summary: Bits, slot: number) => setBit(summary, slot >>> BLOCK_SHIFT);

/** Marks the block of a bitset's word `w` (BLOCK_WORDS words a block). */
export const markWordBlock = (summary: Bits, w: number) => setBit(summary, w >>> (BLOCK_SHIFT - 5));

/**
 * The word ranges of a bitset of `words` words that a summary may hold set bits in, as [from, to)
 * pairs with neighbouring blocks joined; every word when there is no summary.
 */
export function wordRanges(summary: Bits | undefined, words: number): Uint32Array {
  if (summary === undefined) return Uint32Array.of(0, words);
  const ranges: number[] = [];
  for (let w = 0; w < summary.length; w++) {
    let word = summary[w]!;
    while (word !== 0) {
      const low = word & -word;
      const from = ((w << 5) + 31 - Math.clz32(low)) * BLOCK_WORDS;
      if (from >= words) break;
      const to = Math.min(words, from + BLOCK_WORDS);
      if (ranges.length > 0 && ranges[ranges.length - 1] === from) ranges[ranges.length - 1] = to;
      else ranges.push(from, to);
      word ^= low;
    }
  }
  return Uint32Array.from(ranges);
}
