import type { ChainRegistry } from '@incasso/shared/chains';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createDomainEvents } from './events/domain-events.ts';
import { createHttpServer } from './http-server.ts';
import { createJobs } from './jobs/jobs.ts';
import { createAiModule } from './modules/ai/ai.module.ts';
import {
  createAccountsModule,
  createSessionsService,
  SESSION_TTL_MS,
  type SecondFactor,
} from './modules/accounts/accounts.module.ts';
import { createAdminModule } from './modules/admin/admin.module.ts';
import { createBillingModule } from './modules/billing/billing.module.ts';
import {
  createDeveloperModule,
  type DeveloperModuleOptions,
} from './modules/developer/developer.module.ts';
import { createAssistantModule } from './modules/assistant/assistant.module.ts';
import { createAnnouncementsModule } from './modules/announcements/announcements.module.ts';
import type { ModuleContext } from './modules/app-module.ts';
import {
  chainRegistryFromConfig,
  createChainModule,
  type ChainWatcherOverrides,
} from './modules/chain/chain.module.ts';
import { createHealthModule } from './modules/health/health.module.ts';
import { createInvoicesModule } from './modules/invoices/invoices.module.ts';
import { createMailModule } from './modules/mail/mail.module.ts';
import { mountModules } from './modules/mount-modules.ts';
import { createNotificationsModule } from './modules/notifications/notifications.module.ts';
import { createOpenApiModule } from './modules/openapi/openapi.module.ts';
import {
  createPayPageModule,
  type PayPageRendererSource,
} from './modules/pay-page/pay-page.module.ts';
import { createPaymentLinksModule } from './modules/payment-links/payment-links.module.ts';
import { createPaymentsModule } from './modules/payments/payments.module.ts';
import { createPlansModule } from './modules/plans/plans.module.ts';
import { createPosModule } from './modules/pos/pos.module.ts';
import { createPricesModule, type PricesService } from './modules/prices/prices.module.ts';
import { createRecurringModule } from './modules/recurring/recurring.module.ts';
import { createRealtime } from './realtime/realtime.ts';
import { createRedisConnectionCounts } from './realtime/connection-counts.ts';
import { createSocketGuard } from './realtime/socket-guard.ts';
import { createStatsModule } from './modules/stats/stats.module.ts';
import { createInsightsModule } from './modules/insights/insights.module.ts';
import { createTransactionsModule } from './modules/transactions/transactions.module.ts';
import { createWalletsModule } from './modules/wallets/wallets.module.ts';
import { registerAuth } from './plugins/auth.ts';
import { createBusinessMetrics } from './plugins/business-metrics.ts';
import { registerMetricsRoute } from './plugins/metrics-route.ts';
import { registerMerchantAudit } from './plugins/merchant-audit.ts';
import { registerPermissions } from './plugins/permissions.ts';
import { registerSpa } from './plugins/spa.ts';

export interface AppDependencies {
  /** An open, migrated database; when absent the app opens (and later closes) its own. */
  database?: DatabaseHandle;
  /** Prices; by default from `config.priceProviders` at their public URLs. */
  prices?: PricesService;
  /** Two-factor checks for login; by default the two-factor module's (TOTP, recovery codes). */
  secondFactor?: SecondFactor;
  /** Keeps this app's rate-limit counters and socket counts apart in a shared Redis (each test app has its own). */
  rateLimitNamespace?: string;
  /** The deployment's chains; by default the registry with RPC_URL_* and CONFIRMATIONS_* applied. */
  registry?: ChainRegistry;
  /** Chain watching: the chains (see chainsToWatch: none by default under NODE_ENV=test) and timings. */
  chainWatcher?: ChainWatcherOverrides;
  /** The pay page's renderer; by default the web build's server entry (tests: its source). */
  payPageRenderer?: PayPageRendererSource;
  /** The clock of plan periods, renewals and recurring periods; tests move it on instead of waiting. */
  clock?: () => Date;
  /** Background timings; tests make them short. */
  timings?: {
    /** How often idle job workers look for jobs sent by other processes (min 0.5). */
    jobPollingSeconds?: number;
    /** The first retry of an email that did not go out. */
    mailRetryDelaySeconds?: number;
    /** How often events left behind are looked for. */
    eventSweepMs?: number;
    /** Webhook retries and the receiver's time to answer. */
    webhooks?: DeveloperModuleOptions['timings'];
  };
}

