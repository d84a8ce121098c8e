import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import { ACTIVE_REFUND_STATUSES, WATCHED_REFUND_STATUSES } from '@incasso/shared/refunds';
import type { Database } from '#server/db/client.ts';
import { payments, type PaymentRow } from '#server/db/schema/payments.ts';
import { paymentRefunds, type RefundRow } from '#server/db/schema/refunds.ts';

export type NewRefundRow = typeof paymentRefunds.$inferInsert;

/** A transfer out of a merchant's wallet, as the chain watcher found it. */
export interface OutgoingTransfer {
  from: string;
  to: string;
  currency: string;
  amount: bigint;
  txHash: string;
  logIndex: number | null;
  blockNumber: number;
  blockHash: string;
}

/** A refund waiting for its transfer again: what a SENT one forgets. */
const UNSENT = {
  status: 'PENDING',
  txHash: null,
  logIndex: null,
  blockNumber: null,
  blockHash: null,
  confirmations: 0,
  sentAt: null,
} satisfies Partial<NewRefundRow>;

const sumOf = (column: typeof paymentRefunds.amountBaseUnits | typeof paymentRefunds.fiatCents) =>
  sql<string>`coalesce(sum(${column}), 0)`;

/** Refunds' queries; each takes the caller's database (or transaction). */
export const refundsRepository = {
  /** The payment, locked: two refunds asked at once are counted one after the other. */
  async lockPayment(tx: Database, userId: string, id: string): Promise<PaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)))
      .for('update');
    return row;
  },

  async findPayment(db: Database, userId: string, id: string): Promise<PaymentRow | undefined> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    return row;
  },

  /** Base units of the refunds not cancelled. */
  async activeSum(tx: Database, paymentId: string): Promise<bigint> {
    const [row] = await tx
      .select({ total: sumOf(paymentRefunds.amountBaseUnits) })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.paymentId, paymentId),
          inArray(paymentRefunds.status, [...ACTIVE_REFUND_STATUSES]),
        ),
      );
    return BigInt(row?.total ?? '0');
  },

  /** What confirmed refunds gave back, for the ledger. */
  async confirmedTotals(tx: Database, paymentId: string) {
    const [row] = await tx
      .select({
        baseUnits: sumOf(paymentRefunds.amountBaseUnits),
        cents: sumOf(paymentRefunds.fiatCents),
      })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.status, 'CONFIRMED')));
    return { baseUnits: BigInt(row?.baseUnits ?? '0'), cents: Number(row?.cents ?? '0') };
  },

  async insert(tx: Database, values: NewRefundRow): Promise<RefundRow> {
    const [row] = await tx.insert(paymentRefunds).values(values).returning();
    if (!row) throw new Error('refund not inserted');
    return row;
  },

  listForPayment(db: Database, paymentId: string): Promise<RefundRow[]> {
    return db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId))
      .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id));
  },

  /** Cancels a refund still PENDING; undefined when there is none such. */
  async cancel(tx: Database, paymentId: string, id: string, at: Date) {
    const [row] = await tx
      .update(paymentRefunds)
      .set({ status: 'CANCELLED', cancelledAt: at })
      .where(
        and(
          eq(paymentRefunds.id, id),
          eq(paymentRefunds.paymentId, paymentId),
          eq(paymentRefunds.status, 'PENDING'),
        ),
      )
      .returning();
    return row;
  },

  async find(db: Database, paymentId: string, id: string): Promise<RefundRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.paymentId, paymentId)));
    return row;
  },

  /** The (from, to) pairs the watcher looks for on `chain`: one indexed query per step. */
  watchedPairs(db: Database, chain: ChainId) {
    return db
      .selectDistinct({ from: paymentRefunds.fromAddress, to: paymentRefunds.toAddress })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.chain, chain),
          inArray(paymentRefunds.status, [...WATCHED_REFUND_STATUSES]),
        ),
      );
  },

  /** The oldest PENDING refund this transfer settles, locked. */
  async pendingFor(tx: Database, chain: ChainId, transfer: OutgoingTransfer) {
    const [row] = await tx
      .select()
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.chain, chain),
          eq(paymentRefunds.status, 'PENDING'),
          sql`lower(${paymentRefunds.fromAddress}) = ${transfer.from.toLowerCase()}`,
          sql`lower(${paymentRefunds.toAddress}) = ${transfer.to.toLowerCase()}`,
          eq(paymentRefunds.currency, transfer.currency as RefundRow['currency']),
          eq(paymentRefunds.amountBaseUnits, transfer.amount),
        ),
      )
      .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id))
      .limit(1)
      .for('update');
    return row;
  },

  async isRecorded(tx: Database, chain: ChainId, txHash: string, logIndex: number) {
    const [row] = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.chain, chain),
          eq(paymentRefunds.txHash, txHash),
          eq(paymentRefunds.logIndex, logIndex),
        ),
      );
    return row !== undefined;
  },

  async update(tx: Database, id: string, changes: Partial<NewRefundRow>): Promise<RefundRow> {
    const [row] = await tx
      .update(paymentRefunds)
      .set(changes)
      .where(eq(paymentRefunds.id, id))
      .returning();
    if (!row) throw new Error(`refund ${id} is gone`);
    return row;
  },

  /** The SENT refunds on `chain`, read without a lock (the checks before a step's write). */
  sentOn(db: Database, chain: ChainId): Promise<RefundRow[]> {
    return db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.chain, chain), eq(paymentRefunds.status, 'SENT')));
  },

  /** The SENT refunds of `chain`, locked, to count their confirmations. */
  sent(tx: Database, chain: ChainId): Promise<RefundRow[]> {
    return tx
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.chain, chain), eq(paymentRefunds.status, 'SENT')))
      .for('update');
  },

  /** SENT refunds whose block a reorg dropped go back to PENDING: the transfer may come again. */
  revertFrom(tx: Database, chain: ChainId, fromBlock: number): Promise<RefundRow[]> {
    return tx
      .update(paymentRefunds)
      .set(UNSENT)
      .where(
        and(
          eq(paymentRefunds.chain, chain),
          eq(paymentRefunds.status, 'SENT'),
          gte(paymentRefunds.blockNumber, fromBlock),
        ),
      )
      .returning();
  },

  /** A SENT refund whose transfer no source holds goes back to PENDING: a real one may come. */
  unsend(tx: Database, id: string): Promise<RefundRow> {
    return refundsRepository.update(tx, id, UNSENT);
  },

  async paymentOf(tx: Database, paymentId: string): Promise<PaymentRow> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw new Error(`payment ${paymentId} is gone`);
    return row;
  },
};
