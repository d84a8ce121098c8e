import type { ChainId, ChainRegistry } from '@incasso/shared/chains';
import type { FastifyBaseLogger } from 'fastify';
import { isAddress } from 'viem';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { PaymentsModule } from '#server/modules/payments/payments.module.ts';
import { connectChain, type ChainConnection } from './connect-chain.ts';
import type { RpcClientOptions } from './rpc-client.ts';
import { startChainWatcher, type ChainWatcher } from './watcher.ts';
import type { WatchedAddresses } from './watcher-addresses.ts';
import type { HeldLock } from './watcher-lock.ts';
import { whenAborted } from './watcher-support.ts';

export type WatcherState = 'off' | 'standby' | 'connecting' | 'watching' | 'retrying';

/** One chain's watching in this process, as the supervisor keeps it across sessions. */
export type WatcherEntry = {
  addresses: WatchedAddresses;
  state: WatcherState;
  watcher?: ChainWatcher | undefined;
  connection?: ChainConnection | undefined;
};

/** The NOTIFY channel on which new requests' addresses reach the chain's watching process. */
export const watchChannel = (chain: ChainId) => `incasso_watch_${chain}`;

/**
 * One watching session, once the chain's lock is held: hear of new addresses, load the
 * watched ones, connect (start-up checks), and watch until stopped or the lock is lost,
 * refreshing the addresses now and then. Throws when it cannot start.
 */
export async function watchWhileHeld(options: {
  chain: ChainId;
  entry: WatcherEntry;
  lock: HeldLock;
  signal: AbortSignal;
  refreshMs: number;
  database: DatabaseHandle;
  registry: ChainRegistry;
  payments: Pick<PaymentsModule, 'matching' | 'transact' | 'refundWatch'>;
  log: FastifyBaseLogger;
  rpc?: Omit<RpcClientOptions, 'urls' | 'log'> | undefined;
}): Promise<void> {
  const { chain, entry, lock, signal, log } = options;
  const refresh = () =>
    entry.addresses.refresh().catch((error: unknown) => {
      log.warn({ chain, err: error }, 'chain watcher: refreshing the watched addresses failed');
    });
  entry.state = 'connecting';
  await lock.listen(watchChannel(chain), (payload) => {
    if (isAddress(payload, { strict: false })) entry.addresses.add(payload);
  });
  // A new session may follow another process's: every address is read again.
  await entry.addresses.reload();
  // A node that does not answer must not hold up stopping: the attempt is left to fail alone.
  const connection = await Promise.race([
    connectChain({ registry: options.registry, chain, log, rpc: options.rpc }),
    whenAborted(signal).then(() => null),
  ]);
  if (!connection) return;
  entry.connection = connection;
  const watcher = startChainWatcher({
    chain,
    connection,
    db: options.database.db,
    payments: options.payments,
    watched: entry.addresses,
    log,
    onReorg: () => void refresh(),
  });
  entry.watcher = watcher;
  entry.state = 'watching';
  log.info({ chain, watched: entry.addresses.size }, 'chain watcher started');
  const timer = setInterval(() => void refresh(), options.refreshMs);
  try {
    await whenAborted(signal, lock.lost);
  } finally {
    clearInterval(timer);
    await watcher.stop();
    entry.watcher = undefined;
  }
  if (lock.lost.aborted && !signal.aborted) {
    log.error({ chain, err: lock.lost.reason }, 'chain watcher lost its lock and stopped');
  }
}
