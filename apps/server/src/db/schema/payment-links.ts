import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { FiatCurrency } from '@incasso/shared/money';
import {
  PAYMENT_LINK_DESCRIPTION_MAX,
  PAYMENT_LINK_SLUG_LENGTH,
  PAYMENT_LINK_TITLE_MAX,
  type LinkPaymentStatus,
} from '@incasso/shared/payment-links';
import { REDIRECT_URL_MAX } from '@incasso/shared/payments';
import { users } from './users.ts';
import { wallets } from './wallets.ts';

// The payment-links module's tables (decision note 100).

/** `deleted` keeps the row for the requests already made through it; nobody sees it again. */
export type PaymentLinkRowStatus = 'active' | 'paused' | 'deleted';

/** A merchant's reusable link: a fixed amount (min = max) or a range the payer types within. */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: PAYMENT_LINK_SLUG_LENGTH }).notNull().unique(),
    title: varchar('title', { length: PAYMENT_LINK_TITLE_MAX }).notNull(),
    description: varchar('description', { length: PAYMENT_LINK_DESCRIPTION_MAX }).notNull(),
    currency: text('currency').$type<FiatCurrency>().notNull(),
    /** Set for a fixed amount; null when the payer types it. */
    fixedCents: bigint('fixed_cents', { mode: 'number' }),
    minCents: bigint('min_cents', { mode: 'number' }),
    maxCents: bigint('max_cents', { mode: 'number' }),
    /** Null once the merchant removed the wallet: the link takes no more payments. */
    walletId: uuid('wallet_id').references(() => wallets.id, { onDelete: 'set null' }),
    chain: text('chain').$type<ChainId>().notNull(),
    currencies: text('currencies').array().$type<CurrencyId[]>().notNull(),
    redirectUrl: varchar('redirect_url', { length: REDIRECT_URL_MAX }),
    status: text('status').$type<PaymentLinkRowStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_links_user_idx').on(table.userId, table.createdAt),
    check('payment_links_status_valid', sql`${table.status} in ('active', 'paused', 'deleted')`),
    check(
      'payment_links_amount_kind',
      sql`(${table.fixedCents} is null) = (${table.minCents} is not null and ${table.maxCents} is not null) and (${table.fixedCents} is null or (${table.minCents} is null and ${table.maxCents} is null))`,
    ),
  ],
);

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
export type NewPaymentLinkRow = typeof paymentLinks.$inferInsert;

/**
 * The requests visits made, with what the link's totals need: the payments module owns the
 * requests, so their outcome is kept here from its domain events.
 */
export const paymentLinkPayments = pgTable(
  'payment_link_payments',
  {
    paymentId: uuid('payment_id').primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    fiatCents: bigint('fiat_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<LinkPaymentStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_link_payments_link_idx').on(table.linkId, table.createdAt),
    check('payment_link_payments_status_valid', sql`${table.status} in ('open', 'paid', 'closed')`),
  ],
);

export type PaymentLinkPaymentRow = typeof paymentLinkPayments.$inferSelect;
