import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS, searchWords, typosAllowed } from '@wine/contract/search-text';
import { planSearch, TextMatch, WordMarks } from '../../src/modules/catalogue/read-model/search';
import { FACET_OPTIONS, searchedFields, type IndexedWine } from '../../src/modules/catalogue/read-model/store';
import { randomText, search, seeded, seededWine, storeOf, typo } from '../helpers/search-catalogue';

/**
 * The shop's search against a plain reference (issue 43): every wine checked word by word by the
 * rules of decision 0063, with its own distance (the whole table, no early exit) and its own reading
 * of the words (character by character, where the index reads whole strings), on 20,000 wines and
 * through writes after the postings were built.
 */

const WINES = 20_000;
const QUESTIONS = 200;

/** Restricted Damerau distance, the whole table. */
function distance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (__, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i]![j] = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) table[i]![j] = Math.min(table[i]![j]!, table[i - 2]![j - 2]! + 1);
    }
  }
  return table[a.length]![b.length]!;
}

/** Whether wine word `word` matches query word `query` (the last word of the query: `prefix`). */
function wordMatches(query: string, word: string, prefix: boolean): boolean {
  if (word === query || (prefix && word.startsWith(query))) return true;
  const max = typosAllowed(query);
  if (max === 0 || /\d/.test(word)) return false;
  const sameStart = word[0] === query[0] || (word[0] === query[1] && word[1] === query[0]);
  if (!sameStart) return false;
  if (!prefix) return distance(query, word) <= max;
  for (let end = 0; end <= word.length; end++) if (distance(query, word.slice(0, end)) <= max) return true;
  return false;
}

/** The query's terms: per term, its ways (the words typed, then a synonym's), each a list of [word, prefix]. */
function termsOf(text: string): [string, boolean][][][] {
  const words = searchWords(text)
    .map(({ word }) => word)
    .slice(0, 16);
  const phrases = SEARCH_SYNONYMS.flatMap((group) => group.map((phrase) => ({ phrase: phrase.split(' '), others: group.filter((other) => other !== phrase).map((other) => other.split(' ')) })));
  const terms: [string, boolean][][][] = [];
  for (let i = 0; i < words.length; ) {
    const found = phrases.filter(({ phrase }) => phrase.every((word, k) => words[i + k] === word)).sort((a, b) => b.phrase.length - a.phrase.length)[0];
    const length = found?.phrase.length ?? 1;
    const last = i + length === words.length;
    const own = words.slice(i, i + length).map((word, k): [string, boolean] => [word, last && k === length - 1]);
    terms.push([own, ...(found?.others ?? []).map((other) => other.map((word): [string, boolean] => [word, false]))]);
    i += length;
  }
  return terms;
}

/** A wine's words, read by the reference's own rules (searchWords, character by character). */
const wordsOf = (wine: IndexedWine): string[] => [wine.titleLower, ...searchedFields(wine)].flatMap((field) => (field === null ? [] : searchWords(field).map(({ word }) => word)));

interface Held {
  wine: IndexedWine;
  words: string[];
}

/** The ids the search must find among `wines`: those holding every term, else those holding the most. */
function reference(wines: Iterable<Held>, text: string, color: string | undefined, region: string | undefined): Set<string> {
  const terms = termsOf(text);
  const candidates = [...wines].filter(({ wine }) => (color === undefined || wine.color === color) && (region === undefined || wine.region === region));
  const vocabulary = new Set(candidates.flatMap(({ words }) => words));
  // Each query word checked against each distinct wine word once: the same rules as wine by wine.
  const matching = terms.map((ways) => ways.map((way) => way.map(([query, prefix]) => new Set([...vocabulary].filter((word) => wordMatches(query, word, prefix))))));
  const counted = candidates.map(({ wine, words }): [string, number] => [
    wine.id,
    matching.filter((ways) => ways.some((way) => way.every((matches) => words.some((word) => matches.has(word))))).length,
  ]);
  const most = Math.max(0, ...counted.map(([, held]) => held));
  const wanted = most === terms.length || terms.length > 1 ? most : -1;
  return new Set(counted.filter(([, held]) => held === wanted && held > 0).map(([id]) => id));
}

describe('the shop search against a plain reference', () => {
  it(`answers ${QUESTIONS} random texts, typos included, as every wine checked by the rules does, on ${WINES} wines and through writes`, () => {
    const random = seeded(2026);
    const all = Array.from({ length: WINES }, (_, index) => seededWine(index)).filter((wine) => wine.active);
    const current = new Map<string, Held>(all.map((wine) => [wine.id, { wine, words: wordsOf(wine) }]));
    const store = storeOf(all);
    for (let question = 0; question < QUESTIONS; question++) {
      if (question % 50 === 25) {
        // Writes after the postings were built: new titles from other wines' words, wines taken out, then settled or not.
        for (let write = 0; write < 40; write++) {
          const target = random.pick(all);
          if (random.next() < 0.25) {
            store.remove(target.id);
            current.delete(target.id);
          } else {
            const donor = random.pick(all);
            const changed = { ...target, titleLower: `${donor.titleLower} ${random.pick(['été', 'rosé', 'new'])}`, producer: donor.producer, country: random.pick(['France', 'España', null]) };
            store.put(changed);
            current.set(target.id, { wine: changed, words: wordsOf(changed) });
          }
        }
        if (random.next() < 0.5) store.settle();
      }
      const text = randomText(all, random);
      const color = random.next() < 0.3 ? random.pick(FACET_OPTIONS.color) : undefined;
      // A narrow filter too: when no wine holds every term, the few wines it passes are read one by one.
      const region = color && random.next() < 0.5 ? random.pick(FACET_OPTIONS.region) : undefined;
      const expected = reference(current.values(), text, color, region);
      const found = search(store, text, { field: 'id', limit: 100_000, attributes: { ...(color ? { color: [color] } : {}), ...(region ? { region: [region] } : {}) } });
      expect(found.total, text).toBe(expected.size);
      expect(new Set(found.ids), text).toEqual(expected);
    }
  }, 600_000);
});

