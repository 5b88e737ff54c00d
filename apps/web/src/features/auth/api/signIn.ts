import { useMutation } from '@tanstack/react-query';
import { Header } from '@wine/contract/api';
import type { SessionResult, SignInBody } from '@wine/contract/users';
import { publicRequest } from '../../../lib/publicClient';
import { startSession } from '../../../lib/session';

export interface SignInInput {
  body: SignInBody;
  asSommelier?: boolean;
}

export const signIn = ({ body, asSommelier }: SignInInput): Promise<SessionResult> =>
  publicRequest<SessionResult>('/user/tokensignin', {
    method: 'POST',
    body,
    headers: asSommelier ? { [Header.userType]: 'sommelier' } : undefined,
  });

export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => startSession(session.token, session.user),
  });
}
