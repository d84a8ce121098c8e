import { centsToDecimalString, parseFiatAmount, type FiatCurrency } from '@incasso/shared/money';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { Locale } from '@incasso/shared/locale';
import type { RecurringInterval, Schedule, ScheduleEnd } from '@incasso/shared/recurring';
import type { FieldErrors } from '#lib/forms/field-errors.ts';

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

/** The amount's text, when it is not one: the schema only sees a number. */
export function checkAmount(draft: ScheduleDraft): FieldErrors {
  return parseFiatAmount(draft.amountText).ok ? {} : { amountCents: 'amountInvalid' };
}

/** The key's text under `recurring.errors`; anything else shows as a generic error. */
export function errorKeyOf(key: string): string {
  return KNOWN_MESSAGES.has(key) ? key : 'invalid';
}

function amountCentsOf(draft: ScheduleDraft): number {
  const amount = parseFiatAmount(draft.amountText);
  return amount.ok ? amount.cents : Number.NaN;
}

const editable = (draft: ScheduleDraft) => ({
  customerName: draft.customerName,
  customerEmail: draft.customerEmail,
  customerLocale: draft.customerLocale,
  description: draft.description,
  amountCents: amountCentsOf(draft),
  walletId: draft.walletId,
  currencies: draft.currencies,
  end: endOf(draft),
});

/** What CreateScheduleInputSchema reads of the draft. */
export function createBody(draft: ScheduleDraft) {
  return {
    ...editable(draft),
    currency: draft.currency,
    interval: draft.interval,
    startDate: draft.startDate,
    timeZone: draft.timeZone,
  };
}

/** What UpdateScheduleInputSchema reads of the draft. */
export const updateBody = editable;
