import { LoginHistorySchema, type LoginHistoryEntry } from '@incasso/shared/accounts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/user/login-history: the latest sign-in attempts, newest first. */
export async function getLoginHistory(): Promise<LoginHistoryEntry[]> {
  return LoginHistorySchema.parse(await api.get('/api/user/login-history'));
}

export const loginHistoryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile('loginHistory'), queryFn: getLoginHistory });

export function useLoginHistory() {
  return useQuery(loginHistoryQueryOptions());
}
