import type { PaymentsModule } from '#server/modules/payments/payments.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { chainListeners } from './chain.listeners.ts';
import { createUnverifiableService } from './unverifiable.service.ts';
import {
  chainsToWatch,
  createChainWatchers,
  type ChainWatchersOptions,
} from './watcher-supervisor.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export { chainRegistryFromConfig } from './chain-registry.ts';
export type { UnverifiableTransfer } from './unverifiable.repository.ts';
export type { UnverifiableService } from './unverifiable.service.ts';
export type { ChainWatcherStatus, ChainWatchers } from './watcher-supervisor.ts';

export type ChainWatcherOverrides = Partial<
  Omit<ChainWatchersOptions, 'database' | 'registry' | 'payments' | 'log'>
>;

/** One watcher per chain across processes (decision note 021), in the worker roles. */
export function createChainModule(
  ctx: ModuleContext,
  deps: {
    payments: Pick<PaymentsModule, 'matching' | 'transact' | 'refundWatch'>;
    overrides?: ChainWatcherOverrides;
  },
) {
  const watchers = createChainWatchers({
    ...deps.overrides,
    database: ctx.database,
    registry: ctx.registry,
    payments: deps.payments,
    log: ctx.log,
    chains: chainsToWatch(ctx.config, ctx.registry, deps.overrides?.chains),
  });
  const unverifiable = createUnverifiableService({ db: ctx.db, payments: deps.payments });
  return defineModule({
    name: 'chain',
    watchers,
    /** Confirmed payments a deep reorg left for an operator (decision note 055). */
    unverifiable,
    listeners: chainListeners(watchers),
    start: () => watchers.start(),
    stop: () => watchers.stop(),
  });
}
