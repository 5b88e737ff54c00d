import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Retailer } from '@wine/contract/admin/retailers';
import { userRequest } from '../../../../lib/userClient';

export interface RetailerPage {
  retailers: Retailer[];
  total: number;
}

/** GET /admin/retailers?skip&limit: retailers in the order they were added, with their staff. */
export const listRetailers = (skip: number, limit: number): Promise<RetailerPage> =>
  userRequest<RetailerPage>('/admin/retailers', { query: { skip, limit } });

export const retailersQueryKey = ['admin', 'retailers'] as const;

export function useRetailers(skip: number, limit: number) {
  return useQuery({ queryKey: [...retailersQueryKey, skip, limit], queryFn: () => listRetailers(skip, limit), placeholderData: keepPreviousData, staleTime: 0 });
}
