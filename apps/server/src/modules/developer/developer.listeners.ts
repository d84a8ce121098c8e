import { WEBHOOK_EVENT_TYPES } from '@incasso/shared/developer';
import { listener } from '../reactions.ts';
import type { WebhookDeliveriesService } from './webhooks/webhook-deliveries.service.ts';

/** Every event a webhook type is named after becomes a delivery to the endpoints that hear it. */
export const developerListeners = (deliveries: Pick<WebhookDeliveriesService, 'fromEvent'>) => [
  listener(WEBHOOK_EVENT_TYPES, 'developer.webhooks', deliveries.fromEvent),
];
