import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssistantHistorySchema, type AssistantHistory } from '@incasso/shared/assistant';
import { api } from '#lib/api-client.ts';
import { queryKeys } from '#lib/query-keys.ts';

/** GET /api/assistant/messages: the merchant's conversation, newest messages last. */
export async function getAssistantHistory(): Promise<AssistantHistory> {
  return AssistantHistorySchema.parse(await api.get('/api/assistant/messages'));
}

export const assistantHistoryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.aiInsights('assistant'),
    queryFn: getAssistantHistory,
  });

export function useAssistantHistory() {
  return useQuery(assistantHistoryQueryOptions());
}
