import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePaymentLinkInputSchema,
  PaymentLinkDetailSchema,
  PaymentLinkListSchema,
  PaymentLinkParamsSchema,
  PaymentLinkSchema,
} from '@incasso/shared/payment-links';
import { requireFeature } from '#server/plugins/auth.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import { LINKS_FEATURE } from './link-visits.ts';
import type { PaymentLinksService } from './payment-links.service.ts';

const permission = 'links.manage';

/** `/api/payment-links`: the merchant's links, on the public API's plan (decision note 100). */
export const paymentLinksRoutes: FastifyPluginAsyncZod<{ links: PaymentLinksService }> = async (
  app,
  { links },
) => {
  app.addHook('onRequest', requireFeature(LINKS_FEATURE));

  app.get(
    '/payment-links',
    { config: { permission }, schema: { response: { 200: PaymentLinkListSchema } } },
    async (request) => links.list(merchantOf(request)),
  );

  app.post(
    '/payment-links',
    {
      config: { permission },
      schema: { body: CreatePaymentLinkInputSchema, response: { 201: PaymentLinkSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await links.create(merchantOf(request), request.body)),
  );

  app.get(
    '/payment-links/:id',
    {
      config: { permission },
      schema: { params: PaymentLinkParamsSchema, response: { 200: PaymentLinkDetailSchema } },
    },
    async (request) => links.get(merchantOf(request), request.params.id),
  );

  for (const action of ['pause', 'resume'] as const) {
    app.post(
      `/payment-links/:id/${action}`,
      {
        config: { permission },
        schema: { params: PaymentLinkParamsSchema, response: { 200: PaymentLinkSchema } },
      },
      async (request) => links[action](merchantOf(request), request.params.id),
    );
  }

  app.delete(
    '/payment-links/:id',
    { config: { permission }, schema: { params: PaymentLinkParamsSchema } },
    async (request, reply) => {
      await links.remove(merchantOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
