import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnList, ReturnRequestView, ReturnStatusValue } from '@wine/contract/returns';
import { userRequest } from './userClient';

/**
 * The return calls the retailer view and the console share (issue 32): the same paths and bodies
 * under /retailer/returns (the business's own) and /admin/returns (every business's).
 */
export type ReturnsScope = '/retailer/returns' | '/admin/returns';

export const RETURNS_PAGE_SIZE = 20;

const listKey = (scope: ReturnsScope) => ['returns', scope] as const;

/** GET {scope}?status&skip&limit: newest first. */
export function useReturnRequests(scope: ReturnsScope, status: ReturnStatusValue, page: number) {
  return useQuery({
    queryKey: [...listKey(scope), status, page],
    queryFn: ({ signal }) =>
      userRequest<ReturnList>(scope, { query: { status, skip: page * RETURNS_PAGE_SIZE, limit: RETURNS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    // Shoppers ask while the page is open: read again on opening it and every minute.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export interface ReturnDecision {
  returnId: string;
  decision: 'accept' | 'decline';
  note: string;
}

/** PATCH {scope}/{id}/accept | decline {note}: the lists it leaves and joins are read again. */
export function useDecideReturn(scope: ReturnsScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ returnId, decision, note }: ReturnDecision) =>
      userRequest<ReturnRequestView>(`${scope}/${encodeURIComponent(returnId)}/${decision}`, {
        method: 'PATCH',
        body: note ? { note } : {},
      }),
    // A conflict (decided in another tab) is also a reason to show the lists as they are now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey(scope) }),
  });
}
