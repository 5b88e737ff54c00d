import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RetailerOrderList, RetailerOrderTabValue } from '@wine/contract/retailer';
import { userRequest } from '../../../lib/userClient';

export const RETAILER_PAGE_SIZE = 20;

export const retailerOrdersQueryKey = (tab: RetailerOrderTabValue, page: number) => ['retailer', 'orders', tab, page] as const;

/** GET /retailer/orders?status=...&skip&limit: the retailer's own orders of one tab, newest first. */
export const listRetailerOrders = (tab: RetailerOrderTabValue, page: number, signal?: AbortSignal): Promise<RetailerOrderList> =>
  userRequest<RetailerOrderList>('/retailer/orders', {
    query: { status: tab, skip: page * RETAILER_PAGE_SIZE, limit: RETAILER_PAGE_SIZE },
    signal,
  });

export function useRetailerOrders(tab: RetailerOrderTabValue, page: number) {
  return useQuery({
    queryKey: retailerOrdersQueryKey(tab, page),
    queryFn: ({ signal }) => listRetailerOrders(tab, page, signal),
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // Orders move while the list is open (the nightly charge, colleagues' hand-overs): always
    // refetch on opening it, and look for new ones every minute.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
