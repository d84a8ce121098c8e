import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { PaymentStatus } from '@incasso/shared/events';
import { OPEN_PAYMENT_STATUSES } from '@incasso/shared/payments';
import type { Database } from '#server/db/client.ts';
import { payments, type NewPaymentRow, type PaymentRow } from '#server/db/schema/payments.ts';
import type { PageCursor } from '#server/lib/page-cursor.ts';

export function createPaymentsRepository(db: Database) {
  return {
    /** The amounts already reserved on (chain, address, currency) from `min` up. */
    async reservedAmounts(
      target: { chain: ChainId; address: string; currency: CurrencyId },
      min: bigint,
      /** A request whose own amount does not count (it is being repriced). */
      exceptId?: string,
    ): Promise<bigint[]> {
      const rows = await db
        .select({ amount: payments.amountBaseUnits })
        .from(payments)
        .where(
          and(
            eq(payments.chain, target.chain),
            eq(payments.address, target.address),
            eq(payments.currency, target.currency),
            eq(payments.amountReserved, true),
            gte(payments.amountBaseUnits, min),
            exceptId ? ne(payments.id, exceptId) : undefined,
          ),
        );
      return rows.flatMap((row) => (row.amount === null ? [] : [row.amount]));
    },

    /** The new request, or undefined when another open request holds that amount (the unique index). */
    async insertIfAmountFree(values: NewPaymentRow, tx = db): Promise<PaymentRow | undefined> {
      const [row] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
      return row;
    },

    /**
     * Prices a payer-priced request still pending with nothing paid; undefined when it no longer
     * is. Throws a unique violation when another open request holds the amount.
     */
    async setPrice(
      tx: Database,
      id: string,
      price: Pick<
        NewPaymentRow,
        'currency' | 'decimals' | 'amountBaseUnits' | 'rate' | 'rateSource' | 'updatedAt'
      >,
    ): Promise<PaymentRow | undefined> {
      const [row] = await tx
        .update(payments)
        .set(price)
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'PENDING'),
            eq(payments.paidBaseUnits, 0n),
            eq(payments.currencyChosenBy, 'payer'),
          ),
        )
        .returning();
      return row;
    },

    async findOwned(userId: string, id: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.id, id)));
      return row;
    },

    /** The merchant's newest request of `source` made since `since` (the customer display). */
    async latestOfSource(
      userId: string,
      source: PaymentRow['source'],
      since: Date,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.source, source),
            gte(payments.createdAt, since),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    async find(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /** Newest first; `limit + 1` rows so the caller knows whether a next page exists. */
    list(
      userId: string,
      filter: {
        openOnly: boolean;
        /** Leaves out API requests whose payer has not picked a coin yet. */
        pricedOnly: boolean;
        cursor: PageCursor | undefined;
        status?: PaymentStatus;
        orderId?: string;
        createdFrom?: Date;
        createdTo?: Date;
        /** Only what this member made (a cashier's own view, issue 23). */
        createdBy?: string;
      },
      limit: number,
    ): Promise<PaymentRow[]> {
      const { cursor } = filter;
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            filter.openOnly ? inArray(payments.status, OPEN_PAYMENT_STATUSES) : undefined,
            filter.pricedOnly ? isNotNull(payments.currency) : undefined,
            filter.status ? eq(payments.status, filter.status) : undefined,
            filter.orderId !== undefined ? eq(payments.orderId, filter.orderId) : undefined,
            filter.createdFrom ? gte(payments.createdAt, filter.createdFrom) : undefined,
            filter.createdTo ? lt(payments.createdAt, filter.createdTo) : undefined,
            filter.createdBy !== undefined ? eq(payments.createdBy, filter.createdBy) : undefined,
            cursor && sql`(${payments.createdAt}, ${payments.id}) < (${cursor.at}, ${cursor.id})`,
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit + 1);
    },

    /** The user's newest open requests whose payer has not picked a coin yet. */
    listAwaitingCoin(userId: string, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.status, 'PENDING'),
            isNull(payments.currency),
            // An invoice's or a period's link is found, and withdrawn, with its document.
            isNull(payments.heldFor),
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
    },

    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(inArray(payments.status, OPEN_PAYMENT_STATUSES));
      return row?.n ?? 0;
    },

    async countOpenForWallet(walletId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(
          and(eq(payments.walletId, walletId), inArray(payments.status, OPEN_PAYMENT_STATUSES)),
        );
      return row?.n ?? 0;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
