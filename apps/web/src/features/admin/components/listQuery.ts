import { ADMIN_PAGE_SIZE } from '@wine/contract/admin/shared';
import type { z } from 'zod';

/**
 * A console list's query read from the address (its filters live there, so a dashboard figure can
 * link to them and Back works), checked with the call's own schema: an invalid filter is named, and
 * the list falls back to its first page unfiltered.
 */
export function listQueryOf<Q extends { skip?: number; limit?: number }>(
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
