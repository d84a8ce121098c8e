import type { AssistantStreamEvent } from '@incasso/shared/assistant';
import { api } from '#lib/api-client.ts';
import { readEvents } from './read-events';

/**
 * POST /api/assistant/messages: the answer's events as they stream. A refusal before the
 * answer starts (no model, daily limit, bad input) throws an ApiError.
 */
export async function sendAssistantMessage(
  text: string,
  signal?: AbortSignal,
): Promise<AsyncGenerator<AssistantStreamEvent>> {
  return readEvents(await api.postForStream('/api/assistant/messages', { text }, { signal }));
}
