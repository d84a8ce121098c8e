import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  unmatchedTransfers,
  type UnmatchedTransferRow,
} from '#server/db/schema/unmatched-transfers.ts';

const LIST_LIMIT = 200;

/** Every query of the unmatched transfers; `find` and `remove` run in the caller's transaction. */
export function createUnmatchedRepository(db: Database) {
  return {
    /** Newest first: those that reached an address while `userId` held it. */
    list(userId: string): Promise<UnmatchedTransferRow[]> {
      return db
        .select()
        .from(unmatchedTransfers)
        .where(eq(unmatchedTransfers.userId, userId))
        .orderBy(desc(unmatchedTransfers.blockNumber), desc(unmatchedTransfers.logIndex))
        .limit(LIST_LIMIT);
    },

    async find(tx: Database, id: string): Promise<UnmatchedTransferRow | undefined> {
      const [row] = await tx
        .select()
        .from(unmatchedTransfers)
        .where(eq(unmatchedTransfers.id, id))
        .for('update');
      return row;
    },

    /** Out of the list: it is being credited to a request by hand. */
    async remove(tx: Database, id: string): Promise<void> {
      await tx.delete(unmatchedTransfers).where(eq(unmatchedTransfers.id, id));
    },
  };
}

export type UnmatchedRepository = ReturnType<typeof createUnmatchedRepository>;
