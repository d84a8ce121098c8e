import type { ChainId } from '@incasso/shared/chains';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { PaymentsModule } from '#server/modules/payments/payments.module.ts';
import type { AddressSet } from './address-set.ts';
import { backoffDelay, type BackoffOptions } from './backoff.ts';
import { createRangeSizer } from './block-range.ts';
import { scanNextRange } from './catch-up.ts';
import { headerAt } from './block-headers.ts';
import { ReorgTooDeepError } from './chain-errors.ts';
import { createChainRepository } from './chain.repository.ts';
import type { ChainConnection } from './connect-chain.ts';
import { DEEP_REORG_CHECK_LIMIT, offChainBlocks } from './deep-reorg.ts';
import { createPaymentVerifier } from './payment-verifier.ts';
import {
  appendProcessed,
  detectReorg,
  isLaggingHead,
  reorgWindow,
  type BlockRef,
  type Reorg,
} from './reorg.ts';
import type { BlockHeader } from './rpc-schemas.ts';
import { createWatcherStore } from './watcher-store.ts';
import { describeWatcherError, finalizedReader, sleep, wakeup } from './watcher-support.ts';

export type ChainWatcherDeps = {
  chain: ChainId;
  connection: Pick<
    ChainConnection,
    'info' | 'rpc' | 'tokens' | 'disagreements' | 'scanner' | 'canonicalHash' | 'followHeads'
  >;
  db: Database;
  payments: Pick<PaymentsModule, 'matching' | 'transact' | 'refundWatch'>;
  watched: AddressSet;
  log: FastifyBaseLogger;
  /** After a rollback: requests it reopened may sit on addresses no longer watched. */
  onReorg?: () => void;
  retry?: BackoffOptions;
};

export type ChainWatcher = {
  /** The last block stored as processed, null before the first. */
  readonly tip: number | null;
  /** The newest block the node announced, null before the first. */
  readonly head: number | null;
  /** Stops following; resolves once no database write is under way (none starts after). */
  stop(): Promise<void>;
};

/**
 * Follows one chain and stores what it finds (DESIGN section 6). Each step scans the blocks
 * after the last processed one up to the head, checks that the first still extends what was
 * processed (else rolls back to the common ancestor), then in ONE transaction matches the
 * transfers, moves confirmations to the new tip and stores the blocks and the cursor. Updates
 * are announced after that commit. Restarting resumes after the stored tip, with the stored
 * window of blocks to notice a reorg that happened meanwhile.
 */
