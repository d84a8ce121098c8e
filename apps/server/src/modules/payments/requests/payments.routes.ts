import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssignTransferInputSchema,
  ChoosePaymentCurrencyInputSchema,
  CreatePaymentInputSchema,
  PaymentIdParamsSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentRequestSchema,
  PublicPaymentSchema,
  UnmatchedTransferListSchema,
} from '@incasso/shared/payments';
import { z } from 'zod';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { PaymentsService } from './payments.service.ts';
import type { UnmatchedService } from '../unmatched/unmatched.service.ts';

/** `/api/payments` (the merchant's requests) and the public `/api/pay/:id` of the pay page. */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  unmatched: UnmatchedService;
}> = async (app, { payments, unmatched }) => {
  app.get(
    '/pay/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: PublicPaymentSchema },
      },
    },
    async (request) => payments.getPublic(request.params.id),
  );

  app.post(
    '/pay/:id/currency',
    {
      preHandler: rateLimit('payPageChoicePerIp'),
      schema: {
        params: z.object({ id: z.string().max(64) }),
        body: ChoosePaymentCurrencyInputSchema,
        response: { 200: PublicPaymentSchema },
      },
    },
    async (request) => payments.chooseCurrency(request.params.id, request.body.currency),
  );

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
    '/payments/unmatched',
    { onRequest: requireUser, schema: { response: { 200: UnmatchedTransferListSchema } } },
    async (request) => unmatched.list(sessionUser(request).id),
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

  app.post(
    '/payments/:id/assign',
    {
      onRequest: requireUser,
      schema: {
        params: PaymentIdParamsSchema,
        body: AssignTransferInputSchema,
        response: { 200: PaymentRequestSchema },
      },
    },
    async (request) =>
      unmatched.assign(sessionUser(request).id, request.params.id, request.body.transferId),
  );
};
