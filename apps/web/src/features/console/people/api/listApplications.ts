import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnUser } from '@wine/contract/users';
import { userRequest } from '../../../../lib/userClient';

export type ApplicationStatus = 'in-review' | 'approved' | 'rejected';

export interface ApplicationPage {
  data: OwnUser[];
  total: number;
}

export const applicationsQueryKey = (status: ApplicationStatus, skip: number, limit: number) =>
  ['admin', 'sommelier-applications', status, skip, limit] as const;

/** GET /admin/sommelier-applications?activeStatus&skip&limit (admins only): each applicant's whole record. */
export const listApplications = (status: ApplicationStatus, skip: number, limit: number): Promise<ApplicationPage> =>
  userRequest<ApplicationPage>('/admin/sommelier-applications', { query: { activeStatus: status, skip, limit } });

export function useApplications(status: ApplicationStatus, skip: number, limit: number) {
  return useQuery({
    queryKey: applicationsQueryKey(status, skip, limit),
    queryFn: () => listApplications(status, skip, limit),
    placeholderData: keepPreviousData,
  });
}
