import { RecoveryCodesSchema, type RecoveryCodes } from '@incasso/shared/accounts/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';
import { refreshMembership } from '../session-store';

/** POST /api/user/2fa/enable: the code proves the app holds the secret; codes come back once. */
export async function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  return RecoveryCodesSchema.parse(await api.post('/api/user/2fa/enable', { code }));
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    // The profile says whether two-factor is on; a team that required it now lets them act.
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.profile(), exact: true }),
        refreshMembership(),
      ]);
    },
  });
}
