import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PayPaymentLinkInputSchema,
  PaymentLinkSlugParamsSchema,
  PaymentLinkVisitSchema,
  PublicPaymentLinkSchema,
} from '@incasso/shared/payment-links';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { LinkVisits } from './link-visits.ts';

/** `/api/l/:slug`: the link's public page reads it and pays it; nobody signs in. */
export const linkVisitsRoutes: FastifyPluginAsyncZod<{ visits: LinkVisits }> = async (
  app,
  { visits },
) => {
  app.get(
    '/l/:slug',
    {
      preHandler: rateLimit('payPagePerIp'),
      schema: {
        params: PaymentLinkSlugParamsSchema,
        response: { 200: PublicPaymentLinkSchema },
      },
    },
    async (request) => visits.view(request.params.slug),
  );

  app.post(
    '/l/:slug/payments',
    {
      // Per address first: one address over its budget does not use up the link's.
      preHandler: rateLimit('paymentLinkVisitsPerIp', 'paymentLinkVisitsPerLink'),
      schema: {
        params: PaymentLinkSlugParamsSchema,
        body: PayPaymentLinkInputSchema,
        response: { 201: PaymentLinkVisitSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await visits.pay(request.params.slug, request.body)),
  );
};
