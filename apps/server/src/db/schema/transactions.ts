import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { PaymentStatus } from '@incasso/shared/events';
import type { FiatCurrency } from '@incasso/shared/money';
import { ORDER_ID_MAX, type PaymentFlags, type PaymentSource } from '@incasso/shared/payments';
import type { LineItem } from '@incasso/shared/pos';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@incasso/shared/transactions';
import { ADDRESS_LENGTH } from '@incasso/shared/wallets';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * The request a ledger row pays, as it stood when the ledger last followed it (decision note
 * 067): the transaction's detail is read from the row alone. Base units are decimal strings.
 */
export interface LedgerRequest {
  status: PaymentStatus;
  amountBaseUnits: string;
  paidBaseUnits: string;
  confirmations: number;
  requiredConfirmations: number;
  createdAt: string;
  expiresAt: string;
  flags: PaymentFlags;
}

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
    /**
     * What confirmed refunds gave back (decision note 099): base units of the coin, and cents
     * at the payment's rate, never more than `fiat_cents` (revenue is net of them).
     */
    refundedBaseUnits: numeric('refunded_base_units', { precision: 78, scale: 0, mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<TransactionStatus>().notNull(),
    txHash: text('tx_hash'),
    /**
     * Copied from the request when the ledger records it (decision note 040), so search needs
     * no other module's table.
     */
    orderId: varchar('order_id', { length: ORDER_ID_MAX }),
    /** The sender of the transfer `tx_hash` names, copied like the order id. */
    payerAddress: varchar('payer_address', { length: ADDRESS_LENGTH }),
    /** Copied from the request like the order id: the till's sales are told apart. */
    source: text('source').$type<PaymentSource>().notNull().default('request'),
    /** The member who made the request or rang up the sale, copied like the order id. */
    createdBy: text('created_by'),
    /** Kept in step with the request by the payments module's writes, inside their transaction. */
    request: jsonb('request').$type<LedgerRequest>().notNull(),
    /** A till sale's cart, copied by the point-of-sale module once the sale is recorded. */
    lineItems: jsonb('line_items').$type<LineItem[]>().notNull().default([]),
    /**
     * When the payment was first seen on-chain. Milliseconds, as a JS Date holds them: a page
     * cursor carries the value, and a finer stored one would not compare equal to it.
     */
    date: timestamp('date', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Keyset pages in either direction: (date, id) and (amount, id) within one merchant.
    index('transactions_user_date_id_idx').on(table.userId, table.date, table.id),
    index('transactions_user_fiat_id_idx').on(table.userId, table.fiatCents, table.id),
    check(
      'transactions_status_valid',
      sql`${table.status} in (${sql.raw(TRANSACTION_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

export type TransactionRow = typeof transactions.$inferSelect;
