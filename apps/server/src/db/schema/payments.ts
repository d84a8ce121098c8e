import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { PAYMENT_STATUSES, type PaymentStatus } from '@incasso/shared/events';
import type { FiatCurrency } from '@incasso/shared/money';
import {
  OPEN_PAYMENT_STATUSES,
  ORDER_ID_MAX,
  PAYMENT_HOLDERS,
  PAYMENT_SOURCES,
  REDIRECT_URL_MAX,
  type PaymentHolder,
  type PaymentSource,
} from '@incasso/shared/payments';
import type { PriceSource } from '@incasso/shared/prices';
import { ADDRESS_LENGTH } from '@incasso/shared/wallets';
import { users } from './users.ts';
import { wallets } from './wallets.ts';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
const baseUnits = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/**
 * Payment requests. The request copies what it was made with (address, chain, currency and its
 * decimals, rate, fee and tolerance), so later edits of the wallet, plan or registry never change
 * what a payer was shown. The id is a random UUID (v4): the pay page URL is unguessable.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    walletId: uuid('wallet_id').references(() => wallets.id, { onDelete: 'set null' }),
    chain: text('chain').$type<ChainId>().notNull(),
    address: varchar('address', { length: ADDRESS_LENGTH }).notNull(),
    /**
     * The coin, its decimals, the amount and the rate: null on a request made through the public
     * API until its payer picks a coin on the pay page (`currencyChosenBy` payer).
     */
    currency: text('currency').$type<CurrencyId>(),
    decimals: integer('decimals'),
    amountBaseUnits: baseUnits('amount_base_units'),
    currencyChosenBy: text('currency_chosen_by')
      .$type<'merchant' | 'payer'>()
      .notNull()
      .default('merchant'),
    /**
     * The coins the payer of such a request may pick among; null for all the wallet accepts.
     * A recurring schedule narrows them (decision note 044).
     */
    payerCurrencies: text('payer_currencies').array().$type<CurrencyId[]>(),
    paidBaseUnits: baseUnits('paid_base_units')
      .notNull()
      .default(sql`0`),
    fiatCents: bigint('fiat_cents', { mode: 'number' }).notNull(),
    fiatCurrency: text('fiat_currency').$type<FiatCurrency>().notNull(),
    rate: text('rate'),
    rateSource: text('rate_source').$type<PriceSource>(),
    feeBps: integer('fee_bps').notNull(),
    toleranceBps: integer('tolerance_bps').notNull().default(0),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    /**
     * Holds the expected amount against other requests on the address: true from creation while
     * the request stays open; released for good once it times out or confirms, so a late payment
     * that reopens it never collides with a newer request for the same amount.
     */
    amountReserved: boolean('amount_reserved').notNull().default(true),
    paidLate: boolean('paid_late').notNull().default(false),
    paidPartial: boolean('paid_partial').notNull().default(false),
    underpaid: boolean('underpaid').notNull().default(false),
    overpaid: boolean('overpaid').notNull().default(false),
    /**
     * The sender of the first credited transfer (by block and log), for statistics that group
     * by payer without a lookup per request. Kept by a trigger on payment_transfers (migration
     * 0025, decision note 086), so every path that credits or takes back a transfer updates it.
     */
    firstPayerAddress: varchar('first_payer_address', { length: ADDRESS_LENGTH }),
    /**
     * The fiat cents of its confirmed refunds, kept by a trigger on payment_refunds (migration
     * 0035, decision note 102), so the insight rollups see a refund as a change of the request.
     */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    /** The latest credited transfer's hash. */
    txHash: text('tx_hash'),
    /** The block confirmations count from: the one whose transfer made the payment enough. */
    blockNumber: bigint('block_number', { mode: 'number' }),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull(),
    orderId: varchar('order_id', { length: ORDER_ID_MAX }),
    redirectUrl: varchar('redirect_url', { length: REDIRECT_URL_MAX }),
    /** `pos` for a sale at the till, whose cart is in payment_line_items (decision note 045). */
    source: text('source').$type<PaymentSource>().notNull().default('request'),
    /** What owns the request (an invoice, a recurring period, a plan charge): decision 101. */
    heldFor: text('held_for').$type<PaymentHolder>(),
    /**
     * The member who made it at the dashboard or the till (issue 23: a sale names its cashier),
     * by email as shown, so it outlives their membership; null for the API, recurring and the
     * requests made before teams.
     */
    createdBy: text('created_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    monitorUntil: timestamp('monitor_until', { withTimezone: true }).notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When something a chain watcher cares about last changed (status, address, chain, end of
     * monitoring), on the database's clock: set by a trigger (migration 0029, decision note
     * 087), so the watcher reads only what changed since its last refresh.
     */
    watchChangedAt: timestamp('watch_changed_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    // DESIGN section 6: no two open requests expect the same amount on one address, so two
    // concurrent creations cannot both take it (the loser bumps its amount and retries).
    uniqueIndex('payments_open_amount_unique')
      .on(table.chain, table.address, table.currency, table.amountBaseUnits)
      .where(sql`${table.amountReserved}`),
    check(
      'payments_amount_reserved_open',
      sql`not ${table.amountReserved} or ${table.status} in (${quoted(OPEN_PAYMENT_STATUSES)})`,
    ),
    index('payments_watch_idx').on(table.chain, table.address, table.currency),
    // The watched-address refresh (decision note 087): what changed since the last one, and
    // whether an address still has an open request or a monitored ended one.
    index('payments_watch_changed_idx').on(table.chain, table.watchChangedAt),
    index('payments_open_address_idx')
      .on(table.chain, table.address)
      .where(sql`${table.status} in (${quoted(OPEN_PAYMENT_STATUSES)})`),
    index('payments_monitored_address_idx')
      .on(table.chain, table.address, table.monitorUntil)
      .where(sql`${table.status} in ('TIMED_OUT', 'CANCELLED')`),
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    index('payments_status_expires_idx').on(table.status, table.expiresAt),
    check('payments_status_valid', sql`${table.status} in (${quoted(PAYMENT_STATUSES)})`),
    check('payments_amount_positive', sql`${table.amountBaseUnits} > 0`),
    check(
      'payments_crypto_complete',
      sql`(${table.currency} is null) = (${table.amountBaseUnits} is null) and (${table.currency} is null) = (${table.rate} is null)`,
    ),
    index('payments_user_order_idx').on(table.userId, table.orderId),
    check('payments_source_valid', sql`${table.source} in (${quoted(PAYMENT_SOURCES)})`),
    check('payments_held_for_valid', sql`${table.heldFor} in (${quoted(PAYMENT_HOLDERS)})`),
    index('payments_user_source_created_idx').on(table.userId, table.source, table.createdAt),
  ],
);

