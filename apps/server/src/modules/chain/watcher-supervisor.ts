import { CHAIN_IDS, type ChainId, type ChainRegistry } from '@incasso/shared/chains';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { PaymentsModule } from '#server/modules/payments/payments.module.ts';
import { backoffDelay, type BackoffOptions } from './backoff.ts';
import type { RpcClientOptions } from './rpc-client.ts';
import { changeOverlapMs, createWatchedAddresses } from './watcher-addresses.ts';
import { createWatcherLocks, type HeldLock } from './watcher-lock.ts';
import {
  watchChannel,
  watchWhileHeld,
  type WatcherEntry,
  type WatcherState,
} from './watcher-session.ts';
import { hostOf, type Disagreement } from './rpc-disagreements.ts';
import { isStale, orderByHealth, type UrlHealth } from './url-health.ts';
import { sleep } from './watcher-support.ts';

export type ChainWatchersOptions = {
  database: DatabaseHandle;
  registry: ChainRegistry;
  payments: Pick<PaymentsModule, 'matching' | 'transact' | 'refundWatch'>;
  log: FastifyBaseLogger;
  /** The chains this process may watch: none in a `web` process. */
  chains: readonly ChainId[];
  /** How often a standby process tries to take a chain over. */
  lockRetryMs?: number;
  /** How often the watched addresses are brought in line with the database. */
  refreshMs?: number;
  /** Backoff after a failed start (node down, wrong chain id, database unreachable). */
  retry?: BackoffOptions;
  rpc?: Omit<RpcClientOptions, 'urls' | 'log'>;
};

export type ChainWatcherStatus = {
  state: WatcherState;
  /** The last processed block, while watching. */
  tip: number | null;
  /** The newest block the node announced, while watching. */
  head: number | null;
  watched: number;
  /** JSON-RPC requests per method since this process connected to the chain. */
  rpcCalls: Record<string, number>;
  /** The host of the RPC URL tried first now; only the host, since a path may hold an API key. */
  rpcHost: string | null;
  /** Each URL's host, head at the last comparison, and whether it is used first, after the fresh ones, or cooling down. */
  rpcUrls: { host: string; head: number | null; state: 'fresh' | 'stale' | 'failing' }[];
  /** What the RPC sources disagreed on lately (decision note 056). */
  disagreements: Disagreement[];
};

function rpcHostInUse(health: readonly UrlHealth[] | undefined): string | null {
  if (!health || health.length === 0) return null;
  const first = health[orderByHealth(health, Date.now())[0] ?? 0];
  return first ? hostOf(first.url) : null;
}

function rpcUrlStates(health: readonly UrlHealth[] | undefined): ChainWatcherStatus['rpcUrls'] {
  if (!health) return [];
  const now = Date.now();
  const best = Math.max(-1, ...health.filter((h) => h.retryAt <= now).map((h) => h.head ?? -1));
  return health.map((h) => ({
    host: hostOf(h.url),
    head: h.head,
    state: h.retryAt > now ? 'failing' : isStale(h, best < 0 ? null : best) ? 'stale' : 'fresh',
  }));
}

/**
 * The chains this process watches: none in a `web` process; else those asked for (by a test,
 * or WATCH_CHAINS), or every chain with RPC URLs, except under NODE_ENV=test: tests run offline and name the anvil
 * chains they start.
 */
export function chainsToWatch(
  config: Pick<Config, 'role' | 'env' | 'watchChains'>,
  registry: ChainRegistry,
  requested?: readonly ChainId[],
): ChainId[] {
  if (config.role === 'web') return [];
  if (requested) return [...requested];
  if (config.watchChains) return [...config.watchChains];
  if (config.env === 'test') return [];
  return CHAIN_IDS.filter((chain) => registry[chain].rpc.http.length > 0);
}

/**
 * The chain watchers of this process: per chain, take the chain's lock (else stand by and try
 * again every few seconds), load the watched addresses, connect, and watch until stopped or
 * the lock is lost; any failure is logged and retried after a backoff, never thrown.
 */
export function createChainWatchers(options: ChainWatchersOptions) {
  const { database, payments, log } = options;
  const locks = createWatcherLocks(database);
  const lockRetryMs = options.lockRetryMs ?? 5_000;
  const refreshMs = options.refreshMs ?? 60_000;
  const retry = options.retry ?? { baseMs: 1_000, maxMs: 60_000 };
  const entries = new Map<ChainId, WatcherEntry>(
    options.chains.map((chain) => [
      chain,
      {
        addresses: createWatchedAddresses(
          {
            full: (now) => payments.matching.watchList(chain, now),
            changes: (since, also, now) => payments.matching.watchChanges(chain, since, also, now),
          },
          { overlapMs: changeOverlapMs(database.kind) },
        ),
        state: 'off',
      },
    ]),
  );
  let stopping = new AbortController();
  let running: Promise<void>[] = [];

  async function supervise(chain: ChainId, entry: WatcherEntry, signal: AbortSignal) {
    let failures = 0;
    while (!signal.aborted) {
      let lock: HeldLock | null = null;
      try {
        lock = await locks.tryAcquire(chain);
        if (lock) {
          await watchWhileHeld({ ...options, chain, entry, lock, signal, refreshMs });
          failures = 0;
        } else {
          entry.state = 'standby';
          await sleep(lockRetryMs, signal);
        }
      } catch (error) {
        if (signal.aborted) break;
        failures += 1;
        entry.state = 'retrying';
        const retryInMs = backoffDelay(failures, retry);
        log.error({ chain, err: error, retryInMs }, 'chain watcher could not start, retrying');
        await lock?.release();
        lock = null;
        await sleep(retryInMs, signal);
      } finally {
        await lock?.release();
      }
    }
    entry.state = 'off';
  }

  return {
    /** The chains this process may watch. */
    chains: [...entries.keys()],

    /** Starts a supervisor per chain (again after `stop`). */
    start() {
      if (running.length > 0) return;
      stopping = new AbortController();
      running = [...entries].map(([chain, entry]) => supervise(chain, entry, stopping.signal));
    },

    /** Resolves once every watcher has stopped and released its lock. */
    async stop() {
      stopping.abort();
      await Promise.all(running);
      running = [];
    },

    /**
     * A request was stored on (chain, address): watch that address from now on, here at once
     * and, through PostgreSQL NOTIFY, in whichever process watches the chain.
     */
    async watch(chain: ChainId, address: string): Promise<void> {
      entries.get(chain)?.addresses.add(address);
      if (database.kind !== 'postgres') return;
      try {
        await database.db.execute(sql`select pg_notify(${watchChannel(chain)}, ${address})`);
      } catch (error) {
        // The periodic refresh still picks the address up; creating the request succeeded.
        log.error({ chain, err: error }, 'chain watcher: could not announce a new address');
      }
    },

    status(chain: ChainId): ChainWatcherStatus {
      const entry = entries.get(chain);
      return {
        state: entry?.state ?? 'off',
        tip: entry?.watcher?.tip ?? null,
        head: entry?.watcher?.head ?? null,
        watched: entry?.addresses.size ?? 0,
        rpcCalls: entry?.connection?.rpc.callCounts() ?? {},
        rpcHost: rpcHostInUse(entry?.connection?.rpc.health()),
        rpcUrls: rpcUrlStates(entry?.connection?.rpc.health()),
        disagreements: entry?.connection?.disagreements.recent() ?? [],
      };
    },
  };
}

export type ChainWatchers = ReturnType<typeof createChainWatchers>;
