import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { PaymentStatus } from '@incasso/shared/events';
import { and, desc, eq, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { payments, paymentTransfers } from '#server/db/schema/payments.ts';
import { priced } from '../requests/priced.ts';
import { unmatchedTransfers } from '#server/db/schema/unmatched-transfers.ts';
import { matchingRepository as repo } from './matching.repository.ts';
import { reorgChanges } from './payment-credit.ts';
import { changePayment, type Ledger, type PaymentUpdate } from './payment-updates.ts';

/** One transfer on a chain: (txHash, logIndex) with -1 for a native-coin transfer. */
export type TransferKey = { txHash: string; logIndex: number };

/** A credited transfer with what the chain layer needs to check it against a node. */
export type CreditToCheck = TransferKey & {
  paymentId: string;
  status: PaymentStatus;
  currency: CurrencyId;
  /** The request's address: the transfer's recipient. */
  to: string;
  from: string;
  amount: bigint;
  blockNumber: number;
  blockHash: string;
};

/** A request whose address the watcher reads again from a second source (decision note 056). */
export type AuditCandidate = {
  paymentId: string;
  address: string;
  currency: CurrencyId;
  createdAt: Date;
};

const creditColumns = {
  paymentId: paymentTransfers.paymentId,
  status: payments.status,
  currency: payments.currency,
  to: payments.address,
  from: paymentTransfers.fromAddress,
  amount: paymentTransfers.amountBaseUnits,
  txHash: paymentTransfers.txHash,
  logIndex: paymentTransfers.logIndex,
  blockNumber: paymentTransfers.blockNumber,
  blockHash: paymentTransfers.blockHash,
};

/** The credits (with their requests) that `where` selects. */
async function creditRows(db: Database, where: SQL | undefined): Promise<CreditToCheck[]> {
  const rows = await db
    .select(creditColumns)
    .from(paymentTransfers)
    .innerJoin(payments, eq(payments.id, paymentTransfers.paymentId))
    .where(where);
  // Credits are only ever made to priced requests: the join never meets a null coin.
  return rows.flatMap((row) => (row.currency === null ? [] : [{ ...row, currency: row.currency }]));
}

async function auditRows(db: Database, where: SQL | undefined): Promise<AuditCandidate[]> {
  const rows = await db
    .select({
      paymentId: payments.id,
      address: payments.address,
      currency: payments.currency,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(isNotNull(payments.currency), where));
  return rows.flatMap((row) => (row.currency === null ? [] : [{ ...row, currency: row.currency }]));
}

/**
 * What the chain watcher asks of matching to check credits against the chain before trusting
 * them: no CONFIRMED from a transfer a node cannot show (decision note 056), and what a reorg
 * deeper than the blocks kept leaves behind (note 055). Writes take the caller's transaction.
 */
export function createChainChecks(ledger: Ledger) {
  /**
   * Works each request out again from the credits it has left, as after a reorg: back to
   * PENDING (TIMED_OUT once expired) when none remain; a step taken back is announced as
   * undone (decision note 053).
   */
  async function revisit(
    tx: Database,
    ids: Iterable<string>,
    cause: { now: Date; blockNumber: number | null },
  ): Promise<PaymentUpdate[]> {
    const updates: PaymentUpdate[] = [];
    for (const id of ids) {
      const row = await repo.lockPayment(tx, id);
      if (!row) continue;
      const remaining = await repo.creditsOf(tx, id);
      const changes = reorgChanges(priced(row), remaining, cause.now);
      // A newer request was given the amount after the confirmation released it: it keeps it
      // (its payer was shown it), and the two are told apart by age (chooseRequest).
      if (changes.amountReserved && !row.amountReserved) {
        changes.amountReserved = !(await repo.amountHeldByAnother(tx, row));
      }
      const update = await changePayment(tx, ledger, row, changes, {
        at: cause.now,
        txHash: row.txHash,
        blockNumber: cause.blockNumber,
        takenBack: true,
      });
      if (update) updates.push(update);
    }
    return updates;
  }

  const sameTransfer = (chain: ChainId, key: TransferKey) =>
    and(
      eq(paymentTransfers.chain, chain),
      eq(paymentTransfers.txHash, key.txHash),
      eq(paymentTransfers.logIndex, key.logIndex),
    );

  return {
    revisit,

    /**
     * Takes back credits a node refuted (no such transaction, reverted, another log) or an
     * operator undid, and unmatched transfers of the same keys; their requests are worked out
     * again as after a reorg.
     */
    async withdrawTransfers(
      tx: Database,
      chain: ChainId,
      keys: readonly TransferKey[],
      now = new Date(),
    ): Promise<PaymentUpdate[]> {
      const ids = new Set<string>();
      for (const key of keys) {
        const removed = await tx
          .delete(paymentTransfers)
          .where(sameTransfer(chain, key))
          .returning({ paymentId: paymentTransfers.paymentId });
        for (const row of removed) ids.add(row.paymentId);
        await tx
          .delete(unmatchedTransfers)
          .where(
            and(
              eq(unmatchedTransfers.chain, chain),
              eq(unmatchedTransfers.txHash, key.txHash),
              eq(unmatchedTransfers.logIndex, key.logIndex),
            ),
          );
      }
      return revisit(tx, ids, { now, blockNumber: null });
    },

    /**
     * The credits of requests that reach CONFIRMED at `head` (or by the `finalized` block):
     * what must be checked before they may.
     */
    async confirmationCandidates(
      db: Database,
      chain: ChainId,
      head: number,
      finalized?: number,
    ): Promise<CreditToCheck[]> {
      const reached = sql`${payments.blockNumber} + ${payments.requiredConfirmations} - 1 <= ${head}`;
      return creditRows(
        db,
        and(
          eq(payments.chain, chain),
          inArray(payments.status, ['DETECTED', 'CONFIRMING']),
          eq(payments.paidPartial, false),
          isNotNull(payments.blockNumber),
          finalized === undefined ? reached : or(reached, lte(payments.blockNumber, finalized)),
        ),
      );
    },

    /**
     * Requests on `chain` still waiting (nothing or a part paid) that expire by `until`: their
     * addresses are read again from a second source before they do.
     */
    auditCandidates: (db: Database, chain: ChainId, until: Date) =>
      auditRows(
        db,
        and(
          eq(payments.chain, chain),
          or(
            eq(payments.status, 'PENDING'),
            and(eq(payments.status, 'DETECTED'), eq(payments.paidPartial, true)),
          ),
          lte(payments.expiresAt, until),
        ),
      ),

    /** The same for given requests (those about to be confirmed). */
    auditCandidatesOf: (db: Database, ids: readonly string[]) =>
      auditRows(db, inArray(payments.id, [...ids])),

    /** Of `keys`, those already credited or kept as unmatched on `chain`. */
    async knownTransfers(db: Database, chain: ChainId, keys: readonly TransferKey[]) {
      const known = new Set<string>();
      for (const key of keys) {
        if (await repo.isKnown(db, chain, key.txHash, key.logIndex)) known.add(transferKey(key));
      }
      return known;
    },

    /** The distinct blocks holding credits on `chain` at or below `atOrBelow`, newest first. */
    async creditedBlocks(db: Database, chain: ChainId, atOrBelow: number, limit: number) {
      return db
        .selectDistinct({ number: paymentTransfers.blockNumber, hash: paymentTransfers.blockHash })
        .from(paymentTransfers)
        .where(and(eq(paymentTransfers.chain, chain), lte(paymentTransfers.blockNumber, atOrBelow)))
        .orderBy(desc(paymentTransfers.blockNumber))
        .limit(limit);
    },

    /**
     * After a reorg deeper than the blocks kept: the credits in `offChain` blocks are taken
     * back, as a reorg would, unless their request is CONFIRMED: those are returned for an
     * operator to judge. Unmatched transfers of those blocks go (a rescan finds them again).
     */
    async applyDeepReorg(
      tx: Database,
      chain: ChainId,
      offChain: readonly { number: number; hash: string }[],
      now = new Date(),
    ): Promise<{ updates: PaymentUpdate[]; confirmed: CreditToCheck[] }> {
      const lowest = Math.min(...offChain.map((b) => b.number));
      const hashes = offChain.map((b) => b.hash);
      if (hashes.length === 0) return { updates: [], confirmed: [] };
      const credits = await creditRows(
        tx,
        and(
          eq(paymentTransfers.chain, chain),
          gte(paymentTransfers.blockNumber, lowest),
          inArray(paymentTransfers.blockHash, hashes),
        ),
      );
      await tx
        .delete(unmatchedTransfers)
        .where(
          and(
            eq(unmatchedTransfers.chain, chain),
            gte(unmatchedTransfers.blockNumber, lowest),
            inArray(unmatchedTransfers.blockHash, hashes),
          ),
        );
      const confirmed = credits.filter((c) => c.status === 'CONFIRMED');
      const undone = credits.filter((c) => c.status !== 'CONFIRMED');
      const ids = new Set<string>();
      for (const credit of undone) {
        await tx.delete(paymentTransfers).where(sameTransfer(chain, credit));
        ids.add(credit.paymentId);
      }
      const updates = await revisit(tx, ids, { now, blockNumber: lowest });
      return { updates, confirmed };
    },
  };
}

export const transferKey = (key: TransferKey) => `${key.txHash.toLowerCase()}:${key.logIndex}`;

export type ChainChecks = ReturnType<typeof createChainChecks>;
