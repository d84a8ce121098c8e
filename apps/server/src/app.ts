import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { accountRoutes, createAccounts } from './modules/auth/accounts.ts';
import type { SecondFactor } from './modules/auth/second-factor.ts';
import { pricesRoutes } from './modules/prices/prices.routes.ts';
import { createPricesService, type PricesService } from './modules/prices/prices.service.ts';
import { createPriceProviders } from './modules/prices/providers/create-price-providers.ts';

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens (and later closes) its own. */
  database?: DatabaseHandle;
  /** Prices; by default from `config.priceProviders` at their public URLs. */
  prices?: PricesService;
  /** Two-factor checks for login; none until the two-factor module provides them. */
  secondFactor?: SecondFactor;
  /** Keeps this app's rate-limit counters apart in a shared Redis (each test app has its own). */
  rateLimitNamespace?: string;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const redact = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-api-key"]'];
  if (config.env === 'development') {
    return {
      level: config.logLevel,
      redact,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
    };
  }
  return { level: config.logLevel, redact };
}

export async function buildApp(config: Config, deps: AppDependencies = {}) {
  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await openDatabase(config));
  if (ownsDatabase) await migrateDatabase(database);

  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  await app.register(cookie);
  registerCsrf(app, config);
  await registerRateLimit(app, { redisUrl: config.redisUrl, namespace: deps.rateLimitNamespace });
  const { sessions } = registerAuth(app, { db: database.db, publicUrl: config.publicUrl });
  const accounts = await createAccounts({
    db: database.db,
    sessions,
    admin: config.admin,
    log: app.log,
    secondFactor: deps.secondFactor,
  });

  // One instance for the whole app, so the price route and payment creation share its cache.
  const prices =
    deps.prices ??
    createPricesService({ providers: createPriceProviders(config.priceProviders), log: app.log });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db });
      await api.register(accountRoutes, { accounts });
      await api.register(adminRoutes);
      await api.register(pricesRoutes, { service: prices });
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.webDistDir);

  if (ownsDatabase) app.addHook('onClose', () => database.close());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
