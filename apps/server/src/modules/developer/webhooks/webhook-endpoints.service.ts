import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_SECRET_OVERLAP_MS,
  type CreateWebhookEndpointInput,
  type UpdateWebhookEndpointInput,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@incasso/shared/developer';
import type { WebhookEndpointRow } from '#server/db/schema/developer.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { AddressPolicy } from './outbound-address.ts';
import { checkOutboundUrl, OutboundRefused } from './outbound-request.ts';
import { endpointSecrets, newWebhookSecret } from './webhook-secrets.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

export const presentEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  eventTypes: row.eventTypes,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const endpointNotFound = () => notFound('Webhook endpoint not found.');

/** The merchant's webhook endpoints: URL, subscribed events, enabled, and the signing secret. */
export function createWebhookEndpointsService(deps: {
  repo: WebhooksRepository;
  box: SecretBox;
  mayConnect: AddressPolicy;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** Refuses URLs that can never be called (SSRF): the resolved address is checked on send. */
  function checkUrl(url: string): void {
    try {
      checkOutboundUrl(url, deps.mayConnect);
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error;
      throw new AppError(
        400,
        'webhookUrlNotAllowed',
        `This URL cannot be called: ${error.message}.`,
        {
          url: 'webhookUrlNotAllowed',
        },
      );
    }
  }

  async function owned(userId: string, id: string): Promise<WebhookEndpointRow> {
    const row = await repo.findOwnedEndpoint(userId, id);
    if (!row) throw endpointNotFound();
    return row;
  }

  return {
    owned,

    list: async (userId: string) => (await repo.listEndpoints(userId)).map(presentEndpoint),

    async create(
      userId: string,
      input: CreateWebhookEndpointInput,
    ): Promise<WebhookEndpointWithSecret> {
      checkUrl(input.url);
      if ((await repo.countEndpoints(userId)) >= WEBHOOK_ENDPOINTS_MAX) {
        throw new AppError(
          409,
          'tooManyWebhookEndpoints',
          `At most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints per account.`,
        );
      }
      const id = randomUUID();
      const secret = newWebhookSecret();
      const row = await repo.insertEndpoint({
        id,
        userId,
        url: input.url,
        eventTypes: input.eventTypes,
        secret: endpointSecrets(deps.box, id).seal(secret),
      });
      return { ...presentEndpoint(row), secret };
    },

    async update(
      userId: string,
      id: string,
      input: UpdateWebhookEndpointInput,
    ): Promise<WebhookEndpoint> {
      if (input.url !== undefined) checkUrl(input.url);
      const row = await repo.updateEndpoint(userId, id, {
        ...input,
        // Turning an endpoint back on clears why it had stopped.
        ...(input.enabled === true && { disabledReason: null }),
        updatedAt: now(),
      });
      if (!row) throw endpointNotFound();
      return presentEndpoint(row);
    },

    /** Deletes the endpoint and answers its URL. */
    async remove(userId: string, id: string): Promise<string> {
      const url = await repo.deleteEndpoint(userId, id);
      if (url === undefined) throw endpointNotFound();
      return url;
    },

    /** A new secret; the previous one keeps signing for 24 hours so receivers can switch. */
    async rotateSecret(userId: string, id: string): Promise<WebhookEndpointWithSecret> {
      const current = await owned(userId, id);
      const secrets = endpointSecrets(deps.box, id);
      const secret = newWebhookSecret();
      const at = now();
      const row = await repo.updateEndpoint(userId, id, {
        secret: secrets.seal(secret),
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(at.getTime() + WEBHOOK_SECRET_OVERLAP_MS),
        updatedAt: at,
      });
      if (!row) throw endpointNotFound();
      return { ...presentEndpoint(row), secret };
    },
  };
}

export type WebhookEndpointsService = ReturnType<typeof createWebhookEndpointsService>;
