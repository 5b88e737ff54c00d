import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { userRequest } from '../../../lib/userClient';

export type CommissionGrouping = 'month' | 'day';

export interface CommissionRow {
  /** Month is 1 to 12; day only when grouped by day. */
  identifier: { year: number; month: number; day?: number };
  /** Dollars as a numeric string, e.g. "12.50". */
  totalAmount: string;
}

/** GET /commission?groupby=month|day: the caller's own commission, newest first (spec 001 §7). */
export const fetchCommission = (groupby: CommissionGrouping, signal?: AbortSignal) =>
  userRequest<{ commissions: CommissionRow[] }>('/commission', { query: { groupby }, signal });

export function useCommission(groupby: CommissionGrouping) {
  const userId = useSession()?.user.id ?? '';
  return useQuery({
    queryKey: ['commission', userId, groupby],
    queryFn: ({ signal }) => fetchCommission(groupby, signal),
    select: (result) => result.commissions,
    enabled: userId !== '',
  });
}
