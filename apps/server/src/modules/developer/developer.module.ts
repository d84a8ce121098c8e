import { currencySymbol } from '@incasso/shared/currencies';
import type { ApiWallet } from '@incasso/shared/developer';
import type { PaymentEventData } from '@incasso/shared/domain-events';
import type { FastifyInstance } from 'fastify';
import { getInstanceSecret } from '#server/lib/instance-secret.ts';
import { createSecretBox } from '#server/lib/secret-box.ts';
import type { NotificationsService } from '#server/modules/notifications/notifications.module.ts';
import {
  payUrl,
  walletLinkOf,
  type PayerChoiceRequests,
} from '#server/modules/payments/payments.module.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { defineModule, type ModuleContext } from '../app-module.ts';
import { developerJobs } from './developer.jobs.ts';
import { developerListeners } from './developer.listeners.ts';
import { apiKeyGuard } from './api-keys/api-key-auth.ts';
import { createApiKeysRepository } from './api-keys/api-keys.repository.ts';
import { apiKeysRoutes } from './api-keys/api-keys.routes.ts';
import { createApiKeysService, type KeyHolders } from './api-keys/api-keys.service.ts';
import { createIdempotency } from './public-api/idempotency.ts';
import { createIdempotencyRepository } from './public-api/idempotency.repository.ts';
import { publicApiRoutes } from './public-api/public-api.routes.ts';
import { createDeveloperSettings } from './settings/developer-settings.repository.ts';
import { developerSettingsRoutes } from './settings/developer-settings.routes.ts';
import { createWebhookDeliveriesService } from './webhooks/webhook-deliveries.service.ts';
import { addressPolicy } from './webhooks/outbound-address.ts';
import { createWebhookDelivery, type DeliveryTimings } from './webhooks/webhook-delivery.ts';
import { createWebhookEndpointsService } from './webhooks/webhook-endpoints.service.ts';
import { deliverQueue } from './webhooks/webhook-jobs.ts';
import { createWebhooksRepository } from './webhooks/webhooks.repository.ts';
import { webhooksRoutes } from './webhooks/webhooks.routes.ts';

// What other modules may use (decision note 065): the narrow services and their types.
export type { ApiKeysService } from './api-keys/api-keys.service.ts';

export interface DeveloperModuleOptions {
  /** Test timings: a short first retry, a short receiver timeout. */
  timings?: Partial<DeliveryTimings>;
}

/**
 * The developer platform (decision note 039): API keys, the public API v1 with idempotency,
 * the merchant's API settings, and webhooks made from the domain events and sent through the
 * `webhook.deliver` queue. Premium only, enforced on every route.
 */
export async function createDeveloperModule(
  ctx: ModuleContext,
  deps: {
    payments: PayerChoiceRequests;
    holders: KeyHolders;
    notifications: Pick<NotificationsService, 'notify'>;
    /** Who of a merchant hears that a webhook endpoint stopped: its owner and developers. */
    audience: (merchantId: string) => Promise<readonly string[]>;
    wallets: Pick<WalletsService, 'list'>;
  },
  options: DeveloperModuleOptions = {},
) {
  const { db, config, jobs } = ctx;
  const keys = createApiKeysService({ repo: createApiKeysRepository(db), holders: deps.holders });
  const idempotency = createIdempotency({ repo: createIdempotencyRepository(db) });
  const settings = createDeveloperSettings(db);
  const paymentUrl = (paymentId: string) => payUrl(config.publicUrl, paymentId);
  const walletLink = (payment: PaymentEventData) => walletLinkOf(ctx.registry, payment);
  const apiWallets = async (userId: string): Promise<ApiWallet[]> =>
    (await deps.wallets.list(userId)).map((wallet) => {
      const chain = ctx.registry[wallet.chainId];
      return {
        id: wallet.id,
        name: wallet.name,
        chain: wallet.chainId,
        chainId: chain.evmChainId,
        address: wallet.address,
        coins: wallet.acceptedCurrencyIds.flatMap((currency) => {
          const asset = chain.assets[currency];
          if (!asset) return [];
          return [
            {
              currency,
              symbol: currencySymbol(currency),
              tokenAddress: asset.kind === 'token' ? asset.address : null,
              decimals: asset.decimals,
            },
          ];
        }),
      };
    });

  const repo = createWebhooksRepository(db);
  const mayConnect = addressPolicy(config.webhookAllowPrivate);
  const box = createSecretBox(await getInstanceSecret(db, config), 'webhook-secret');
  const endpoints = createWebhookEndpointsService({
    repo,
    box,
    mayConnect,
  });
  const delivery = createWebhookDelivery({
    repo,
    box,
    jobs,
    queue: deliverQueue,
    mayConnect,
    timings: { retryBaseMs: 30_000, timeoutMs: 15_000, ...options.timings },
    metrics: ctx.metrics,
    stopped: async (merchantId, url, reason) => {
      for (const userId of await deps.audience(merchantId)) {
        await deps.notifications.notify(
          userId,
          reason === 'gone' ? 'webhooks.endpointGone' : 'webhooks.endpointFailing',
          { url },
        );
      }
    },
  });
  const deliveries = createWebhookDeliveriesService({
    repo,
    endpoints,
    delivery,
    paymentUrl,
    walletLink,
    mayReceive: async (userId) => {
      const standing = await deps.holders.standing(userId);
      return standing?.active === true && standing.features.includes('developer');
    },
  });
  return defineModule({
    name: 'developer',
    keys,
    jobs: developerJobs({ delivery, idempotency, deliveries }),
    listeners: developerListeners(deliveries),
    routes: async (api: FastifyInstance) => {
      api.decorateRequest('apiKey', null);
      await api.register(apiKeysRoutes, { keys });
      await api.register(developerSettingsRoutes, { settings });
      await api.register(webhooksRoutes, { endpoints, deliveries });
      await api.register(publicApiRoutes, {
        requireApiKey: apiKeyGuard(keys),
        payments: deps.payments,
        settings,
        idempotency,
        paymentUrl,
        walletLink,
        wallets: apiWallets,
      });
    },
    /** Deliveries left due by a stop or crash go out again as soon as the workers run. */
    start: () => (config.role === 'web' ? undefined : delivery.sweep()),
  });
}

export type DeveloperModule = Awaited<ReturnType<typeof createDeveloperModule>>;
