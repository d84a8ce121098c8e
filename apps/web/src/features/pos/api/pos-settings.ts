import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PosSettingsSchema, type PosSettings } from '@incasso/shared/pos';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/pos/settings: the tip percentages the till offers. */
export async function getPosSettings(): Promise<PosSettings> {
  return PosSettingsSchema.parse(await api.get('/api/pos/settings'));
}

/** PUT /api/pos/settings. */
export async function updatePosSettings(settings: PosSettings): Promise<PosSettings> {
  return PosSettingsSchema.parse(
    await api.request('/api/pos/settings', { method: 'PUT', body: settings }),
  );
}

export const posSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products('settings'), queryFn: getPosSettings });

export function usePosSettings() {
  return useQuery(posSettingsQueryOptions());
}

export function useUpdatePosSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePosSettings,
    onSuccess: (settings) => queryClient.setQueryData(posSettingsQueryOptions().queryKey, settings),
  });
}
