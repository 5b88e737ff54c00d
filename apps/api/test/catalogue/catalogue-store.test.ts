import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCK_SLOTS, countBits, hasBit } from '../../src/modules/catalogue/read-model/bits';
import { answer } from '../../src/modules/catalogue/read-model/query';
import {
  CatalogueStore, FACET_OFFSETS, FACET_OPTIONS, FACET_ROW_LENGTH, FACETS, IN_STOCK, PRICE_BAND_CENTS, PRICE_STEP_CENTS, SORT_FIELDS, STARS, VALUE_KEYS, compareText, priceBandOf, RANGE_NONE,
  type Facet, type FacetAttribute, type IndexedWine, type SortField,
} from '../../src/modules/catalogue/read-model/store';
import { WineIds } from '../../src/modules/catalogue/read-model/wine-ids';
import { WordIndex } from '../../src/modules/catalogue/read-model/word-index';
import { foldedWords } from '@wine/contract/search-text';
import { RANGE_ATTRIBUTES } from '@wine/contract/wine-attributes';

/**
 * The store's presorted orders (issue 28): the first build sorts every wine at once by radix passes,
 * later writes are merged in among the others. Either way each order must be what a plain sort by
 * the field, the id breaking ties, gives.
 */

const NAMES = ['apple', 'Apple', 'Éclair', 'eclair', 'zebra', '😀 smile', '\uFB01ne', '\uE000 private', 'Œuvre', ''];

const wineArbitrary = fc.record({
  name: fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 6 })),
  // The price steps' edges, prices within the slider, and any price.
  priceCents: fc.oneof(
    fc.constantFrom(0, 1, 65_535, 65_536, 2 ** 31 - 1, ...PRICE_STEP_CENTS.flatMap((cents) => [cents - 1, cents, cents + 1])),
    fc.integer({ min: 0, max: 40_000 }),
    fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  ),
  ratingTenths: fc.option(fc.integer({ min: 10, max: 50 }), { nil: null }),
  ratingCount: fc.oneof(fc.constantFrom(0, 1, 65_536), fc.integer({ min: 0, max: 100_000 })),
  // Around 2^32 microseconds apart and alike, so both halves of the radix key decide.
  createdAtMicros: fc.oneof(fc.constantFrom(1_735_689_600_000_000, 1_735_689_600_000_001, 1_735_689_600_000_000 + 2 ** 32), fc.integer({ min: 1_700_000_000_000_000, max: 1_800_000_000_000_000 })),
  // The filter panel's options, none, or a value it does not list.
  color: fc.option(fc.constantFrom(...FACET_OPTIONS.color, 'Orange'), { nil: null }),
  region: fc.option(fc.constantFrom(...FACET_OPTIONS.region.slice(0, 4), 'Nowhere'), { nil: null }),
  varietal: fc.option(fc.constantFrom(...FACET_OPTIONS.varietal.slice(0, 4), 'Unknown grape'), { nil: null }),
  pairings: fc.uniqueArray(fc.constantFrom(...FACET_OPTIONS.pairings), { maxLength: 3 }),
  // An open-ended list's value (the producer): a few shared, in other spellings, or none.
  producer: fc.option(fc.constantFrom('Ridge', 'ridge', 'Château Margaux', "d'Arenberg", 'Estate 1', 'Estate 2'), { nil: null }),
  // A year, NV or unknown: what the build and the writes set the range's bitsets by.
  vintage: fc.option(fc.oneof(fc.constant(RANGE_NONE), fc.integer({ min: 1965, max: 2035 })), { nil: null }),
  flags: fc.integer({ min: 0, max: 31 }),
});

type WineFields = typeof wineArbitrary extends fc.Arbitrary<infer T> ? T : never;

const indexed = (id: string, fields: WineFields): IndexedWine => ({
  id,
  tenantId: 'shop',
  titleLower: fields.name.toLowerCase(),
  origin: null,
  country: null,
  ...fields,
  ratingCount: fields.ratingTenths === null ? 0 : fields.ratingCount,
});

