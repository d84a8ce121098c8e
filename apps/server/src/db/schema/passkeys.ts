import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PASSKEY_NAME_MAX, type PasskeyTransport } from '@incasso/shared/accounts/passkeys';
import { users } from './users.ts';

/**
 * A user's WebAuthn credentials (decision note 089). The public key is the COSE key the
 * authenticator made, in base64url; nothing secret is stored.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential ID (base64url) the browser names in every assertion. */
    credentialId: text('credential_id').notNull().unique('passkeys_credential_id_unique'),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter, an unsigned 32-bit number; 0 when it keeps none. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<PasskeyTransport[]>().notNull().default([]),
    /** Backed up by a password manager or platform (a synced passkey). */
    backedUp: boolean('backed_up').notNull(),
    /** The authenticator's model, for support; all zeros when it does not tell. */
    aaguid: text('aaguid').notNull(),
    name: varchar('name', { length: PASSKEY_NAME_MAX }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('passkeys_user_idx').on(table.userId),
    check('passkeys_counter_range', sql`${table.counter} between 0 and 4294967295`),
  ],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
export type NewPasskeyRow = typeof passkeys.$inferInsert;

export const WEBAUTHN_PURPOSES = ['registration', 'signIn', 'secondFactor'] as const;
export type WebauthnPurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * Challenges handed to browsers, each good for one ceremony of one purpose until it expires:
 * the verifying request deletes the row it answers, so a response cannot be replayed.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').$type<WebauthnPurpose>().notNull(),
    /** Whose registration or second factor this is; null for a sign-in with a passkey alone. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webauthn_challenges_expires_idx').on(table.expiresAt),
    check(
      'webauthn_challenges_purpose_valid',
      sql`${table.purpose} in ('registration', 'signIn', 'secondFactor')`,
    ),
  ],
);
