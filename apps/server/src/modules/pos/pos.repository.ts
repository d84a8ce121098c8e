import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DisplayCart, LineItem } from '@incasso/shared/pos';
import type { Database } from '#server/db/client.ts';
import { paymentLineItems, posCarts, posDisplayLinks, posSettings } from '#server/db/schema/pos.ts';

/** The till's queries: sale lines, settings and customer display links. */
export function createPosRepository(db: Database) {
  return {
    /** Inside the payment's own insert transaction (payments.create's `withinInsert`). */
    async insertLines(tx: Database, paymentId: string, lines: LineItem[]): Promise<void> {
      await tx.insert(paymentLineItems).values(lines.map((line) => ({ ...line, paymentId })));
    },

    async lines(paymentId: string): Promise<LineItem[]> {
      return db
        .select({
          position: paymentLineItems.position,
          kind: paymentLineItems.kind,
          productId: paymentLineItems.productId,
          name: paymentLineItems.name,
          unitCents: paymentLineItems.unitCents,
          quantity: paymentLineItems.quantity,
          totalCents: paymentLineItems.totalCents,
        })
        .from(paymentLineItems)
        .where(eq(paymentLineItems.paymentId, paymentId))
        .orderBy(asc(paymentLineItems.position));
    },

    async saveCart(userId: string, cart: DisplayCart, updatedAt: Date): Promise<void> {
      await db
        .insert(posCarts)
        .values({ userId, cart, updatedAt })
        .onConflictDoUpdate({ target: posCarts.userId, set: { cart, updatedAt } });
    },

    async dropCart(userId: string): Promise<void> {
      await db.delete(posCarts).where(eq(posCarts.userId, userId));
    },

    /** The cart if the till touched it after `since`: an abandoned one is not shown for ever. */
    async cart(userId: string, since: Date): Promise<DisplayCart | null> {
      const [row] = await db
        .select({ cart: posCarts.cart })
        .from(posCarts)
        .where(and(eq(posCarts.userId, userId), gt(posCarts.updatedAt, since)));
      return row?.cart ?? null;
    },

    async tipPercents(userId: string): Promise<number[] | undefined> {
      const [row] = await db
        .select({ tipPercents: posSettings.tipPercents })
        .from(posSettings)
        .where(eq(posSettings.userId, userId));
      return row?.tipPercents;
    },

    async setTipPercents(userId: string, tipPercents: number[]): Promise<void> {
      await db
        .insert(posSettings)
        .values({ userId, tipPercents })
        .onConflictDoUpdate({
          target: posSettings.userId,
          set: { tipPercents, updatedAt: new Date() },
        });
    },

    async insertLink(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      const [row] = await db.insert(posDisplayLinks).values(values).returning();
      if (!row) throw new Error('display link insert returned no row');
      return row;
    },

    async liveLink(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(posDisplayLinks)
        .where(and(eq(posDisplayLinks.tokenHash, tokenHash), gt(posDisplayLinks.expiresAt, now)));
      return row;
    },

    /** Forgets the merchant's expired links and counts the live ones. */
    async liveLinkCount(userId: string, now: Date): Promise<number> {
      await db
        .delete(posDisplayLinks)
        .where(and(eq(posDisplayLinks.userId, userId), lte(posDisplayLinks.expiresAt, now)));
      return db.$count(posDisplayLinks, eq(posDisplayLinks.userId, userId));
    },

    async removeLink(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(posDisplayLinks)
        .where(and(eq(posDisplayLinks.id, id), eq(posDisplayLinks.userId, userId)))
        .returning({ id: posDisplayLinks.id });
      return rows.length > 0;
    },
  };
}

export type PosRepository = ReturnType<typeof createPosRepository>;
