import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ChainId } from '@incasso/shared/chains';
import type { Locale } from '@incasso/shared/locale';
import type { FiatCurrency } from '@incasso/shared/money';
import {
  DEFAULT_NUMBER_FORMAT,
  DEFAULT_PAYMENT_TERMS_DAYS,
  INVOICE_NOTES_MAX,
  NUMBER_FORMAT_MAX,
  type InvoiceCustomer,
  type InvoiceLine,
  type InvoiceStatus,
  type VatSummary,
} from '@incasso/shared/invoices';
import { users } from './users.ts';
import { wallets } from './wallets.ts';

// The invoices module's tables (decision note 046).

/**
 * One invoice. Lines, VAT summary and customer are stored with it as JSON: they are written
 * and read only as a whole, with the row, so an edit is one statement and never half-written.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    /** Set once, when issued; (user, year, progressive) is unique and never reused. */
    number: varchar('number', { length: 64 }),
    numberYear: integer('number_year'),
    progressive: integer('progressive'),
    locale: text('locale').$type<Locale>().notNull(),
    currency: text('currency').$type<FiatCurrency>().notNull(),
    walletId: uuid('wallet_id').references(() => wallets.id, { onDelete: 'set null' }),
    customer: jsonb('customer').$type<InvoiceCustomer>().notNull(),
    /** Lower-cased customer name, for the list's search. */
    customerKey: varchar('customer_key', { length: 200 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    vat: jsonb('vat').$type<VatSummary[]>().notNull(),
    notes: varchar('notes', { length: INVOICE_NOTES_MAX }),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The pay link's request (payments module), made when the invoice is sent. */
    paymentId: uuid('payment_id').unique('invoices_payment_unique'),
    txHash: varchar('tx_hash', { length: 80 }),
    /** The chain the pay link was paid on, for the transaction's explorer link. */
    paidChain: text('paid_chain').$type<ChainId>(),
    creditNoteNumber: varchar('credit_note_number', { length: 64 }),
    creditNoteYear: integer('credit_note_year'),
    creditNoteProgressive: integer('credit_note_progressive'),
    /**
     * The email of the member who issued it (decision note 094): an email, not a user id, so it
     * outlives a removed member. Null for invoices issued before teams.
     */
    issuedBy: text('issued_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('invoices_number_unique').on(table.userId, table.numberYear, table.progressive),
    unique('invoices_credit_note_unique').on(
      table.userId,
      table.creditNoteYear,
      table.creditNoteProgressive,
    ),
    index('invoices_user_idx').on(table.userId, table.createdAt),
    index('invoices_due_idx').on(table.status, table.dueDate),
    check(
      'invoices_status_valid',
      sql`${table.status} in ('draft', 'sent', 'paid', 'overdue', 'void')`,
    ),
    check(
      'invoices_number_when_issued',
      sql`(${table.status} = 'draft') = (${table.number} is null)`,
    ),
    check('invoices_total_non_negative', sql`${table.totalCents} >= 0`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/**
 * The last number issued per merchant, series (invoices, credit notes) and year. Issuing increments it with one upsert, which
 * locks the row until the transaction ends: concurrent issues queue, and a rolled-back one
 * gives its number back (no gap, no duplicate; decision note 046).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    series: text('series').$type<'invoice' | 'credit'>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.series, table.year] })],
);

/** A merchant's invoicing preferences. */
export const invoiceSettings = pgTable('invoice_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  numberFormat: varchar('number_format', { length: NUMBER_FORMAT_MAX })
    .notNull()
    .default(DEFAULT_NUMBER_FORMAT),
  /** Days from issue to due date that the form proposes. */
  paymentTermsDays: integer('payment_terms_days').notNull().default(DEFAULT_PAYMENT_TERMS_DAYS),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
