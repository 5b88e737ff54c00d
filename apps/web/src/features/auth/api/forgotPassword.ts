import { useMutation } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/publicClient';

export const requestPasswordReset = (email: string): Promise<{ message: string }> =>
  publicRequest<{ message: string }>('/user/forgot-password', { method: 'POST', body: { email } });

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
