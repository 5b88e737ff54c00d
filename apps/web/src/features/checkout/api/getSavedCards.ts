import { useQuery } from '@tanstack/react-query';
import type { CardList, SavedCard } from '@wine/contract/cards';
import { userRequest } from '../../../lib/userClient';

/** GET /user/{id}/cards: the saved cards (id, brand, last4) for the payment step's dropdown. */
export const fetchSavedCards = (userId: string, signal?: AbortSignal): Promise<SavedCard[]> =>
  userRequest<CardList>(`/user/${encodeURIComponent(userId)}/cards`, { signal }).then((result) => result.cards);

export function useSavedCards(userId: string) {
  return useQuery({
    queryKey: ['checkout', 'cards', userId],
    queryFn: ({ signal }) => fetchSavedCards(userId, signal),
    enabled: userId !== '',
    retry: false,
  });
}
