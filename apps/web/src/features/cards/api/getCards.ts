import { useQuery } from '@tanstack/react-query';
import type { CardList, SavedCard } from '@wine/contract/cards';
import { userRequest } from '../../../lib/userClient';

/** GET /user/{id}/cards: the saved cards that can be charged. */
export const fetchCards = (userId: string, signal?: AbortSignal): Promise<SavedCard[]> =>
  userRequest<CardList>(`/user/${encodeURIComponent(userId)}/cards`, { signal }).then((result) => result.cards);

export const cardsKey = (userId: string) => ['cards', 'list', userId] as const;

export function useCards(userId: string) {
  return useQuery({ queryKey: cardsKey(userId), queryFn: ({ signal }) => fetchCards(userId, signal), enabled: userId !== '', retry: false });
}
