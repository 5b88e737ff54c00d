import type { AddCardResult } from '@wine/contract/cards';
import { userRequest } from '../../../lib/userClient';

/** POST /user/{id}/add-card: the card-confirm return page's call (sourceId, verificationToken, businessId). */
export const addCard = (userId: string, body: { sourceId: string; verificationToken: string; businessId: string | null }): Promise<AddCardResult> =>
  userRequest<AddCardResult>(`/user/${encodeURIComponent(userId)}/add-card`, { method: 'POST', body });
