import { useQuery } from '@tanstack/react-query';
import type { OwnUser } from '@wine/contract/users';
import { userRequest } from '../../../lib/userClient';

export type ApplicationStatus = 'in-review' | 'approved' | 'rejected';

export const applicationsQueryKey = (status: ApplicationStatus) => ['admin', 'sommelier-applications', status] as const;

/** GET /admin/sommelier-applications?activeStatus=... (admins only): each applicant's whole record. */
export const listApplications = (status: ApplicationStatus): Promise<{ data: OwnUser[] }> =>
  userRequest<{ data: OwnUser[] }>('/admin/sommelier-applications', { query: { activeStatus: status } });

export function useApplications(status: ApplicationStatus) {
  return useQuery({ queryKey: applicationsQueryKey(status), queryFn: () => listApplications(status) });
}
