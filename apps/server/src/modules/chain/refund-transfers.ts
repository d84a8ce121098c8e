import type { ChainId, TokenContract } from '@incasso/shared/chains';
import { refundPairKey } from '#server/modules/payments/payments.module.ts';
import { tokenTransfers, type NativeCandidate } from './transfers.ts';
import type { BlockWithTransactions, Log } from './rpc-schemas.ts';
import type { Transfer } from './transfers.ts';

/**
 * The (from, to) pairs of the refunds a chain waits for (decision note 099), lower-case
 * `from:to`. Outgoing transfers are picked out of the logs and blocks the scanner fetches for
 * payments anyway: a refund costs no RPC call until its transfer appears (then one receipt).
 */
export type RefundPairs = ReadonlySet<string>;

const topicAddress = (topic: string | undefined) =>
  topic === undefined ? undefined : `0x${topic.slice(26)}`;

/** ERC-20 transfers from a refunding wallet to its refund's recipient among `logs`. */
export function refundTokenTransfers(
  chain: ChainId,
  logs: readonly Log[],
  tokens: ReadonlyMap<string, TokenContract>,
  pairs: RefundPairs,
): Transfer[] {
  if (pairs.size === 0) return [];
  const matching = logs.filter((log) => {
    const from = topicAddress(log.topics[1]);
    const to = topicAddress(log.topics[2]);
    return from !== undefined && to !== undefined && pairs.has(refundPairKey(from, to));
  });
  // The same decoding and spam rules as payments; every recipient here is one looked for.
  return tokenTransfers(chain, matching, tokens, { has: () => true, size: 1 });
}

/** Native-coin transactions from a refunding wallet to its refund's recipient. */
export function refundNativeCandidates(
  block: BlockWithTransactions,
  pairs: RefundPairs,
): NativeCandidate[] {
  if (pairs.size === 0) return [];
  return block.transactions.flatMap((tx) =>
    tx.to !== null && tx.value > 0n && pairs.has(refundPairKey(tx.from, tx.to))
      ? [{ ...tx, to: tx.to }]
      : [],
  );
}
