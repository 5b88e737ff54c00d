import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@wine/contract/admin/shared';
import type { z } from 'zod';

/**
 * A console list's query read from the address (its filters live there, so a dashboard figure can
 * link to them and Back works), checked with the call's own schema: an invalid filter is named, and
 * the list falls back to its first page unfiltered.
 */
function listQueryOf<Q extends { skip?: number; limit?: number }>(
  params: URLSearchParams,
  filterKeys: readonly (keyof Q & string)[],
  schema: z.ZodType<Q>,
): { query: Q; filters: Partial<Q>; invalid: string | null } {
  const raw: Record<string, string | number> = {};
  filterKeys.forEach((key) => {
    const value = params.get(key);
    if (value) raw[key] = value;
  });
  const filters = { ...raw } as Partial<Q>;
  raw.skip = Number(params.get('skip') ?? 0) || 0;
  raw.limit = Number(params.get('limit') ?? ADMIN_PAGE_SIZE) || ADMIN_PAGE_SIZE;
  const checked = schema.safeParse(raw);
  if (checked.success) return { query: raw as Q, filters, invalid: null };
  const issue = checked.error.issues[0];
  return { query: { skip: 0, limit: ADMIN_PAGE_SIZE } as Q, filters: {}, invalid: `${String(issue?.path[0] ?? 'filter')}: ${issue?.message ?? 'not valid'}` };
}

/** A console list addressed by its page's URL: its query, and the ways to change it there. */
export interface ListAddress<Q> {
  params: URLSearchParams;
  query: Q;
  /** The filters alone (no paging): what an export of the list is asked for. */
  filters: Partial<Q>;
  invalid: string | null;
  /** Whether any filter is set. */
  filtered: boolean;
  skip: number;
  limit: number;
  /** Sets or clears one filter; the list goes back to its first page. */
  setFilter: (key: string, value: string) => void;
  /** Sets or clears (empty or undefined) several filters at once, e.g. a record's kind with its id. */
  setFilters: (values: Record<string, string | undefined>) => void;
  clearFilters: () => void;
  setPage: (page: { skip: number; limit: number }) => void;
}

export function useListAddress<Q extends { skip?: number; limit?: number }>(filterKeys: readonly (keyof Q & string)[], schema: z.ZodType<Q>): ListAddress<Q> {
  const [params, setParams] = useSearchParams();
  const { query, filters, invalid } = listQueryOf(params, filterKeys, schema);
  const changed = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next);
  };
  const setFilters = (values: Record<string, string | undefined>) =>
    changed((next) => {
      Object.entries(values).forEach(([key, value]) => {
        if (value) next.set(key, value);
        else next.delete(key);
      });
      next.delete('skip');
    });
  return {
    params,
    query,
    filters,
    invalid,
    filtered: filterKeys.some((key) => params.get(key)),
    skip: query.skip ?? 0,
    limit: query.limit ?? ADMIN_PAGE_SIZE,
    setFilter: (key, value) => setFilters({ [key]: value }),
    setFilters,
    clearFilters: () => setParams(new URLSearchParams()),
    setPage: (page) =>
      changed((next) => {
        next.set('skip', String(page.skip));
        next.set('limit', String(page.limit));
      }),
  };
}
