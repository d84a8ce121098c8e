import type { ChainId } from '@incasso/shared/chains';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';

/** The last fully processed block per chain; the watcher resumes after it (minus a margin). */
export const chainCursors = pgTable('chain_cursors', {
  chain: text('chain').$type<ChainId>().primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** (number, hash, parentHash) of recent processed blocks: the memory reorg detection needs. */
export const processedBlocks = pgTable(
  'processed_blocks',
  {
    chain: text('chain').$type<ChainId>().notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    parentHash: text('parent_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chain, table.number] })],
);

export const UNVERIFIABLE_RESOLUTIONS = ['kept', 'undone'] as const;
export type UnverifiableResolution = (typeof UNVERIFIABLE_RESOLUTIONS)[number];

/**
 * Credits of CONFIRMED payments whose block left the chain in a reorg deeper than the blocks
 * kept (decision note 055). The watcher never undoes such a confirmation by itself: an operator
 * checks each transfer and keeps it or undoes it; until then it shows in readiness and on the
 * admin watcher panel.
 */
export const unverifiableTransfers = pgTable(
  'unverifiable_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chain: text('chain').$type<ChainId>().notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution').$type<UnverifiableResolution>(),
  },
  (table) => [
    uniqueIndex('unverifiable_transfers_tx_unique').on(table.chain, table.txHash, table.logIndex),
    index('unverifiable_transfers_open_idx').on(table.chain, table.resolvedAt),
  ],
);
