import { z } from 'zod';

/**
 * Every refused request's body (DESIGN section 7): a stable key the web app translates, an
 * English message for people reading logs, and for invalid input the fields at fault with a
 * key each. The error handler builds it; the OpenAPI document describes it from this schema.
 */
export const ErrorBodySchema = z.object({
  error: z.string().describe('Stable key for the error, e.g. invalidInput; match on this.'),
  message: z.string().describe('English explanation for people; it may change.'),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('For invalid input: each field at fault (dotted path) with a stable key.'),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
