import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWineCreateBody, AdminWineQuery, AdminWineUpdateBody } from '@wine/contract/admin/wines';
import type { Wine } from '@wine/contract/catalogue';
import { userRequest } from '../../../../lib/userClient';
import { saveRecord, type SaveInput } from '../../shared/api/saveRecord';

export interface AdminWinePage {
  wines: Wine[];
  total: number;
}

export const adminWinesQueryKey = ['admin', 'wines'] as const;

/** GET /admin/wines: newest first, inactive wines too; `search` is a title substring or a whole code. */
export const listAdminWines = (query: AdminWineQuery): Promise<AdminWinePage> =>
  userRequest<AdminWinePage>('/admin/wines', { query: { ...query } });

export function useAdminWines(query: AdminWineQuery) {
  return useQuery({ queryKey: [...adminWinesQueryKey, 'list', query], queryFn: () => listAdminWines(query), placeholderData: keepPreviousData });
}

/** GET /admin/wines/{id}: the whole wine, tasting notes included (lists leave them out). */
export const getAdminWine = (id: string): Promise<Wine> => userRequest<Wine>(`/admin/wines/${encodeURIComponent(id)}`);

export function useAdminWine(id: string | null) {
  return useQuery({ queryKey: [...adminWinesQueryKey, 'one', id], queryFn: () => getAdminWine(id ?? ''), enabled: id !== null });
}

export type SaveWineInput = SaveInput<AdminWineCreateBody, AdminWineUpdateBody>;

/** POST /admin/wines (new) or PATCH /admin/wines/{id} (edit, or `isActive` alone to activate or deactivate). */
export const saveAdminWine = (input: SaveWineInput) => saveRecord<Wine, AdminWineCreateBody, AdminWineUpdateBody>('/admin/wines', input);

export function useSaveAdminWine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveAdminWine, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminWinesQueryKey }) });
}
