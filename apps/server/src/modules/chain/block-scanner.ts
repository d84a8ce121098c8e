import type { ChainId, TokenContract } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { numberToHex } from 'viem';
import { z } from 'zod';
import type { AddressSet } from './address-set.ts';
import type { BlockRange } from './block-range.ts';
import { mapConcurrent } from './map-concurrent.ts';
import { BlockNotAvailableError, ScanInconsistentError } from './chain-errors.ts';
import type { BlockRef } from './reorg.ts';
import type { RpcClient } from './rpc-client.ts';
import type { DisagreementLog } from './rpc-disagreements.ts';
import {
  BlockWithTransactionsSchema,
  LogSchema,
  ReceiptSchema,
  TimedBlockHeaderSchema,
} from './rpc-schemas.ts';
import { checkTransfer } from './transfer-check.ts';
import {
  refundNativeCandidates,
  refundTokenTransfers,
  type RefundPairs,
} from './refund-transfers.ts';
import {
  nativeCandidates,
  nativeTransfer,
  tokenTransfers,
  TRANSFER_TOPIC,
  type NativeCandidate,
  type Transfer,
} from './transfers.ts';

export type BlockScannerOptions = {
  chain: ChainId;
  rpc: RpcClient;
  /** The chain's ERC-20 contracts that passed the start-up decimals check. */
  tokens: readonly TokenContract[];
  /** The currency paid in the native coin (eth, bnb), or null to skip native transfers. */
  nativeCurrency: CurrencyId | null;
  /** Blocks fetched in parallel. */
  concurrency?: number;
  /** Where a Transfer log that its receipt does not show is recorded. */
  disagreements?: DisagreementLog;
};

export type ScanResult = BlockRange & {
  blocks: BlockRef[];
  transfers: Transfer[];
  /** Transfers out of refunding wallets to their refunds' recipients (decision note 099). */
  refunds: Transfer[];
  /** When each block of the range was made: a transfer pays only requests that existed then. */
  blockTimes: ReadonlyMap<number, Date>;
};

export type BlockScanner = {
  /**
   * Transfers to `watched` in the range, and the range's blocks for reorg tracking. The number
   * of calls depends on the range only: one eth_getBlockByNumber per block, one eth_getLogs, and
   * one receipt per transfer to a watched address; never on how many are watched. A Transfer
   * log its receipt does not show (no such transaction, reverted, another log) is left out.
   */
  scan(range: BlockRange, watched: AddressSet, refunds?: RefundPairs): Promise<ScanResult>;
};

