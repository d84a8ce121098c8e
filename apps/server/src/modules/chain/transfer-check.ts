import { numberToHex, pad, type Address } from 'viem';
import type { RpcRequest, RpcSource } from './rpc-client.ts';
import {
  BlockHeaderSchema,
  MinedTransactionSchema,
  ReceiptSchema,
  type Receipt,
} from './rpc-schemas.ts';
import { TRANSFER_TOPIC } from './transfers.ts';

/** A transfer as credited, to be checked against what a node holds. */
export type TransferToCheck = {
  txHash: string;
  /** null (or -1 as stored) for a native-coin transfer. */
  logIndex: number | null;
  blockNumber: number;
  blockHash: string;
  from: string;
  to: string;
  amount: bigint;
  /** The ERC-20 contract, null for the native coin. */
  token: Address | null;
};

/**
 * What one node says of a transfer: it holds it (`ok`), it holds the block and not the
 * transfer (`refuted`: no such transaction, reverted, another log), or it cannot tell yet
 * (`unknown`: it has not got the block, or has another one at that height).
 */
export type Verdict =
  | { kind: 'ok' }
  | { kind: 'refuted'; reason: string }
  | { kind: 'unknown'; reason: string; otherBlock: boolean };

const lower = (value: string) => value.toLowerCase();

/** Whether `receipt` holds the ERC-20 Transfer `t` at its log index, to the unit. */
function holdsLog(receipt: Receipt, t: TransferToCheck): boolean {
  const log = receipt.logs.find((l) => l.logIndex === t.logIndex);
  if (!log || !t.token) return false;
  const [topic, from, to] = log.topics;
  return (
    lower(log.address) === lower(t.token) &&
    log.topics.length === 3 &&
    topic === TRANSFER_TOPIC &&
    from === lower(pad(t.from as Address)) &&
    to === lower(pad(t.to as Address)) &&
    log.data.length === 66 &&
    BigInt(log.data) === t.amount
  );
}

/**
 * Checks `t` against one node (decision note 056): its receipt (status 1, in the credited
 * block, the log at its index with the same token, sender, recipient and value), for a native
 * transfer the transaction itself; without a receipt, the block at that height tells a
 * transfer that never was from a node that has not got the block or is on another fork.
 */
export async function checkTransfer(request: RpcRequest, t: TransferToCheck): Promise<Verdict> {
  const receipt = await request('eth_getTransactionReceipt', [t.txHash], ReceiptSchema.nullable());
  if (!receipt) {
    const header = await request(
      'eth_getBlockByNumber',
      [numberToHex(t.blockNumber), false],
      BlockHeaderSchema.nullable(),
    );
    if (header?.hash === lower(t.blockHash))
      return { kind: 'refuted', reason: 'its block holds no such transaction' };
    return header
      ? { kind: 'unknown', reason: `another block at ${t.blockNumber}`, otherBlock: true }
      : { kind: 'unknown', reason: `no block ${t.blockNumber} yet`, otherBlock: false };
  }
  if (receipt.blockHash !== lower(t.blockHash))
    return { kind: 'unknown', reason: 'the transaction is in another block', otherBlock: true };
  if (receipt.status !== '0x1') return { kind: 'refuted', reason: 'the transaction reverted' };
  const native = t.logIndex === null || t.logIndex < 0;
  if (!native) {
    return holdsLog(receipt, t)
      ? { kind: 'ok' }
      : { kind: 'refuted', reason: 'its receipt holds another log at that index' };
  }
  const tx = await request(
    'eth_getTransactionByHash',
    [t.txHash],
    MinedTransactionSchema.nullable(),
  );
  const same =
    tx !== null &&
    tx.blockHash === lower(t.blockHash) &&
    tx.to === lower(t.to) &&
    tx.from === lower(t.from) &&
    tx.value === t.amount;
  return same ? { kind: 'ok' } : { kind: 'refuted', reason: 'the transaction moved another value' };
}

/** The verdict of several nodes, and the sources that disagreed with the first. */
export type CombinedVerdict = {
  kind: 'ok' | 'refuted' | 'unknown';
  reason: string;
  /** Sources whose answer conflicts with another's: logged and shown on the admin panel. */
  dissent: { url: string; verdict: Verdict }[];
};

/**
 * Asks the sources in turn until `required` of them answered (two where two or more URLs are
 * configured): `ok` when each holds the transfer, `refuted` when each holds its block without
 * it, `unknown` otherwise (one lags, one has another block, or they contradict each other). A
 * source that does not answer at all is no second opinion and is passed over; one that answers
 * must agree.
 */
export async function checkOnSources(
  sources: readonly RpcSource[],
  t: TransferToCheck,
  required = Math.min(2, sources.length),
): Promise<CombinedVerdict> {
  const answers: { url: string; verdict: Verdict }[] = [];
  for (const source of sources) {
    if (answers.length >= required) break;
    try {
      answers.push({ url: source.url, verdict: await checkTransfer(source.request, t) });
    } catch {
      // Down or answering garbage: it says nothing about the transfer.
    }
  }
  const [first] = answers;
  const reason = answers
    .flatMap((a) => (a.verdict.kind === 'ok' ? [] : [a.verdict.reason]))
    .join('; ');
  if (!first) return { kind: 'unknown', reason: 'no source answered', dissent: [] };
  const dissent = answers.filter(
    (a) =>
      a.verdict.kind !== first.verdict.kind ||
      (a.verdict.kind === 'unknown' && a.verdict.otherBlock),
  );
  const agreed = answers.every((a) => a.verdict.kind === first.verdict.kind);
  if (agreed && first.verdict.kind !== 'unknown') {
    return { kind: first.verdict.kind, reason, dissent };
  }
  return { kind: 'unknown', reason, dissent };
}
