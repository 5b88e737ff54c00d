import { SEARCH_SYNONYMS } from '@wine/contract/search-text';
import { wineAt } from '../../src/seed/wines';
import { answer, type ModelAnswer, type ModelQuestion } from '../../src/modules/catalogue/read-model/query';
import { planSearch } from '../../src/modules/catalogue/read-model/search';
import { CatalogueStore, searchedFields, vintageNumber, type IndexedWine } from '../../src/modules/catalogue/read-model/store';
import { WordIndexBuild } from '../../src/modules/catalogue/read-model/word-index-build';

/** The seeded wine `index` as the read model holds it (the demo shop's are the first DEMO_WINES), its id from its index. */
export function seededWine(index: number): IndexedWine & { title: string; active: boolean } {
  const wine = wineAt(index);
  return {
    active: wine.isActive,
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    tenantId: 'shop',
    title: wine.title,
    titleLower: wine.title.toLowerCase(),
    name: wine.title,
    priceCents: wine.priceCents,
    color: wine.color,
    region: wine.region,
    varietal: wine.varietal,
    producer: wine.producer,
    origin: wine.origin,
    country: wine.country,
    pairings: wine.pairings,
    vintage: vintageNumber(wine.vintage),
    ratingTenths: null,
    ratingCount: 0,
    createdAtMicros: 1_700_000_000_000_000 + index,
    flags: 0,
  };
}

/** A store built as the read model builds one (laid out), its word index made in a worker thread or in this one. */
export async function builtStore(wines: readonly IndexedWine[], inWorker: boolean): Promise<CatalogueStore> {
  const store = new CatalogueStore();
  const words = inWorker ? new WordIndexBuild(wines.length) : undefined;
  store.layOut(words);
  for (const wine of wines) store.put(wine);
  store.endLayout();
  if (words) await store.settleBuild(words);
  else store.settle();
  return store;
}

export function storeOf(wines: readonly IndexedWine[]): CatalogueStore {
  const store = new CatalogueStore();
  for (const wine of wines) store.put(wine);
  store.settle();
  return store;
}

/** The shop's search for `text`, best matches first unless `question` says otherwise. */
export const search = (store: CatalogueStore, text: string, question: Partial<ModelQuestion> = {}): ModelAnswer =>
  answer(store, { tenantId: 'shop', flags: {}, attributes: {}, search: planSearch(text), field: 'relevance', descending: false, offset: 0, limit: 20, facets: false, ...question });

/** A small deterministic generator: the suites ask the same queries at every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}
export type Seeded = ReturnType<typeof seeded>;

/** One typo in `word` past its first letter: a swap, a letter left out, one more, or another. */
export function typo(word: string, random: Seeded): string {
  if (word.length < 2) return word;
  const at = 1 + random.int(word.length - 1);
  const letter = random.pick([...'aeinorstlu']);
  switch (random.int(4)) {
    case 0:
      return at < word.length - 1 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + letter + word.slice(at);
    default:
      return word.slice(0, at) + letter + word.slice(at + 1);
  }
}

const SYNONYM_WORDS = SEARCH_SYNONYMS.flat();

/** A shopper's text: one to four words of wines' titles and fields, a third with a typo, some cut short, some synonyms or unknown words. */
export function randomText(wines: readonly IndexedWine[], random: Seeded): string {
  const wine = random.pick(wines);
  const words = [wine.titleLower, ...searchedFields(wine)].flatMap((field) => (field === null ? [] : field.split(/\s+/)));
  const count = 1 + random.int(4);
  const picked: string[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random.next();
    let word = roll < 0.1 ? random.pick(SYNONYM_WORDS) : roll < 0.15 ? random.pick(['xqzt', 'bordeax', 'Éstate', "d'arenberg", 'zzz']) : random.pick(words);
    if (random.next() < 0.33) word = typo(word, random);
    picked.push(word);
  }
  if (random.next() < 0.3) {
    const last = picked[picked.length - 1]!;
    picked[picked.length - 1] = last.slice(0, Math.max(1, last.length - 1 - random.int(3)));
  }
  return picked.join(' ');
}
