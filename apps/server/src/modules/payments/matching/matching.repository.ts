import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { OPEN_PAYMENT_STATUSES } from '@incasso/shared/payments';
import type { Database } from '#server/db/client.ts';
import {
  paymentEvents,
  payments,
  paymentTransfers,
  type NewPaymentRow,
  type PaymentRow,
  type PricedPaymentRow,
  type PaymentTransferRow,
} from '#server/db/schema/payments.ts';
import { priced } from '../requests/priced.ts';
import {
  unmatchedTransfers,
  type NewUnmatchedTransferRow,
} from '#server/db/schema/unmatched-transfers.ts';

type NewCredit = typeof paymentTransfers.$inferInsert;
type Target = { chain: ChainId; address: string; currency: CurrencyId };

/** The requests on an address in one coin: where a transfer may go, and amounts are unique. */
const onTarget = (target: Target) =>
  and(
    eq(payments.chain, target.chain),
    eq(payments.address, target.address),
    eq(payments.currency, target.currency),
  );
type NewEvent = typeof paymentEvents.$inferInsert;
type PaymentChanges = Partial<Omit<NewPaymentRow, 'id' | 'userId' | 'createdAt'>>;

/** The matching's queries. Each takes the caller's database transaction; rows it changes are locked. */
export const matchingRepository = {
  /** Whether this transfer was already credited or kept as unmatched. */
  async isKnown(tx: Database, chain: ChainId, txHash: string, logIndex: number): Promise<boolean> {
    const [credited] = await tx
      .select({ id: paymentTransfers.id })
      .from(paymentTransfers)
      .where(
        and(
          eq(paymentTransfers.chain, chain),
          eq(paymentTransfers.txHash, txHash),
          eq(paymentTransfers.logIndex, logIndex),
        ),
      );
    if (credited) return true;
    const [kept] = await tx
      .select({ id: unmatchedTransfers.id })
      .from(unmatchedTransfers)
      .where(
        and(
          eq(unmatchedTransfers.chain, chain),
          eq(unmatchedTransfers.txHash, txHash),
          eq(unmatchedTransfers.logIndex, logIndex),
        ),
      );
    return kept !== undefined;
  },

  /** Open requests on the address (timed-out ones while monitored), locked for the update. */
  async lockOpenRequests(tx: Database, target: Target, at: Date): Promise<PricedPaymentRow[]> {
    const rows = await tx
      .select()
      .from(payments)
      .where(
        and(
          onTarget(target),
          or(
            inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
            and(eq(payments.status, 'TIMED_OUT'), gt(payments.monitorUntil, at)),
          ),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .for('update');
    // The currency filter leaves only priced requests.
    return rows.map(priced);
  },

  /**
   * A cancelled request, still monitored, that a transfer of `amount` most likely meant to pay:
   * one asking exactly that, else the only cancelled one on the address and currency. Only one
   * created by `createdBy` (it existed when the transfer was made) counts.
   */
  async cancelledRequestFor(
    tx: Database,
    target: Target,
    amount: bigint,
    at: Date,
    createdBy: Date,
  ): Promise<Pick<PaymentRow, 'id' | 'userId'> | undefined> {
    const rows = await tx
      .select({ id: payments.id, userId: payments.userId, amount: payments.amountBaseUnits })
      .from(payments)
      .where(
        and(
          onTarget(target),
          eq(payments.status, 'CANCELLED'),
          gt(payments.monitorUntil, at),
          lte(payments.createdAt, createdBy),
        ),
      )
      .orderBy(desc(payments.createdAt));
    return rows.find((row) => row.amount === amount) ?? (rows.length === 1 ? rows[0] : undefined);
  },

  /** `userId`'s requests still waiting on the address with nothing paid, locked for the update. */
  lockUnpaidOnAddress(
    tx: Database,
    target: { userId: string; chain: ChainId; address: string },
  ): Promise<PaymentRow[]> {
    return tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, target.userId),
          eq(payments.chain, target.chain),
          eq(payments.address, target.address),
          eq(payments.status, 'PENDING'),
          eq(payments.paidBaseUnits, 0n),
        ),
      )
      .for('update');
  },

  /** Whether another request holds `row`'s amount on its address and currency. */
  async amountHeldByAnother(tx: Database, row: PaymentRow): Promise<boolean> {
    const { currency, amountBaseUnits } = row;
    if (currency === null || amountBaseUnits === null) return false;
    const [holder] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          onTarget({ ...row, currency }),
          eq(payments.amountBaseUnits, amountBaseUnits),
          eq(payments.amountReserved, true),
          ne(payments.id, row.id),
        ),
      )
      .limit(1);
    return holder !== undefined;
  },

  async lockPayment(tx: Database, id: string): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    return row;
  },

  /** Accepted payments still counting confirmations on the chain. */
  lockConfirming(tx: Database, chain: ChainId): Promise<PaymentRow[]> {
    return tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.chain, chain),
          inArray(payments.status, ['DETECTED', 'CONFIRMING']),
          eq(payments.paidPartial, false),
          isNotNull(payments.blockNumber),
        ),
      )
      .for('update');
  },

  /** Pending requests past their expiry, and partial payments past their monitoring window. */
  lockOverdue(tx: Database, now: Date, paymentId?: string): Promise<PaymentRow[]> {
    return tx
      .select()
      .from(payments)
      .where(
        and(
          paymentId === undefined ? undefined : eq(payments.id, paymentId),
          or(
            and(eq(payments.status, 'PENDING'), lte(payments.expiresAt, now)),
            and(
              eq(payments.status, 'DETECTED'),
              eq(payments.paidPartial, true),
              lte(payments.monitorUntil, now),
            ),
          ),
        ),
      )
      .for('update', { skipLocked: true });
  },

  async update(tx: Database, id: string, changes: PaymentChanges): Promise<PaymentRow> {
    const [row] = await tx.update(payments).set(changes).where(eq(payments.id, id)).returning();
    if (!row) throw new Error(`payment ${id} vanished while locked`);
    return row;
  },

  async insertEvent(tx: Database, event: NewEvent): Promise<void> {
    await tx.insert(paymentEvents).values(event);
  },

  /** The credit, or undefined when this transfer was already credited. */
  async insertCredit(tx: Database, credit: NewCredit): Promise<PaymentTransferRow | undefined> {
    const [row] = await tx
      .insert(paymentTransfers)
      .values(credit)
      .onConflictDoNothing()
      .returning();
    return row;
  },

  creditsOf(tx: Database, paymentId: string): Promise<PaymentTransferRow[]> {
    return tx
      .select()
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentId, paymentId))
      .orderBy(asc(paymentTransfers.blockNumber), asc(paymentTransfers.logIndex));
  },

  /** Who sent the credited transfer `txHash` to the request (the ledger keeps it for search). */
  async senderOf(tx: Database, paymentId: string, txHash: string | null): Promise<string | null> {
    if (txHash === null) return null;
    const [credit] = await tx
      .select({ from: paymentTransfers.fromAddress })
      .from(paymentTransfers)
      .where(and(eq(paymentTransfers.paymentId, paymentId), eq(paymentTransfers.txHash, txHash)))
      .orderBy(desc(paymentTransfers.blockNumber), desc(paymentTransfers.logIndex))
      .limit(1);
    return credit?.from ?? null;
  },

  /** Removes the credits of dropped blocks; returns the requests they were credited to. */
  async deleteCreditsFrom(tx: Database, chain: ChainId, fromBlock: number): Promise<string[]> {
    const rows = await tx
      .delete(paymentTransfers)
      .where(and(eq(paymentTransfers.chain, chain), gte(paymentTransfers.blockNumber, fromBlock)))
      .returning({ paymentId: paymentTransfers.paymentId });
    return [...new Set(rows.map((row) => row.paymentId))];
  },

  async insertUnmatched(tx: Database, values: NewUnmatchedTransferRow): Promise<void> {
    await tx.insert(unmatchedTransfers).values(values).onConflictDoNothing();
  },

  async deleteUnmatchedFrom(tx: Database, chain: ChainId, fromBlock: number): Promise<void> {
    await tx
      .delete(unmatchedTransfers)
      .where(
        and(eq(unmatchedTransfers.chain, chain), gte(unmatchedTransfers.blockNumber, fromBlock)),
      );
  },
};
