import { foldedWords } from '@wine/contract/search-text';
import { Dictionary } from './dictionary';

/** What a question reads of an open-ended list's values (ValueIndex). */
export interface ValuesReader {
  /** Each slot's value as its code (-1: none). */
  readonly codes: Int32Array;
  /** How many codes there are: every value seen since the store was built. */
  readonly size: number;
  valueOf(code: number): string;
  /** A value's code, undefined when no wine ever held it. */
  find(value: string): number | undefined;
  /** The live slots holding a code, in no order. */
  slotsOf(code: number): readonly number[];
  /** How many of a tenant's wines hold each code: a copy, one count per code. */
  countsOf(tenantId: string): Int32Array;
  /** The codes some wine holds whose value has, for each of `typed` (folded words), a word starting with it. */
  matching(typed: readonly string[]): number[];
}

/**
 * An open-ended list's values (ShopFilter `values`, decision 0070: the producers). Each slot's value
 * as a code of `values`; per code its live slots, in no order, and each slot's place among them, so
 * a write moves a slot in constant time; per tenant how many of its wines hold each code. No bitset
 * per value: thousands of values would each cost a bit for every wine. A question's chosen values
 * become one bitset from their slots; their counts are read from the codes (query.ts valueCounts).
 */
export class ValueIndex implements ValuesReader {
  private readonly values = new Dictionary();
  codes: Int32Array;
  private places: Uint32Array;
  private readonly slots: number[][] = [];
  /** Per code, its value's folded words: read when a search within the list first needs them. */
  private readonly words: (readonly string[] | undefined)[] = [];
  private readonly tenants = new Map<string, Int32Array>();

  constructor(capacity: number) {
    this.codes = new Int32Array(capacity).fill(-1);
    this.places = new Uint32Array(capacity);
  }

  grow(capacity: number): void {
    const codes = new Int32Array(capacity).fill(-1);
    codes.set(this.codes);
    this.codes = codes;
    const places = new Uint32Array(capacity);
    places.set(this.places);
    this.places = places;
  }

  get size(): number {
    return this.values.values.length;
  }

  valueOf(code: number): string {
    return this.values.values[code]!;
  }

  find(value: string): number | undefined {
    return this.values.find(value);
  }

  slotsOf(code: number): readonly number[] {
    return this.slots[code] ?? [];
  }

  /** Gives a slot without a value (new, or cleared) `value` (null: none), counted for its tenant. */
  set(slot: number, value: string | null, tenantId: string): void {
    if (value === null) return;
    const code = this.values.codeOf(value);
    const slots = (this.slots[code] ??= []);
    this.places[slot] = slots.length;
    slots.push(slot);
    this.codes[slot] = code;
    this.tally(tenantId, code, 1);
  }

  /** Takes a slot's value out, and its count from its tenant's. */
  clear(slot: number, tenantId: string): void {
    const code = this.codes[slot]!;
    if (code === -1) return;
    const slots = this.slots[code]!;
    const place = this.places[slot]!;
    const last = slots.pop()!;
    if (last !== slot) {
      slots[place] = last;
      this.places[last] = place;
    }
    this.codes[slot] = -1;
    this.tally(tenantId, code, -1);
  }

  private tally(tenantId: string, code: number, delta: number): void {
    let counts = this.tenants.get(tenantId);
    if (!counts || code >= counts.length) {
      const grown = new Int32Array(Math.max(64, 2 * (code + 1)));
      if (counts) grown.set(counts);
      this.tenants.set(tenantId, (counts = grown));
    }
    counts[code]! += delta;
  }

  countsOf(tenantId: string): Int32Array {
    const counts = new Int32Array(this.size);
    const kept = this.tenants.get(tenantId);
    if (kept) counts.set(kept.subarray(0, this.size));
    return counts;
  }

  matching(typed: readonly string[]): number[] {
    const found: number[] = [];
    for (let code = 0; code < this.size; code++) {
      if (this.slotsOf(code).length === 0) continue;
      const words = (this.words[code] ??= foldedWords(this.valueOf(code)));
      if (typed.every((start) => words.some((word) => word.startsWith(start)))) found.push(code);
    }
    return found;
  }
}
