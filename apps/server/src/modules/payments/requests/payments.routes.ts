import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePaymentInputSchema,
  PaymentIdParamsSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentRequestSchema,
} from '@incasso/shared/payments';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { MerchantRequests } from './merchant-requests.ts';

/** `/api/payments`: the merchant's own requests. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: MerchantRequests }> = async (
  app,
  { payments },
) => {
  app.post(
    '/payments',
    {
      onRequest: requireUser,
      schema: { body: CreatePaymentInputSchema, response: { 201: PaymentRequestSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.create(sessionUser(request).id, request.body)),
  );

  app.get(
    '/payments',
    {
      onRequest: requireUser,
      schema: { querystring: PaymentListQuerySchema, response: { 200: PaymentListSchema } },
    },
    async (request) => payments.list(sessionUser(request).id, request.query),
  );

  app.get(
    '/payments/:id',
    {
      onRequest: requireUser,
      schema: { params: PaymentIdParamsSchema, response: { 200: PaymentRequestSchema } },
    },
    async (request) => payments.get(sessionUser(request).id, request.params.id),
  );

  app.post(
    '/payments/:id/cancel',
    {
      onRequest: requireUser,
      schema: { params: PaymentIdParamsSchema, response: { 200: PaymentRequestSchema } },
    },
    async (request) => payments.cancel(sessionUser(request).id, request.params.id),
  );
};
