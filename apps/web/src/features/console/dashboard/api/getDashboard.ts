import { useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardTrends, TrendPeriod } from '@wine/contract/admin/dashboard';
import { userRequest } from '../../../../lib/userClient';

/** GET /admin/dashboard: the shop's figures of today and this week, in one call. */
export const getDashboard = (): Promise<Dashboard> => userRequest<Dashboard>('/admin/dashboard');

export function useDashboard() {
  // Figures move all day: refresh when the admin comes back to the tab.
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard, refetchOnWindowFocus: true });
}

/** GET /admin/dashboard/trends: the charts' figures over the last 30 or 90 days. */
export const getDashboardTrends = (days: TrendPeriod): Promise<DashboardTrends> => userRequest<DashboardTrends>('/admin/dashboard/trends', { query: { days } });

export function useDashboardTrends(days: TrendPeriod) {
  return useQuery({ queryKey: ['admin', 'dashboard', 'trends', days], queryFn: () => getDashboardTrends(days), refetchOnWindowFocus: true, placeholderData: (previous) => previous });
}
