import { z } from 'zod';
import { EmailSchema } from './accounts/auth';
import { ChainIdSchema } from './chains';
import { CurrencyIdSchema } from './currencies';
import { LocaleSchema } from './locale';
import { FIAT_AMOUNT_MAX_CENTS, FiatCurrencySchema } from './money';
import { TimeZoneSchema } from './time-zone';

// Recurring payments (issue 11, decision note 044): a schedule asks a payer for the same fiat
// amount every interval. Each due period becomes one payment request whose payer picks the coin
// on the hosted pay page; crypto cannot be pulled from a wallet, so every period is a request.

export const RECURRING_INTERVALS = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export const RecurringIntervalSchema = z.enum(RECURRING_INTERVALS);
export type RecurringInterval = z.infer<typeof RecurringIntervalSchema>;

/** `completed` once the end (a count or a date) is reached; `cancelled` by the merchant. */
export const SCHEDULE_STATUSES = ['active', 'paused', 'cancelled', 'completed'] as const;
export const ScheduleStatusSchema = z.enum(SCHEDULE_STATUSES);
export type ScheduleStatus = z.infer<typeof ScheduleStatusSchema>;

/** `open`: the request is out, awaiting payment; `missed`: its window closed unpaid. */
export const PERIOD_STATUSES = ['open', 'paid', 'missed'] as const;
export const PeriodStatusSchema = z.enum(PERIOD_STATUSES);
export type PeriodStatus = z.infer<typeof PeriodStatusSchema>;

export const CUSTOMER_NAME_MAX = 120;
export const RECURRING_DESCRIPTION_MAX = 500;
/** "After N payments": more than twenty years of weekly periods is not a schedule any more. */
export const RECURRING_PAYMENTS_MAX = 1_000;
/** How long a period's request stays payable: a week, so a weekly period closes as the next opens. */
export const PERIOD_WINDOW_DAYS = 7;
/** The payer is reminded this long before the window closes, if still unpaid. */
export const PERIOD_REMINDER_HOURS = 48;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'YYYY-MM-DD' is a real day of the years schedules may use (2000–2999). */
export function isScheduleDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day in the schedule's time zone; year 0000, 2027-02-29 and the like are refused. */
export const ScheduleDaySchema = z.string().max(10).refine(isScheduleDay, 'invalidDate');

export const ScheduleEndSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('never') }),
  z.strictObject({
    kind: z.literal('afterPayments'),
    payments: z.number().int().min(1).max(RECURRING_PAYMENTS_MAX),
  }),
  z.strictObject({ kind: z.literal('onDate'), date: ScheduleDaySchema }),
]);
export type ScheduleEnd = z.infer<typeof ScheduleEndSchema>;

const CustomerNameSchema = z.string().trim().min(1, 'required').max(CUSTOMER_NAME_MAX, 'tooLong');
const DescriptionSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(RECURRING_DESCRIPTION_MAX, 'tooLong');
const AmountCentsSchema = z.number().int().min(1, 'amountTooSmall').max(FIAT_AMOUNT_MAX_CENTS);
const CoinsSchema = z
  .array(CurrencyIdSchema)
  .min(1, 'coinsRequired')
  .max(CurrencyIdSchema.options.length)
  .refine((coins) => new Set(coins).size === coins.length, 'duplicateCoins');

/** What the merchant may change on a running schedule; it applies to periods not yet due. */
const EditableFields = {
  customerName: CustomerNameSchema,
  customerEmail: EmailSchema,
  /** The payer's language for the emails: it or en. */
  customerLocale: LocaleSchema,
  description: DescriptionSchema,
  amountCents: AmountCentsSchema,
  walletId: z.uuid(),
  /** The coins the payer may pick among, all accepted by the wallet. */
  currencies: CoinsSchema,
  end: ScheduleEndSchema,
};

export const CreateScheduleInputSchema = z
  .strictObject({
    ...EditableFields,
    currency: FiatCurrencySchema,
    interval: RecurringIntervalSchema,
    /** The first due day; later periods keep its day of the month (or the month's last day). */
    startDate: ScheduleDaySchema,
    /** Periods fall due at midnight of their day in this zone. */
    timeZone: TimeZoneSchema,
  })
  .refine((input) => input.end.kind !== 'onDate' || input.end.date >= input.startDate, {
    path: ['end', 'date'],
    message: 'endBeforeStart',
  });
export type CreateScheduleInput = z.infer<typeof CreateScheduleInputSchema>;

/** Any of the editable fields; a new wallet comes with its coins. */
export const UpdateScheduleInputSchema = z
  .strictObject(EditableFields)
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'nothingToChange')
  .refine((input) => input.walletId === undefined || input.currencies !== undefined, {
    path: ['currencies'],
    message: 'coinsRequired',
  });
export type UpdateScheduleInput = z.infer<typeof UpdateScheduleInputSchema>;

export const ScheduleParamsSchema = z.object({ id: z.uuid() });

export const ScheduleTotalsSchema = z.object({
  paidCount: z.number().int(),
  missedCount: z.number().int(),
  openCount: z.number().int(),
  /** Sum of the paid periods' amounts, in the schedule's currency. */
  paidCents: z.number().int(),
});
export type ScheduleTotals = z.infer<typeof ScheduleTotalsSchema>;

export const ScheduleSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerLocale: LocaleSchema,
  description: z.string(),
  amountCents: z.number().int(),
  currency: FiatCurrencySchema,
  /** Null once the wallet was removed: no further period can be requested. */
  walletId: z.uuid().nullable(),
  chain: ChainIdSchema,
  currencies: z.array(CurrencyIdSchema),
  interval: RecurringIntervalSchema,
  startDate: z.string(),
  timeZone: z.string(),
  end: ScheduleEndSchema,
  status: ScheduleStatusSchema,
  /** When the next period falls due; null unless active and not at its end. */
  nextDueAt: z.iso.datetime().nullable(),
  totals: ScheduleTotalsSchema,
  createdAt: z.iso.datetime(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const ScheduleListSchema = z.array(ScheduleSchema);

export const SchedulePeriodSchema = z.object({
  /** 1 for the first period. */
  number: z.number().int(),
  dueAt: z.iso.datetime(),
  windowEndsAt: z.iso.datetime(),
  status: PeriodStatusSchema,
  amountCents: z.number().int(),
  currency: FiatCurrencySchema,
  paymentId: z.uuid().nullable(),
  payUrl: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
});
export type SchedulePeriod = z.infer<typeof SchedulePeriodSchema>;

export const ScheduleDetailSchema = ScheduleSchema.extend({
  periods: z.array(SchedulePeriodSchema),
});
export type ScheduleDetail = z.infer<typeof ScheduleDetailSchema>;