/** The order SQL's ORDER BY gives: the field (rating: unrated first, then average and count), then the id. */
function expectedOrder(wines: Map<string, IndexedWine>, field: SortField): string[] {
  const key = (wine: IndexedWine): (number | string)[] => {
    switch (field) {
      case 'id':
        return [];
      case 'name':
        return [wine.name];
      case 'createdAt':
        return [wine.createdAtMicros];
      case 'price':
        return [wine.priceCents];
      case 'rating':
        return [wine.ratingTenths ?? -1, wine.ratingCount];
      case 'reviewCount':
        return [wine.ratingCount];
    }
  };
  const compare = (a: IndexedWine, b: IndexedWine) => {
    const [x, y] = [key(a), key(b)];
    for (let i = 0; i < x.length; i++) {
      const difference = typeof x[i] === 'string' ? compareText(x[i] as string, y[i] as string) : (x[i] as number) - (y[i] as number);
      if (difference !== 0) return difference;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
  return [...wines.values()].sort(compare).map((wine) => wine.id);
}

function expectOrders(store: CatalogueStore, wines: Map<string, IndexedWine>) {
  for (const field of SORT_FIELDS) {
    const order = Array.from(store.orders[field], (slot) => store.ids.idOf(slot));
    expect(order, field).toEqual(expectedOrder(wines, field));
    order.forEach((id, position) => expect(store.ranks[field][store.ids.slotOf(id)!], `${field} rank`).toBe(position));
  }
}

/** Each price step's bitset holds exactly the live wines priced below it. */
function expectPriceSteps(store: CatalogueStore, wines: Map<string, IndexedWine>) {
  PRICE_STEP_CENTS.forEach((cents, step) => {
    const bits = store.pricedBelow[step]!;
    for (const wine of wines.values()) expect(hasBit(bits, store.ids.slotOf(wine.id)!), `${wine.priceCents} below ${cents}`).toBe(wine.priceCents < cents);
    // No bit of a wine taken out is left behind.
    expect(countBits(bits, store.words), `below ${cents}`).toBe([...wines.values()].filter((wine) => wine.priceCents < cents).length);
  });
}

/** The shop's totals by facet option are what counting its wines' fields afresh gives. */
function expectTotals(store: CatalogueStore, wines: Map<string, IndexedWine>) {
  const listed = [...wines.values()];
  const expected: Record<Facet, number[]> = {
    ...(Object.fromEntries(
      (Object.keys(FACET_OPTIONS) as FacetAttribute[]).map((attribute) => [
        attribute,
        FACET_OPTIONS[attribute].map((option) => listed.filter((wine) => (attribute === 'pairings' ? wine.pairings.includes(option) : wine[attribute] === option)).length),
      ]),
    ) as Record<FacetAttribute, number[]>),
    price: PRICE_BAND_CENTS.map((_, band) => listed.filter((wine) => priceBandOf(wine.priceCents) === band).length),
    rating: STARS.map((stars) => listed.filter((wine) => wine.ratingTenths !== null && wine.ratingTenths >= stars * 10).length),
    inStock: [listed.filter((wine) => (wine.flags & IN_STOCK) !== 0).length],
  };
  const row = new Int32Array(FACET_ROW_LENGTH);
  for (const facet of FACETS) row.set(expected[facet], FACET_OFFSETS[facet]);
  expect(store.totals.get('shop') ?? { size: 0, counts: row }).toEqual({ size: listed.length, counts: row });
}

/** Each option's bitset holds exactly the live wines that have it, and its summary marks every block they lie in. */
function expectValues(store: CatalogueStore, wines: Map<string, IndexedWine>) {
  for (const attribute of Object.keys(FACET_OPTIONS) as FacetAttribute[]) {
    for (const [value, bits] of store.values[attribute]) {
      const holders = [...wines.values()].filter((wine) => (attribute === 'pairings' ? wine.pairings.includes(value) : wine[attribute] === value));
      expect(countBits(bits, store.words), `${attribute} ${value}`).toBe(holders.length);
      const blocks = store.valueBlocks[attribute].get(value)!;
      for (const wine of holders) {
        const slot = store.ids.slotOf(wine.id)!;
        expect(hasBit(bits, slot) && hasBit(blocks, Math.floor(slot / BLOCK_SLOTS)), `${attribute} ${value} at ${slot}`).toBe(true);
      }
    }
  }
}

/** Each open-ended list's values: each live wine's code, each value's slots and the tenant's counts are what the wines hold now. */
function expectOpenValues(store: CatalogueStore, wines: Map<string, IndexedWine>) {
  for (const key of VALUE_KEYS) {
    const values = store.valuesOf(key);
    const counts = values.countsOf('shop');
    for (let code = 0; code < values.size; code++) {
      const value = values.valueOf(code);
      const holders = [...wines.values()].filter((wine) => wine[key] === value).map((wine) => store.ids.slotOf(wine.id)!);
      expect([...values.slotsOf(code)].sort((a, b) => a - b), `${key} ${value}`).toEqual(holders.sort((a, b) => a - b));
      expect(counts[code], `${key} ${value}`).toBe(holders.length);
      for (const slot of holders) expect(values.codes[slot]).toBe(code);
    }
    for (const wine of wines.values()) if (wine[key] === null) expect(values.codes[store.ids.slotOf(wine.id)!]).toBe(-1);
  }
}

/** Each range's bitsets hold exactly the live wines on each side of a bound, and those without a number. */
function expectRanges(store: CatalogueStore, wines: Map<string, IndexedWine>) {
  for (const attribute of RANGE_ATTRIBUTES) {
    const { min, max } = attribute.filter;
    for (const bound of [min, min + 1, 2000, max - 1, max]) {
      const { upper, lower, none } = store.rangeBits(attribute.key, bound, bound);
      const numbered = [...wines.values()].filter((wine) => wine[attribute.key] !== null && wine[attribute.key] !== RANGE_NONE);
      expect(countBits(upper, store.words), `at most ${bound}`).toBe(numbered.filter((wine) => wine[attribute.key]! <= bound).length);
      expect(countBits(lower!, store.words), `below ${bound}`).toBe(numbered.filter((wine) => wine[attribute.key]! < bound).length);
      expect(countBits(none, store.words), 'none').toBe([...wines.values()].filter((wine) => wine[attribute.key] === RANGE_NONE).length);
      for (const wine of numbered) expect(hasBit(upper, store.ids.slotOf(wine.id)!), `${wine[attribute.key]} at most ${bound}`).toBe(wine[attribute.key]! <= bound);
    }
  }
}

/** A wine's layout group as the store forms it: values the panel does not offer are one. */
const groupOf = (wine: IndexedWine) =>
  (['region', 'varietal', 'color'] as const).map((attribute) => (wine[attribute] !== null && FACET_OPTIONS[attribute].includes(wine[attribute]) ? wine[attribute] : '-')).join('/');

/** What orders and finds a wine: a write that keeps them all keeps the wine's places. */
const KEPT_FIELDS = ['name', 'priceCents', 'ratingTenths', 'ratingCount', 'createdAtMicros', 'titleLower'] as const;

/**
 * Random writes to the store and to the plain map it is checked against: a new wine (one pick in
 * three), or a known one rewritten or removed (null); with settleBetween, some writes are settled
 * one by one (the merge) and the rest together.
 */
function applyWrites(store: CatalogueStore, wines: Map<string, IndexedWine>, writes: [number, WineFields | null][], { settleBetween }: { settleBetween: boolean }) {
  for (const [pick, fields] of writes) {
    const ids = [...wines.keys()];
    const id = pick % 3 === 0 || ids.length === 0 ? randomUUID() : ids[pick % ids.length]!;
    if (fields === null) {
      store.remove(id);
      wines.delete(id);
    } else {
      // Two writes in five to a known wine keep its sort keys and title (a sale, new pairings), or all
      // but one of them: its places stay, or move as that one key says.
      const known = wines.get(id);
      const changing = (pick >>> 3) % (KEPT_FIELDS.length + 1);
      const kept = known && pick % 5 >= 3 ? KEPT_FIELDS.filter((_, index) => index !== changing) : [];
      const wine: IndexedWine = { ...indexed(id, fields), ...Object.fromEntries(kept.map((field) => [field, known![field]])) };
      store.put(wine);
      wines.set(id, wine);
    }
    if (settleBetween && pick % 2 === 0) store.settle();
  }
}

describe('the catalogue store', () => {
  it('sorts a first build and merges later writes as a plain sort by field and id does, and keeps the totals by option a fresh count gives', () => {
    fc.assert(
      fc.property(
        fc.array(wineArbitrary, { minLength: 1, maxLength: 300 }),
        fc.array(fc.tuple(fc.nat(), fc.option(wineArbitrary, { nil: null })), { maxLength: 40 }),
        fc.boolean(),
        fc.boolean(),
        (initial, writes, buildInIdOrder, layout) => {
          const store = new CatalogueStore();
          // A build may reserve room first (the catalogue's estimated size), or grow as wines come.
          if (initial.length % 2 === 0) store.reserve(initial.length * 3);
          const wines = new Map(initial.map((fields) => [randomUUID(), fields] as const).map(([id, fields]) => [id, indexed(id, fields)]));
          // The build streams by id; a store filled in another order must still break ties by id.
          const first = [...wines.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
          // A build lays its wines out by group, each in blocks of its own; the slots left empty must change no answer.
          if (layout) store.layOut();
          for (const wine of buildInIdOrder ? first : first.reverse()) store.put(wine);
          store.endLayout();
          store.settle();
          if (layout) {
            // Each block holds one group's wines, and a group as few blocks as its wines fill.
            const blocks = new Map<number, string>();
            const groups = new Map<string, Set<number>>();
            for (const wine of wines.values()) {
              const block = Math.floor(store.ids.slotOf(wine.id)! / BLOCK_SLOTS);
              expect(blocks.get(block) ?? groupOf(wine), `block ${block}`).toBe(groupOf(wine));
              blocks.set(block, groupOf(wine));
              groups.set(groupOf(wine), (groups.get(groupOf(wine)) ?? new Set()).add(block));
            }
            for (const [group, held] of groups) expect(held.size, group).toBe(Math.ceil([...wines.values()].filter((wine) => groupOf(wine) === group).length / BLOCK_SLOTS));
          }
          expectOrders(store, wines);
          expectPriceSteps(store, wines);
          expectTotals(store, wines);
          expectValues(store, wines);
          expectOpenValues(store, wines);
          expectRanges(store, wines);
          // A few writes at a time take the merge; a write to most wines sorts again.
          applyWrites(store, wines, writes, { settleBetween: true });
          store.settle();
          expectOrders(store, wines);
          expectPriceSteps(store, wines);
          expectTotals(store, wines);
          expectValues(store, wines);
          expectOpenValues(store, wines);
          expectRanges(store, wines);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** A title search answers the live wines whose lowered title holds the text, as LIKE '%text%' does. */
function expectTitleSearches(store: CatalogueStore, wines: Map<string, IndexedWine>, needles: string[]) {
  for (const needle of needles) {
    const question = { tenantId: 'shop', flags: {}, attributes: {}, titleLowered: needle, field: 'id' as const, descending: false, offset: 0, limit: wines.size + 1, facets: false };
    const expected = [...wines.values()].filter((wine) => wine.titleLower.includes(needle)).map((wine) => wine.id);
    expect(answer(store, question).ids, `"${needle}"`).toEqual(expected.sort());
  }
}

describe('the title search', () => {
  it('finds what a plain substring test finds, titles written after the word postings were built or a search was kept included', () => {
    fc.assert(
      fc.property(
        fc.array(wineArbitrary, { minLength: 1, maxLength: 200 }),
        fc.array(fc.tuple(fc.nat(), fc.option(wineArbitrary, { nil: null })), { maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 8 }), fc.nat({ max: 6 })), { minLength: 1, maxLength: 12 }),
        fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 3 }),
        (initial, writes, cuts, strangers) => {
          const store = new CatalogueStore();
          const wines = new Map(initial.map((fields) => [randomUUID(), fields] as const).map(([id, fields]) => [id, indexed(id, fields)]));
          for (const wine of wines.values()) store.put(wine);
          store.settle();
          // Pieces of the titles held (and of titles taken out), of any length, and texts held by none.
          const needlesOf = (titles: string[]) =>
            cuts.map(([pick, from, length]) => titles[pick % titles.length]!.substr(from, length)).filter((needle) => needle.length > 0);
          const initialTitles = initial.map((fields) => fields.name.toLowerCase());
          // Asked before the writes too, so that the searches the store keeps are asked again after them.
          expectTitleSearches(store, wines, [...needlesOf(initialTitles), ...strangers]);
          applyWrites(store, wines, writes, { settleBetween: false });
          store.settle();
          expectTitleSearches(store, wines, [...needlesOf([...initialTitles, ...[...wines.values()].map((wine) => wine.titleLower)]), ...strangers]);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('the wine ids', () => {
  it('finds, takes out and writes back every id as a Map of strings would, through many reuses of slots', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.nat()), { minLength: 1, maxLength: 3_000 }), (operations) => {
        const ids = new WineIds(4);
        let capacity = 4;
        const expected = new Map<string, number>();
        const free: number[] = [];
        let highest = 0;
        for (const [add, pick] of operations) {
          const known = [...expected.keys()];
          if (add || known.length === 0) {
            const id = randomUUID();
            const slot = free.pop() ?? highest++;
            if (slot >= capacity) ids.grow((capacity *= 2));
            ids.add(id, slot);
            expected.set(id, slot);
          } else {
            const id = known[pick % known.length]!;
            expect(ids.remove(id)).toBe(expected.get(id));
            free.push(expected.get(id)!);
            expected.delete(id);
            expect(ids.slotOf(id)).toBeUndefined();
          }
        }
        expect(ids.size).toBe(expected.size);
        for (const [id, slot] of expected) {
          expect(ids.slotOf(id)).toBe(slot);
          expect(ids.idOf(slot)).toBe(id);
        }
        expect(ids.slotOf(randomUUID())).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });
});

describe('the title search from the word index', () => {
  const wineOf = (title: string, index: number): IndexedWine =>
    indexed(`00000000-0000-7000-8000-${String(index).padStart(12, '0')}`, {
      name: title, priceCents: 1000, ratingTenths: null, ratingCount: 0, createdAtMicros: 1_735_689_600_000_000, color: null, region: null, varietal: null, pairings: [], producer: null, vintage: null, flags: 0,
    });
  const titles = ["château d'yquem 2019", 'saint-émilion grand cru', 'old_vine (magnum) 100%', 'ridge monte bello', 'grüner veltliner', 'straße weingut', 'rosé de provence'];
  const needles = [
    // Inside one word, across two, with punctuation, accents and LIKE's wildcards; none held.
    'teau', 'ont', 'bello', "d'yq", "u d'y", "teau d'", '2019', 'm 20', 'nt-ém', 't-é', 'int-', '-', 'é', 'grand cru', 'e bell', 'ine (m', '(magnum)', '100%', '%', '_', 'd_v', 'rüner v', 'aße w', 'sé de', 'de pro', 'xyz', 'a', ' ',
  ];

  it('finds what a plain substring test finds, through writes that keep a title\'s words but not its punctuation', () => {
    const store = new CatalogueStore();
    const wines = new Map(titles.map((title, index) => [wineOf(title, index).id, wineOf(title, index)]));
    for (const wine of wines.values()) store.put(wine);
    store.settle();
    expectTitleSearches(store, wines, needles);
    // The same folded words, other punctuation: the word postings still hold these wines, the kept searches must not.
    for (const [index, title] of [[1, 'saint émilion grand-cru'], [0, 'chateau dyquem 2019'], [3, 'ridge montebello']] as const) {
      const wine = wineOf(title, index);
      store.put(wine);
      wines.set(wine.id, wine);
    }
    store.remove(wineOf(titles[6]!, 6).id);
    wines.delete(wineOf(titles[6]!, 6).id);
    expectTitleSearches(store, wines, [...needles, 't é', 'd-cru', 'tebel', 'dyq']);
    store.settle();
    expectTitleSearches(store, wines, [...needles, 't é', 'd-cru', 'tebel', 'dyq']);
  });
});

describe('the word index', () => {
  it('holds the words folding reads in a whole title and its fields, though it folds each space-parted piece once', () => {
    // Spaces next to what folding reads by its neighbours: apostrophes, accents typed apart, a final sigma, ligatures.
    const piece = fc.constantFrom(' ', '  ', "'", '\u2019', '`', '\u0301', 'e\u0301', 'É', 'ΟΔΟΣ', 'Σ', 'ß', 'Æ', 'İ', '-', '.', 'a', 'B', '1', 'd', 'château', "d'arenberg", '😀', '\uFB01');
    const text = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.array(fc.tuple(text, fc.option(text, { nil: null })), { minLength: 1, maxLength: 30 }), (wines) => {
        const index = new WordIndex(64);
        wines.forEach(([title, field], slot) => index.set(slot, title, [field]));
        wines.forEach(([title, field], slot) => {
          const words = Array.from(index.entries.subarray(index.start[slot]!, index.start[slot]! + index.count[slot]!), (code) => index.dictionary.values[code]);
          expect(words, JSON.stringify(title)).toEqual([...foldedWords(title), ...(field === null ? [] : foldedWords(field))]);
          expect(index.titleCount[slot], JSON.stringify(title)).toBe(foldedWords(title).length);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('lays the words out in slot order when it settles, whatever order the slots were written in, and keeps each slot\'s words', () => {
    const word = fc.constantFrom('pinot', 'noir', 'château', 'brut', '2019', 'rioja');
    const text = fc.array(word, { maxLength: 6 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 200 }), { minLength: 1, maxLength: 60 }), fc.array(text, { minLength: 60, maxLength: 60 }), (slots, titles) => {
        const index = new WordIndex(256);
        slots.forEach((slot, at) => index.set(slot, titles[at]!, [null]));
        index.settle(256, slots.length);
        let previousEnd = 0;
        for (let slot = 0; slot < 256; slot++) {
          const start = index.start[slot]!;
          const count = index.count[slot]!;
          if (count === 0) continue;
          // Each slot's words start where the slot before it left off: one forward run through memory.
          expect(start, `slot ${slot}`).toBe(previousEnd);
          previousEnd = start + count;
          const words = Array.from(index.entries.subarray(start, start + count), (code) => index.dictionary.values[code]);
          expect(words).toEqual(foldedWords(titles[slots.indexOf(slot)]!));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('lists each word\'s slots once, as postings or as a bitset when it is held by a thirty-second of the slots or more', () => {
    const word = fc.constantFrom('pinot', 'noir', 'château', 'brut', '2019', 'rioja', 'zweigelt');
    const text = fc.array(word, { maxLength: 5 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(fc.array(fc.tuple(text, fc.option(text, { nil: null })), { minLength: 100, maxLength: 300 }), (wines) => {
        const slots = 512;
        const index = new WordIndex(slots);
        wines.forEach(([title, field], slot) => index.set(slot, title, [field]));
        index.settle(slots, wines.length);
        for (let code = 0; code < index.postedWords; code++) {
          const holding = wines.flatMap(([title, field], slot) => ([...foldedWords(title), ...(field === null ? [] : foldedWords(field))].includes(index.dictionary.values[code]!) ? [slot] : []));
          const listed: number[] = [];
          index.eachHolder(code, (slot) => listed.push(slot));
          expect(listed, index.dictionary.values[code]).toEqual(holding);
          expect(index.holderCount(code)).toBe(holding.length);
          expect(index.denseOf(code) !== undefined, index.dictionary.values[code]).toBe(holding.length >= slots / 32);
          if (index.denseOf(code)) {
            expect(index.postingsOf(code).length).toBe(0);
            expect(index.readCost(code)).toBeLessThanOrEqual(index.denseOf(code)!.length);
          } else expect(index.readCost(code)).toBe(holding.length);
        }
        // A hundred wines of seven words: some word is held by sixteen of them or more.
        expect(Array.from({ length: index.postedWords }, (_, code) => index.denseOf(code)).some(Boolean)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
