import {
  generateText,
  streamText,
  type LanguageModel,
  type LanguageModelUsage,
  type ToolSet,
} from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { AI_ERRORS, AI_FAILURE_MESSAGE, type AiStatus } from '@incasso/shared/ai';
import type { LlmConfig } from '#server/config.ts';
import { AppError } from '#server/lib/app-error.ts';
import { usageDay, type AiUsageRepository } from './ai-usage.repository.ts';
import { createLanguageModel } from './language-model.ts';

/** A failed request is tried twice more (the SDK backs off) within the one timeout. */
export const LLM_MAX_RETRIES = 2;
/** Caps one answer, so a request can overshoot the daily limit by at most this much. */
export const LLM_MAX_OUTPUT_TOKENS = 2_000;

type GenerateOptions<T extends ToolSet> = Omit<
  Parameters<typeof generateText<T>>[0],
  'model' | 'maxRetries' | 'abortSignal'
>;
type StreamOptions<T extends ToolSet> = Omit<
  Parameters<typeof streamText<T>>[0],
  'model' | 'maxRetries' | 'abortSignal' | 'onFinish' | 'onError'
>;

export const aiNotConfigured = () =>
  new AppError(
    503,
    AI_ERRORS.notConfigured,
    'This needs an AI model: set LLM_BASE_URL and LLM_MODEL.',
  );
export const aiUnavailable = () => new AppError(503, AI_ERRORS.unavailable, AI_FAILURE_MESSAGE);
const dailyLimit = () =>
  new AppError(429, AI_ERRORS.dailyLimit, 'You used the AI for today. Try again tomorrow.');

export interface AiRunnerDependencies {
  llm: LlmConfig | undefined;
  usage: AiUsageRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The model; by default the OpenAI-compatible one `llm` names. */
  model?: LanguageModel;
}

function tokensOf(usage: LanguageModelUsage, fallback: string): number {
  if (usage.totalTokens !== undefined) return usage.totalTokens;
  const counted = (usage.inputTokens ?? 0) + (usage.outputTokens ?? 0);
  // A server that reports no usage is charged by length (about four characters a token).
  return counted > 0 ? counted : Math.ceil(fallback.length / 4);
}

/**
 * Every call to the model goes through here (decision note 049): it needs a configured model,
 * stops at the user's daily tokens, times out, retries, records what was used, and turns any
 * failure into SPEC's message instead of the provider's.
 */
export function createAiRunner(deps: AiRunnerDependencies) {
  const now = deps.now ?? (() => new Date());
  const llm = deps.llm;
  const model = llm ? (deps.model ?? createLanguageModel(llm)) : undefined;

  async function admit(userId: string): Promise<{ model: LanguageModel; llm: LlmConfig }> {
    if (!llm || !model) throw aiNotConfigured();
    const used = await deps.usage.tokensOn(userId, usageDay(now()));
    if (used >= llm.dailyTokens) throw dailyLimit();
    return { model, llm };
  }

  const record = (userId: string, usage: LanguageModelUsage, fallback: string) =>
    deps.usage.add(userId, usageDay(now()), tokensOf(usage, fallback));

  return {
    configured: Boolean(model),

    async status(userId: string): Promise<AiStatus> {
      if (!llm) return { configured: false, tokensLeftToday: null };
      const used = await deps.usage.tokensOn(userId, usageDay(now()));
      return { configured: true, tokensLeftToday: Math.max(0, llm.dailyTokens - used) };
    },

    /** One answer, tool steps included; the tokens count against `userId`. */
    async generate<T extends ToolSet>(userId: string, options: GenerateOptions<T>) {
      const admitted = await admit(userId);
      try {
        const result = await generateText<T>({
          maxOutputTokens: LLM_MAX_OUTPUT_TOKENS,
          ...options,
          model: admitted.model,
          maxRetries: LLM_MAX_RETRIES,
          abortSignal: AbortSignal.timeout(admitted.llm.timeoutMs),
        } as Parameters<typeof generateText<T>>[0]);
        await record(userId, result.totalUsage, JSON.stringify(options) + result.text);
        return result;
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.log.warn({ err: error }, 'the AI model failed');
        throw aiUnavailable();
      }
    },

    /**
     * A streamed answer. The caller reads `fullStream`; an `error` part there (the model down,
     * slow or broken mid-answer) is for it to show as SPEC's message. Tokens are recorded when
     * the stream ends.
     */
    async stream<T extends ToolSet>(userId: string, options: StreamOptions<T>) {
      const admitted = await admit(userId);
      return streamText<T>({
        maxOutputTokens: LLM_MAX_OUTPUT_TOKENS,
        ...options,
        model: admitted.model,
        maxRetries: LLM_MAX_RETRIES,
        abortSignal: AbortSignal.timeout(admitted.llm.timeoutMs),
        onError: ({ error }) => deps.log.warn({ err: error }, 'the AI model failed'),
        onFinish: async (event) => {
          await record(userId, event.totalUsage, JSON.stringify(options) + event.text);
        },
      } as Parameters<typeof streamText<T>>[0]);
    },
  };
}

export type AiRunner = ReturnType<typeof createAiRunner>;
