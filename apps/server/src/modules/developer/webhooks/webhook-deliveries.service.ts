import {
  apiPaymentFromEvent,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_TYPES_HEARING,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEventType,
  type ApiWalletLink,
  type WebhookPayload,
} from '@incasso/shared/developer';
import type { DomainEvent, PaymentEventData } from '@incasso/shared/domain-events';
import type { WebhookAttemptRow, WebhookDeliveryRow } from '#server/db/schema/developer.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { derivedId } from '#server/lib/derived-id.ts';
import { decodeCursor, pageOf } from '#server/lib/page-cursor.ts';
import type { WebhookDelivery as Delivery } from './webhook-delivery.ts';
import type { WebhookEndpointsService } from './webhook-endpoints.service.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

/** Attempts go on for about 3 days after an event (Stripe's window). */
export const RETRY_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function presentDelivery(
  row: WebhookDeliveryRow & { heldBehind?: boolean },
  attempts: WebhookAttemptRow[],
): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    // A held delivery has no time of its own: it goes once the one before it is answered.
    nextAttemptAt:
      row.status === 'pending' && row.heldBehind !== true ? row.nextAttemptAt.toISOString() : null,
    heldBehind: row.heldBehind === true,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    payload: row.payload,
    log: attempts.map((attempt) => ({
      at: attempt.at.toISOString(),
      statusCode: attempt.statusCode,
      responseExcerpt: attempt.responseExcerpt,
      error: attempt.error,
      durationMs: attempt.durationMs,
    })),
  };
}

/**
 * Deliveries: one per event and subscribed endpoint, made from the domain events (so a
 * payment's changes reach integrators as they reach sockets and notifications), plus test
 * events, the log, and manual retries.
 */
export function createWebhookDeliveriesService(deps: {
  repo: WebhooksRepository;
  endpoints: WebhookEndpointsService;
  delivery: Delivery;
  paymentUrl: (paymentId: string) => string;
  /** The chain id, token contract, decimals and EIP-681 link of a priced request. */
  walletLink?: (payment: PaymentEventData) => ApiWalletLink | null;
  /** Webhooks are Premium: a merchant who left it (or was suspended) gets none. */
  mayReceive: (userId: string) => Promise<boolean>;
  now?: () => Date;
}) {
  const { repo, delivery } = deps;
  const now = deps.now ?? (() => new Date());

  const payloadOf = (
    type: WebhookPayload['type'],
    event: Pick<DomainEvent, 'occurredAt'>,
    data: WebhookPayload['data'],
  ) => JSON.stringify({ type, timestamp: event.occurredAt, data } satisfies WebhookPayload);

  async function fromEvent(event: DomainEvent<WebhookEventType> & { userId: string | null }) {
    if (!event.userId) return;
    const endpoints = await repo.subscribers(event.userId, WEBHOOK_TYPES_HEARING[event.type]);
    if (endpoints.length === 0 || !(await deps.mayReceive(event.userId))) return;
    const createdAt = now();
    const payload = payloadOf(
      event.type,
      event,
      apiPaymentFromEvent(
        event.data,
        deps.paymentUrl(event.data.id),
        deps.walletLink?.(event.data) ?? null,
      ),
    );
    const inserted = await repo.insertDeliveries(
      endpoints.map((endpoint) => ({
        // The same event to the same endpoint is one delivery, however often it is handed over.
        id: derivedId('webhook-delivery', endpoint.id, event.id),
        endpointId: endpoint.id,
        userId: event.userId as string,
        eventId: event.id,
        eventType: event.type,
        orderingKey: `payment:${event.data.id}`,
        payload,
        createdAt,
        nextAttemptAt: createdAt,
        retryUntil: new Date(createdAt.getTime() + RETRY_WINDOW_MS),
      })),
    );
    for (const row of inserted) await delivery.enqueue(row.id);
  }

  return {
    /** A delivery per subscribed endpoint of the event's account (`developer.webhooks`). */
    fromEvent,

    async list(
      userId: string,
      endpointId: string,
      query: { cursor?: string; limit: number },
    ): Promise<WebhookDeliveryList> {
      await deps.endpoints.owned(userId, endpointId);
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.listDeliveries(endpointId, cursor, query.limit);
      const page = pageOf(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
      const attempts = await repo.attemptsOf(page.items.map((row) => row.id));
      return {
        items: page.items.map((row) =>
          presentDelivery(
            row,
            attempts.filter((attempt) => attempt.deliveryId === row.id),
          ),
        ),
        nextCursor: page.nextCursor,
      };
    },

    /** Sends a delivery again now (a failed one gets a new 3-day window). */
    async retry(userId: string, id: string): Promise<WebhookDelivery> {
      const existing = await repo.findOwnedDelivery(userId, id);
      if (!existing) throw notFound('Delivery not found.');
      const endpoint = await deps.endpoints.owned(userId, existing.endpointId);
      if (!endpoint.enabled) {
        throw new AppError(409, 'webhookEndpointDisabled', 'Turn the endpoint on first.');
      }
      const at = now();
      const row = await repo.requeue(userId, id, at, new Date(at.getTime() + RETRY_WINDOW_MS));
      if (!row) throw new AppError(409, 'deliveryInProgress', 'This delivery is still being sent.');
      await delivery.enqueue(row.id);
      return presentDelivery(row, await repo.attemptsOf([row.id]));
    },

    /**
     * A `webhook.test` event to one endpoint: a sample payment (its id is all zeros) so the
     * receiver's signature check and parsing can be tried without a real payment.
     */
    async sendTest(userId: string, endpointId: string): Promise<WebhookDelivery> {
      const endpoint = await deps.endpoints.owned(userId, endpointId);
      if (!endpoint.enabled) {
        throw new AppError(409, 'webhookEndpointDisabled', 'Turn the endpoint on first.');
      }
      const at = now();
      const sampleId = '00000000-0000-4000-8000-000000000000';
      const payload = payloadOf(
        'webhook.test',
        { occurredAt: at.toISOString() },
        {
          paymentId: sampleId,
          status: 'pending',
          amount: 25,
          currency: 'EUR',
          paymentUrl: deps.paymentUrl(sampleId),
          orderId: 'test',
          redirectUrl: null,
          crypto: null,
          txHash: null,
          confirmations: 0,
          requiredConfirmations: 0,
          paidLate: false,
          underpaid: false,
          overpaid: false,
          createdAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + DAY_MS).toISOString(),
        },
      );
      const id = crypto.randomUUID();
      const [row] = await repo.insertDeliveries([
        {
          id,
          endpointId,
          userId,
          eventId: null,
          eventType: 'webhook.test',
          orderingKey: `test:${id}`,
          payload,
          createdAt: at,
          nextAttemptAt: at,
          retryUntil: new Date(at.getTime() + RETRY_WINDOW_MS),
        },
      ]);
      if (!row) throw new Error('test delivery insert returned no row');
      await delivery.enqueue(row.id);
      return presentDelivery(row, []);
    },

    /** Daily: the log keeps 30 days. */
    async prune(): Promise<void> {
      await repo.deleteSettledBefore(new Date(now().getTime() - WEBHOOK_LOG_DAYS * DAY_MS));
      await repo.dropExpiredPreviousSecrets(now());
    },
  };
}

export type WebhookDeliveriesService = ReturnType<typeof createWebhookDeliveriesService>;
