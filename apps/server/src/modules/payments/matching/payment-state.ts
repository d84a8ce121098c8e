import type { PaymentStatus } from '@incasso/shared/events';

// The rules of DESIGN section 6 as pure functions: what a request's paid amount means, how
// many confirmations a block has, and which open request a transfer belongs to.

export interface Coverage {
  expected: bigint;
  paid: bigint;
  /** How far short the merchant accepts, in basis points of the expected amount. */
  toleranceBps: number;
}

export interface Assessment {
  /** Enough arrived (the whole amount, or within the tolerance) to go on to confirmation. */
  accepted: boolean;
  paidPartial: boolean;
  underpaid: boolean;
  overpaid: boolean;
}

/** The least amount that is accepted: expected less the tolerance, the allowance rounded down. */
export function minimumAccepted({ expected, toleranceBps }: Omit<Coverage, 'paid'>): bigint {
  return expected - (expected * BigInt(toleranceBps)) / 10_000n;
}

export function assess(coverage: Coverage): Assessment {
  const { expected, paid } = coverage;
  const accepted = paid > 0n && paid >= minimumAccepted(coverage);
  return {
    accepted,
    paidPartial: paid > 0n && !accepted,
    underpaid: accepted && paid < expected,
    overpaid: paid > expected,
  };
}

/** The inclusion block counts as the first confirmation: head − block + 1 (0 if not reached). */
export function confirmationsAt(head: number, block: number): number {
  return Math.max(0, head - block + 1);
}

/** DETECTED at 1, CONFIRMING from 2 (one block beyond the inclusion), CONFIRMED at `required`. */
export function statusForConfirmations(
  confirmations: number,
  required: number,
): Extract<PaymentStatus, 'DETECTED' | 'CONFIRMING' | 'CONFIRMED'> {
  if (confirmations >= required) return 'CONFIRMED';
  return confirmations >= 2 ? 'CONFIRMING' : 'DETECTED';
}

export interface MatchCandidate extends Coverage {
  id: string;
  status: PaymentStatus;
  createdAt: Date;
}

/**
 * The request a transfer of `amount` pays, among the open requests (within their monitoring
 * window, not CONFIRMED) on its chain, address and currency; null leaves it unmatched. Only a
 * request created by `latestCreation` (the transfer's block time and a tolerance) existed when
 * the transfer was made: a later one is never paid by it, whatever the amount.
 * 1. A request still waiting for exactly this amount (its expected amount, or what a partial
 *    payment left to pay); open ones before timed-out ones, then the oldest.
 * 2. Else the only request still waiting, when the amount covers what it waits for (overpaid).
 * 3. Else, a smaller amount goes to the only request on the address (a partial payment);
 *    with several requests there nobody can tell whose it is.
 */
export function chooseRequest<C extends MatchCandidate>(
  amount: bigint,
  candidates: readonly C[],
  latestCreation: Date,
): C | null {
  const open = candidates.filter((c) => c.createdAt <= latestCreation);
  const waiting = open.filter((c) => !assess(c).accepted);
  const exact = waiting
    .filter((c) => c.expected - c.paid === amount)
    .sort(
      (a, b) =>
        Number(a.status === 'TIMED_OUT') - Number(b.status === 'TIMED_OUT') ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
  if (exact[0]) return exact[0];
  const [only] = waiting;
  if (waiting.length !== 1 || !only) return null;
  if (amount >= only.expected - only.paid) return only;
  return open.length === 1 ? only : null;
}
