import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AssistantHistorySchema, type AssistantHistory } from '@incasso/shared/assistant';
import { api } from '#lib/api-client.ts';
import { assistantHistoryQueryOptions } from './get-assistant-history';

/** DELETE /api/assistant/messages: answers the emptied history. */
export async function clearAssistantHistory(): Promise<AssistantHistory> {
  return AssistantHistorySchema.parse(
    await api.request('/api/assistant/messages', { method: 'DELETE' }),
  );
}

export function useClearAssistantHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAssistantHistory,
    onSuccess: (history) =>
      queryClient.setQueryData(assistantHistoryQueryOptions().queryKey, history),
  });
}
