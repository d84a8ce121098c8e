import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';

/** POST /api/auth/resend-verification: a fresh link to the signed-in user's address. */
export async function resendVerification(): Promise<void> {
  await api.post('/api/auth/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
