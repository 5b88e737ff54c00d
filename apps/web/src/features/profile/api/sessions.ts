import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@wine/contract/users';
import { userRequest } from '../../../lib/userClient';

const sessionsKey = ['user', 'sessions'] as const;

/** GET /user/sessions: where the account is signed in. */
export const fetchSessions = (): Promise<{ sessions: AccountSession[] }> => userRequest('/user/sessions');

export const useAccountSessions = () => useQuery({ queryKey: sessionsKey, queryFn: fetchSessions });

/** DELETE /user/sessions/{id}: signs one device out; the list is read again. */
export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => userRequest<{ message: string }>(`/user/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

/** DELETE /user/sessions: signs every device out, this one included. */
export const signOutEverywhere = (): Promise<{ message: string }> => userRequest('/user/sessions', { method: 'DELETE' });
