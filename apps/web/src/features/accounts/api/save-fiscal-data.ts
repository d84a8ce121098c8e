import {
  FiscalProfileSchema,
  type FiscalData,
  type FiscalProfile,
} from '@incasso/shared/accounts/fiscal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client.ts';
import { fiscalProfileQueryOptions } from './get-fiscal-profile';

/** PUT /api/user/fiscal: the server re-checks the codes and the account type. */
export async function saveFiscalData(data: FiscalData): Promise<FiscalProfile> {
  return FiscalProfileSchema.parse(
    await api.request('/api/user/fiscal', { method: 'PUT', body: data }),
  );
}

export function useSaveFiscalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFiscalData,
    onSuccess: (profile) => queryClient.setQueryData(fiscalProfileQueryOptions().queryKey, profile),
  });
}
