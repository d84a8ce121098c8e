import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface ResetPasswordPayload {
  token: string;
  password: string;
}

/** POST /api/auth/reset-password with the token from the emailed link. */
export async function postResetPassword(payload: ResetPasswordPayload): Promise<void> {
  await api.post('/api/auth/reset-password', payload);
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
