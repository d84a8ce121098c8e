import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BillingOverviewSchema,
  CheckoutSchema,
  DowngradeInputSchema,
  ReceiptParamsSchema,
  SettleFeesInputSchema,
  UpgradeInputSchema,
} from '@incasso/shared/billing';
import { requireUser } from '#server/plugins/auth.ts';
import { noteAudit } from '#server/plugins/merchant-audit.ts';
import { merchantOf } from '#server/plugins/permissions.ts';
import type { BillingService } from './billing.service.ts';
import type { CheckoutService } from './checkout/checkout.service.ts';

/** `/api/billing`: the merchant's plan, fee balance and receipts, and their checkouts. */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingService;
  checkout: CheckoutService;
}> = async (app, { billing, checkout }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/billing',
    {
      config: { permission: 'billing.read' },
      schema: { response: { 200: BillingOverviewSchema } },
    },
    async (request) => billing.overview(merchantOf(request)),
  );

  app.post(
    '/billing/upgrade',
    {
      config: { permission: 'billing.manage', audit: ['plan.upgradeStarted'] },
      schema: { body: UpgradeInputSchema, response: { 201: CheckoutSchema } },
    },
    async (request, reply) => {
      const started = await checkout.upgrade(merchantOf(request), request.body);
      noteAudit(request, 'plan.upgradeStarted', null, {
        plan: request.body.planId,
        interval: request.body.interval,
      });
      return reply.status(201).send(started);
    },
  );

  app.post(
    '/billing/settle',
    {
      config: { permission: 'billing.manage' },
      schema: { body: SettleFeesInputSchema, response: { 201: CheckoutSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await checkout.settleFees(merchantOf(request), request.body)),
  );

  app.post(
    '/billing/downgrade',
    {
      config: {
        permission: 'billing.manage',
        audit: ['plan.downgraded', 'plan.downgradeScheduled'],
      },
      schema: { body: DowngradeInputSchema, response: { 200: BillingOverviewSchema } },
    },
    async (request) => {
      const { when } = request.body;
      const overview = await billing.downgrade(merchantOf(request), when);
      noteAudit(request, when === 'now' ? 'plan.downgraded' : 'plan.downgradeScheduled', null, {
        plan: 'free',
      });
      return overview;
    },
  );

  app.delete(
    '/billing/downgrade',
    {
      config: { permission: 'billing.manage', audit: ['plan.downgradeCancelled'] },
      schema: { response: { 200: BillingOverviewSchema } },
    },
    async (request) => {
      const overview = await billing.keepPlan(merchantOf(request));
      noteAudit(request, 'plan.downgradeCancelled', null, { plan: overview.plan });
      return overview;
    },
  );

  app.get(
    '/billing/receipts/:id.pdf',
    { config: { permission: 'billing.read' }, schema: { params: ReceiptParamsSchema } },
    async (request, reply) => {
      const pdf = await billing.receipt(merchantOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="receipt-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
