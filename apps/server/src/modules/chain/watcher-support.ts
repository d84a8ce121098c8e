import {
  BlockNotAvailableError,
  ReorgTooDeepError,
  RpcUnavailableError,
  ScanInconsistentError,
} from './chain-errors.ts';

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
  if (error instanceof ReorgTooDeepError) {
    return {
      message: 'chain watcher: reorg deeper than the blocks kept; an operator must step in',
      severe: true,
    };
  }
  return { message: 'chain watcher: step failed, retrying', severe: true };
}

/** Resolves once any of `signals` aborts. */
export function whenAborted(...signals: AbortSignal[]): Promise<void> {
  const any = AbortSignal.any(signals);
  if (any.aborted) return Promise.resolve();
  return new Promise((resolve) => any.addEventListener('abort', () => resolve(), { once: true }));
}
