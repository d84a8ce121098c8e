import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/auth/verify-email with the token of the emailed link (it works once). */
export async function verifyEmail(token: string): Promise<void> {
  await api.post('/api/auth/verify-email', { token });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in profile now reads emailVerified: true, which hides the reminder.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile(), exact: true }),
  });
}
