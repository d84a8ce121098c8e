import type { WebhookDeliveryRow, WebhookEndpointRow } from '#server/db/schema/developer.ts';
import type { Jobs } from '#server/jobs/jobs.ts';
import type { QueueDefinition } from '#server/jobs/queue.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { BusinessMetrics } from '#server/plugins/business-metrics.ts';
import type { AddressPolicy } from './outbound-address.ts';
import { postOutbound } from './outbound-request.ts';
import { endpointSecrets, signedHeaders } from './webhook-secrets.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

export interface DeliveryTimings {
  /** The first retry's delay; each further one doubles (with jitter), up to 6 hours. */
  retryBaseMs: number;
  /** How long the receiver has to answer (DESIGN section 10: 15 s). */
  timeoutMs: number;
}

/** What happens to a merchant whose endpoint stopped (a notification). */
export type EndpointStopped = (
  userId: string,
  url: string,
  reason: 'gone' | 'failing',
) => Promise<void>;

const RETRY_MAX_MS = 6 * 60 * 60 * 1000;
/** Held while one attempt runs: longer than the timeout, so the hold outlives the request. */
const HOLD_MS = 60_000;

const succeeded = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Sends deliveries (DESIGN section 10): one attempt per `webhook.deliver` job, at least once,
 * in order per payment and endpoint. A failed attempt schedules the next with exponential
 * backoff and jitter until the delivery's `retryUntil` (3 days); then, or on 410 Gone, the
 * endpoint is disabled and its merchant told.
 */
export function createWebhookDelivery(deps: {
  repo: WebhooksRepository;
  box: SecretBox;
  jobs: Pick<Jobs, 'send'>;
  queue: QueueDefinition<{ deliveryId?: string }>;
  /** Which addresses a delivery may connect to (outbound-address.ts). */
  mayConnect: AddressPolicy;
  timings: DeliveryTimings;
  stopped: EndpointStopped;
  metrics: Pick<BusinessMetrics, 'webhookAttempt'>;
  now?: () => Date;
  random?: () => number;
}) {
  const { repo, timings } = deps;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;

  const enqueue = (deliveryId: string, startAfter?: Date) =>
    deps.jobs.send(deps.queue, { deliveryId }, startAfter ? { startAfter } : {});

  /** Attempt n (1-based) failed: the next waits base × 2^(n-1), capped, scaled by 0.5–1. */
  function retryDelayMs(attempts: number): number {
    const exponential = Math.min(timings.retryBaseMs * 2 ** (attempts - 1), RETRY_MAX_MS);
    return Math.round(exponential * (0.5 + random() / 2));
  }

  /** The next delivery waiting behind a settled one goes out. */
  async function releaseLine(delivery: WebhookDeliveryRow): Promise<void> {
    const next = await repo.nextInLine(delivery.endpointId, delivery.orderingKey);
    if (next) await enqueue(next.id);
  }

  /** After an attempt that failed for good: the endpoint stops and its merchant is told. */
  async function stopEndpoint(
    endpoint: WebhookEndpointRow,
    reason: 'gone' | 'failing',
    at: Date,
  ): Promise<void> {
    if (await repo.disableEndpoint(endpoint.id, reason, at)) {
      await deps.stopped(endpoint.userId, endpoint.url, reason);
    }
  }

  return {
    enqueue,

    /** One attempt of a delivery, if it is due and first in its line; idempotent. */
    async attempt(deliveryId: string): Promise<void> {
      const at = now();
      const delivery = await repo.claim(deliveryId, at, HOLD_MS);
      if (!delivery) return;
      const endpoint = await repo.findEndpoint(delivery.endpointId);
      if (!endpoint?.enabled) {
        // Resumed by the sweep once the merchant turns the endpoint back on.
        await repo.release(delivery.id);
        return;
      }
      const secrets = endpointSecrets(deps.box, endpoint.id);
      const signing = [secrets.open(endpoint.secret)];
      if (endpoint.previousSecret && (endpoint.previousSecretExpiresAt ?? at) > at) {
        signing.push(secrets.open(endpoint.previousSecret));
      }
      const headers = signedHeaders(delivery.id, at, delivery.payload, signing);
      const started = performance.now();
      let status: number | null = null;
      let excerpt: string | null = null;
      let error: string | null = null;
      try {
        const response = await postOutbound(endpoint.url, delivery.payload, headers, {
          timeoutMs: timings.timeoutMs,
          mayConnect: deps.mayConnect,
        });
        status = response.status;
        excerpt = response.excerpt;
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
      const finished = now();
      const ok = succeeded(status);
      const nextAt = new Date(finished.getTime() + retryDelayMs(delivery.attempts + 1));
      const willRetry = !ok && status !== 410 && nextAt <= delivery.retryUntil;
      const { 'webhook-signature': _signature, ...shownHeaders } = headers;
      await repo.recordAttempt(
        delivery.id,
        {
          deliveryId: delivery.id,
          requestHeaders: JSON.stringify(shownHeaders),
          statusCode: status,
          responseExcerpt: excerpt,
          error,
          durationMs: Math.round(performance.now() - started),
          at,
        },
        {
          status: ok ? 'succeeded' : willRetry ? 'pending' : 'failed',
          lastStatusCode: status,
          lastError: error,
          deliveredAt: ok ? finished : null,
          nextAttemptAt: willRetry ? nextAt : finished,
        },
      );
      deps.metrics.webhookAttempt(ok ? 'delivered' : willRetry ? 'retrying' : 'given_up');
      if (ok) await releaseLine(delivery);
      else if (willRetry) await enqueue(delivery.id, nextAt);
      else await stopEndpoint(endpoint, status === 410 ? 'gone' : 'failing', finished);
    },

    /** Deliveries a crash or a re-enabled endpoint left due: each gets a job again. */
    async sweep(limit = 500): Promise<void> {
      for (const { id } of await repo.due(now(), limit)) await enqueue(id);
    },
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
