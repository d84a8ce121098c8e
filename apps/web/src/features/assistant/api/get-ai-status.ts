import { queryOptions, useQuery } from '@tanstack/react-query';
import { AiStatusSchema, type AiStatus } from '@incasso/shared/ai';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/ai/status: whether a model is configured, and the tokens left today. */
export async function getAiStatus(): Promise<AiStatus> {
  return AiStatusSchema.parse(await api.get('/api/ai/status'));
}

export const aiStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.aiInsights('status'), queryFn: getAiStatus });

export function useAiStatus() {
  return useQuery(aiStatusQueryOptions());
}
