import { FiscalProfileSchema, type FiscalProfile } from '@incasso/shared/accounts/fiscal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/user/fiscal: the account type, and the saved data or null. */
export async function getFiscalProfile(): Promise<FiscalProfile> {
  return FiscalProfileSchema.parse(await api.get('/api/user/fiscal'));
}

// Fiscal data belongs to SPEC's `profile` category, under a sub-key of its own.
export const fiscalProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile('fiscal'), queryFn: getFiscalProfile });

export function useFiscalProfile() {
  return useQuery(fiscalProfileQueryOptions());
}
