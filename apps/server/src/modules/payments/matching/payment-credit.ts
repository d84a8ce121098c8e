import type { PricedPaymentRow, PaymentTransferRow } from '#server/db/schema/payments.ts';
import { assess, confirmationsAt, minimumAccepted } from './payment-state.ts';
import type { PaymentChanges } from './payment-updates.ts';

const coverageOf = (row: PricedPaymentRow, paid = row.paidBaseUnits) => ({
  expected: row.amountBaseUnits,
  paid,
  toleranceBps: row.toleranceBps,
});

const flagsFor = (row: PricedPaymentRow, paid: bigint) => {
  const { paidPartial, underpaid, overpaid } = assess(coverageOf(row, paid));
  return { paidPartial, underpaid, overpaid };
};

/**
 * A request after a transfer is credited to it. A request not seen paid before (PENDING, or
 * TIMED_OUT within its monitoring window) becomes DETECTED, `paidLate` when the transfer came
 * after the expiry. Confirmations count from the block whose transfer made the payment enough;
 * a top-up after that changes the amounts and flags, not the count.
 */
export function creditChanges(
  row: PricedPaymentRow,
  transfer: { amount: bigint; txHash: string; blockNumber: number },
  options: { at: Date; head: number | null },
): PaymentChanges {
  const paid = row.paidBaseUnits + transfer.amount;
  const firstSeen = row.status === 'PENDING' || row.status === 'TIMED_OUT';
  const countingAlready = assess(coverageOf(row)).accepted && row.blockNumber !== null;
  const blockNumber = countingAlready ? row.blockNumber : transfer.blockNumber;
  const confirmations = countingAlready
    ? row.confirmations
    : options.head === null
      ? 0
      : confirmationsAt(options.head, transfer.blockNumber);
  return {
    status: firstSeen ? 'DETECTED' : row.status,
    paidBaseUnits: paid,
    ...flagsFor(row, paid),
    paidLate: row.paidLate || (firstSeen && options.at > row.expiresAt),
    txHash: transfer.txHash,
    blockNumber,
    confirmations,
    detectedAt: row.detectedAt ?? options.at,
  };
}

/**
 * A request after a reorg removed some of its credits (`remaining` are the rest, in chain
 * order). With nothing left it waits again: PENDING, or TIMED_OUT once expired. Otherwise it is
 * DETECTED again, its confirmations counted afresh from the block that now makes it enough,
 * unless only a later top-up went and that block is unchanged. A request open again before
 * its expiry holds its unique amount again (a confirmation had released it), so that no newer
 * request on the address is given the amount its payer is paying; the caller keeps it released
 * when a newer request took the amount meanwhile.
 */
export function reorgChanges(
  row: PricedPaymentRow,
  remaining: readonly PaymentTransferRow[],
  now: Date,
): PaymentChanges {
  const last = remaining.at(-1);
  if (!last) {
    const expired = now >= row.expiresAt;
    return {
      status: expired ? 'TIMED_OUT' : 'PENDING',
      amountReserved: !expired,
      paidBaseUnits: 0n,
      paidLate: false,
      paidPartial: false,
      underpaid: false,
      overpaid: false,
      txHash: null,
      blockNumber: null,
      confirmations: 0,
      detectedAt: null,
      confirmedAt: null,
    };
  }
  const paid = remaining.reduce((sum, credit) => sum + credit.amountBaseUnits, 0n);
  const sufficed = blockThatSufficed(row, remaining);
  // Only a later top-up was dropped: the block that made it enough still counts as before.
  const unaffected = sufficed !== null && sufficed === row.blockNumber;
  return {
    status: unaffected ? row.status : 'DETECTED',
    amountReserved: unaffected ? row.amountReserved : row.amountReserved || now < row.expiresAt,
    paidBaseUnits: paid,
    ...flagsFor(row, paid),
    txHash: last.txHash,
    blockNumber: sufficed ?? last.blockNumber,
    confirmations: unaffected ? row.confirmations : 0,
    confirmedAt: unaffected ? row.confirmedAt : null,
  };
}

/** The block of the credit with which the running total first reached the accepted minimum. */
function blockThatSufficed(row: PricedPaymentRow, credits: readonly PaymentTransferRow[]) {
  const minimum = minimumAccepted(coverageOf(row));
  let total = 0n;
  for (const credit of credits) {
    total += credit.amountBaseUnits;
    if (total >= minimum) return credit.blockNumber;
  }
  return null;
}
