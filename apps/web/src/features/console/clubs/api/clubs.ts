import { useQuery } from '@tanstack/react-query';
import type { AdminClubActivity, AdminClubDetail, AdminClubRow } from '@wine/contract/admin/clubs';
import { userRequest } from '../../../../lib/userClient';

/** GET /admin/clubs: every club, newest first, with its members by status. */
export function useAdminClubs() {
  return useQuery({ queryKey: ['admin', 'clubs', 'list'], queryFn: () => userRequest<{ clubs: AdminClubRow[] }>('/admin/clubs'), staleTime: 0 });
}

/** GET /admin/clubs/activity: the shop's skips and cancellations by month. */
export function useAdminClubActivity() {
  return useQuery({ queryKey: ['admin', 'clubs', 'activity'], queryFn: () => userRequest<AdminClubActivity>('/admin/clubs/activity'), staleTime: 0 });
}

/** GET /admin/clubs/{id}: members, each cycle's orders and revenue, skips and cancellations by month. */
export function useAdminClub(id: string) {
  return useQuery({
    queryKey: ['admin', 'clubs', 'detail', id],
    queryFn: () => userRequest<AdminClubDetail>(`/admin/clubs/${encodeURIComponent(id)}`),
    staleTime: 0,
  });
}
