import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentIdParamsSchema } from '@incasso/shared/payments';
import {
  CreateRefundInputSchema,
  RefundListSchema,
  RefundParamsSchema,
  RefundSchema,
} from '@incasso/shared/refunds';
import { requireUser } from '#server/plugins/auth.ts';
import { memberActor, merchantOf } from '#server/plugins/permissions.ts';
import type { RefundsService } from './refunds.service.ts';

/** `/api/payments/:id/refunds`: a payment's refunds, asked for by an owner or a manager. */
export const refundsRoutes: FastifyPluginAsyncZod<{ refunds: RefundsService }> = async (
  app,
  { refunds },
) => {
  app.get(
    '/payments/:id/refunds',
    {
      config: { permission: 'payments.read' },
      onRequest: requireUser,
      schema: { params: PaymentIdParamsSchema, response: { 200: RefundListSchema } },
    },
    async (request) => refunds.list(merchantOf(request), request.params.id),
  );

  app.post(
    '/payments/:id/refunds',
    {
      config: { permission: 'refunds.write' },
      onRequest: requireUser,
      schema: {
        params: PaymentIdParamsSchema,
        body: CreateRefundInputSchema,
        response: { 201: RefundSchema },
      },
    },
    async (request, reply) => {
      const actor = memberActor(request);
      const refund = await refunds.create(
        actor.merchantId,
        request.params.id,
        request.body,
        actor.email,
      );
      return reply.status(201).send(refund);
    },
  );

  app.post(
    '/payments/:id/refunds/:refundId/cancel',
    {
      config: { permission: 'refunds.write' },
      onRequest: requireUser,
      schema: { params: RefundParamsSchema, response: { 200: RefundSchema } },
    },
    async (request) =>
      refunds.cancel(merchantOf(request), request.params.id, request.params.refundId),
  );
};
