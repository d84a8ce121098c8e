import { z } from 'zod';
import { isScheduleDay } from '@incasso/shared/recurring';
import { AppError } from '#server/lib/app-error.ts';
import { findForbiddenCharacters } from '#server/plugins/input-characters.ts';

// What the model writes as tool arguments is input from outside like any request body: strict
// schemas (an unknown field, such as a user id, refuses the call), bounded lists, real days.

/** A calendar day 'YYYY-MM-DD' of the years 2000–2999 (year 0000 and 30 February refused). */
export const ToolDaySchema = z.string().max(10).refine(isScheduleDay, 'invalidDate');

/** How many rows a listing tool returns at most: enough to answer, little to send. */
export const TOOL_LIST_MAX = 20;
export const ToolLimitSchema = z.number().int().min(1).max(TOOL_LIST_MAX).default(10);

/** Refuses arguments holding a NUL byte or a lone surrogate anywhere, as the HTTP side does. */
export function withPlainText<T extends z.ZodType>(schema: T) {
  return schema.refine((input) => findForbiddenCharacters(input) === null, 'invalidCharacters');
}

/** A service's refusal goes back to the model as a result it can explain, not as a crash. */
export async function refusalAsResult<T>(
  work: () => Promise<T>,
): Promise<T | { error: string; message: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return { error: error.error, message: error.message };
    throw error;
  }
}

/** 8,889 basis points as '88.89%', in integers. */
export function percentOf(bps: number | null): string | null {
  if (bps === null) return null;
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}%`;
}
