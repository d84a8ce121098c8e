import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { createLatencyHistogram } from './latency-histogram.ts';

export interface HttpMetrics {
  registry: Registry;
  /** The whole exposition: prom-client's metrics and the latency histogram. */
  render(): Promise<string>;
}

/**
 * Prometheus metrics of the HTTP side: latency per route (the route's pattern, never the raw
 * URL, so ids do not explode the series) and requests in flight, plus the process's own. It
 * costs one `onResponse` hook per route (Fastify times every reply already) and a raw
 * 'request' listener. Registered before any route.
 */
export function registerHttpMetrics(app: FastifyInstance): HttpMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'incasso_' });
  // prom-client names three gauges `_total`, a suffix Prometheus keeps for counters (a
  // `rate()` over them is nonsense); their per-type twins without it sum to the same figure.
  for (const name of ['active_resources', 'active_handles', 'active_requests']) {
    registry.removeSingleMetric(`incasso_nodejs_${name}_total`);
  }
  const latency = createLatencyHistogram(
    'incasso_http_request_duration_seconds',
    'HTTP request latency by route pattern, method and status code.',
  );
  let inFlight = 0;
  new Gauge({
    name: 'incasso_http_requests_in_flight',
    help: 'HTTP requests being answered right now.',
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });

  app.server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  // Each route gets its own onResponse hook that knows its pattern: reading it from the
  // request (`routeOptions`) builds an object on every call.
  app.addHook('onRoute', (route) => {
    const pattern = route.url;
    const observe: onResponseHookHandler = (request, reply, done) => {
      done();
      latency.observe(request.method, pattern, reply.statusCode, reply.elapsedTime / 1000);
    };
    const existing = route.onResponse;
    route.onResponse = [
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
      observe,
    ];
  });
  return {
    registry,
    render: async () => (await registry.metrics()) + latency.render(),
  };
}
