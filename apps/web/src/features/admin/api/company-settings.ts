import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CompanySettingsSchema, type CompanySettingsInput } from '@incasso/shared/admin';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/admin/company-settings. */
export function useCompanySettings() {
  return useQuery({
    queryKey: queryKeys.adminCompanySettings(),
    queryFn: async () => CompanySettingsSchema.parse(await api.get('/api/admin/company-settings')),
  });
}

/** PUT /api/admin/company-settings. */
export function useSaveCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CompanySettingsInput) =>
      CompanySettingsSchema.parse(
        await api.request('/api/admin/company-settings', { method: 'PUT', body: input }),
      ),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.adminCompanySettings(), settings),
  });
}
