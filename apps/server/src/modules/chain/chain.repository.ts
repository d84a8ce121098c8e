import type { ChainId } from '@incasso/shared/chains';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Hash } from 'viem';
import type { Database } from '#server/db/client.ts';
import { chainCursors, processedBlocks } from '#server/db/schema/chain.ts';
import type { BlockRef } from './reorg.ts';

export type ChainCursor = { blockNumber: number; blockHash: Hash };

/**
 * The watcher's memory of each chain. Pass the transaction that stores a scan's matches, so the
 * cursor moves in the same commit as what was found below it.
 */
export function createChainRepository(db: Database) {
  return {
    async cursor(chain: ChainId): Promise<ChainCursor | null> {
      const [row] = await db.select().from(chainCursors).where(eq(chainCursors.chain, chain));
      return row ? { blockNumber: row.blockNumber, blockHash: row.blockHash as Hash } : null;
    },

    /** The most recent processed blocks, ascending: what detectReorg compares against. */
    async recentBlocks(chain: ChainId, limit: number): Promise<BlockRef[]> {
      const rows = await db
        .select()
        .from(processedBlocks)
        .where(eq(processedBlocks.chain, chain))
        .orderBy(desc(processedBlocks.number))
        .limit(limit);
      return rows.reverse().map(toRef);
    },

    /** Stores a scan's blocks, moves the cursor to the last one, forgets blocks beyond `keep`. */
    async recordScan(chain: ChainId, blocks: readonly BlockRef[], keep: number): Promise<void> {
      const last = blocks.at(-1);
      if (!last) return;
      await db
        .insert(processedBlocks)
        .values(
          blocks.map((b) => ({ chain, number: b.number, hash: b.hash, parentHash: b.parentHash })),
        )
        .onConflictDoUpdate({
          target: [processedBlocks.chain, processedBlocks.number],
          set: { hash: sql`excluded.hash`, parentHash: sql`excluded.parent_hash` },
        });
      await db
        .delete(processedBlocks)
        .where(
          and(eq(processedBlocks.chain, chain), lt(processedBlocks.number, last.number - keep + 1)),
        );
      await moveCursor(db, chain, last);
    },

    /** After a reorg: forgets the blocks above the common ancestor and resumes after it. */
    async rollBackTo(chain: ChainId, ancestor: BlockRef): Promise<void> {
      await db
        .delete(processedBlocks)
        .where(and(eq(processedBlocks.chain, chain), gt(processedBlocks.number, ancestor.number)));
      await moveCursor(db, chain, ancestor);
    },
  };
}
export type ChainRepository = ReturnType<typeof createChainRepository>;

async function moveCursor(db: Database, chain: ChainId, block: BlockRef) {
  const values = { blockNumber: block.number, blockHash: block.hash, updatedAt: new Date() };
  await db
    .insert(chainCursors)
    .values({ chain, ...values })
    .onConflictDoUpdate({ target: chainCursors.chain, set: values });
}

function toRef(row: typeof processedBlocks.$inferSelect): BlockRef {
  return { number: row.number, hash: row.hash as Hash, parentHash: row.parentHash as Hash };
}
