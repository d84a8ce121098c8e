import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { PaymentStatus } from '@incasso/shared/events';
import type { FiatCurrency } from '@incasso/shared/money';

// A merchant's requests summed per quarter hour (decision note 102): written only by triggers
// on `payments` (migration 0035) as signed deltas, one row per change, so concurrent writers
// never wait on each other's rows; a job folds each quarter's deltas into one row. A reader sums
// whatever rows there are. No foreign key: deleting a user deletes its payments, whose triggers
// write the last (cancelling) deltas while the user row is already gone.

const quarter = () => timestamp('quarter', { withTimezone: true }).notNull();

/** Requests per quarter hour of their creation and their current status. */
export const paymentCreatedQuarters = pgTable(
  'payment_created_quarters',
  {
    userId: uuid('user_id').notNull(),
    quarter: quarter(),
    status: text('status').$type<PaymentStatus>().notNull(),
    count: integer('count').notNull(),
    compacted: boolean('compacted').notNull().default(false),
  },
  (table) => [
    index('payment_created_quarters_user_idx').on(table.userId, table.quarter),
    index('payment_created_quarters_loose_idx')
      .on(table.userId, table.quarter)
      .where(sql`not ${table.compacted}`),
  ],
);

/** Confirmed requests per quarter hour of their confirmation, fiat currency, coin and chain. */
export const paymentConfirmedQuarters = pgTable(
  'payment_confirmed_quarters',
  {
    userId: uuid('user_id').notNull(),
    quarter: quarter(),
    fiatCurrency: text('fiat_currency').$type<FiatCurrency>().notNull(),
    currency: text('currency').$type<CurrencyId>(),
    chain: text('chain').$type<ChainId>().notNull(),
    count: integer('count').notNull(),
    /** Net of confirmed refunds, never below zero per request. */
    cents: bigint('cents', { mode: 'number' }).notNull(),
    late: integer('late').notNull(),
    underpaid: integer('underpaid').notNull(),
    overpaid: integer('overpaid').notNull(),
    compacted: boolean('compacted').notNull().default(false),
  },
  (table) => [
    index('payment_confirmed_quarters_user_idx').on(table.userId, table.quarter),
    index('payment_confirmed_quarters_loose_idx')
      .on(table.userId, table.quarter)
      .where(sql`not ${table.compacted}`),
  ],
);

/**
 * Confirmed requests per first payer (lower case), all time: who has paid often enough that a
 * burst of theirs is possible, without grouping every request of a window by payer.
 */
export const paymentPayerCounts = pgTable(
  'payment_payer_counts',
  {
    userId: uuid('user_id').notNull(),
    payer: text('payer').notNull(),
    count: integer('count').notNull(),
    compacted: boolean('compacted').notNull().default(false),
  },
  (table) => [
    index('payment_payer_counts_user_idx').on(table.userId, table.payer),
    index('payment_payer_counts_often_idx')
      .on(table.userId, table.count)
      .where(sql`${table.compacted}`),
    index('payment_payer_counts_loose_idx')
      .on(table.userId)
      .where(sql`not ${table.compacted}`),
  ],
);
