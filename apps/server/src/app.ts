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
import { createRealtime, type Realtime } from './modules/realtime/realtime.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { announcementsRoutes } from './modules/announcements/announcements.routes.ts';
import { createAnnouncementsRepository } from './modules/announcements/announcements.repository.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { accountRoutes, createAccounts } from './modules/auth/accounts.ts';
import {
  accountSecurityRoutes,
  createAccountSecurity,
} from './modules/account-security/account-security.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import type { SecondFactor } from './modules/auth/second-factor.ts';
import { pricesRoutes } from './modules/prices/prices.routes.ts';
import { createPricesService, type PricesService } from './modules/prices/prices.service.ts';
import { createPriceProviders } from './modules/prices/providers/create-price-providers.ts';
import type { ChainRegistry } from '@incasso/shared/chains';
import { chainRegistryFromConfig } from './modules/chain/chain-registry.ts';
import { createWalletsRepository } from './modules/wallets/wallets.repository.ts';
import { createWalletsService } from './modules/wallets/wallets.service.ts';
import { walletsRoutes } from './modules/wallets/wallets.routes.ts';
import { createPaymentsModule, type PaymentsModule } from './modules/payments/payments.module.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentSettingsRoutes } from './modules/payments/payment-settings.routes.ts';
import { transactionsRoutes } from './modules/transactions/transactions.routes.ts';
import {
  chainsToWatch,
  createChainWatchers,
  type ChainWatchers,
  type ChainWatchersOptions,
} from './modules/chain/watcher-supervisor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** Payment requests; the chain watcher drives `payments.matching` and `payments.announce`. */
    payments: PaymentsModule;
    /** One watcher per chain across processes (role all/worker); `watch` is called on creation. */
    chainWatchers: ChainWatchers;
  }
}

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens (and later closes) its own. */
  database?: DatabaseHandle;
  /** Prices; by default from `config.priceProviders` at their public URLs. */
  prices?: PricesService;
  /** Two-factor checks for login; by default the two-factor module's (TOTP, recovery codes). */
  secondFactor?: SecondFactor;
  /** Keeps this app's rate-limit counters apart in a shared Redis (each test app has its own). */
  rateLimitNamespace?: string;
  /** The deployment's chains; by default the registry with RPC_URL_* and CONFIRMATIONS_* applied. */
  registry?: ChainRegistry;
  /** Chain watching: the chains (see chainsToWatch: none by default under NODE_ENV=test) and timings. */
  chainWatcher?: Partial<Omit<ChainWatchersOptions, 'database' | 'registry' | 'payments' | 'log'>>;
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

/** Trust the nearest `hops` proxies, as Fastify's numeric trustProxy does. */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(config: Config, deps: AppDependencies = {}) {
  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await openDatabase(config));
  if (ownsDatabase) await migrateDatabase(database);

  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: 1024 * 1024,
    trustProxy:
      typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
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
  const realtime = await createRealtime({
    httpServer: app.server,
    publicUrl: config.publicUrl,
    redisUrl: config.redisUrl,
    authenticate: (cookieHeader) => app.sessionAuth.authenticateCookieHeader(cookieHeader),
  });
  app.decorate('realtime', realtime);
  // Sockets go before the HTTP server stops waiting for open connections.
  app.addHook('preClose', () => realtime.close());
  const notifications = createNotificationsService({
    repo: createNotificationsRepository(database.db),
    push: (userId, notification) => realtime.toUser(userId).emit('user:notification', notification),
  });
  const security = await createAccountSecurity({
    db: database.db,
    config,
    log: app.log,
    sessions,
    notifications,
  });
  const registry = deps.registry ?? chainRegistryFromConfig(config.chains);
  const wallets = createWalletsService({
    repo: createWalletsRepository(database.db),
    registry,
    countOpenPayments: createPaymentsRepository(database.db).countOpenForWallet,
  });
  const accounts = await createAccounts({
    db: database.db,
    sessions,
    admin: config.admin,
    log: app.log,
    secondFactor: deps.secondFactor ?? security.secondFactor,
    onRegistered: security.emailVerification.onRegistered,
    onNewDeviceLogin: security.onNewDeviceLogin,
    countWallets: wallets.count,
  });

  // One instance for the whole app, so the price route and payment creation share its cache.
  const prices =
    deps.prices ??
    createPricesService({
      providers: createPriceProviders(config.priceProviders),
      registry,
      log: app.log,
    });
  const payments = createPaymentsModule({
    db: database.db,
    registry,
    prices,
    wallets,
    users: accounts.users.repo,
    realtime,
    notifications,
    config,
    log: app.log,
    onCreated: (request) => chainWatchers.watch(request.chain, request.address),
  });
  app.decorate('payments', payments);
  const chainWatchers = createChainWatchers({
    ...deps.chainWatcher,
    database,
    registry,
    payments,
    log: app.log,
    chains: chainsToWatch(config, registry, deps.chainWatcher?.chains),
  });
  app.decorate('chainWatchers', chainWatchers);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db });
      await api.register(accountRoutes, { accounts });
      await api.register(accountSecurityRoutes, { security, accounts, env: config.env });
      await api.register(adminRoutes);
      await api.register(notificationsRoutes, { service: notifications });
      await api.register(announcementsRoutes, {
        repo: createAnnouncementsRepository(database.db),
      });
      await api.register(pricesRoutes, { service: prices });
      await api.register(walletsRoutes, { wallets });
      await api.register(paymentsRoutes, payments);
      await api.register(paymentSettingsRoutes, { db: database.db });
      await api.register(transactionsRoutes, payments);
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.webDistDir);

  const paymentsWork = payments.startBackgroundWork();
  app.addHook('preClose', () => paymentsWork.stop());
  chainWatchers.start();
  app.addHook('preClose', () => chainWatchers.stop());

  // Emails still being sent finish before the database goes.
  app.addHook('onClose', async () => {
    await security.settle();
    security.mail.close();
  });
  if (ownsDatabase) app.addHook('onClose', () => database.close());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
