import { DEMO_WINES } from '../../src/seed/demo-shop';
import { describe, expect, it } from 'vitest';
import { foldedWords } from '@wine/contract/search-text';
import { typosAllowed } from '@wine/contract/search-text';
import { search, seeded, seededWine, storeOf, type Seeded } from '../helpers/search-catalogue';

/**
 * The relevance suite of issue 43: queries a shopper types for a wine of the demo shop, made from the
 * wine's own title the ways shoppers get names wrong, each naming the wine it must find.
 */

const wines = Array.from({ length: DEMO_WINES }, (_, index) => seededWine(index)).filter((wine) => wine.active);
const store = storeOf(wines);

/** The title's words as typed (hyphens, apostrophes and accents as the catalogue spells them), split at spaces. */
const typed = (title: string) => title.split(' ');
const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const letters = (word: string) => /^\p{L}+$/u.test(word);

/** One typo away from `word` (never its first letter, never the same word): a swap, a letter left out, one more, or another. */
function typo(word: string, random: Seeded): string {
  for (;;) {
    const at = 1 + random.int(word.length - 1);
    const letter = random.pick([...'abcdefghijklmnopqrstuvwxyz']);
    const kind = random.int(4);
    const changed =
      kind === 0 && at < word.length - 1
        ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
        : kind === 1
          ? word.slice(0, at) + word.slice(at + 1)
          : kind === 2
            ? word.slice(0, at) + letter + word.slice(at)
            : word.slice(0, at) + letter + word.slice(at + 1);
    if (changed.toLowerCase() !== word.toLowerCase()) return changed;
  }
}

/** A word of `words` a typo may go in (letters only, long enough to allow one), or -1. */
function typoPlace(words: readonly string[], random: Seeded): number {
  const places = words.flatMap((word, index) => (letters(word) && typosAllowed(foldedWords(word)[0] ?? '') > 0 ? [index] : []));
  return places.length === 0 ? -1 : random.pick(places);
}

interface Query {
  kind: string;
  text: string;
  wine: (typeof wines)[number];
}

const SYNONYMS: readonly [RegExp, string][] = [
  [/Syrah/, 'shiraz'],
  [/Shiraz/, 'syrah'],
  [/Pinot Grigio/, 'pinot gris'],
  [/Pinot Gris/, 'pinot grigio'],
  [/Cabernet Sauvignon/, 'cab'],
  [/Sauvignon Blanc/, 'sauv blanc'],
  [/Sparkling/, 'bubbly'],
  [/Zinfandel/, 'zin'],
];

function queries(): Query[] {
  const random = seeded(43);
  const made: Query[] = [];
  const window = (words: readonly string[], around: number, size: number) => {
    const from = Math.max(0, Math.min(around - random.int(size), words.length - size));
    return words.slice(from, from + size);
  };
  for (const wine of wines) {
    const words = typed(wine.title);
    // Accents left out: three words around the accented one, as a shopper types them.
    const accented = words.findIndex((word) => stripAccents(word) !== word);
    if (accented >= 0) made.push({ kind: 'accents dropped', text: stripAccents(window(words, accented, 3).join(' ')).toLowerCase(), wine });
    // One typo in a long word, among three words of the title.
    const place = typoPlace(words, random);
    if (place >= 0) made.push({ kind: 'a typo', text: window(words.map((word, index) => (index === place ? typo(word, random) : word)), place, 3).join(' '), wine });
    // Two words in the other order, with a third.
    if (words.length >= 3) {
      const at = random.int(words.length - 1);
      const swapped = [...words];
      [swapped[at], swapped[at + 1]] = [swapped[at + 1]!, swapped[at]!];
      made.push({ kind: 'words swapped', text: window(swapped, at, 3).join(' '), wine });
    }
    // A hyphen typed as a space.
    const hyphened = words.findIndex((word) => word.includes('-'));
    if (hyphened >= 0) made.push({ kind: 'hyphen as a space', text: window(words, hyphened, 3).join(' ').replaceAll('-', ' '), wine });
    // A synonym for the varietal or the style, with the producer's words.
    const synonym = SYNONYMS.find(([pattern]) => pattern.test(wine.title));
    if (synonym) made.push({ kind: 'synonym', text: `${wine.producer!} ${synonym[1]}`, wine });
    // The whole title with one typo: wanted first.
    const whole = typoPlace(words, random);
    if (whole >= 0) made.push({ kind: 'whole title with a typo', text: words.map((word, index) => (index === whole ? typo(word, random) : word)).join(' '), wine });
  }
  return made;
}

describe('the shop search, by relevance (issue 43)', () => {
  it('finds the wine meant within the first 20 for at least 95% of 300+ queries, and a whole title with a typo first for 95%', () => {
    const suite = queries();
    expect(suite.length).toBeGreaterThanOrEqual(300);
    const byKind = new Map<string, { asked: number; inTop20: number; first: number; missed: string[] }>();
    for (const { kind, text, wine } of suite) {
      const { ids } = search(store, text);
      const place = ids.indexOf(wine.id);
      const first = ids[0] !== undefined && wines.find((other) => other.id === ids[0])!.title === wine.title;
      const row = byKind.get(kind) ?? { asked: 0, inTop20: 0, first: 0, missed: [] };
      row.asked++;
      if (place >= 0) row.inTop20++;
      else row.missed.push(`${text} -> ${wine.title}`);
      if (first) row.first++;
      byKind.set(kind, row);
    }
    const all = [...byKind.values()];
    const asked = all.reduce((sum, row) => sum + row.asked, 0);
    const found = all.reduce((sum, row) => sum + row.inTop20, 0);
    // The figures of the closing note: per kind, found in the first 20 and found first.
    console.log([...byKind].map(([kind, row]) => `${kind}: ${row.inTop20}/${row.asked} in the first 20, ${row.first} first; missed: ${row.missed.slice(0, 3).join(' | ')}`).join('\n'));
    for (const [kind, row] of byKind) expect(row.asked, kind).toBeGreaterThanOrEqual(20);
    expect(found / asked).toBeGreaterThanOrEqual(0.95);
    const whole = byKind.get('whole title with a typo')!;
    expect(whole.first / whole.asked).toBeGreaterThanOrEqual(0.95);
  });
});
