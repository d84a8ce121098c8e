import type { ChainId } from '@incasso/shared/chains';
import { and, asc, countDistinct, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { unverifiableTransfers, type UnverifiableResolution } from '#server/db/schema/chain.ts';

export type UnverifiableTransfer = typeof unverifiableTransfers.$inferSelect;

/**
 * Credits of confirmed payments that a reorg deeper than the blocks kept took off the chain
 * (decision note 055): kept until an operator keeps or undoes each.
 */
export function createUnverifiableRepository(db: Database) {
  return {
    async add(
      chain: ChainId,
      credits: readonly {
        paymentId: string;
        txHash: string;
        logIndex: number;
        blockNumber: number;
        blockHash: string;
      }[],
    ): Promise<void> {
      if (credits.length === 0) return;
      await db
        .insert(unverifiableTransfers)
        .values(credits.map((c) => ({ chain, ...c })))
        .onConflictDoNothing();
    },

    /** The ones no operator has judged yet, oldest first. */
    open(chain?: ChainId): Promise<UnverifiableTransfer[]> {
      return db
        .select()
        .from(unverifiableTransfers)
        .where(
          and(
            isNull(unverifiableTransfers.resolvedAt),
            chain === undefined ? undefined : eq(unverifiableTransfers.chain, chain),
          ),
        )
        .orderBy(asc(unverifiableTransfers.foundAt), asc(unverifiableTransfers.blockNumber));
    },

    /** Payments with open ones, per chain, for readiness. */
    async openCounts(): Promise<{ chain: ChainId; unverifiablePayments: number }[]> {
      return db
        .select({
          chain: unverifiableTransfers.chain,
          unverifiablePayments: countDistinct(unverifiableTransfers.paymentId),
        })
        .from(unverifiableTransfers)
        .where(isNull(unverifiableTransfers.resolvedAt))
        .groupBy(unverifiableTransfers.chain)
        .orderBy(asc(unverifiableTransfers.chain));
    },

    async find(id: string): Promise<UnverifiableTransfer | undefined> {
      const [row] = await db
        .select()
        .from(unverifiableTransfers)
        .where(eq(unverifiableTransfers.id, id))
        .for('update');
      return row;
    },

    async resolve(id: string, resolution: UnverifiableResolution, at: Date): Promise<void> {
      await db
        .update(unverifiableTransfers)
        .set({ resolution, resolvedAt: at })
        .where(eq(unverifiableTransfers.id, id));
    },
  };
}
