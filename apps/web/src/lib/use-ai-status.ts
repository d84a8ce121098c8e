import { useQuery } from '@tanstack/react-query';
import { AiStatusSchema, type AiStatus } from '@incasso/shared/ai';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/ai/status: whether the server has a model, and the user's tokens left today. */
export async function getAiStatus(): Promise<AiStatus> {
  return AiStatusSchema.parse(await api.get('/api/ai/status'));
}

export function useAiStatus() {
  return useQuery({
    queryKey: queryKeys.aiInsights('status'),
    queryFn: getAiStatus,
    staleTime: 60_000,
  });
}
