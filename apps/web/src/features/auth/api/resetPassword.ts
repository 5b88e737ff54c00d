import { useMutation } from '@tanstack/react-query';
import { publicRequest } from '../../../lib/publicClient';

export interface ResetPasswordInput {
  newPassword: string;
  newPasswordCopy: string;
  email: string;
  token: string;
}

export const resetPassword = (body: ResetPasswordInput): Promise<{ success: boolean; message: string }> =>
  publicRequest<{ success: boolean; message: string }>('/user/reset-password', { method: 'POST', body });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