/**
 * Transfers credited to a request (several add up). (chain, txHash, logIndex) is unique, so
 * applying one transfer twice changes nothing; `logIndex` is -1 for a native-coin transfer.
 */
export const paymentTransfers = pgTable(
  'payment_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    chain: text('chain').$type<ChainId>().notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    fromAddress: varchar('from_address', { length: ADDRESS_LENGTH }).notNull(),
    amountBaseUnits: baseUnits('amount_base_units').notNull(),
    /** Assigned by the merchant from the unmatched transfers rather than matched. */
    assignedByHand: boolean('assigned_by_hand').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_transfers_tx_unique').on(table.chain, table.txHash, table.logIndex),
    index('payment_transfers_payment_idx').on(table.paymentId),
    index('payment_transfers_block_idx').on(table.chain, table.blockNumber),
  ],
);

/** Every status transition of a request, in order (DESIGN section 6: every one is stored). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<PaymentStatus>().notNull(),
    toStatus: text('to_status').$type<PaymentStatus>().notNull(),
    txHash: text('tx_hash'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_payment_idx').on(table.paymentId, table.at)],
);

export type PaymentRow = typeof payments.$inferSelect;
/** A request whose coin is known: every request but an API one its payer has not priced yet. */
export type PricedPaymentRow = PaymentRow & {
  currency: CurrencyId;
  decimals: number;
  amountBaseUnits: bigint;
  rate: string;
  rateSource: PriceSource;
};

export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentTransferRow = typeof paymentTransfers.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
