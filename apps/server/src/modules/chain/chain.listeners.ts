import { listener } from '../reactions.ts';
import type { ChainWatchers } from './watcher-supervisor.ts';

/**
 * A new request's address is watched at once: by this process's watcher if it runs one, and by
 * the others through their notification channel.
 */
export const chainListeners = (watchers: Pick<ChainWatchers, 'watch'>) => [
  listener(['payment.created'], 'chain.watch', (event) =>
    watchers.watch(event.data.chain, event.data.address),
  ),
];
