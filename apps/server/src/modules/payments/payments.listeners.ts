import type { ChainId } from '@incasso/shared/chains';
import type { BusinessMetrics } from '#server/plugins/business-metrics.ts';
import type { Realtime } from '#server/realtime/realtime.ts';
import { listener } from '../reactions.ts';
import { liveStatusListener } from './live/live-status.ts';
import { requestMetricsListener } from './live/request-metrics.ts';
import { reversalEmailListener, type ReversalEmailDeps } from './reversals/reversal-email.ts';

/**
 * Each change reaches the request's live watchers; a confirmation undone is emailed; an address
 * another account took over no longer takes payments for its previous holder; requests made,
 * confirmed and timed out are counted for /metrics.
 */
export const paymentsListeners = (deps: {
  realtime: Pick<Realtime, 'toPayment'>;
  metrics: Pick<BusinessMetrics, 'request'>;
  reversalEmail: ReversalEmailDeps;
  releaseAddress(target: { userId: string; chain: ChainId; address: string }): Promise<unknown>;
}) => [
  liveStatusListener(deps.realtime),
  reversalEmailListener(deps.reversalEmail),
  listener(['wallet.address_taken_over'], 'payments.releaseAddress', async (event) => {
    if (!event.userId) return;
    const { chain, address } = event.data;
    await deps.releaseAddress({ userId: event.userId, chain, address });
  }),
  requestMetricsListener(deps.metrics),
];
