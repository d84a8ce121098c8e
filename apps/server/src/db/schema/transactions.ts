import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { FiatCurrency } from '@incasso/shared/money';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@incasso/shared/transactions';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * The merchant's ledger: one row per payment request once a payment for it was seen, kept in
 * step with the request (Pending, Completed on CONFIRMED, Failed when it ended unpaid).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .unique('transactions_payment_unique')
      .references(() => payments.id, { onDelete: 'cascade' }),
    chain: text('chain').$type<ChainId>().notNull(),
    currency: text('currency').$type<CurrencyId>().notNull(),
    decimals: integer('decimals').notNull(),
    cryptoBaseUnits: numeric('crypto_base_units', {
      precision: 78,
      scale: 0,
      mode: 'bigint',
    }).notNull(),
    fiatCents: bigint('fiat_cents', { mode: 'number' }).notNull(),
    fiatCurrency: text('fiat_currency').$type<FiatCurrency>().notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<TransactionStatus>().notNull(),
    txHash: text('tx_hash'),
    /** When the payment was first seen on-chain. */
    date: timestamp('date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('transactions_user_date_idx').on(table.userId, table.date),
    check(
      'transactions_status_valid',
      sql`${table.status} in (${sql.raw(TRANSACTION_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;
