import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AwaitingCoinListSchema,
  CancelledRequestSchema,
  CreatePaymentInputSchema,
  PaymentIdParamsSchema,
  PaymentListQuerySchema,
  PaymentListSchema,
  PaymentRequestSchema,
} from '@incasso/shared/payments';
import { requireUser } from '#server/plugins/auth.ts';
import { can } from '@incasso/shared/members';
import { memberActor, merchantOf } from '#server/plugins/permissions.ts';

/** A cashier's own view: what they made in the last day (payments.readOwnToday, issue 23). */
const OWN_VIEW_MS = 24 * 60 * 60 * 1000;
import type { MerchantRequests } from './merchant-requests.ts';

/** `/api/payments`: the merchant's own requests. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: MerchantRequests }> = async (
  app,
  { payments },
) => {
  app.post(
    '/payments',
    {
      config: { permission: 'payments.create' },
      onRequest: requireUser,
      schema: { body: CreatePaymentInputSchema, response: { 201: PaymentRequestSchema } },
    },
    async (request, reply) => {
      const actor = memberActor(request);
      const created = await payments.create(actor.merchantId, request.body, undefined, actor.email);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/payments',
    {
      config: { permission: ['payments.read', 'payments.readOwnToday'] },
      onRequest: requireUser,
      schema: { querystring: PaymentListQuerySchema, response: { 200: PaymentListSchema } },
    },
    async (request) => {
      const actor = memberActor(request);
      const own = can(actor.role, 'payments.read')
        ? undefined
        : { createdBy: actor.email, since: new Date(Date.now() - OWN_VIEW_MS) };
      return payments.list(actor.merchantId, request.query, own);
    },
  );

  app.get(
    '/payments/awaiting-coin',
    {
      config: { permission: 'payments.read' },
      onRequest: requireUser,
      schema: { response: { 200: AwaitingCoinListSchema } },
    },
    async (request) => payments.awaitingCoin(merchantOf(request)),
  );

  app.get(
    '/payments/:id',
    {
      config: { permission: 'payments.read' },
      onRequest: requireUser,
      schema: { params: PaymentIdParamsSchema, response: { 200: PaymentRequestSchema } },
    },
    async (request) => payments.get(merchantOf(request), request.params.id),
  );

  app.post(
    '/payments/:id/cancel',
    {
      config: { permission: 'payments.manage' },
      onRequest: requireUser,
      schema: { params: PaymentIdParamsSchema, response: { 200: CancelledRequestSchema } },
    },
    async (request) => payments.cancel(merchantOf(request), request.params.id),
  );
};
