import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/**
 * POST /api/auth/verify-email with the token of the emailed link (it works once). Answers
 * `{ user }` when the link activated a new account and signed it in, else `{ user: null }`.
 */
export async function verifyEmail(token: string): Promise<unknown> {
  const result = await api.post('/api/auth/verify-email', { token });
  return typeof result === 'object' && result !== null && 'user' in result ? result.user : null;
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in profile now reads emailVerified: true, which hides the reminder.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile(), exact: true }),
  });
}
