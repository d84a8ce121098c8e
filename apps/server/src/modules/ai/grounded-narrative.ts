import {
  AI_ERRORS,
  AiErrorSchema,
  type AiError,
  type AiLanguage,
  type AiNarrative,
} from '@incasso/shared/ai';
import { AppError } from '#server/lib/app-error.ts';
import type { AiRunner } from './ai-runner.ts';
import { groundingOf, ungroundedNumbers } from './grounded-text.ts';

const LANGUAGE_NAMES: Record<AiLanguage, string> = { it: 'Italian', en: 'English' };

const UNGROUNDED_MESSAGE =
  'The AI text was not shown: it mentioned a number that is not among the figures.';

/** How the model must treat the figures, the same for every grounded narrative. */
function systemPrompt(task: string, language: AiLanguage): string {
  return [
    task,
    `Write in ${LANGUAGE_NAMES[language]}, plain prose without headings or lists, at most five sentences.`,
    'The user message is JSON with the only figures you may use. Every number you write must be one of them:',
    'keys ending in Cents are money in cents, written as the amount in its currency (125000 as 1,250.00);',
    'keys ending in Bps are basis points, written as a percentage (2500 as 25%);',
    'keys ending in Minutes are durations; any other number is a count, written as it is.',
    'Never compute: no sums, differences, averages, ratios, dates or numbers of your own.',
    'Write "two-factor authentication", never "2FA". Say an empty list or a zero in words.',
  ].join('\n');
}

const failed = (error: AiError, message: string): AiNarrative => ({ text: null, error, message });

/**
 * The model puts `figures` into words for `userId` (whose tokens it spends); the words are
 * shown only if every number in them is one of the figures (grounded-text.ts). An answer that
 * is not gets one more try, told which numbers were wrong. The model's failures become the
 * narrative's `error`, never an HTTP error: the figures are shown either way.
 */
export async function writeGroundedNarrative(
  runner: Pick<AiRunner, 'generate'>,
  userId: string,
  request: { task: string; figures: unknown; language: AiLanguage },
): Promise<AiNarrative> {
  const grounding = groundingOf(request.figures);
  const system = systemPrompt(request.task, request.language);
  const figures = JSON.stringify(request.figures);
  try {
    const first = await runner.generate(userId, { system, prompt: figures });
    const wrong = ungroundedNumbers(first.text, grounding);
    if (wrong.length === 0) return { text: first.text.trim(), error: null, message: null };
    const second = await runner.generate(userId, {
      system,
      messages: [
        { role: 'user', content: figures },
        { role: 'assistant', content: first.text },
        {
          role: 'user',
          content: `These numbers are not in the figures: ${wrong.join(', ')}. Write it again with the figures only.`,
        },
      ],
    });
    if (ungroundedNumbers(second.text, grounding).length === 0) {
      return { text: second.text.trim(), error: null, message: null };
    }
    return failed(AI_ERRORS.ungrounded, UNGROUNDED_MESSAGE);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const key = AiErrorSchema.safeParse(error.error);
    if (!key.success) throw error;
    return failed(key.data, error.message);
  }
}
