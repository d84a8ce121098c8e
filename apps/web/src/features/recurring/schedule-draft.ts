import { centsToDecimalString, parseFiatAmount, type FiatCurrency } from '@incasso/shared/money';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { Locale } from '@incasso/shared/locale';
import {
  CreateScheduleInputSchema,
  UpdateScheduleInputSchema,
  type CreateScheduleInput,
  type RecurringInterval,
  type Schedule,
  type ScheduleEnd,
  type UpdateScheduleInput,
} from '@incasso/shared/recurring';
import type { z } from 'zod';

// The form's text state and its translation into the shared schemas: the same zod rules the
// server applies decide what the form shows as an error.

export interface ScheduleDraft {
  customerName: string;
  customerEmail: string;
  customerLocale: Locale;
  description: string;
  amountText: string;
  currency: FiatCurrency;
  walletId: string;
  currencies: CurrencyId[];
  interval: RecurringInterval;
  startDate: string;
  timeZone: string;
  endKind: ScheduleEnd['kind'];
  endPaymentsText: string;
  endDate: string;
}

/** The keys the shared schemas use as messages; anything else shows as a generic error. */
const KNOWN_MESSAGES = new Set([
  'required',
  'tooLong',
  'invalidDate',
  'coinsRequired',
  'duplicateCoins',
  'endBeforeStart',
  'amountTooSmall',
  'invalidTimeZone',
  'amountInvalid',
]);

export type FieldErrors = Partial<Record<string, string>>;

export function emptyDraft(today: string, timeZone: string, walletId: string): ScheduleDraft {
  return {
    customerName: '',
    customerEmail: '',
    customerLocale: 'it',
    description: '',
    amountText: '',
    currency: 'EUR',
    walletId,
    currencies: [],
    interval: 'monthly',
    startDate: today,
    timeZone,
    endKind: 'never',
    endPaymentsText: '12',
    endDate: '',
  };
}

export function draftOf(schedule: Schedule): ScheduleDraft {
  return {
    customerName: schedule.customerName,
    customerEmail: schedule.customerEmail,
    customerLocale: schedule.customerLocale,
    description: schedule.description,
    currency: schedule.currency,
    currencies: schedule.currencies,
    interval: schedule.interval,
    startDate: schedule.startDate,
    timeZone: schedule.timeZone,
    walletId: schedule.walletId ?? '',
    amountText: centsToDecimalString(schedule.amountCents),
    endKind: schedule.end.kind,
    endPaymentsText: schedule.end.kind === 'afterPayments' ? String(schedule.end.payments) : '12',
    endDate: schedule.end.kind === 'onDate' ? schedule.end.date : '',
  };
}

function endOf(draft: ScheduleDraft): ScheduleEnd | { kind: string } {
  if (draft.endKind === 'afterPayments') {
    return { kind: 'afterPayments', payments: Number(draft.endPaymentsText) };
  }
  if (draft.endKind === 'onDate') return { kind: 'onDate', date: draft.endDate };
  return { kind: 'never' };
}

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= KNOWN_MESSAGES.has(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

type Parsed<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

function parse<T>(schema: z.ZodType<T>, draft: ScheduleDraft, body: object): Parsed<T> {
  const amount = parseFiatAmount(draft.amountText);
  const result = schema.safeParse({
    ...body,
    amountCents: amount.ok ? amount.cents : Number.NaN,
  });
  if (result.success && amount.ok) return { ok: true, input: result.data };
  const errors = result.success ? {} : fieldErrors(result.error);
  if (!amount.ok) errors.amountCents = 'amountInvalid';
  return { ok: false, errors };
}

const editable = (draft: ScheduleDraft) => ({
  customerName: draft.customerName,
  customerEmail: draft.customerEmail,
  customerLocale: draft.customerLocale,
  description: draft.description,
  walletId: draft.walletId,
  currencies: draft.currencies,
  end: endOf(draft),
});

export function parseCreate(draft: ScheduleDraft): Parsed<CreateScheduleInput> {
  return parse(CreateScheduleInputSchema, draft, {
    ...editable(draft),
    currency: draft.currency,
    interval: draft.interval,
    startDate: draft.startDate,
    timeZone: draft.timeZone,
  });
}

export function parseUpdate(draft: ScheduleDraft): Parsed<UpdateScheduleInput> {
  return parse(UpdateScheduleInputSchema, draft, editable(draft));
}
