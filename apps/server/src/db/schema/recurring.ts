import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { EMAIL_MAX } from '@incasso/shared/accounts/auth';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { Locale } from '@incasso/shared/locale';
import type { FiatCurrency } from '@incasso/shared/money';
import {
  CUSTOMER_NAME_MAX,
  RECURRING_DESCRIPTION_MAX,
  type PeriodStatus,
  type RecurringInterval,
  type ScheduleStatus,
} from '@incasso/shared/recurring';
import { TIME_ZONE_MAX } from '@incasso/shared/time-zone';
import { users } from './users.ts';
import { wallets } from './wallets.ts';

// The recurring module's tables (decision note 044).

export const END_KINDS = ['never', 'afterPayments', 'onDate'] as const;
export type EndKind = (typeof END_KINDS)[number];

/** A merchant's schedule: who pays what, how often, from when and until when. */
export const recurringSchedules = pgTable(
  'recurring_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerName: varchar('customer_name', { length: CUSTOMER_NAME_MAX }).notNull(),
    customerEmail: varchar('customer_email', { length: EMAIL_MAX }).notNull(),
    customerLocale: text('customer_locale').$type<Locale>().notNull(),
    description: varchar('description', { length: RECURRING_DESCRIPTION_MAX }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').$type<FiatCurrency>().notNull(),
    /** Null once the merchant removed the wallet: no further period is requested. */
    walletId: uuid('wallet_id').references(() => wallets.id, { onDelete: 'set null' }),
    /** Kept beside the wallet so the list still names the chain once the wallet is gone. */
    chain: text('chain').$type<ChainId>().notNull(),
    currencies: text('currencies').array().$type<CurrencyId[]>().notNull(),
    interval: text('interval').$type<RecurringInterval>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    timeZone: varchar('time_zone', { length: TIME_ZONE_MAX }).notNull(),
    endKind: text('end_kind').$type<EndKind>().notNull(),
    endPayments: integer('end_payments'),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').$type<ScheduleStatus>().notNull().default('active'),
    /** The index of the next period to open (0 for the first); resuming skips what fell due. */
    nextIndex: integer('next_index').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recurring_schedules_user_idx').on(table.userId, table.createdAt),
    index('recurring_schedules_status_idx').on(table.status),
    check(
      'recurring_schedules_status_valid',
      sql`${table.status} in ('active', 'paused', 'cancelled', 'completed')`,
    ),
    check('recurring_schedules_amount_positive', sql`${table.amountCents} > 0`),
    check(
      'recurring_schedules_end_fields',
      sql`(${table.endKind} = 'afterPayments') = (${table.endPayments} is not null) and (${table.endKind} = 'onDate') = (${table.endDate} is not null) and ${table.endKind} in ('never', 'afterPayments', 'onDate')`,
    ),
  ],
);

export type ScheduleRow = typeof recurringSchedules.$inferSelect;
export type NewScheduleRow = typeof recurringSchedules.$inferInsert;

/** One due period of a schedule and its payment request (payments module). */
export const recurringPeriods = pgTable(
  'recurring_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => recurringSchedules.id, { onDelete: 'cascade' }),
    /** 0 for the first period: its due day is a pure function of the schedule and this. */
    periodIndex: integer('period_index').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    /** What this period asks, copied when it opens: later edits change later periods only. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').$type<FiatCurrency>().notNull(),
    /** Null between the claim of the period and its request (a crash there is resumed). */
    paymentId: uuid('payment_id').unique('recurring_periods_payment_unique'),
    /**
     * A process making the request holds the period until then (real time, not the schedule's
     * clock), so two sweeps in different processes never both make one.
     */
    requestLeaseUntil: timestamp('request_lease_until', { withTimezone: true }),
    status: text('status').$type<PeriodStatus>().notNull().default('open'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    missedAt: timestamp('missed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Issue 11: one request per period, whatever the retries, restarts or concurrent sweeps.
    unique('recurring_periods_schedule_index_unique').on(table.scheduleId, table.periodIndex),
    index('recurring_periods_open_idx').on(table.status, table.windowEndsAt),
    check('recurring_periods_status_valid', sql`${table.status} in ('open', 'paid', 'missed')`),
  ],
);

export type PeriodRow = typeof recurringPeriods.$inferSelect;