describe('a relevance page of many matches', () => {
  it('is the page of every match scored and sorted, whether the walk newest first stops early, gives up or ends', () => {
    const random = seeded(43);
    // Enough wines that a walk over them all costs more than scoring a few thousand matches: the walk gives up.
    const all = Array.from({ length: 100_000 }, (_, index) => seededWine(index)).filter((wine) => wine.active);
    const store = storeOf(all);
    const newest = store.orders.id.length - 1;
    const seen = new Map<string, number>();
    for (const wine of all) for (const word of new Set(wine.titleLower.split(' '))) if (word.length > 2) seen.set(word, (seen.get(word) ?? 0) + 1);
    const common = [...seen].filter(([, wines]) => wines >= 2_500).map(([word]) => word);
    let many = 0;
    for (let question = 0; question < 120; question++) {
      // Common words, or two standing together in a wine's title (few wines hold them so), sometimes
      // one typed twice (no wine holds the two terms apart: no wine reaches the best key) or with a typo.
      const words = random.pick(all).titleLower.split(' ');
      const together = words.findIndex((word, at) => at > 0 && common.includes(word) && common.includes(words[at - 1]!));
      const picked = together > 0 && random.next() < 0.5 ? [words[together - 1]!, words[together]!] : Array.from({ length: 1 + random.int(2) }, () => random.pick(common));
      if (random.next() < 0.3) picked.push(picked[0]!);
      if (random.next() < 0.3) picked[0] = typo(picked[0]!, random);
      const text = picked.join(' ');
      const matches = search(store, text, { field: 'id', limit: 1_000_000 });
      if (matches.total < 2_048) continue;
      many++;
      const match = new TextMatch(store.wordIndex, new WordMarks(), planSearch(text), store.expander);
      const expected = matches.ids
        .map((id) => {
          const slot = store.ids.slotOf(id)!;
          return { id, key: match.score(slot, newest - store.ranks.id[slot]!) };
        })
        .sort((a, b) => a.key - b.key)
        .map(({ id }) => id);
      for (const offset of [0, 20, 480]) expect(search(store, text, { offset, limit: 20 }).ids, `${text} at ${offset}`).toEqual(expected.slice(offset, offset + 20));
    }
    expect(many).toBeGreaterThan(30);
  }, 300_000);

  it('finds the best matches among the oldest wines when the walk newest first gives up before them', () => {
    // 4,000 of 100,000 wines hold both words: the oldest 600 side by side, the newest 3,400 apart.
    // "alpha beta alpha" repeats a word, so no wine reaches the best key and the walk cannot stop early.
    const wines = Array.from({ length: 100_000 }, (_, index) => {
      const wine = { ...seededWine(index), active: true };
      const titleLower = index < 600 ? `alpha beta ${index}` : index >= 96_600 ? `beta gamma alpha ${index}` : `delta ${index}`;
      return { ...wine, titleLower, producer: null, origin: null, region: null, country: null, varietal: null };
    });
    const store = storeOf(wines);
    const page = search(store, 'alpha beta alpha', { offset: 0, limit: 20 });
    expect(page.total).toBe(4_000);
    expect(page.ids).toEqual(wines.slice(580, 600).reverse().map((wine) => wine.id));
  }, 300_000);

  it('stops reading a wine\'s fields for its key only where they could not change it', () => {
    const random = seeded(27);
    const wines = Array.from({ length: 3_000 }, (_, index) => seededWine(index)).filter((wine) => wine.active);
    const store = storeOf(wines);
    const slots = wines.map((wine) => store.ids.slotOf(wine.id)!);
    for (let question = 0; question < 100; question++) {
      // A title's words, a field's (a region, a producer), a word no wine holds, a synonym, a typo.
      const wine = random.pick(wines);
      const pool = [...wine.titleLower.split(' '), ...searchedFields(wine).flatMap((field) => (field === null ? [] : field.toLowerCase().split(' '))), 'zzyzx', 'shiraz', 'cab'];
      const picked = Array.from({ length: 1 + random.int(3) }, () => random.pick(pool));
      if (random.next() < 0.3) picked[0] = typo(picked[0]!, random);
      const text = picked.join(' ');
      const plan = planSearch(text);
      const early = new TextMatch(store.wordIndex, new WordMarks(), plan, store.expander);
      const whole = new TextMatch(store.wordIndex, new WordMarks(), plan, store.expander);
      // Every field read, whatever the title held.
      Object.defineProperty(whole, 'typedExact', { value: () => false });
      for (const slot of slots) expect(early.score(slot, 0), `"${text}", slot ${slot}`).toBe(whole.score(slot, 0));
    }
  }, 300_000);
});
