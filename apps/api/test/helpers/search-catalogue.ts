import { wineAt } from '../../src/seed/wines';
import { answer, type ModelAnswer, type ModelQuestion } from '../../src/modules/catalogue/read-model/query';
import { planSearch } from '../../src/modules/catalogue/read-model/search';
import { CatalogueStore, vintageNumber, type IndexedWine } from '../../src/modules/catalogue/read-model/store';

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
