import { useQuery } from '@tanstack/react-query';
import type { CardList, SavedCard } from '@wine/contract/cards';
import { userRequest } from './userClient';

/** Every cached list of saved cards: adding or removing a card invalidates this key. */
export const savedCardsRoot = ['cards'] as const;
export const savedCardsKey = (userId: string) => [...savedCardsRoot, 'list', userId] as const;

/** GET /user/{id}/cards: the saved cards that can be charged (checkout's dropdown, paying, removing). */
export const fetchSavedCards = (userId: string, signal?: AbortSignal): Promise<SavedCard[]> =>
  userRequest<CardList>(`/user/${encodeURIComponent(userId)}/cards`, { signal }).then((result) => result.cards);

/** The saved cards of `userId`; nothing is asked while it is ''. */
export function useSavedCards(userId: string) {
  return useQuery({ queryKey: savedCardsKey(userId), queryFn: ({ signal }) => fetchSavedCards(userId, signal), enabled: userId !== '', retry: false });
}
