import { and, desc, eq, or } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import type { Database } from '../../db/client.ts';
import {
  unmatchedTransfers,
  type UnmatchedTransferRow,
} from '../../db/schema/unmatched-transfers.ts';

const LIST_LIMIT = 200;

export const unmatchedRepository = {
  /** Newest first, those sent to any of `addresses`. */
  list(
    db: Database,
    addresses: readonly { chain: ChainId; address: string }[],
  ): Promise<UnmatchedTransferRow[]> {
    if (addresses.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(unmatchedTransfers)
      .where(
        or(
          ...addresses.map(({ chain, address }) =>
            and(eq(unmatchedTransfers.chain, chain), eq(unmatchedTransfers.toAddress, address)),
          ),
        ),
      )
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
