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
} as const;

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
