/**
 * The wines' ids by slot, as 128-bit numbers (four 32-bit words per slot), and the slot of an id
 * through an open-addressing table. A million ids as strings in a Map cost some 90 MB of heap that
 * every collection walks; as words they cost 16 bytes each, and an id string is made only for the
 * 20 wines of a page. Ids are PostgreSQL's canonical text of a uuid (lowercase, 8-4-4-4-12), whose
 * order is the words' order.
 */
export class WineIds {
  private words: Uint32Array;
  /** Per cell: 0 empty, -1 an id taken out, otherwise its slot + 1. */
  private table: Int32Array;
  /** Cells not empty: live ids and taken-out markers, which probes walk past. */
  private filled = 0;
  size = 0;
  private readonly probe = new Uint32Array(4);

  constructor(capacity: number) {
    this.words = new Uint32Array(capacity * 4);
    this.table = new Int32Array(tableSizeFor(capacity));
  }

  /** Room for `capacity` slots, and a table that holds them all without a rehash. */
  grow(capacity: number): void {
    const words = new Uint32Array(capacity * 4);
    words.set(this.words);
    this.words = words;
    if (this.table.length < tableSizeFor(capacity)) this.rehash(tableSizeFor(capacity));
  }

  /** The slot holding `id`, or undefined. */
  slotOf(id: string): number | undefined {
    const cell = this.cellOf(id);
    return cell === -1 ? undefined : this.table[cell]! - 1;
  }

  /** Puts `id` in `slot`; the id must not be held yet. */
  add(id: string, slot: number): void {
    parseUuid(id, this.words, slot * 4);
    if ((this.filled + 1) * 2 > this.table.length) this.rehash(Math.max(this.table.length, tableSizeFor(this.size + 1)));
    this.insert(slot);
    this.size++;
  }

  /** Takes `id` out and answers its slot, or undefined when it was not held. */
  remove(id: string): number | undefined {
    const cell = this.cellOf(id);
    if (cell === -1) return undefined;
    const slot = this.table[cell]! - 1;
    this.table[cell] = -1;
    this.size--;
    return slot;
  }

  /** The id in `slot`, as PostgreSQL writes it. */
  idOf(slot: number): string {
    const at = slot * 4;
    const b = this.words[at + 1]!;
    const c = this.words[at + 2]!;
    return `${hexWord(this.words[at]!)}-${hexHalf(b >>> 16)}-${hexHalf(b & 0xffff)}-${hexHalf(c >>> 16)}-${hexHalf(c & 0xffff)}${hexWord(this.words[at + 3]!)}`;
  }

  /** Word `k` (0 the most significant) of the id in `slot`. */
  word(slot: number, k: number): number {
    return this.words[slot * 4 + k]!;
  }

  /** The order of the ids in two slots: below 0 when `a`'s comes first. */
  compare(a: number, b: number): number {
    for (let k = 0; k < 4; k++) {
      const difference = this.words[a * 4 + k]! - this.words[b * 4 + k]!;
      if (difference !== 0) return difference;
    }
    return 0;
  }

  /** The table cell holding `id`, or -1. */
  private cellOf(id: string): number {
    const probe = this.probe;
    parseUuid(id, probe, 0);
    const mask = this.table.length - 1;
    for (let cell = hash(probe, 0) & mask; ; cell = (cell + 1) & mask) {
      const entry = this.table[cell]!;
      if (entry === 0) return -1;
      if (entry > 0 && this.equals(entry - 1, probe)) return cell;
    }
  }

  private equals(slot: number, probe: Uint32Array): boolean {
    const at = slot * 4;
    return this.words[at] === probe[0] && this.words[at + 1] === probe[1] && this.words[at + 2] === probe[2] && this.words[at + 3] === probe[3];
  }

  private insert(slot: number): void {
    const mask = this.table.length - 1;
    let cell = hash(this.words, slot * 4) & mask;
    while (this.table[cell]! > 0) cell = (cell + 1) & mask;
    if (this.table[cell] === 0) this.filled++;
    this.table[cell] = slot + 1;
  }

  /** A table of `size` cells with the live ids only: taken-out markers would lengthen every probe. */
  private rehash(size: number): void {
    const old = this.table;
    this.table = new Int32Array(size);
    this.filled = 0;
    for (const entry of old) if (entry > 0) this.insert(entry - 1);
  }
}

/** Each byte's two hex digits: a page's ids are written from these, not by toString(16) and padding. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const hexHalf = (half: number) => HEX_BYTES[half >>> 8]! + HEX_BYTES[half & 0xff]!;
const hexWord = (word: number) => hexHalf(word >>> 16) + hexHalf(word & 0xffff);

/** A power of two with room for `count` ids at most half full. */
const tableSizeFor = (count: number) => 2 ** Math.ceil(Math.log2(Math.max(16, count * 2)));

/**
 * The uuid's 32 hex digits as four words, into `into[at..at + 3]`: read digit by digit, since
 * slices and parseInt would make six strings per id, twice per wine a build puts.
 */
function parseUuid(id: string, into: Uint32Array, at: number): void {
  let word = 0;
  let digits = 0;
  for (let i = 0; i < id.length; i++) {
    const unit = id.charCodeAt(i);
    if (unit === 0x2d) continue;
    // '0'-'9' are 0x30-0x39; 'a'-'f' (or 'A'-'F', lowered by | 0x20) are 0x61-0x66.
    word = (word << 4) | (unit <= 0x39 ? unit - 0x30 : (unit | 0x20) - 0x57);
    if (++digits % 8 === 0) {
      into[at + digits / 8 - 1] = word;
      word = 0;
    }
  }
}

/** The table cell to start probing at: the random last word, mixed (Fibonacci hashing). */
const hash = (words: Uint32Array, at: number) => Math.imul(words[at + 3]! ^ words[at + 1]!, 0x9e3779b1) >>> 0;
