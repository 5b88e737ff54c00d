import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import { userRequest } from '../../../lib/userClient';
import { savedCardsRoot } from '../../../lib/cards';

/** POST /user/{id}/disable-card {cardId, businessId}: the card can no longer be chosen. */
export const disableCard = (userId: string, cardId: string): Promise<{ cardId: string; enable: false }> =>
  userRequest(`/user/${encodeURIComponent(userId)}/disable-card`, { method: 'POST', body: { cardId, businessId: SHOP_TENANT_ID } });

export function useDisableCard(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cardId: string) => disableCard(userId, cardId),
    // Every list of saved cards (this page's and the checkout's dropdown) must forget it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardsRoot }),
  });
}
