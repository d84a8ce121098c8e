import type { ChainId } from '@incasso/shared/chains';
import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
