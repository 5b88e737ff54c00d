import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetailerStockList, RetailerStockWine, StockImportReport } from '@wine/contract/retailer-stock';
import { userRequest } from '../../../lib/userClient';

export const STOCK_PAGE_SIZE = 20;

const stockQueryKey = ['retailer', 'wines'] as const;

/** GET /retailer/wines?search&skip&limit: the business's wines by title, with their counts. */
export function useRetailerWines(search: string, page: number) {
  return useQuery({
    queryKey: [...stockQueryKey, search, page],
    queryFn: ({ signal }) =>
      userRequest<RetailerStockList>('/retailer/wines', { query: { search: search || undefined, skip: page * STOCK_PAGE_SIZE, limit: STOCK_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    // Sales change the counts while the page is open.
    staleTime: 0,
  });
}

/** PATCH /retailer/wines/{id}/stock. */
export function useSetWineStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wineId, stock }: { wineId: string; stock: number }) =>
      userRequest<RetailerStockWine>(`/retailer/wines/${wineId}/stock`, { method: 'PATCH', body: { stock } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockQueryKey }),
  });
}

/** POST /retailer/stock/import?dryRun=, the CSV in the multipart field `file`. */
export function useStockImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      return userRequest<StockImportReport>('/retailer/stock/import', { method: 'POST', query: { dryRun: String(dryRun) }, body: form });
    },
    onSuccess: (report) => (report.applied ? queryClient.invalidateQueries({ queryKey: stockQueryKey }) : undefined),
  });
}
