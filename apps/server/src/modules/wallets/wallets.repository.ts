import { and, asc, count, eq } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { Database } from '../../db/client.ts';
import { wallets, type NewWalletRow, type WalletRow } from '../../db/schema/wallets.ts';

export function createWalletsRepository(db: Database) {
  const owned = (userId: string, id: string) => and(eq(wallets.userId, userId), eq(wallets.id, id));
  return {
    list(userId: string): Promise<WalletRow[]> {
      return db
        .select()
        .from(wallets)
        .where(eq(wallets.userId, userId))
        .orderBy(asc(wallets.createdAt), asc(wallets.id));
    },

    async findOwned(userId: string, id: string): Promise<WalletRow | undefined> {
      const [row] = await db.select().from(wallets).where(owned(userId, id));
      return row;
    },

    /** The new wallet, or undefined when the user already has this address on this chain. */
    async insertIfNew(values: NewWalletRow): Promise<WalletRow | undefined> {
      const [row] = await db
        .insert(wallets)
        .values(values)
        .onConflictDoNothing({ target: [wallets.userId, wallets.chain, wallets.address] })
        .returning();
      return row;
    },

    async update(
      userId: string,
      id: string,
      changes: { name?: string; acceptedCurrencyIds?: CurrencyId[] },
    ): Promise<WalletRow | undefined> {
      const [row] = await db
        .update(wallets)
        .set({ ...changes, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(wallets).where(owned(userId, id)).returning({ id: wallets.id });
      return rows.length > 0;
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(wallets).where(eq(wallets.userId, userId));
      return row?.n ?? 0;
    },

    /** The (chain, address) pairs the user receives on: their unmatched transfers are theirs. */
    addresses(userId: string): Promise<{ chain: ChainId; address: string }[]> {
      return db
        .selectDistinct({ chain: wallets.chain, address: wallets.address })
        .from(wallets)
        .where(eq(wallets.userId, userId));
    },
  };
}

export type WalletsRepository = ReturnType<typeof createWalletsRepository>;
