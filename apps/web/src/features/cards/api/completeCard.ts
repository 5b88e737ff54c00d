import type { AddCardResult } from '@wine/contract/cards';
import { userRequest } from '../../../lib/userClient';

/** POST /user/{id}/add-card/complete {txnId}: status 1 once the card is saved. */
export const completeCard = (userId: string, txnId: string): Promise<AddCardResult> =>
  userRequest<AddCardResult>(`/user/${encodeURIComponent(userId)}/add-card/complete`, { method: 'POST', body: { txnId } });
