import {
  bigint,
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
import { ADDRESS_LENGTH } from '@incasso/shared/wallets';
import { payments } from './payments.ts';
import { users } from './users.ts';
import { wallets } from './wallets.ts';

/**
 * Transfers to a watched address that no request claimed (DESIGN section 6: never dropped).
 * Kept until the merchant assigns one to a request by hand, or a reorg removes its block.
 * `logIndex` is -1 for a native-coin transfer, so (chain, txHash, logIndex) is one transfer.
 */
export const unmatchedTransfers = pgTable(
  'unmatched_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chain: text('chain').$type<ChainId>().notNull(),
    toAddress: varchar('to_address', { length: ADDRESS_LENGTH }).notNull(),
    fromAddress: varchar('from_address', { length: ADDRESS_LENGTH }).notNull(),
    currency: text('currency').$type<CurrencyId>().notNull(),
    amountBaseUnits: numeric('amount_base_units', {
      precision: 78,
      scale: 0,
      mode: 'bigint',
    }).notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The account whose wallet held the address when the transfer arrived: theirs to see and
     * assign, whoever holds the address later. Null when no wallet held it.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    walletId: uuid('wallet_id').references(() => wallets.id, { onDelete: 'set null' }),
    /** A cancelled request this transfer most likely meant to pay (flag shown to the merchant). */
    cancelledPaymentId: uuid('cancelled_payment_id').references(() => payments.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('unmatched_transfers_tx_unique').on(table.chain, table.txHash, table.logIndex),
    index('unmatched_transfers_user_idx').on(table.userId, table.blockNumber),
    index('unmatched_transfers_block_idx').on(table.chain, table.blockNumber),
  ],
);

export type UnmatchedTransferRow = typeof unmatchedTransfers.$inferSelect;
export type NewUnmatchedTransferRow = typeof unmatchedTransfers.$inferInsert;
