import { DemoInfoSchema, DemoPaymentSentSchema } from '@incasso/shared/demo';
import { PaymentIdParamsSchema } from '@incasso/shared/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { MerchantRequests } from '#server/modules/payments/payments.module.ts';
import type { DemoPayer } from './demo-payer.ts';

/**
 * The demo's "Simulate payment": the signed-in owner of a request has the demo payer pay it
 * on its anvil chain (404 for anyone else's, 409 once nothing is left to pay). Registered by
 * the demo only.
 */
export const demoRoutes: FastifyPluginAsyncZod<{
  payments: Pick<MerchantRequests, 'get'>;
  pay: DemoPayer;
}> = async (app, { payments, pay }) => {
  app.get('/demo', { schema: { response: { 200: DemoInfoSchema } } }, async () => ({
    enabled: true as const,
  }));

  app.post(
    '/demo/pay/:id',
    {
      onRequest: requireUser,
      schema: { params: PaymentIdParamsSchema, response: { 202: DemoPaymentSentSchema } },
    },
    async (request, reply) => {
      const payment = await payments.get(sessionUser(request).id, request.params.id);
      return reply.status(202).send({ txHash: await pay(payment) });
    },
  );
};
