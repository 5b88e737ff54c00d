import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Retailer } from '@wine/contract/admin/retailers';
import { userRequest } from '../../../../lib/userClient';
import { retailersQueryKey } from './listRetailers';

export type StaffChange = { retailerId: string; attach: string } | { retailerId: string; detach: string };

/**
 * POST /admin/retailers/{id}/staff {email}: gives an account the retailer role for this retailer;
 * DELETE /admin/retailers/{id}/staff/{userId}: takes it back.
 */
export const changeStaff = (change: StaffChange): Promise<Retailer> => {
  const base = `/admin/retailers/${encodeURIComponent(change.retailerId)}/staff`;
  return 'attach' in change
    ? userRequest<Retailer>(base, { method: 'POST', body: { email: change.attach } })
    : userRequest<Retailer>(`${base}/${encodeURIComponent(change.detach)}`, { method: 'DELETE' });
};

export function useChangeStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeStaff, onSuccess: () => queryClient.invalidateQueries({ queryKey: retailersQueryKey }) });
}
