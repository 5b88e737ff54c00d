import type { CatalogueFacets, CatalogueSearch } from '@wine/contract/catalogue';

/** Query keys of the catalogue calls, so pages and sections share their caches. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  list: (name: string, params: unknown) => ['catalogue', name, params] as const,
  item: (id: string) => ['catalogue', 'item', id] as const,
  /** A wine's reviews, in any order and for any reader. */
  reviews: (wineId: string) => ['catalogue', 'reviews', wineId] as const,
};

export interface CatalogueList<T> {
  categories: T[];
  total: number;
  /** Only on a wine list asked with `facets=true`, and only from an API that counts them (issue 28). */
  facets?: CatalogueFacets;
  /** Only on a search (`q`): its words, whether every one matched, each title's matched words. */
  search?: CatalogueSearch;
}
