import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession } from '../../../lib/session';
import { userRequest } from '../../../lib/userClient';

export const revokeToken = (): Promise<unknown> => userRequest('/user/logout', { method: 'POST' });

/**
 * POST /user/logout (or `revoke`: signing out everywhere), then the local session ends even if
 * revoking failed: the visitor asked to leave. onLoggedOut runs first so that the visitor has left
 * protected pages before the session disappears (otherwise the route guard would send them to the
 * login popup).
 */
export function useLogout(onLoggedOut: () => void, revoke: () => Promise<unknown> = revokeToken) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revoke().catch(() => undefined),
    onSettled: () => {
      onLoggedOut();
      endSession();
      queryClient.clear();
    },
  });
}
