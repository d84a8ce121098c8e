import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChoosePaymentCurrencyInputSchema, PublicPaymentSchema } from '@incasso/shared/payments';
import { z } from 'zod';
import type { PayerView } from '#server/modules/payments/payments.module.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';

/** `/api/pay/:id`: the pay page's public view of a request, and its payer's coin. */
export const payApiRoutes: FastifyPluginAsyncZod<{ payers: PayerView }> = async (
  app,
  { payers },
) => {
  app.get(
    '/pay/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 200: PublicPaymentSchema },
      },
    },
    async (request) => payers.getPublic(request.params.id),
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
    async (request) => payers.chooseCurrency(request.params.id, request.body.currency),
  );
};
