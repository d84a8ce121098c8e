import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';

/** POST /api/auth/forgot-password. The answer never says whether the email exists. */
export async function postForgotPassword(email: string): Promise<void> {
  await api.post('/api/auth/forgot-password', { email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
