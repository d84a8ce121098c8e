import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { COMPANY_DETAILS_MAX, COMPANY_NAME_MAX } from '@incasso/shared/admin';
import type { ChargeKind } from '@incasso/shared/billing';
import { CHAIN_IDS, type ChainId } from '@incasso/shared/chains';
import type { FiatCurrency } from '@incasso/shared/money';
import type { BillingInterval, PaidPlanId, PlanId } from '@incasso/shared/plans';
import { plans } from './plans.ts';
import { users } from './users.ts';
import { wallets } from './wallets.ts';

// The billing module's tables (decision note 042).

/**
 * The platform as a seller, one row: the account that receives plan and fee payments and the
 * name and details its receipts carry. Set by an administrator (company settings) or the platform-wallets script.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: text('id').primaryKey().default('company'),
    /** The account whose wallets receive the platform's payments. */
    platformUserId: uuid('platform_user_id').references(() => users.id, { onDelete: 'set null' }),
    companyName: varchar('company_name', { length: COMPANY_NAME_MAX }).notNull().default('Incasso'),
    /** Address and VAT number as printed on receipts; empty when not set. */
    companyDetails: varchar('company_details', { length: COMPANY_DETAILS_MAX })
      .notNull()
      .default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('company_settings_single_row', sql`${table.id} = 'company'`)],
);

/** The platform account's wallets that receive its payments: at most one per chain. */
export const platformWallets = pgTable(
  'platform_wallets',
  {
    walletId: uuid('wallet_id')
      .primaryKey()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    chain: text('chain').$type<ChainId>().notNull().unique('platform_wallets_chain_unique'),
    /** The order the chains are offered in; the first is the default. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'platform_wallets_chain_valid',
      sql`${table.chain} in (${sql.raw(CHAIN_IDS.map((id) => `'${id}'`).join(', '))})`,
    ),
  ],
);

/**
 * A merchant as billing knows them: the plan billing last put on the account (so it never
 * undoes a plan it did not give) and whether they chose Free from the end of the paid time.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appliedPlanId: text('applied_plan_id').$type<PlanId>(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Receipt numbers: one sequence, drawn when a charge is paid. */
export const receiptNumbers = pgSequence('billing_receipt_number_seq', { startWith: 1 });

export const CHARGE_STATUSES = ['open', 'expired', 'paid'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/**
 * What a merchant is asked to pay the platform, one payment request each: a plan period (with
 * the credit left from the plan it replaces) or the fees owed in one currency. Paid charges are
 * the billing history; each has a receipt.
 */
export const billingCharges = pgTable(
  'billing_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChargeKind>().notNull(),
    planId: text('plan_id')
      .$type<PaidPlanId>()
      .references(() => plans.id),
    interval: text('interval').$type<BillingInterval>(),
    /** An upgrade starts at once; a renewal or a lower plan after the paid time. */
    startsAtPeriodEnd: boolean('starts_at_period_end').notNull().default(false),
    /** The list price of what is bought (the fee balance for fees). */
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    /** What the payment request asks: value minus credit. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').$type<FiatCurrency>().notNull(),
    /** The platform's payment request (payments module); unique, so one charge per request. */
    paymentId: uuid('payment_id').notNull().unique('billing_charges_payment_unique'),
    status: text('status').$type<ChargeStatus>().notNull().default('open'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    receiptNumber: bigint('receipt_number', { mode: 'number' }).unique(
      'billing_charges_receipt_unique',
    ),
    /**
     * When a chain reorganisation took back the confirmed payment of a paid charge. What it
     * bought is kept and an administrator sees the flag (decision note 053); a confirmation of
     * the payment again clears it.
     */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_charges_user_idx').on(table.userId, table.createdAt),
    check('billing_charges_kind_valid', sql`${table.kind} in ('plan', 'fees')`),
    check('billing_charges_status_valid', sql`${table.status} in ('open', 'expired', 'paid')`),
    check(
      'billing_charges_plan_fields',
      sql`(${table.kind} = 'plan') = (${table.planId} is not null and ${table.interval} is not null)`,
    ),
    check(
      'billing_charges_amounts',
      sql`${table.amountCents} > 0 and ${table.creditCents} >= 0 and ${table.amountCents} + ${table.creditCents} = ${table.valueCents}`,
    ),
    check('billing_charges_paid', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);

export type BillingChargeRow = typeof billingCharges.$inferSelect;
export type NewBillingChargeRow = typeof billingCharges.$inferInsert;

/**
 * The paid time of a plan: one row per paid plan charge. An upgrade ends the period it replaces
 * early (ends_at moves back to the upgrade's start).
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .unique('subscription_periods_charge_unique')
      .references(() => billingCharges.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .$type<PaidPlanId>()
      .notNull()
      .references(() => plans.id),
    interval: text('interval').$type<BillingInterval>().notNull(),
    /** The list price of the period, for the credit of an upgrade that cuts it short. */
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('subscription_periods_user_idx').on(table.userId, table.endsAt),
    check('subscription_periods_order', sql`${table.endsAt} >= ${table.startsAt}`),
    check('subscription_periods_interval_valid', sql`${table.interval} in ('monthly', 'yearly')`),
  ],
);

export type SubscriptionPeriodRow = typeof subscriptionPeriods.$inferSelect;
