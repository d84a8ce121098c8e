import { Counter, type Registry } from 'prom-client';

/** A request's life as the counters tell it. */
export type RequestMilestone = 'created' | 'confirmed' | 'timed_out';
/** How one webhook attempt ended: delivered, failed with a retry due, or failed for good. */
export type WebhookAttemptOutcome = 'delivered' | 'retrying' | 'given_up';
/** How one attempt at sending an email ended, as `WebhookAttemptOutcome`. */
export type EmailAttemptOutcome = 'sent' | 'retrying' | 'given_up';

/** The label of a request whose payer has not picked a coin yet (an API request). */
export const NO_COIN = 'none';

/**
 * The business counters of /metrics (decision note 096). Each process counts what it itself
 * did (the request it made, the attempt it ran), so Prometheus's `sum` over the processes is
 * the deployment's figure and no count depends on which process answered the scrape.
 */
export function createBusinessMetrics(registry: Registry) {
  const requests = {
    created: new Counter({
      name: 'incasso_payment_requests_created_total',
      help: `Payment requests made, by chain and coin ("${NO_COIN}": an API request before its payer picks one).`,
      labelNames: ['chain', 'coin'],
      registers: [registry],
    }),
    confirmed: new Counter({
      name: 'incasso_payment_requests_confirmed_total',
      help: 'Payment requests that reached CONFIRMED, by chain and coin.',
      labelNames: ['chain', 'coin'],
      registers: [registry],
    }),
    timed_out: new Counter({
      name: 'incasso_payment_requests_timed_out_total',
      help: 'Payment requests that timed out, by chain and coin.',
      labelNames: ['chain', 'coin'],
      registers: [registry],
    }),
  } satisfies Record<RequestMilestone, Counter>;
  const webhooks = new Counter({
    name: 'incasso_webhook_attempts_total',
    help: 'Webhook delivery attempts by outcome: delivered, retrying (failed, another is due) or given_up.',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const emails = new Counter({
    name: 'incasso_email_attempts_total',
    help: 'Attempts at sending an email by outcome: sent, retrying (failed, another is due) or given_up.',
    labelNames: ['outcome'],
    registers: [registry],
  });

  return {
    request(milestone: RequestMilestone, chain: string, coin: string | null): void {
      requests[milestone].inc({ chain, coin: coin ?? NO_COIN });
    },
    webhookAttempt(outcome: WebhookAttemptOutcome): void {
      webhooks.inc({ outcome });
    },
    emailAttempt(outcome: EmailAttemptOutcome): void {
      emails.inc({ outcome });
    },
  };
}

export type BusinessMetrics = ReturnType<typeof createBusinessMetrics>;
