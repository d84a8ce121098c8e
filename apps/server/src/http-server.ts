import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { hopsTrusted } from './lib/client-address.ts';
import { createReadiness, type Readiness } from './lib/readiness.ts';
import { csrfGuard } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerHttpMetrics, type HttpMetrics } from './plugins/http-metrics.ts';
import { registerInputCharacters } from './plugins/input-characters.ts';
import { REDACTED_HEADERS, requestForLog } from './plugins/log-redaction.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { responseSerializer } from './plugins/response-serializer.ts';
import { registerRouteCatalogue } from './plugins/route-catalogue.ts';
import { securityHeaderSetter } from './plugins/security-headers.ts';

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const options = {
    level: config.logLevel,
    redact: REDACTED_HEADERS,
    serializers: { req: requestForLog },
  };
  if (config.env === 'development') {
    return {
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    };
  }
  return options;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics; /metrics serves them (plugins/metrics-route.ts). */
    metrics: HttpMetrics;
    /** Turns `/api/ready` false while a shutdown drains (serve.ts). */
    readiness: Readiness;
  }
}

/**
 * The Fastify instance with the cross-cutting plugins every route relies on: zod schemas,
 * error shapes, security headers, cookies, CSRF checks and rate limits.
 */
export async function createHttpServer(config: Config, rateLimitNamespace?: string) {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: 1024 * 1024,
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  registerRouteCatalogue(app);
  app.decorate('metrics', registerHttpMetrics(app));
  app.decorate('readiness', createReadiness());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ check: config.env !== 'production' }));
  registerErrorHandler(app);
  registerInputCharacters(app);
  await app.register(cookie);
  // One callback hook for what every request needs (after the cookie parser, which the CSRF
  // check reads): separate async hooks cost a promise each, on every request.
  const setSecurityHeaders = securityHeaderSetter({ https: config.publicUrl.startsWith('https:') });
  const checkCsrf = csrfGuard(config);
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done(checkCsrf(request));
  });
  await registerRateLimit(app, { redisUrl: config.redisUrl, namespace: rateLimitNamespace });
  return app;
}

export type HttpServer = Awaited<ReturnType<typeof createHttpServer>>;
