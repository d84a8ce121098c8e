import type { ChainId } from '@incasso/shared/chains';
import type { FastifyBaseLogger } from 'fastify';
import { headerAt } from './block-headers.ts';
import {
  BlockNotAvailableError,
  RpcUnavailableError,
  ScanInconsistentError,
} from './chain-errors.ts';
import type { ChainConnection } from './connect-chain.ts';

/** Waits `ms`, or less when `signal` aborts (stopping must not wait out a backoff). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * A level-triggered wake-up: `wait` resolves on the next `notify`, or at once when one came
 * since the last `wait`, so a new head that arrives during a step is never slept through.
 */
export function wakeup() {
  let pending = false;
  let resolveWait: (() => void) | undefined;
  return {
    notify() {
      pending = true;
      resolveWait?.();
    },
    wait(): Promise<void> {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        resolveWait = () => {
          resolveWait = undefined;
          pending = false;
          resolve();
        };
      });
    },
  };
}

/** What a failed step means for the operator; every one of them is retried after a backoff. */
export function describeWatcherError(error: unknown): { message: string; severe: boolean } {
  if (error instanceof RpcUnavailableError)
    return { message: 'chain watcher: every RPC URL failed, retrying', severe: false };
  if (error instanceof BlockNotAvailableError)
    return { message: 'chain watcher: the node lags behind its head, retrying', severe: false };
  if (error instanceof ScanInconsistentError)
    return { message: 'chain watcher: the chain moved during a scan, rescanning', severe: false };
  return { message: 'chain watcher: step failed, retrying', severe: true };
}

/** Resolves once any of `signals` aborts. */
export function whenAborted(...signals: AbortSignal[]): Promise<void> {
  const any = AbortSignal.any(signals);
  if (any.aborted) return Promise.resolve();
  return new Promise((resolve) => any.addEventListener('abort', () => resolve(), { once: true }));
}

/**
 * The node's `finalized` block on chains that credit by it (one call per step), else
 * undefined; a node without the tag only means waiting for the confirmations (said once).
 */
export function finalizedReader(
  chain: ChainId,
  connection: Pick<ChainConnection, 'info' | 'rpc'>,
  log: FastifyBaseLogger,
): () => Promise<number | undefined> {
  let warned = false;
  return async () => {
    if (!connection.info.useFinalizedTag) return undefined;
    try {
      return (await headerAt(connection.rpc, 'finalized')).number;
    } catch (error) {
      if (!warned)
        log.warn(
          { chain, err: error },
          'chain watcher: no finalized block, counting confirmations',
        );
      warned = true;
      return undefined;
    }
  };
}