export function createBlockScanner(options: BlockScannerOptions): BlockScanner {
  const { chain, rpc, nativeCurrency } = options;
  const concurrency = options.concurrency ?? 4;
  const tokensByAddress = new Map(options.tokens.map((t) => [t.address.toLowerCase(), t]));
  const tokenAddresses = options.tokens.map((t) => t.address);

  async function fetchBlock(
    number: number,
    watched: AddressSet,
    found: { payments: Candidate[]; refunds: Candidate[] },
    times: Map<number, Date>,
    pairs: RefundPairs,
  ) {
    const params = [numberToHex(number), nativeCurrency !== null];
    const asked = (block: { number: number } | null) => block === null || block.number === number;
    const message = `answered another block than ${number}`;
    if (nativeCurrency === null) {
      const header = await rpc.request(
        'eth_getBlockByNumber',
        params,
        TimedBlockHeaderSchema.nullable().refine(asked, message),
      );
      if (!header) throw new BlockNotAvailableError(`block ${number}`);
      times.set(number, header.timestamp);
      return toRef(header);
    }
    const block = await rpc.request(
      'eth_getBlockByNumber',
      params,
      BlockWithTransactionsSchema.nullable().refine(asked, message),
    );
    if (!block) throw new BlockNotAvailableError(`block ${number}`);
    times.set(number, block.timestamp);
    // Keep only the candidates: a busy block's transactions are dropped right here.
    for (const tx of nativeCandidates(block, watched))
      found.payments.push({ tx, block: toRef(block) });
    for (const tx of refundNativeCandidates(block, pairs))
      found.refunds.push({ tx, block: toRef(block) });
    return toRef(block);
  }

  async function fetchLogs(blocks: BlockRef[]) {
    const first = blocks[0];
    const last = blocks.at(-1);
    if (tokenAddresses.length === 0 || !first || !last) return [];
    // One block is pinned by hash, so its logs cannot come from a competing fork.
    const filter =
      first === last
        ? { blockHash: first.hash, address: tokenAddresses, topics: [TRANSFER_TOPIC] }
        : {
            fromBlock: numberToHex(first.number),
            toBlock: numberToHex(last.number),
            address: tokenAddresses,
            topics: [TRANSFER_TOPIC],
          };
    const logs = await rpc.request('eth_getLogs', [filter], z.array(LogSchema));
    for (const log of logs) {
      const block = blocks[log.blockNumber - first.number];
      if (!block)
        throw new Error(
          `eth_getLogs answered a log of block ${log.blockNumber}, outside the range`,
        );
      if (block.hash !== log.blockHash)
        throw new ScanInconsistentError(`log of block ${log.blockNumber} from another fork`);
    }
    return logs;
  }

  async function confirmNative({ tx, block }: Candidate): Promise<Transfer | null> {
    const receipt = await rpc.request(
      'eth_getTransactionReceipt',
      [tx.hash],
      ReceiptSchema.nullable(),
    );
    if (!receipt) throw new BlockNotAvailableError(`receipt of ${tx.hash}`);
    if (receipt.blockHash !== block.hash)
      throw new ScanInconsistentError(`receipt of ${tx.hash} from another fork`);
    // A reverted transaction still carries its value in the block: only status 1 paid.
    if (receipt.status !== '0x1' || nativeCurrency === null) return null;
    return nativeTransfer(chain, nativeCurrency, tx, block);
  }

  /** A token transfer as its receipt shows it, or null when the receipt refutes the log. */
  async function confirmLog(transfer: Transfer): Promise<Transfer | null> {
    const verdict = await checkTransfer(rpc.request, transfer);
    if (verdict.kind === 'ok') return transfer;
    if (verdict.kind === 'unknown')
      throw new ScanInconsistentError(`receipt of ${transfer.txHash}: ${verdict.reason}`);
    options.disagreements?.record(
      'refutedTransfer',
      rpc.sources()[0]?.url ?? '',
      `a Transfer log ${verdict.reason}: not credited`,
      { txHash: transfer.txHash, logIndex: transfer.logIndex, block: transfer.blockNumber },
    );
    return null;
  }

  return {
    async scan(range, watched, pairs = new Set()) {
      const numbers = Array.from(
        { length: range.toBlock - range.fromBlock + 1 },
        (_, i) => range.fromBlock + i,
      );
      const candidates = { payments: [] as Candidate[], refunds: [] as Candidate[] };
      const blockTimes = new Map<number, Date>();
      const blocks = await mapConcurrent(numbers, concurrency, (n) =>
        fetchBlock(n, watched, candidates, blockTimes, pairs),
      );
      for (let i = 1; i < blocks.length; i += 1) {
        if (blocks[i]?.parentHash !== blocks[i - 1]?.hash) {
          throw new ScanInconsistentError(
            `block ${blocks[i]?.number} does not follow the block before it`,
          );
        }
      }
      const logs = await fetchLogs(blocks);
      const confirmed = async (native: Candidate[], tokens: Transfer[]) =>
        inChainOrder([
          ...(await mapConcurrent(native, concurrency, confirmNative)),
          ...(await mapConcurrent(tokens, concurrency, confirmLog)),
        ]);
      const transfers = await confirmed(
        candidates.payments,
        tokenTransfers(chain, logs, tokensByAddress, watched),
      );
      const refunds = await confirmed(
        candidates.refunds,
        refundTokenTransfers(chain, logs, tokensByAddress, pairs),
      );
      return { ...range, blocks, transfers, refunds, blockTimes };
    },
  };
}

type Candidate = { tx: NativeCandidate; block: BlockRef };

function inChainOrder(found: (Transfer | null)[]): Transfer[] {
  return found
    .filter((t): t is Transfer => t !== null)
    .sort((a, b) => a.blockNumber - b.blockNumber || (a.logIndex ?? -1) - (b.logIndex ?? -1));
}

function toRef(block: BlockRef): BlockRef {
  return { number: block.number, hash: block.hash, parentHash: block.parentHash };
}
