import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DeveloperSettingsSchema, type DeveloperSettings } from '@incasso/shared/developer';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

const settingsKey = queryKeys.webhook('settings');

export function useDeveloperSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => DeveloperSettingsSchema.parse(await api.get('/api/developer/settings')),
  });
}

export function useSaveDeveloperSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: DeveloperSettings) =>
      DeveloperSettingsSchema.parse(
        await api.request('/api/developer/settings', {
          method: 'PUT',
          body: settings,
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
