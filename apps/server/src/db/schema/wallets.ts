import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { CHAIN_IDS, type ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { ADDRESS_LENGTH, WALLET_NAME_MAX } from '@incasso/shared/wallets';
import { users } from './users.ts';

const chainList = sql.raw(CHAIN_IDS.map((id) => `'${id}'`).join(', '));

/**
 * A merchant's receiving addresses, stored checksummed (EIP-55). Another account takes an
 * address over only with a signature from it (see `ownershipMessage`).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: WALLET_NAME_MAX }).notNull(),
    address: varchar('address', { length: ADDRESS_LENGTH }).notNull(),
    chain: text('chain').$type<ChainId>().notNull(),
    acceptedCurrencyIds: text('accepted_currency_ids').array().$type<CurrencyId[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A receiving address belongs to one account per chain: nobody else sees what reaches it.
    uniqueIndex('wallets_chain_address_unique').on(table.chain, table.address),
    index('wallets_user_idx').on(table.userId),
    check('wallets_chain_valid', sql`${table.chain} in (${chainList})`),
  ],
);

export type WalletRow = typeof wallets.$inferSelect;
export type NewWalletRow = typeof wallets.$inferInsert;
