import { useQuery } from '@tanstack/react-query';
import type { ClubSummary } from '@wine/contract/clubs';
import { publicRequest } from './publicClient';
import { monthDayYear } from './dates';

/** Every cached club answer: a join, a change or a decision invalidates this key. */
export const clubsRoot = ['clubs'] as const;

/** GET /clubs: the open wine clubs, or one sommelier's (the profile's Clubs section; nothing is asked while the id is ''). */
export function useClubs(sommelierId?: string) {
  return useQuery({
    queryKey: [...clubsRoot, 'list', sommelierId ?? 'all'],
    queryFn: ({ signal }) =>
      publicRequest<{ clubs: ClubSummary[] }>('/clubs', { signal, ...(sommelierId ? { query: { sommelierId } } : {}) }).then((result) => result.clubs),
    enabled: sommelierId !== '',
  });
}

/** "Dec 1, 2026": a cut-off or hand-over date as members read it. */
export const clubDay = (iso: string): string => monthDayYear(new Date(iso));
