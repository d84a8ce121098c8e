import type { ChainId, TokenContract } from '@incasso/shared/chains';
import type { FastifyBaseLogger } from 'fastify';
import { numberToHex, pad, type Address } from 'viem';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import {
  type Matching,
  transferKey,
  type AuditCandidate,
  type CreditToCheck,
  type OutgoingTransfer,
  type RefundWatch,
  type TransferKey,
} from '#server/modules/payments/payments.module.ts';
import { createAddressSet } from './address-set.ts';
import type { ScanResult } from './block-scanner.ts';
import { isRangeTooLargeError } from './chain-errors.ts';
import type { ChainConnection } from './connect-chain.ts';
import type { BlockRef } from './reorg.ts';
import type { RpcSource } from './rpc-client.ts';
import type { DisagreementLog } from './rpc-disagreements.ts';
import { BlockHeaderSchema, LogSchema, QuantitySchema } from './rpc-schemas.ts';
import { checkOnSources, checkTransfer, type TransferToCheck } from './transfer-check.ts';
import { tokenTransfers, TRANSFER_TOPIC, type Transfer } from './transfers.ts';

/** A request's address is read again this long before it expires. */
const AUDIT_LEAD_MS = 60_000;
/** How often the requests about to expire are looked for. */
const AUDIT_EVERY_MS = 5_000;
/** An audit reads back at most this many blocks, and starts with ranges this long. */
const AUDIT_MAX_BLOCKS = 20_000;
const AUDIT_RANGE = 2_000;
/** Verified transfers and audited requests remembered; past this the memory starts again (a check or a re-read only costs calls). */
const MEMORY = 10_000;

const TimedHeaderSchema = BlockHeaderSchema.extend({ timestamp: QuantitySchema });

/** What a step writes besides the scan: see `PaymentVerifier.prepare`. */
export type StepChecks = {
  /** Whether a credit was checked on the chain's sources: a request confirms only when all are. */
  isVerified(key: TransferKey & { blockHash?: string }): boolean;
  /** Transfers every source denies: taken back (credited) or never credited (in the scan). */
  refuted: TransferKey[];
  /** Transfers a second source showed that the scan had not got, in chain order. */
  found: Transfer[];
  /** The times of the blocks of `found`. */
  blockTimes: Map<number, Date>;
};

/**
 * The checks before a step's write (decision note 056): the credits of requests about to be
 * CONFIRMED are checked on two sources where two or more URLs are configured (receipt, log,
 * block), and the addresses of requests about to expire or be confirmed are read again from a
 * second source, so that a log the scan's node dropped is still found. Calls scale with the
 * payments checked, never with the addresses watched.
 */
