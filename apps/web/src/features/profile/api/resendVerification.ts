import { useMutation } from '@tanstack/react-query';
import { userRequest } from '../../../lib/userClient';

/** POST /user/verify-email/resend: a fresh verification link to the account's email. */
export const resendVerification = (): Promise<{ message: string }> => userRequest('/user/verify-email/resend', { method: 'POST' });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
