import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillingOverviewSchema,
  CheckoutSchema,
  DowngradeInputSchema,
  ReceiptParamsSchema,
  SettleFeesInputSchema,
  UpgradeInputSchema,
} from '@incasso/shared/billing';
import { requireUser, sessionUser } from '#server/plugins/auth.ts';
import type { BillingService } from './billing.service.ts';
import type { CheckoutService } from './checkout/checkout.service.ts';

/** `/api/billing`: the merchant's plan, fee balance and receipts, and their checkouts. */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  checkout: CheckoutService;
}> = async (app, { billing, checkout }) => {
  app.addHook('onRequest', requireUser);

  app.get('/billing', { schema: { response: { 200: BillingOverviewSchema } } }, async (request) =>
    billing.overview(sessionUser(request).id),
  );

  app.post(
    '/billing/upgrade',
    { schema: { body: UpgradeInputSchema, response: { 201: CheckoutSchema } } },
    async (request, reply) =>
      reply.status(201).send(await checkout.upgrade(sessionUser(request).id, request.body)),
  );

  app.post(
    '/billing/settle',
    { schema: { body: SettleFeesInputSchema, response: { 201: CheckoutSchema } } },
    async (request, reply) =>
      reply.status(201).send(await checkout.settleFees(sessionUser(request).id, request.body)),
  );

  app.post(
    '/billing/downgrade',
    { schema: { body: DowngradeInputSchema, response: { 200: BillingOverviewSchema } } },
    async (request) => billing.downgrade(sessionUser(request).id, request.body.when),
  );

  app.delete(
    '/billing/downgrade',
    { schema: { response: { 200: BillingOverviewSchema } } },
    async (request) => billing.keepPlan(sessionUser(request).id),
  );

  app.get(
    '/billing/receipts/:id.pdf',
    { schema: { params: ReceiptParamsSchema } },
    async (request, reply) => {
      const pdf = await billing.receipt(sessionUser(request).id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="receipt-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
