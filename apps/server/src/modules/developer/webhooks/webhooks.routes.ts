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
} from '@incasso/shared/developer';
import { z } from 'zod';
import { requireFeature, sessionUser } from '#server/plugins/auth.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { WebhookDeliveriesService } from './webhook-deliveries.service.ts';
import type { WebhookEndpointsService } from './webhook-endpoints.service.ts';

const developer = requireFeature('developer');
const callsOut = rateLimit('webhookCallsPerUser');

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
    { onRequest: developer, schema: { response: { 200: WebhookEndpointListSchema } } },
    async (request) => endpoints.list(sessionUser(request).id),
  );

  app.post(
    '/developer/webhooks',
    {
      onRequest: developer,
      schema: {
        body: CreateWebhookEndpointInputSchema,
        response: { 201: WebhookEndpointWithSecretSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await endpoints.create(sessionUser(request).id, request.body)),
  );

  app.patch(
    '/developer/webhooks/:id',
    {
      onRequest: developer,
      schema: {
        params: IdParamsSchema,
        body: UpdateWebhookEndpointInputSchema,
        response: { 200: WebhookEndpointSchema },
      },
    },
    async (request) => endpoints.update(sessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/developer/webhooks/:id',
    { onRequest: developer, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      await endpoints.remove(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/developer/webhooks/:id/rotate-secret',
    {
      onRequest: developer,
      schema: { params: IdParamsSchema, response: { 200: WebhookEndpointWithSecretSchema } },
    },
    async (request) => endpoints.rotateSecret(sessionUser(request).id, request.params.id),
  );

  app.post(
    '/developer/webhooks/:id/test',
    {
      onRequest: developer,
      preHandler: callsOut,
      schema: { params: IdParamsSchema, response: { 202: WebhookDeliverySchema } },
    },
    async (request, reply) =>
      reply.status(202).send(await deliveries.sendTest(sessionUser(request).id, request.params.id)),
  );

  app.get(
    '/developer/webhooks/:id/deliveries',
    {
      onRequest: developer,
      schema: {
        params: IdParamsSchema,
        querystring: DeliveryQuerySchema,
        response: { 200: WebhookDeliveryListSchema },
      },
    },
    async (request) => deliveries.list(sessionUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/developer/webhook-deliveries/:id/retry',
    {
      onRequest: developer,
      preHandler: callsOut,
      schema: { params: IdParamsSchema, response: { 202: WebhookDeliverySchema } },
    },
    async (request, reply) =>
      reply.status(202).send(await deliveries.retry(sessionUser(request).id, request.params.id)),
  );
};