/**
 * The whole app (decision note 030): the HTTP server with its cross-cutting plugins, the
 * shared context (database, sockets, events, jobs), then one module per domain, each given the
 * services of the modules it needs. Tests build this very app and call `inject()`.
 */
export async function buildApp(config: Config, deps: AppDependencies = {}) {
  const ownsDatabase = !deps.database;
  const database = deps.database ?? (await openDatabase(config));
  if (ownsDatabase) await migrateDatabase(database);

  const app = await createHttpServer(config, deps.rateLimitNamespace);
  const sessions = createSessionsService(database.db);
  registerAuth(app, { sessions, sessionTtlMs: SESSION_TTL_MS, publicUrl: config.publicUrl });
  registerPermissions(app);
  const realtime = await createRealtime({
    httpServer: app.server,
    publicUrl: config.publicUrl,
    redisUrl: config.redisUrl,
    authenticate: (cookieHeader) => app.sessionAuth.authenticateCookieHeader(cookieHeader),
    guard: createSocketGuard(
      config.socketLimits,
      config.trustProxy,
      config.redisUrl
        ? await createRedisConnectionCounts({
            url: config.redisUrl,
            namespace: deps.rateLimitNamespace ?? 'incasso:',
            onError: (error) => app.log.warn({ err: error }, 'socket count redis error'),
          })
        : undefined,
    ),
  });
  const ctx: ModuleContext = {
    config,
    database,
    db: database.db,
    log: app.log,
    realtime,
    registry: deps.registry ?? chainRegistryFromConfig(config.chains),
    events: createDomainEvents({
      db: database.db,
      log: app.log,
      sweepIntervalMs: deps.timings?.eventSweepMs,
    }),
    jobs: createJobs({
      database,
      log: app.log,
      role: config.role,
      pollingIntervalSeconds: deps.timings?.jobPollingSeconds,
    }),
    metrics: createBusinessMetrics(app.metrics.registry),
  };

  // The modules in dependency order (decision note 030): each is built from the ones above it,
  // and the order is also the order of their routes, listeners, jobs and start (stop reverses).
  const notifications = createNotificationsModule(ctx);
  const ai = createAiModule(ctx, { now: deps.clock });
  const mail = createMailModule(ctx, { retryDelaySeconds: deps.timings?.mailRetryDelaySeconds });
  const plans = await createPlansModule(ctx);
  const prices = createPricesModule(ctx, deps.prices);
  const wallets = createWalletsModule(ctx, { notifications: notifications.service });
  const accounts = await createAccountsModule(ctx, {
    sessions,
    notifications: notifications.service,
    mail,
    plans: plans.plans,
    countWallets: wallets.wallets.count,
    secondFactor: deps.secondFactor,
    // Invoices, recurring and plan billing are built after accounts; a notification asks them
    // only once the app runs.
    paymentPurpose: (payment) => describePayment(payment),
  });
  registerMerchantAudit(app, accounts.members.record);
  const transactions = createTransactionsModule(ctx, { timeZoneOf: accounts.users.timeZone });
  const payments = createPaymentsModule(ctx, {
    wallets: wallets.wallets,
    prices: prices.prices,
    merchants: accounts.users,
    timeZoneOf: accounts.users.timeZone,
    clock: deps.clock,
    ledger: transactions.ledger,
    mail,
    contact: accounts.users.contact,
    audience: accounts.paymentAudience,
  });
  const chain = createChainModule(ctx, { payments, overrides: deps.chainWatcher });
  const health = createHealthModule(ctx, { chainAttention: chain.unverifiable.openCounts });
  const stats = createStatsModule({
    revenue: transactions.revenue,
    timeZoneOf: accounts.users.timeZone,
  });
  const insights = createInsightsModule(ctx, {
    insightSums: payments.insightSums,
    timeZoneOf: accounts.users.timeZone,
    notifications: notifications.service,
    ai: ai.runner,
    loginHistory: accounts.loginHistory,
    now: deps.clock,
  });
  const developer = await createDeveloperModule(
    ctx,
    {
      payments: payments.payerChoice,
      refunds: payments.refunds,
      holders: accounts.users,
      notifications: notifications.service,
      audience: (merchantId) => accounts.members.recipients(merchantId, ['owner', 'developer']),
      wallets: wallets.wallets,
    },
    { timings: deps.timings?.webhooks },
  );
  const billing = createBillingModule(ctx, {
    accounts: accounts.users,
    plans: plans.plans,
    payments: payments.payerChoice,
    wallets: wallets.wallets,
    ledger: transactions.transactions,
    notifications: notifications.service,
    mail,
    audience: (merchantId) => accounts.members.recipients(merchantId, ['owner']),
    now: deps.clock,
  });
  // The name a payer or customer knows the merchant by, in emails.
  const merchantName = async (userId: string) =>
    (await accounts.users.paymentTerms(userId)).displayName;
  const recurring = createRecurringModule(ctx, {
    payments: payments.payerChoice,
    wallets: wallets.wallets,
    notifications: notifications.service,
    mail,
    merchantName,
    standing: accounts.users.standing,
    now: deps.clock,
  });
  const invoices = createInvoicesModule(ctx, {
    payments: payments.payerChoice,
    wallets: wallets.wallets,
    fiscal: accounts.fiscal,
    ai: ai.runner,
    mail,
    merchantName,
    now: deps.clock,
  });
  const paymentLinks = createPaymentLinksModule(ctx, {
    payments: payments.payerChoice,
    wallets: wallets.wallets,
    standing: accounts.users.standing,
    merchantName,
  });
  const pos = createPosModule(ctx, {
    payments: payments.payments,
    transactions: transactions.transactions,
    attachLineItems: transactions.attachLineItems,
    mail,
    merchantName,
    now: deps.clock,
  });
  const assistant = createAssistantModule(ctx, {
    runner: ai.runner,
    transactions: transactions.transactions,
    revenue: transactions.revenue,
    insights: insights.insights,
    payments: payments.payments,
    wallets: wallets.wallets,
    invoices: invoices.invoices,
    timeZoneOf: accounts.users.timeZone,
    now: deps.clock,
  });
  const announcements = createAnnouncementsModule(ctx);
  const admin = createAdminModule(ctx, {
    accounts,
    plans: plans.plans,
    announcements: announcements.announcements,
    billing,
    wallets: wallets.wallets,
    transactions: transactions.transactions,
    apiKeys: developer.keys,
    countOpenRequests: payments.countOpen,
    chains: { status: chain.watchers.status, unverifiable: chain.unverifiable },
    runner: ai.runner,
    insights: insights.insights,
    activeMerchantsSince: payments.activeMerchantsSince,
    now: deps.clock,
  });
  // What the other modules' requests are for: an invoice, a recurring period, a plan, a link.
  const describers = [
    invoices.describePayment,
    recurring.describePayment,
    billing.describePayment,
    paymentLinks.describePayment,
  ] as const;
  async function describePayment(payment: { id: string; userId: string }) {
    for (const describe of describers) {
      const described = await describe(payment);
      if (described) return described.purpose;
    }
    return null;
  }
  const payPage = createPayPageModule(ctx, {
    payers: payments.payerView(describers),
    renderer: deps.payPageRenderer,
  });
  const modules = {
    notifications,
    ai,
    mail,
    plans,
    prices,
    wallets,
    accounts,
    transactions,
    payments,
    chain,
    health,
    stats,
    insights,
    developer,
    billing,
    recurring,
    invoices,
    paymentLinks,
    pos,
    assistant,
    announcements,
    admin,
    payPage,
    // Last: it describes the routes every module above has registered.
    openApi: createOpenApiModule(ctx),
  };
  await mountModules(app, ctx, Object.values(modules));
  registerMetricsRoute(app, app.metrics, {
    ...config.metrics,
    sources: {
      chains: () =>
        chain.watchers.chains.map((id) => ({ chain: id, ...chain.watchers.status(id) })),
      queues: () => ctx.jobs.depths(),
      openPayments: () => payments.countOpen(),
    },
  });
  await registerSpa(app, config.webDistDir);

  if (ownsDatabase) app.addHook('onClose', () => database.close());
  // The HTTP app, and every module with its services for whoever drives the app from outside
  // (serve's drain, the demo seed, tests) rather than decorations on the HTTP app.
  return { app, modules, realtime };
}

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
/** The HTTP app: `inject()`, `listen()`, `close()`. */
export type App = BuiltApp['app'];
export type AppModules = BuiltApp['modules'];
