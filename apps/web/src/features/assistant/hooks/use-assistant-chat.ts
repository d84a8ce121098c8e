import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AssistantProposal,
  AssistantStreamEvent,
  AssistantTool,
} from '@incasso/shared/assistant';
import { assistantHistoryQueryOptions } from '../api/get-assistant-history';
import { sendAssistantMessage } from '../api/send-assistant-message';

export interface ToolActivity {
  name: AssistantTool;
  state: 'running' | 'done' | 'failed';
}

/** The exchange being streamed, shown until the stored history holds it. */
export interface LiveTurn {
  question: string;
  text: string;
  tools: ToolActivity[];
  proposals: AssistantProposal[];
  /** The model failed mid-answer (SPEC's message is shown). */
  failed: boolean;
  /** Numbers of the answer that no source gave, for the merchant to check. */
  unverifiedNumbers: string[];
}

function apply(turn: LiveTurn, event: AssistantStreamEvent): LiveTurn {
  switch (event.type) {
    case 'text':
      return { ...turn, text: turn.text + event.delta };
    case 'tool': {
      const others = turn.tools.filter((tool) => tool.name !== event.name);
      return { ...turn, tools: [...others, { name: event.name, state: event.state }] };
    }
    case 'proposal':
      return { ...turn, proposals: [...turn.proposals, event.proposal] };
    case 'unverified':
      return { ...turn, unverifiedNumbers: event.numbers };
    case 'error':
      return { ...turn, failed: true };
    default:
      return turn;
  }
}

/**
 * Sends a question and follows its answer as it streams. A refusal before the answer (no
 * model, daily limit) is thrown back to the caller; the stored history is read again at the end.
 */
export function useAssistantChat() {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveTurn | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (question: string) => {
      const controller = new AbortController();
      abort.current = controller;
      let turn: LiveTurn = {
        question,
        text: '',
        tools: [],
        proposals: [],
        failed: false,
        unverifiedNumbers: [],
      };
      setLive(turn);
      let failure: unknown = null;
      try {
        for await (const event of await sendAssistantMessage(question, controller.signal)) {
          turn = apply(turn, event);
          setLive(turn);
        }
      } catch (error) {
        failure = error;
      }
      await queryClient.invalidateQueries({ queryKey: assistantHistoryQueryOptions().queryKey });
      setLive(null);
      if (failure) throw failure;
    },
    [queryClient],
  );

  return { live, isAnswering: live !== null, send };
}
