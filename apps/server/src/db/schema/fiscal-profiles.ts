import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AccountType } from '@incasso/shared/accounts/auth';
import {
  CITY_MAX,
  COMPANY_NAME_MAX,
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  POSTAL_CODE_MAX,
  STREET_MAX,
} from '@incasso/shared/accounts/fiscal';
import { users } from './users.ts';

/**
 * SPEC section 3, fiscal/personal data: one row per user, holding the business fields or the
 * private ones as `account_type` says. Codes are stored normalized (no separators, upper case).
 */
export const fiscalProfiles = pgTable(
  'fiscal_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountType: text('account_type').$type<AccountType>().notNull(),
    companyName: varchar('company_name', { length: COMPANY_NAME_MAX }),
    /** With its country prefix, e.g. 'IT00159560366' (at most 14 characters). */
    vatNumber: varchar('vat_number', { length: 16 }),
    /**
     * The legal address as typed fields (issue 20). Migration 0026 read the old one-line
     * address into them where it had the 'street, CAP city (PR)' form, else kept it whole in
     * `street` with the others null, for the merchant to complete.
     */
    street: varchar('street', { length: STREET_MAX }),
    postalCode: varchar('postal_code', { length: POSTAL_CODE_MAX }),
    city: varchar('city', { length: CITY_MAX }),
    province: varchar('province', { length: 2 }),
    firstName: varchar('first_name', { length: FIRST_NAME_MAX }),
    lastName: varchar('last_name', { length: LAST_NAME_MAX }),
    fiscalCode: varchar('fiscal_code', { length: 16 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'fiscal_profiles_fields_match_type',
      sql`(${table.accountType} = 'business' and ${table.companyName} is not null and ${table.vatNumber} is not null and ${table.street} is not null)
        or (${table.accountType} = 'private' and ${table.firstName} is not null and ${table.lastName} is not null and ${table.fiscalCode} is not null)`,
    ),
  ],
);

export type FiscalProfileRow = typeof fiscalProfiles.$inferSelect;
