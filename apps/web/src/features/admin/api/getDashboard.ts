import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@wine/contract/admin/dashboard';
import { userRequest } from '../../../lib/userClient';

/** GET /admin/dashboard: the shop's figures of today and this week, in one call. */
export const getDashboard = (): Promise<Dashboard> => userRequest<Dashboard>('/admin/dashboard');

export function useDashboard() {
  // Figures move all day: refresh when the admin comes back to the tab.
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard, refetchOnWindowFocus: true });
}
