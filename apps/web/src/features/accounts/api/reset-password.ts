import type { ResetPasswordInput } from '@incasso/shared/accounts/recovery';
import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';

/** The server checks both copies too, so the schema is the shared one. */
export type ResetPasswordPayload = ResetPasswordInput;

/** POST /api/auth/reset-password with the token from the emailed link. */
export async function postResetPassword(payload: ResetPasswordPayload): Promise<void> {
  await api.post('/api/auth/reset-password', payload);
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