export function createPaymentVerifier(options: {
  chain: ChainId;
  db: Database;
  connection: Pick<ChainConnection, 'info' | 'rpc' | 'tokens'>;
  checks: Matching['checks'];
  /** Refunds' transfers about to confirm are checked as payments' credits are. */
  refunds?: Pick<RefundWatch, 'confirmationCandidates'>;
  disagreements?: DisagreementLog | undefined;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { chain, db, connection, checks, refunds, disagreements, log } = options;
  const now = options.now ?? (() => new Date());
  const { info, rpc } = connection;
  const tokensByAddress = new Map(connection.tokens.map((t) => [t.address.toLowerCase(), t]));
  const verified = new Set<string>();
  const audited = new Set<string>();
  let lastAuditLookup = 0;

  const tokenOf = (currency: string): TokenContract | undefined =>
    connection.tokens.find((t) => t.currency === currency);
  const remembered = (key: TransferKey & { blockHash?: string }) =>
    `${transferKey(key)}@${(key.blockHash ?? '').toLowerCase()}`;

  /** A refund's outgoing transfer, as a credit to check (its token from the coin). */
  function refundToCheck(t: OutgoingTransfer): (TransferToCheck & TransferKey) | null {
    const logIndex = t.logIndex ?? -1;
    const token = logIndex < 0 ? null : tokenOf(t.currency);
    if (logIndex >= 0 && !token) return null;
    return { ...t, logIndex, token: token ? token.address : null };
  }

  function toCheck(credit: CreditToCheck): TransferToCheck | null {
    const native = credit.logIndex < 0;
    const token = native ? null : tokenOf(credit.currency);
    if (!native && !token) return null;
    return { ...credit, token: token ? token.address : null };
  }

  /** Checks one transfer on the sources; records what they disagree on. */
  async function verify(t: TransferToCheck & TransferKey): Promise<'ok' | 'refuted' | 'unknown'> {
    const verdict = await checkOnSources(rpc.sources(), t);
    const where = { txHash: t.txHash, logIndex: t.logIndex, block: t.blockNumber };
    for (const { url, verdict: v } of verdict.dissent) {
      const kind = v.kind === 'unknown' && v.otherBlock ? 'blockHash' : 'refutedTransfer';
      const said = v.kind === 'ok' ? 'it shows the transfer' : v.reason;
      disagreements?.record(kind, url, `before CONFIRMED, this source says: ${said}`, where);
    }
    if (verdict.kind === 'refuted') {
      disagreements?.record(
        'refutedTransfer',
        rpc.sources()[0]?.url ?? '',
        `a credited transfer ${verdict.reason}: taken back`,
        where,
      );
    }
    return verdict.kind;
  }

  /** The token Transfer logs to `address` over [from, to], in ranges the source accepts. */
  async function addressLogs(
    source: RpcSource,
    token: Address,
    address: string,
    from: number,
    to: number,
  ) {
    const logs: z.infer<typeof LogSchema>[] = [];
    let size = AUDIT_RANGE;
    for (let start = from; start <= to;) {
      const end = Math.min(to, start + size - 1);
      const filter = {
        fromBlock: numberToHex(start),
        toBlock: numberToHex(end),
        address: token,
        topics: [TRANSFER_TOPIC, null, pad(address as Address)],
      };
      try {
        logs.push(...(await source.request('eth_getLogs', [filter], z.array(LogSchema))));
        start = end + 1;
      } catch (error) {
        if (!isRangeTooLargeError(error) || size === 1) throw error;
        size = Math.max(1, Math.floor(size / 2));
      }
    }
    return logs;
  }

  /**
   * Reads a request's address again from the second source over its lifetime: transfers the
   * scan did not get, made after the request, in blocks on the processed chain, each checked
   * against its receipt on that source.
   */
  async function audit(
    request: AuditCandidate,
    processed: readonly BlockRef[],
    found: Transfer[],
    blockTimes: Map<number, Date>,
    scanned: Set<string>,
  ) {
    const token = tokenOf(request.currency);
    const tip = processed.at(-1);
    const sources = rpc.sources();
    const source = sources[1] ?? sources[0];
    if (!token || !tip || !source) return;
    const age = Math.max(0, now().getTime() - request.createdAt.getTime());
    const back = Math.min(AUDIT_MAX_BLOCKS, Math.ceil((2 * age) / info.blockTimeMs) + 10);
    const logs = await addressLogs(
      source,
      token.address,
      request.address,
      Math.max(0, tip.number - back),
      tip.number,
    );
    const transfers = tokenTransfers(
      chain,
      logs,
      tokensByAddress,
      createAddressSet([request.address]),
    );
    const keys = transfers.map((t) => ({ txHash: t.txHash, logIndex: t.logIndex ?? -1 }));
    const known = await checks.knownTransfers(db, chain, keys);
    for (const transfer of transfers) {
      const key = transferKey({ txHash: transfer.txHash, logIndex: transfer.logIndex ?? -1 });
      if (known.has(key) || scanned.has(key)) continue;
      const ours = processed.find((b) => b.number === transfer.blockNumber);
      if (ours && ours.hash !== transfer.blockHash) continue;
      const header = await source.request(
        'eth_getBlockByNumber',
        [numberToHex(transfer.blockNumber), false],
        TimedHeaderSchema.nullable(),
      );
      if (!header || header.hash !== transfer.blockHash) continue;
      const minedAt = new Date(Number(header.timestamp) * 1_000);
      // Made before the request existed: not this request's, and not for an audit to credit.
      if (minedAt.getTime() < request.createdAt.getTime() - info.blockTimeMs) continue;
      if ((await checkTransfer(source.request, transfer)).kind !== 'ok') continue;
      found.push(transfer);
      scanned.add(key);
      blockTimes.set(transfer.blockNumber, minedAt);
      disagreements?.record(
        'missedLog',
        sources[0]?.url ?? source.url,
        'the scan did not get a Transfer log a second source has: credited now',
        { txHash: transfer.txHash, logIndex: transfer.logIndex, block: transfer.blockNumber },
      );
    }
  }

  /** The requests whose addresses are read again in this step: each once per process. */
  async function dueAudits(confirming: readonly CreditToCheck[]): Promise<AuditCandidate[]> {
    const due = new Map<string, AuditCandidate>();
    const at = now();
    if (at.getTime() - lastAuditLookup >= AUDIT_EVERY_MS) {
      lastAuditLookup = at.getTime();
      const until = new Date(at.getTime() + AUDIT_LEAD_MS);
      for (const c of await checks.auditCandidates(db, chain, until)) due.set(c.paymentId, c);
    }
    for (const credit of confirming) {
      if (credit.logIndex < 0 || due.has(credit.paymentId)) continue;
      const [request] = await checks.auditCandidatesOf(db, [credit.paymentId]);
      if (request) due.set(credit.paymentId, request);
    }
    return [...due.values()].filter((c) => !audited.has(c.paymentId));
  }

  return {
    /**
     * Before `result` is written: checks the credits of requests that reach CONFIRMED at its
     * last block (and the scan's own transfers deep enough to), and audits the addresses due.
     * A source that cannot tell yet only holds a request short of CONFIRMED until it can.
     */
    async prepare(
      result: ScanResult,
      processed: readonly BlockRef[],
      finalized: number | undefined,
    ): Promise<StepChecks> {
      const head = result.toBlock;
      const confirming = await checks.confirmationCandidates(db, chain, head, finalized);
      const deep = result.transfers.filter(
        (t) =>
          head - t.blockNumber + 1 >= info.confirmations ||
          (finalized !== undefined && t.blockNumber <= finalized),
      );
      const refuted: TransferKey[] = [];
      const candidates = [
        ...confirming.flatMap((c) => {
          const t = toCheck(c);
          return t ? [{ ...t, logIndex: c.logIndex }] : [];
        }),
        ...deep.map((t) => ({ ...t, logIndex: t.logIndex ?? -1 })),
        ...(refunds ? await refunds.confirmationCandidates(db, chain, head, result.refunds) : [])
          .map(refundToCheck)
          .filter((t) => t !== null),
      ];
      if (verified.size > MEMORY) verified.clear();
      if (audited.size > MEMORY) audited.clear();
      for (const candidate of candidates) {
        if (verified.has(remembered(candidate))) continue;
        const outcome = await verify(candidate);
        if (outcome === 'ok') verified.add(remembered(candidate));
        if (outcome === 'refuted')
          refuted.push({ txHash: candidate.txHash, logIndex: candidate.logIndex });
      }

      const found: Transfer[] = [];
      const blockTimes = new Map<number, Date>();
      // The step's own transfers are not stored yet: an audit must not take them for missed.
      const scanned = new Set(
        result.transfers.map((t) => transferKey({ txHash: t.txHash, logIndex: t.logIndex ?? -1 })),
      );
      const withProcessed = [...processed, ...result.blocks];
      for (const request of await dueAudits(confirming)) {
        try {
          await audit(request, withProcessed, found, blockTimes, scanned);
          audited.add(request.paymentId);
        } catch (error) {
          // Tried again at the next step: an audit that failed has not happened.
          log.warn(
            { chain, err: error, paymentId: request.paymentId },
            'reading a request address again failed',
          );
        }
      }
      found.sort(
        (a, b) => a.blockNumber - b.blockNumber || (a.logIndex ?? -1) - (b.logIndex ?? -1),
      );
      return {
        isVerified: (key) => verified.has(remembered(key)),
        refuted,
        found,
        blockTimes,
      };
    },
  };
}

export type PaymentVerifier = ReturnType<typeof createPaymentVerifier>;
