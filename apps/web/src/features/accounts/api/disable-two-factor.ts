import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** POST /api/user/2fa/disable with the account password. */
export async function disableTwoFactor(password: string): Promise<void> {
  await api.post('/api/user/2fa/disable', { password });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile(), exact: true }),
  });
}
