import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DISPLAY_NAME_MAX,
  EMAIL_MAX,
  type AccountType,
  type UserStatus,
} from '@incasso/shared/accounts/auth';
import { DEFAULT_LOCALE, type Locale } from '@incasso/shared/locale';
import { PAYMENT_TOLERANCE_BPS_MAX } from '@incasso/shared/payments';
import { FEE_BPS_MAX, type PlanId } from '@incasso/shared/plans';
import { TIME_ZONE_MAX } from '@incasso/shared/time-zone';
import { plans } from './plans.ts';

/**
 * Accounts: merchants and administrators alike (admins are users with isAdmin). Emails are
 * stored trimmed and in lower case, so the unique constraint is case-insensitive.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: EMAIL_MAX }).notNull().unique('users_email_unique'),
    passwordHash: text('password_hash').notNull(),
    displayName: varchar('display_name', { length: DISPLAY_NAME_MAX }).notNull().default(''),
    accountType: text('account_type').$type<AccountType>().notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: text('status').$type<UserStatus>().notNull().default('active'),
    planId: text('plan_id')
      .$type<PlanId>()
      .notNull()
      .default('free')
      .references(() => plans.id),
    /** Overrides the plan's fee when set (SPEC: empty means the plan fee applies). */
    customFeeBps: integer('custom_fee_bps'),
    /** How far short a payment may fall and still confirm, flagged `underpaid` (default 0). */
    paymentToleranceBps: integer('payment_tolerance_bps').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language of the emails the user receives. */
    locale: text('locale').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    /**
     * IANA zone the dashboard counts days in. Null until the web app sends the browser's zone
     * on the first dashboard visit (or the user picks one); until then days are UTC days.
     */
    timeZone: varchar('time_zone', { length: TIME_ZONE_MAX }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_account_type_valid', sql`${table.accountType} in ('private', 'business')`),
    check('users_status_valid', sql`${table.status} in ('pending', 'active', 'suspended')`),
    check('users_locale_valid', sql`${table.locale} in ('it', 'en')`),
    check(
      'users_custom_fee_bps_range',
      sql`${table.customFeeBps} between 0 and ${sql.raw(String(FEE_BPS_MAX))}`,
    ),
    check(
      'users_payment_tolerance_bps_range',
      sql`${table.paymentToleranceBps} between 0 and ${sql.raw(String(PAYMENT_TOLERANCE_BPS_MAX))}`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
