import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge } from 'prom-client';
import type { HttpMetrics } from './http-metrics.ts';
import { AppError } from '#server/lib/app-error.ts';

export interface MetricsSources {
  /** Per chain this process watches: the newest head and the last processed block. */
  chains(): { chain: string; head: number | null; tip: number | null }[];
  /** Jobs per queue: waiting, running and failed. */
  queues(): Promise<{ queue: string; queued: number; active: number; failed: number }[]>;
  /** Payment requests still waiting for or confirming a payment. */
  openPayments(): Promise<number>;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics`, Prometheus text. Not public: it answers with `Authorization: Bearer
 * <METRICS_TOKEN>`, or to anyone when the deployment sets METRICS_PUBLIC=true (a private
 * network); otherwise 404, as if it did not exist.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: HttpMetrics,
  options: { token: string | undefined; isPublic: boolean; sources: MetricsSources },
): void {
  const { sources } = options;
  const { registry } = metrics;
  new Gauge({
    name: 'incasso_chain_head_lag_blocks',
    help: 'Blocks between the newest head a node announced and the last one processed.',
    labelNames: ['chain'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { chain, head, tip } of sources.chains()) {
        if (head !== null && tip !== null) this.set({ chain }, Math.max(0, head - tip));
      }
    },
  });
  new Gauge({
    name: 'incasso_job_queue_depth',
    help: 'Jobs per queue and state (queued includes deferred ones).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, queued, active, failed } of await sources.queues()) {
        this.set({ queue, state: 'queued' }, queued);
        this.set({ queue, state: 'active' }, active);
        this.set({ queue, state: 'failed' }, failed);
      }
    },
  });
  new Gauge({
    name: 'incasso_payment_requests_open',
    help: 'Payment requests waiting for or confirming a payment.',
    registers: [registry],
    async collect() {
      this.set(await sources.openPayments());
    },
  });

  const allowed = (request: FastifyRequest) => {
    if (options.isPublic) return true;
    const header = request.headers.authorization ?? '';
    return options.token !== undefined && sameSecret(header, `Bearer ${options.token}`);
  };

  app.get('/metrics', async (request, reply) => {
    if (!allowed(request)) throw new AppError(404, 'notFound', 'Not found.');
    return reply.type(registry.contentType).send(await metrics.render());
  });
}
