import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Retailer, RetailerBody } from '@wine/contract/admin/retailers';
import { userRequest } from '../../../../lib/userClient';
import { retailersQueryKey } from './listRetailers';

/** POST /admin/retailers (new) or PUT /admin/retailers/{id} (edit), with the whole record. */
export const saveRetailer = ({ id, body }: { id: string | null; body: RetailerBody }): Promise<Retailer> =>
  id
    ? userRequest<Retailer>(`/admin/retailers/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : userRequest<Retailer>('/admin/retailers', { method: 'POST', body });

export function useSaveRetailer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveRetailer, onSuccess: () => queryClient.invalidateQueries({ queryKey: retailersQueryKey }) });
}
