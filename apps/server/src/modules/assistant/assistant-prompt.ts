import type { ModelMessage } from 'ai';
import type { AssistantMessageRow } from '#server/db/schema/assistant.ts';

/** How many earlier messages go to the model with a new question. */
export const HISTORY_WINDOW = 20;

/**
 * The instructions. Figures are the rule that matters (issue 13): the model words what the
 * tools computed, and has no other source of numbers.
 */
export function systemPrompt(context: { today: string; timeZone: string }): string {
  return [
    "You are Incasso's assistant for one merchant, inside their dashboard. Incasso lets merchants request crypto payments priced in EUR or USD.",
    `Today is ${context.today} in the merchant's time zone (${context.timeZone}).`,
    'Every number you state (amounts, counts, percentages, dates, ids) must come from a tool result in this conversation, copied exactly. Never estimate, invent, convert or compute a figure yourself, and never add amounts of different currencies. If no tool gives the number, say you cannot tell.',
    "The tools only ever see this merchant's own data. Requests about other merchants, other accounts or the platform cannot be answered: say so.",
    'To create a payment request or a draft invoice, call the matching propose tool: it only prepares a card. Tell the merchant to check it and press Confirm; nothing is created until they do.',
    'Answer briefly, in the language the merchant writes in.',
  ].join('\n');
}

/** The earlier conversation as the model reads it: finished exchanges only, in order. */
export function historyMessages(rows: AssistantMessageRow[]): ModelMessage[] {
  return rows
    .filter((row) => row.role === 'user' || (row.state === 'answered' && row.text !== ''))
    .map((row) =>
      row.role === 'user'
        ? { role: 'user', content: row.text }
        : { role: 'assistant', content: row.text },
    );
}
