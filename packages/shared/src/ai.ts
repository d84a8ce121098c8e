import { z } from 'zod';

// What the AI features share (issue 13). A model only ever puts figures the server computed
// into words; without one configured every feature still shows its figures and says what the
// words need.

/** The error keys of every AI route; the web app shows SPEC's message for `aiUnavailable`. */
export const AI_ERRORS = {
  /** No LLM_BASE_URL and LLM_MODEL: the feature needs a model. */
  notConfigured: 'aiNotConfigured',
  /** The merchant used their tokens for the day. */
  dailyLimit: 'aiDailyLimit',
  /** The model failed, timed out or answered something unusable. */
  unavailable: 'aiUnavailable',
  /** The model wrote a number that is not one of the figures it was given (twice). */
  ungrounded: 'aiUngrounded',
} as const;
export const AiErrorSchema = z.enum(Object.values(AI_ERRORS));
export type AiError = z.infer<typeof AiErrorSchema>;

/** SPEC's words when the model fails. */
export const AI_FAILURE_MESSAGE =
  "Sorry, I'm having a technical issue right now. Please try again later.";

export const AiStatusSchema = z.object({
  /** A model is configured. */
  configured: z.boolean(),
  /** Tokens left for today, for this user; null without a model. */
  tokensLeftToday: z.number().int().min(0).nullable(),
});
export type AiStatus = z.infer<typeof AiStatusSchema>;

/** The languages a model writes in: the interface's (SPEC section 1). */
export const AI_LANGUAGES = ['it', 'en'] as const;
export const AiLanguageSchema = z.enum(AI_LANGUAGES);
export type AiLanguage = z.infer<typeof AiLanguageSchema>;

/** The body of a request that asks a model to put figures into words. */
export const AiNarrativeInputSchema = z.strictObject({ language: AiLanguageSchema });
export type AiNarrativeInput = z.infer<typeof AiNarrativeInputSchema>;

/**
 * A model's words about figures the server computed. `text` is null when there are none to
 * show; `error` says why (a model is needed, the day's tokens are spent, the model failed, or
 * it wrote a number that is not among the figures) and `message` says it in English.
 */
export const AiNarrativeSchema = z.object({
  text: z.string().nullable(),
  error: AiErrorSchema.nullable(),
  message: z.string().nullable(),
});
export type AiNarrative = z.infer<typeof AiNarrativeSchema>;
