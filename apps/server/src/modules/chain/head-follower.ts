import type { FastifyBaseLogger } from 'fastify';
import { webSocket } from 'viem';
import { headerAt } from './block-headers.ts';
import type { RpcClient } from './rpc-client.ts';
import { BlockHeaderSchema, type BlockHeader } from './rpc-schemas.ts';

export type HeadFollowerOptions = {
  rpc: RpcClient;
  /** A `newHeads` subscription is used while it works; polling otherwise. */
  wsUrl?: string | undefined;
  pollIntervalMs: number;
  /** With a live subscription, poll anyway once no head came for this long (a silent socket). */
  staleAfterMs?: number;
  /** Wait before trying the WebSocket again after it failed. */
  wsRetryMs?: number;
  /** Called once per new head hash; must not block (the watcher queues its own work). */
  onHead(head: BlockHeader): void;
  log?: FastifyBaseLogger;
};

export type HeadFollower = { readonly mode: 'ws' | 'poll'; stop(): void };

/** Polling at a fraction of the block time: half of it, kept between 250 ms and 5 s. */
export function pollIntervalFor(blockTimeMs: number): number {
  return Math.min(5_000, Math.max(250, Math.round(blockTimeMs / 2)));
}

export function followHeads(options: HeadFollowerOptions): HeadFollower {
  const { rpc, wsUrl, pollIntervalMs, log } = options;
  const staleAfterMs = options.staleAfterMs ?? 3 * pollIntervalMs;
  const wsRetryMs = options.wsRetryMs ?? 30_000;
  let mode: 'ws' | 'poll' = 'poll';
  let stopped = false;
  let lastHash: string | undefined;
  let lastHeadAt = 0;
  let closeSocket: (() => void) | undefined;
  let pollTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  function emit(head: BlockHeader) {
    lastHeadAt = Date.now();
    if (head.hash === lastHash || stopped) return;
    lastHash = head.hash;
    options.onHead(head);
  }

  // With several URLs every poll compares their heads, even while the socket is live, so that a
  // stale URL is not the one asked first (decision note 056).
  const compareHeads = rpc.sources().length > 1;

  async function poll() {
    const live = mode === 'ws' && Date.now() - lastHeadAt < staleAfterMs;
    if (live && !compareHeads) return;
    try {
      const head = compareHeads ? await rpc.probeHeads() : await headerAt(rpc, 'latest');
      if (head && !live) emit(head);
    } catch (error) {
      log?.warn({ err: error }, 'polling the chain head failed');
    }
  }

  function schedulePoll(delay: number) {
    pollTimer = setTimeout(() => {
      void poll().finally(() => {
        if (!stopped) schedulePoll(pollIntervalMs);
      });
    }, delay);
  }

  function fallBack(reason: unknown) {
    if (stopped || retryTimer !== undefined) return;
    log?.warn({ err: reason, wsUrl }, 'newHeads subscription failed, polling until it is back');
    closeSocket?.();
    closeSocket = undefined;
    mode = 'poll';
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void subscribe();
    }, wsRetryMs);
  }

  async function subscribe() {
    if (!wsUrl || stopped) return;
    // No reconnect inside viem: this follower owns the retry, and polls meanwhile.
    const socket = webSocket(wsUrl, { reconnect: false, keepAlive: { interval: 15_000 } })(
      {},
    ).value;
    if (!socket) return;
    try {
      const client = await socket.getRpcClient();
      closeSocket = () => client.close();
      await socket.subscribe({
        params: ['newHeads'],
        onData: (data) => {
          const head = BlockHeaderSchema.safeParse(data.result);
          if (head.success) emit(head.data);
          else
            log?.warn({ wsUrl, issues: head.error.issues }, 'malformed newHeads message ignored');
        },
        onError: fallBack,
      });
      if (stopped) {
        client.close();
        return;
      }
      mode = 'ws';
      lastHeadAt = Date.now();
    } catch (error) {
      fallBack(error);
    }
  }

  schedulePoll(0);
  void subscribe();
  return {
    get mode() {
      return mode;
    },
    stop() {
      stopped = true;
      clearTimeout(pollTimer);
      clearTimeout(retryTimer);
      closeSocket?.();
    },
  };
}