export function startChainWatcher(deps: ChainWatcherDeps): ChainWatcher {
  const { chain, connection, log } = deps;
  const keep = reorgWindow(connection.info.confirmations);
  const retry = deps.retry ?? { baseMs: 500, maxMs: 30_000 };
  const sizer = createRangeSizer({ initial: 50, max: 2_000 });
  const wake = wakeup();
  const stopping = new AbortController();
  let head: BlockHeader | undefined;
  let processed: BlockRef[] = [];
  let databaseWork: Promise<unknown> | undefined;
  let lagging = false;
  const store = createWatcherStore({ chain, payments: deps.payments, keep });
  const finalizedBlock = finalizedReader(chain, connection, log);
  const verifier = createPaymentVerifier({
    chain,
    db: deps.db,
    connection,
    checks: deps.payments.matching.checks,
    refunds: deps.payments.refundWatch,
    disagreements: connection.disagreements,
    log,
  });

  const follower = connection.followHeads((next) => {
    head = next;
    wake.notify();
  });

  /** Runs `work` unless stopping; `stop` waits for it, so the database outlives it. */
  function onDatabase<T>(work: () => Promise<T>): Promise<T> {
    if (stopping.signal.aborted) throw new Error('the watcher is stopping');
    const running = work();
    databaseWork = running.catch(() => undefined);
    return running;
  }

  async function rollBack(reorg: Reorg) {
    const { commonAncestor, rolledBack } = reorg;
    log.warn(
      { chain, ...rolledBack, ancestor: commonAncestor.number },
      'chain reorg: rolling back',
    );
    await onDatabase(() => store.rollBack(reorg));
    processed = [
      ...processed.filter((block) => block.number < commonAncestor.number),
      commonAncestor,
    ];
    deps.onReorg?.();
  }

  /**
   * A reorg that replaced every processed block while fewer than `keep` were held (watching
   * began, or resumed after a deep reorg, not long ago): no deeper than the window, only than
   * the watching. When the newest credit below the first of them is still on the chain (or
   * there is none), nothing below was touched: an ordinary reorg from there, CONFIRMED payments
   * rolled back too. False when the deep path must judge (decision note 055).
   */
  async function rollBackWithinWatching(): Promise<boolean> {
    const oldest = processed[0];
    const tip = processed.at(-1);
    if (!oldest || !tip || processed.length >= keep) return false;
    const [credited] = await deps.payments.matching.checks.creditedBlocks(
      deps.db,
      chain,
      oldest.number - 1,
      1,
    );
    if (credited && (await connection.canonicalHash(credited.number)) !== credited.hash) {
      return false;
    }
    const below = await headerAt(connection.rpc, Math.max(0, oldest.number - 1));
    await rollBack({
      commonAncestor: { number: below.number, hash: below.hash, parentHash: below.parentHash },
      rolledBack: { fromBlock: oldest.number, toBlock: tip.number },
    });
    return true;
  }

  /**
   * A reorg deeper than the blocks kept: nothing kept is on the node's chain any more. Credits
   * in blocks that left it are undone as in any reorg, except those of CONFIRMED payments,
   * which are stored for an operator (decision note 055); then the heights kept are scanned
   * again on the new chain and watching goes on.
   */
  async function recoverFromDeepReorg() {
    const oldest = processed[0];
    const tip = processed.at(-1);
    if (!oldest || !tip) return;
    const below = await headerAt(connection.rpc, Math.max(0, oldest.number - 1));
    const resumeAfter = { number: below.number, hash: below.hash, parentHash: below.parentHash };
    const credited = await deps.payments.matching.checks.creditedBlocks(
      deps.db,
      chain,
      tip.number,
      DEEP_REORG_CHECK_LIMIT,
    );
    const { offChain, checkedAll } = await offChainBlocks(credited, connection.canonicalHash);
    const unverifiable = await onDatabase(() => store.deepReorg(offChain, resumeAfter));
    processed = [resumeAfter];
    log.error(
      {
        chain,
        kept: { fromBlock: oldest.number, toBlock: tip.number },
        rescanFrom: resumeAfter.number + 1,
        creditsOffChain: offChain.length,
        unverifiablePayments: unverifiable,
        checkedAllCredits: checkedAll,
      },
      unverifiable > 0
        ? 'chain watcher: reorg deeper than the blocks kept; watching goes on from the new chain. ' +
            'Confirmed payments whose blocks left the chain are listed on the admin watcher panel ' +
            'and in /api/ready: check each transaction on another node or a block explorer, then ' +
            'keep or undo it there; check that every RPC URL of the chain serves the right network'
        : 'chain watcher: reorg deeper than the blocks kept; watching goes on from the new chain. ' +
            'No confirmed payment was in the blocks that left it; check that every RPC URL of the ' +
            'chain serves the right network',
    );
  }

  /** Whether `next` leaves the processed blocks' chain; if so, rolls back to where it forked. */
  async function forked(next: BlockRef): Promise<boolean> {
    try {
      const reorg = await detectReorg(processed, next, connection.canonicalHash);
      if (reorg) await rollBack(reorg);
      return reorg !== null;
    } catch (error) {
      if (!(error instanceof ReorgTooDeepError)) throw error;
      if (!(await rollBackWithinWatching())) await recoverFromDeepReorg();
      return true;
    }
  }

  /** One step towards `target`; true when there is more to do at once. */
  async function step(target: BlockHeader): Promise<boolean> {
    const tip = processed.at(-1);
    if (tip && target.number < tip.number) {
      // Decided by hash, not height: a node behind a load balancer that shows our block at its
      // height is waited for; one that shows another block there moved to a shorter chain.
      if (!isLaggingHead(processed, target)) {
        lagging = false;
        return forked(target);
      }
      if (!lagging)
        log.warn(
          { chain, head: target.number, tip: tip.number },
          'chain watcher: the node is behind the last processed block, waiting',
        );
      lagging = true;
      return false;
    }
    lagging = false;
    if (tip && target.number === tip.number) return forked(target);
    // No cursor yet (first start): begin at the head rather than at genesis.
    const fromBlock = tip ? tip.number + 1 : target.number;
    const result = await scanNextRange({
      scanner: connection.scanner,
      sizer,
      fromBlock,
      head: target.number,
      watched: deps.watched,
      // One indexed query per step; empty (and free on the chain) while no refund is awaited.
      refunds: await deps.payments.refundWatch.pairs(chain),
    });
    const first = result?.blocks[0];
    if (!result || !first) return false;
    if (await forked(first)) return true;
    const finalized = await finalizedBlock();
    const checks = await verifier.prepare(result, processed, finalized);
    await onDatabase(() => store.recordScan(result, finalized, checks));
    processed = appendProcessed(processed, result.blocks, keep);
    return result.toBlock < target.number;
  }

  async function run() {
    let failures = 0;
    while (!stopping.signal.aborted) {
      try {
        if (processed.length === 0) {
          const repo = createChainRepository(deps.db);
          processed = await onDatabase(() => repo.recentBlocks(chain, keep));
        }
        const more = head !== undefined && (await step(head));
        failures = 0;
        if (!more) await wake.wait();
      } catch (error) {
        if (stopping.signal.aborted) return;
        failures += 1;
        const delay = backoffDelay(failures, retry);
        const { message, severe } = describeWatcherError(error);
        // A node hiccup is routine; the same one again and again is worth an operator's look.
        log[severe || failures > 5 ? 'error' : 'warn'](
          { chain, err: error, retryInMs: delay },
          message,
        );
        await sleep(delay, stopping.signal);
      }
    }
  }

  void run();
  return {
    get tip() {
      return processed.at(-1)?.number ?? null;
    },
    get head() {
      return head?.number ?? null;
    },
    async stop() {
      stopping.abort();
      follower.stop();
      wake.notify();
      await databaseWork;
    },
  };
}
