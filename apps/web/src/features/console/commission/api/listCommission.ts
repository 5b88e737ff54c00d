import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCommissionQuery, AdminCommissionRow } from '@wine/contract/admin/commission';
import { userRequest } from '../../../../lib/userClient';

export interface CommissionPage {
  commissions: AdminCommissionRow[];
  total: number;
}

/** GET /admin/commission: each sommelier's commission per month, newest month first, by name or email and months. */
export const listCommission = (query: AdminCommissionQuery): Promise<CommissionPage> =>
  userRequest<CommissionPage>('/admin/commission', { query: { ...query } });

export function useAdminCommission(query: AdminCommissionQuery) {
  return useQuery({ queryKey: ['admin', 'commission', query], queryFn: () => listCommission(query), placeholderData: keepPreviousData, staleTime: 0 });
}
