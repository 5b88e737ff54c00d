import { useQuery } from '@tanstack/react-query';
import type { RetailerChoice } from '@wine/contract/admin/wines';
import { userRequest } from '../../../../lib/userClient';

/** GET /admin/catalogue/retailers: every retailer by name, for the wine and event pickers. */
export const listRetailerChoices = (): Promise<{ retailers: RetailerChoice[] }> =>
  userRequest<{ retailers: RetailerChoice[] }>('/admin/catalogue/retailers');

export function useRetailerChoices() {
  return useQuery({ queryKey: ['admin', 'catalogue-retailers'], queryFn: listRetailerChoices, staleTime: 60_000 });
}
