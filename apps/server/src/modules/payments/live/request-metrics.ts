import type { PaymentEventType } from '@incasso/shared/domain-events';
import { createRecentSet } from '#server/lib/recent-set.ts';
import type { BusinessMetrics, RequestMilestone } from '#server/plugins/business-metrics.ts';
import { listener } from '#server/modules/reactions.ts';

const MILESTONES = {
  'payment.created': 'created',
  'payment.confirmed': 'confirmed',
  'payment.timed_out': 'timed_out',
} as const satisfies Partial<Record<PaymentEventType, RequestMilestone>>;

const isMilestone = (type: string): type is keyof typeof MILESTONES => type in MILESTONES;

/**
 * Counts requests made, confirmed and timed out (by chain and coin) for /metrics. The outbox
 * hands an event to one process at a time, so each is counted once across the deployment; an
 * event handed over again after a later listener failed is recognised by its id.
 */
export function requestMetricsListener(metrics: Pick<BusinessMetrics, 'request'>) {
  const counted = createRecentSet({ size: 10_000, ttlMs: 60 * 60_000 });
  return listener(
    Object.keys(MILESTONES).filter(isMilestone),
    'payments.metrics',
    ({ id, type, data }) => {
      if (counted.has(id) || !isMilestone(type)) return;
      counted.add(id);
      metrics.request(MILESTONES[type], data.chain, data.currency);
    },
  );
}
