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
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { REFUND_STATUSES, type RefundStatus } from '@incasso/shared/refunds';
import { ADDRESS_LENGTH } from '@incasso/shared/wallets';
import { payments } from './payments.ts';
import { users } from './users.ts';

const baseUnits = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/**
 * Refunds of a payment (decision note 099): a transfer the merchant signs in their own wallet,
 * from the address that received the payment, which the chain watcher recognises by (chain,
 * from, to, coin, amount). The coin, decimals and confirmations are copied from the payment.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chain: text('chain').$type<ChainId>().notNull(),
    currency: text('currency').$type<CurrencyId>().notNull(),
    decimals: integer('decimals').notNull(),
    fromAddress: varchar('from_address', { length: ADDRESS_LENGTH }).notNull(),
    toAddress: varchar('to_address', { length: ADDRESS_LENGTH }).notNull(),
    amountBaseUnits: baseUnits('amount_base_units').notNull(),
    fiatCents: bigint('fiat_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('PENDING'),
    txHash: text('tx_hash'),
    /** -1 for a native-coin transfer, as in payment_transfers. */
    logIndex: integer('log_index'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    blockHash: text('block_hash'),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull(),
    /** The member who asked for it, by email as shown; null through the public API. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.paymentId, table.createdAt),
    // The watcher's one query per step: what it still looks for on its chain.
    index('payment_refunds_watched_idx')
      .on(table.chain)
      .where(sql`${table.status} in ('PENDING', 'SENT')`),
    // One transfer settles one refund, however often its block is scanned.
    uniqueIndex('payment_refunds_tx_unique').on(table.chain, table.txHash, table.logIndex),
    check(
      'payment_refunds_status_valid',
      sql`${table.status} in (${sql.raw(REFUND_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('payment_refunds_amount_positive', sql`${table.amountBaseUnits} > 0`),
  ],
);

export type RefundRow = typeof paymentRefunds.$inferSelect;
