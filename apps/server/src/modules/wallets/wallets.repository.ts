import { and, asc, count, eq } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { Database } from '#server/db/client.ts';
import { wallets, type NewWalletRow, type WalletRow } from '#server/db/schema/wallets.ts';

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

    /** The new wallet, or undefined when an account already holds this address on this chain. */
    async insertIfNew(values: NewWalletRow, tx: Database = db): Promise<WalletRow | undefined> {
      const [row] = await tx
        .insert(wallets)
        .values(values)
        .onConflictDoNothing({ target: [wallets.chain, wallets.address] })
        .returning();
      return row;
    },

    /** The wallet holding `address` on `chain`, whoever's it is; `tx` inside a transaction. */
    async holderOf(chain: ChainId, address: string, tx: Database = db) {
      const [row] = await tx
        .select()
        .from(wallets)
        .where(and(eq(wallets.chain, chain), eq(wallets.address, address)));
      return row;
    },

    /**
     * Hands the address over to a new wallet, inside the caller's transaction (which also
     * stores the takeover's domain event): the previous holder's wallet goes, so the address
     * keeps one holder. Undefined if the holder changed meanwhile.
     */
    async takeOver(
      tx: Database,
      previous: WalletRow,
      values: NewWalletRow,
    ): Promise<WalletRow | undefined> {
      const removed = await tx
        .delete(wallets)
        .where(and(eq(wallets.id, previous.id), eq(wallets.userId, previous.userId)))
        .returning({ id: wallets.id });
      if (removed.length === 0) return undefined;
      const [row] = await tx.insert(wallets).values(values).returning();
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
  };
}

export type WalletsRepository = ReturnType<typeof createWalletsRepository>;
