import type { TextStreamPart, ToolSet } from 'ai';
import {
  ASSISTANT_TOOLS,
  type AssistantProposal,
  type AssistantStreamEvent,
  type AssistantTool,
} from '@incasso/shared/assistant';
import { AI_ERRORS, AI_FAILURE_MESSAGE } from '@incasso/shared/ai';
import type { PlanFeature } from '@incasso/shared/plans';
import { countingTimeZone } from '@incasso/shared/time-zone';
import {
  type AiRunner,
  groundingOfTexts,
  ungroundedNumbers,
} from '#server/modules/ai/ai.module.ts';
import { dayIn } from '#server/lib/calendar-days.ts';
import { presentProposal } from './assistant.presenter.ts';
import type { AssistantRepository } from './assistant.repository.ts';
import { HISTORY_WINDOW, historyMessages, systemPrompt } from './assistant-prompt.ts';
import { proposalTools, type ProposalToolDependencies } from './proposal-tools.ts';
import { readTools, type ReadToolDependencies } from './read-tools.ts';

/** Model calls per answer: a few lookups, a proposal, then words. */
export const MAX_STEPS = 6;

export interface AssistantChatDependencies extends Omit<ReadToolDependencies, 'wallets'> {
  wallets: ReadToolDependencies['wallets'] & ProposalToolDependencies['wallets'];
  runner: Pick<AiRunner, 'stream'>;
  repo: AssistantRepository;
  now: () => Date;
}

const isTool = (name: string): name is AssistantTool =>
  (ASSISTANT_TOOLS as readonly string[]).includes(name);

/** The merchant asking: the session's id and features, never anything the model wrote. */
export interface Asker {
  id: string;
  features: readonly PlanFeature[];
}

/** One question answered by the model with the merchant's tools, streamed as events. */
export function createAssistantChat(deps: AssistantChatDependencies) {
  const { repo } = deps;

  async function* events(
    result: { fullStream: AsyncIterable<TextStreamPart<ToolSet>> },
    messageId: string,
    proposals: AssistantProposal[],
    sources: string[],
  ): AsyncGenerator<AssistantStreamEvent> {
    yield { type: 'start', messageId };
    let text = '';
    let unverifiedNumbers: string[] = [];
    let failed = false;
    let ended = false;
    const used = new Set<AssistantTool>();
    let shown = 0;
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          text += part.text;
          yield { type: 'text', delta: part.text };
        } else if (part.type === 'tool-call' && isTool(part.toolName)) {
          used.add(part.toolName);
          yield { type: 'tool', name: part.toolName, state: 'running' };
        } else if (
          (part.type === 'tool-result' || part.type === 'tool-error') &&
          isTool(part.toolName)
        ) {
          const state = part.type === 'tool-error' ? 'failed' : 'done';
          if (part.type === 'tool-result') sources.push(JSON.stringify(part.output));
          yield { type: 'tool', name: part.toolName, state };
          for (; shown < proposals.length; shown += 1) {
            const proposal = proposals[shown];
            if (proposal) yield { type: 'proposal', proposal };
          }
        } else if (part.type === 'error' || part.type === 'abort') {
          failed = true;
        }
      }
      ended = true;
      unverifiedNumbers = ungroundedNumbers(text, groundingOfTexts(sources));
      if (!failed && unverifiedNumbers.length > 0) {
        yield { type: 'unverified', numbers: unverifiedNumbers };
      }
    } catch {
      failed = true;
    } finally {
      // Also when the client went away mid-answer: the history keeps what was said, as cut off.
      await repo.finishAnswer(messageId, {
        text,
        tools: [...used],
        state: failed || !ended ? 'failed' : 'answered',
        unverifiedNumbers,
      });
    }
    yield failed
      ? { type: 'error', error: AI_ERRORS.unavailable, message: AI_FAILURE_MESSAGE }
      : { type: 'done', messageId };
  }

  return {
    /**
     * Starts the answer. Throws (503 aiNotConfigured, 429 aiDailyLimit) before anything is
     * stored or streamed; after that, a failing model is an `error` event.
     */
    async answer(asker: Asker, text: string): Promise<AsyncGenerator<AssistantStreamEvent>> {
      const at = deps.now();
      const [history, zone] = await Promise.all([
        repo.recentMessages(asker.id, HISTORY_WINDOW),
        deps.timeZoneOf(asker.id),
      ]);
      const timeZone = countingTimeZone(zone);
      let answerStored: (id: string) => void = () => undefined;
      let answerLost: (error: unknown) => void = () => undefined;
      const stored = new Promise<string>((resolve, reject) => {
        answerStored = resolve;
        answerLost = reject;
      });
      // Only a tool awaits it; without one, a lost row must not be an unhandled rejection.
      stored.catch(() => undefined);
      const proposals: AssistantProposal[] = [];
      const tools = {
        ...readTools(deps, asker.id, asker.features),
        ...proposalTools(deps, asker.id, asker.features, async (proposal) => {
          // A tool runs once the model answered; the answer's row exists by then.
          const messageId = await stored;
          const row = await repo.insertProposal({ userId: asker.id, messageId, ...proposal });
          proposals.push(presentProposal(row));
          return row.id;
        }),
      };
      const result = await deps.runner.stream(asker.id, {
        system: systemPrompt({ today: dayIn(at, timeZone), timeZone }),
        messages: [...historyMessages(history), { role: 'user', content: text }],
        tools,
        stopWhen: ({ steps }) => steps.length >= MAX_STEPS,
      });
      const messageId = await repo.startExchange(asker.id, text, at).catch((error: unknown) => {
        answerLost(error);
        throw error;
      });
      answerStored(messageId);
      // What the answer may quote: the question, the conversation so far, and (as they come)
      // the tools' results; any other number in it is flagged for the merchant to check.
      const sources = [text, ...history.map((row) => row.text)];
      return events(result, messageId, proposals, sources);
    },
  };
}

export type AssistantChat = ReturnType<typeof createAssistantChat>;
