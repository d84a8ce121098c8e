import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiRefundListSchema, ApiRefundSchema, apiRefundOf } from '@incasso/shared/api-refunds';
import type { ApiKeyScope } from '@incasso/shared/developer';
import { ErrorBodySchema } from '@incasso/shared/errors';
import { CreateRefundInputSchema } from '@incasso/shared/refunds';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '#server/lib/app-error.ts';
import type { RefundsService } from '#server/modules/payments/payments.module.ts';
import { apiCaller } from '../api-keys/api-key-auth.ts';
import type { Idempotency } from './idempotency.ts';
import { idempotentReply } from './idempotent-reply.ts';

type Guard = (
  scope: ApiKeyScope,
) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

// The public API answers any id it is given: one that is no UUID is simply no payment of yours.
const PaymentParamsSchema = z.object({ id: z.string().max(64) });
const paymentId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw notFound('No such payment.');
  return id;
};

/** `/api/v1/payments/:id/refunds` (issue 21 section 5, decision note 099). */
export const publicRefundsRoutes: FastifyPluginAsyncZod<{
  requireApiKey: Guard;
  refunds: RefundsService;
  idempotency: Idempotency;
}> = async (app, { requireApiKey, refunds, idempotency }) => {
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
  const idempotent = idempotentReply(idempotency);

  app.post(
    '/v1/payments/:id/refunds',
    {
      onRequest: requireApiKey('payments:write'),
      schema: {
        operationId: 'createRefund',
        summary: 'Refund a payment, all or part',
        description:
          'In the coin paid, from the wallet that was paid, to the payer (or `address`). Incasso never signs: send the transfer from your wallet (the `eip681` link opens it there); the refund goes `sent` once it is in a block and `confirmed` after the chain’s confirmations, when `payment.refunded` is sent. Refunds not cancelled cannot add up to more than was paid. Send an `Idempotency-Key` to retry safely.',
        tags: ['payments'],
        scopes: ['payments:write'],
        errors: {
          400: ['invalidIdempotencyKey'],
          404: ['notFound'],
          409: ['paymentNotRefundable', 'refundExceedsPaid', 'idempotencyInProgress'],
        },
        params: PaymentParamsSchema,
        body: CreateRefundInputSchema,
        response: {
          201: ApiRefundSchema,
          ...errors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = apiCaller(request);
      const id = paymentId(request.params.id);
      return idempotent(request, reply, userId, `/api/v1/payments/${id}/refunds`, async () => {
        const refund = await refunds.create(userId, id, request.body, null);
        return { status: 201, body: JSON.stringify(ApiRefundSchema.parse(apiRefundOf(refund))) };
      });
    },
  );

  app.get(
    '/v1/payments/:id/refunds',
    {
      onRequest: requireApiKey('payments:read'),
      schema: {
        operationId: 'listRefunds',
        summary: 'List a payment’s refunds',
        description: 'Newest first, cancelled ones included.',
        tags: ['payments'],
        scopes: ['payments:read'],
        errors: { 404: ['notFound'] },
        params: PaymentParamsSchema,
        response: {
          200: ApiRefundListSchema,
          ...errors,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const list = await refunds.list(apiCaller(request).userId, paymentId(request.params.id));
      return { data: list.items.map(apiRefundOf) };
    },
  );
};
