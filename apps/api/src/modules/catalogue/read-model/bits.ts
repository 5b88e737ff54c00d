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
