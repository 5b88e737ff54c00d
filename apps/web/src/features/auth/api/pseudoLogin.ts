import { useMutation } from '@tanstack/react-query';
import { Header } from '@wine/contract/api';
import { SHOP_TENANT_ID } from '@wine/contract/constants';
import type { OwnUser } from '@wine/contract/users';
import { sendRequest } from '../../../lib/http';
import { endSession, startSession } from '../../../lib/session';

export interface PseudoLoginInput {
  userId: string;
  token: string;
}

/** GET /users/{id} with a token handed over in the address (spec 001 §2.1), not the stored one. */
export const fetchUserWithToken = ({ userId, token }: PseudoLoginInput): Promise<OwnUser> =>
  sendRequest<OwnUser>(`/users/${encodeURIComponent(userId)}`, {
    headers: {
      [Header.authorization]: `Bearer ${token}`,
      [Header.tenantId]: SHOP_TENANT_ID,
      [Header.userId]: userId,
    },
  });

export function usePseudoLogin() {
  return useMutation({
    mutationFn: async (input: PseudoLoginInput) => {
      endSession();
      const user = await fetchUserWithToken(input);
      // A token of another account gets that user's public view, which is no session of this one.
      if (!Array.isArray(user.roles)) throw new Error('The sign-in link does not match its user');
      startSession(input.token, user);
      return user;
    },
  });
}
