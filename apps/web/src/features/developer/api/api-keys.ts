import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiKeyListSchema,
  CreatedApiKeySchema,
  type CreateApiKeyInput,
} from '@incasso/shared/developer';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

// The developer settings' data lives under SPEC's `webhook` category, with the keys beside it.
const keysKey = queryKeys.webhook('apiKeys');

export function useApiKeys() {
  return useQuery({
    queryKey: keysKey,
    queryFn: async () => ApiKeyListSchema.parse(await api.get('/api/developer/keys')),
  });
}

/** POST /api/developer/keys: the answer is the only time the whole key is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKeyInput) =>
      CreatedApiKeySchema.parse(await api.post('/api/developer/keys', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.request(`/api/developer/keys/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}
