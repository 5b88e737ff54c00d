import { useMutation } from '@tanstack/react-query';
import type { RegisterBody, SessionResult } from '@wine/contract/users';
import { publicRequest } from '../../../lib/publicClient';
import { startSession } from '../../../lib/session';

export const registerUser = (body: RegisterBody): Promise<SessionResult> =>
  publicRequest<SessionResult>('/user/register', { method: 'POST', body });

export function useRegister() {
  return useMutation({
    mutationFn: registerUser,
    onSuccess: (session) => startSession(session.token, session.user),
  });
}
