import { useMutation } from '@tanstack/react-query';
import type { EmailLinkResult } from '@wine/contract/users';
import { publicRequest } from '../../../lib/publicClient';

/** POST /user/email-link: follows a link mailed about the account's email. */
export const followEmailLink = (token: string): Promise<EmailLinkResult> =>
  publicRequest<EmailLinkResult>('/user/email-link', { method: 'POST', body: { token } });

export const useFollowEmailLink = () => useMutation({ mutationFn: followEmailLink });
