import type { ChainId, TokenContract } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { decodeEventLog, erc20Abi, getAddress, type Address, type Hash } from 'viem';
import type { AddressSet } from './address-set.ts';
import type { BlockWithTransactions, Log } from './rpc-schemas.ts';

/** A transfer of an accepted currency to a watched address, as found on-chain. */
export type Transfer = {
  chain: ChainId;
  currency: CurrencyId;
  /** Checksummed. */
  to: Address;
  from: Address;
  /** Base units of the currency on this chain (its decimals are in the registry). */
  amount: bigint;
  txHash: Hash;
  /** null for a native-coin transfer, which has no log. */
  logIndex: number | null;
  blockNumber: number;
  blockHash: Hash;
  /** The ERC-20 contract, null for the native coin: tells USDC from an added USDC.e. */
  token: Address | null;
};

// keccak256("Transfer(address,address,uint256)"), chains.md
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** topic2 of an ERC-20 Transfer is the recipient, left-padded to 32 bytes. */
function recipientTopic(log: Log): string | undefined {
  const topic = log.topics[2];
  return topic === undefined ? undefined : `0x${topic.slice(26)}`;
}

/**
 * ERC-20 transfers to watched addresses among `logs`. Logs of other contracts, other events,
 * ERC-721-shaped Transfers (4 topics) and zero-value transfers (address-poisoning spam) are not
 * payments. Recipients are filtered on the raw topic first; only matches are ABI-decoded.
 */
export function tokenTransfers(
  chain: ChainId,
  logs: readonly Log[],
  tokens: ReadonlyMap<string, TokenContract>,
  watched: AddressSet,
): Transfer[] {
  const transfers: Transfer[] = [];
  for (const log of logs) {
    if (log.removed || log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC) continue;
    const recipient = recipientTopic(log);
    const token = tokens.get(log.address);
    if (!token || recipient === undefined || !watched.has(recipient)) continue;
    let args: { from: Address; to: Address; value: bigint };
    try {
      ({ args } = decodeEventLog({
        abi: erc20Abi,
        eventName: 'Transfer',
        topics: log.topics as [Hash, ...Hash[]],
        data: log.data,
      }));
    } catch {
      continue; // a data field that is not one uint256 word: not a standard Transfer
    }
    if (args.value === 0n) continue;
    transfers.push({
      chain,
      currency: token.currency,
      to: args.to,
      from: args.from,
      amount: args.value,
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash,
      token: token.address,
    });
  }
  return transfers;
}

type Transaction = BlockWithTransactions['transactions'][number];
export type NativeCandidate = Transaction & { to: Address };

/** Transactions moving a non-zero native value to a watched address (their receipt decides). */
export function nativeCandidates(
  block: BlockWithTransactions,
  watched: AddressSet,
): NativeCandidate[] {
  return block.transactions.flatMap((tx) =>
    tx.to !== null && tx.value > 0n && watched.has(tx.to) ? [{ ...tx, to: tx.to }] : [],
  );
}

export function nativeTransfer(
  chain: ChainId,
  currency: CurrencyId,
  tx: NativeCandidate,
  block: { number: number; hash: Hash },
): Transfer {
  return {
    chain,
    currency,
    to: getAddress(tx.to),
    from: getAddress(tx.from),
    amount: tx.value,
    txHash: tx.hash,
    logIndex: null,
    blockNumber: block.number,
    blockHash: block.hash,
    token: null,
  };
}
