import { job } from '../reactions.ts';
import type { Idempotency } from './public-api/idempotency.ts';
import type { WebhookDeliveriesService } from './webhooks/webhook-deliveries.service.ts';
import type { WebhookDelivery } from './webhooks/webhook-delivery.ts';
import { deliverQueue, PRUNE_CRON, pruneQueue, SWEEP_CRON } from './webhooks/webhook-jobs.ts';

/**
 * Webhook attempts (one job per delivery, and a sweep each minute for what is due) and the
 * nightly pruning of old deliveries and idempotency keys.
 */
export const developerJobs = (deps: {
  delivery: Pick<WebhookDelivery, 'attempt' | 'sweep'>;
  idempotency: Pick<Idempotency, 'sweep'>;
  deliveries: Pick<WebhookDeliveriesService, 'prune'>;
}) => [
  job(
    deliverQueue,
    async ({ deliveryId }) => {
      if (deliveryId) await deps.delivery.attempt(deliveryId);
      else await deps.delivery.sweep();
    },
    { cron: SWEEP_CRON, data: {} },
  ),
  job(
    pruneQueue,
    async () => {
      await deps.idempotency.sweep();
      await deps.deliveries.prune();
    },
    { cron: PRUNE_CRON, data: {} },
  ),
];
