import { ASSISTANT_HISTORY_SHOWN, type AssistantHistory } from '@incasso/shared/assistant';
import { presentMessage } from './assistant.presenter.ts';
import type { AssistantRepository } from './assistant.repository.ts';

/** The merchant's conversation as the panel shows it: the newest messages with their cards. */
export function createAssistantHistory(repo: AssistantRepository) {
  return {
    async list(userId: string): Promise<AssistantHistory> {
      const messages = await repo.recentMessages(userId, ASSISTANT_HISTORY_SHOWN);
      const proposals = await repo.proposalsOf(
        userId,
        messages.filter((row) => row.role === 'assistant').map((row) => row.id),
      );
      return { messages: messages.map((row) => presentMessage(row, proposals)) };
    },

    clear: (userId: string) => repo.clear(userId),
  };
}

export type AssistantHistoryService = ReturnType<typeof createAssistantHistory>;
