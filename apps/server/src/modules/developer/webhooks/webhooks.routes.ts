import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWebhookEndpointInputSchema,
  IdParamsSchema,
  UpdateWebhookEndpointInputSchema,
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  type WebhookEndpoint,
} from '@incasso/shared/developer';
import { z } from 'zod';
import { requireFeature } from '#server/plugins/auth.ts';
import { noteAudit } from '#server/plugins/merchant-audit.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { WebhookDeliveriesService } from './webhook-deliveries.service.ts';
import type { WebhookEndpointsService } from './webhook-endpoints.service.ts';

const developer = requireFeature('developer');
const callsOut = rateLimit('webhookCallsPerUser');

/** What the audit log says of an endpoint besides its URL: what it hears, whether it is on. */
const endpointDetails = (endpoint: WebhookEndpoint) => ({
  events: endpoint.eventTypes.join(', '),
  enabled: String(endpoint.enabled),
});

const DeliveryQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** `/api/developer/webhooks`: endpoints, their delivery log, test events and retries. */
export const webhooksRoutes: FastifyPluginAsyncZod<{
  endpoints: WebhookEndpointsService;
  deliveries: WebhookDeliveriesService;
}> = async (app, { endpoints, deliveries }) => {
  app.get(
    '/developer/webhooks',
    {
      config: { permission: 'developer.manage' },
      onRequest: developer,
      schema: { response: { 200: WebhookEndpointListSchema } },
    },
    async (request) => endpoints.list(merchantOf(request)),
  );

  app.post(
    '/developer/webhooks',
    {
      config: { permission: 'developer.manage', audit: ['webhook.created'] },
      onRequest: developer,
      schema: {
        body: CreateWebhookEndpointInputSchema,
        response: { 201: WebhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) => {
      const endpoint = await endpoints.create(merchantOf(request), request.body);
      noteAudit(request, 'webhook.created', endpoint.url, endpointDetails(endpoint));
      return reply.status(201).send(endpoint);
    },
  );

  app.patch(
    '/developer/webhooks/:id',
    {
      config: { permission: 'developer.manage', audit: ['webhook.changed'] },
      onRequest: developer,
      schema: {
        params: IdParamsSchema,
        body: UpdateWebhookEndpointInputSchema,
        response: { 200: WebhookEndpointSchema },
      },
    },
    async (request) => {
      const endpoint = await endpoints.update(merchantOf(request), request.params.id, request.body);
      noteAudit(request, 'webhook.changed', endpoint.url, endpointDetails(endpoint));
      return endpoint;
    },
  );

  app.delete(
    '/developer/webhooks/:id',
    {
      config: { permission: 'developer.manage', audit: ['webhook.deleted'] },
      onRequest: developer,
      schema: { params: IdParamsSchema },
    },
    async (request, reply) => {
      const url = await endpoints.remove(merchantOf(request), request.params.id);
      noteAudit(request, 'webhook.deleted', url);
      return reply.status(204).send();
    },
  );

  app.post(
    '/developer/webhooks/:id/rotate-secret',
    {
      config: { permission: 'developer.manage', audit: ['webhook.secretRotated'] },
      onRequest: developer,
      schema: { params: IdParamsSchema, response: { 200: WebhookEndpointWithSecretSchema } },
    },
    async (request) => {
      const endpoint = await endpoints.rotateSecret(merchantOf(request), request.params.id);
      noteAudit(request, 'webhook.secretRotated', endpoint.url);
      return endpoint;
    },
  );

  app.post(
    '/developer/webhooks/:id/test',
    {
      config: { permission: 'developer.manage' },
      onRequest: developer,
      preHandler: callsOut,
      schema: { params: IdParamsSchema, response: { 202: WebhookDeliverySchema } },
    },
    async (request, reply) =>
      reply.status(202).send(await deliveries.sendTest(merchantOf(request), request.params.id)),
  );

  app.get(
    '/developer/webhooks/:id/deliveries',
    {
      config: { permission: 'developer.manage' },
      onRequest: developer,
      schema: {
        params: IdParamsSchema,
        querystring: DeliveryQuerySchema,
        response: { 200: WebhookDeliveryListSchema },
      },
    },
    async (request) => deliveries.list(merchantOf(request), request.params.id, request.query),
  );

  app.post(
    '/developer/webhook-deliveries/:id/retry',
    {
      config: { permission: 'developer.manage' },
      onRequest: developer,
      preHandler: callsOut,
      schema: { params: IdParamsSchema, response: { 202: WebhookDeliverySchema } },
    },
    async (request, reply) =>
      reply.status(202).send(await deliveries.retry(merchantOf(request), request.params.id)),
  );
};
