import { useQuery } from '@tanstack/react-query';
import type { AddCardInitializeResult } from '@wine/contract/cards';
import { userRequest } from '../../../lib/userClient';

/** POST /user/{id}/add-card/initialize: the verification payment (client secret, txnId, amount in cents). */
export const initializeCard = (userId: string): Promise<AddCardInitializeResult> =>
  userRequest<AddCardInitializeResult>(`/user/${encodeURIComponent(userId)}/add-card/initialize`, { method: 'POST' });

/** One verification payment per visit of the add-card page (never refetched behind the form). */
export function useInitializeCard(userId: string) {
  return useQuery({
    queryKey: ['cards', 'initialize', userId],
    queryFn: () => initializeCard(userId),
    enabled: userId !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
