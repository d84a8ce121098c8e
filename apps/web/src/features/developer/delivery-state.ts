import type { WebhookDelivery } from '@incasso/shared/developer';

/**
 * What a delivery is doing, as the log says it (issue 21): a pending one is not "retrying"
 * until an attempt failed; before that it is queued, held behind an earlier delivery of the
 * same payment, or paused while its endpoint is off.
 */
export type DeliveryState = 'succeeded' | 'failed' | 'retrying' | 'queued' | 'held' | 'paused';

export function deliveryState(
  delivery: Pick<WebhookDelivery, 'status' | 'attempts' | 'heldBehind'>,
  endpointEnabled: boolean,
): DeliveryState {
  if (delivery.status !== 'pending') return delivery.status;
  if (!endpointEnabled) return 'paused';
  if (delivery.heldBehind) return 'held';
  return delivery.attempts === 0 ? 'queued' : 'retrying';
}

/** The next attempt's time, or null when it is due already (a worker is about to run it). */
export function upcomingAttempt(
  delivery: Pick<WebhookDelivery, 'nextAttemptAt'>,
  now = Date.now(),
) {
  const at = delivery.nextAttemptAt;
  return at !== null && Date.parse(at) > now ? at : null;
}
