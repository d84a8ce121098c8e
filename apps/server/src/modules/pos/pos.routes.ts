import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSaleInputSchema,
  DisplayCartSchema,
  DisplayLinkSchema,
  PosSettingsSchema,
  PosSummarySchema,
  ReceiptEmailInputSchema,
  SaleParamsSchema,
  SaleSchema,
  TillCartInputSchema,
} from '@incasso/shared/pos';
import { requireFeature } from '#server/plugins/auth.ts';
import { memberActor, merchantOf } from '#server/plugins/permissions.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { PosService } from './pos.service.ts';

/** `/api/pos/*`: sales, settings and display links of the till, for Plus and Premium. */
export const posRoutes: FastifyPluginAsyncZod<{ pos: PosService }> = async (app, { pos }) => {
  app.addHook('onRequest', requireFeature('pos'));

  app.post(
    '/pos/sales',
    {
      config: { permission: 'pos.sell' },
      schema: { body: CreateSaleInputSchema, response: { 201: SaleSchema } },
    },
    async (request, reply) => {
      // The sale names its cashier (issue 23): the member at the till, not the merchant.
      const actor = memberActor(request);
      return reply
        .status(201)
        .send(await pos.createSale(actor.merchantId, request.body, actor.email));
    },
  );

  app.put(
    '/pos/cart',
    {
      config: { permission: 'pos.sell' },
      preHandler: rateLimit('posCartPerUser'),
      schema: {
        body: TillCartInputSchema,
        response: { 200: z.object({ cart: DisplayCartSchema.nullable() }) },
      },
    },
    async (request) => ({ cart: await pos.saveCart(merchantOf(request), request.body) }),
  );

  app.get(
    '/pos/sales/:id',
    {
      config: { permission: 'pos.sell' },
      schema: { params: SaleParamsSchema, response: { 200: SaleSchema } },
    },
    async (request) => pos.getSale(merchantOf(request), request.params.id),
  );

  app.post(
    '/pos/sales/:id/receipt',
    {
      config: { permission: 'pos.sell' },
      preHandler: rateLimit('receiptEmailPerUser'),
      schema: { params: SaleParamsSchema, body: ReceiptEmailInputSchema },
    },
    async (request, reply) => {
      await pos.emailReceipt(merchantOf(request), request.params.id, request.body);
      return reply.status(202).send({ ok: true });
    },
  );

  app.get(
    '/pos/settings',
    { config: { permission: 'pos.sell' }, schema: { response: { 200: PosSettingsSchema } } },
    async (request) => pos.settings(merchantOf(request)),
  );

  app.put(
    '/pos/settings',
    {
      config: { permission: 'pos.manage' },
      schema: { body: PosSettingsSchema, response: { 200: PosSettingsSchema } },
    },
    async (request) => pos.saveSettings(merchantOf(request), request.body),
  );

  app.get(
    '/pos/summary',
    { config: { permission: 'pos.sell' }, schema: { response: { 200: PosSummarySchema } } },
    async (request) => pos.summary(merchantOf(request)),
  );

  app.post(
    '/pos/display-links',
    { config: { permission: 'pos.sell' }, schema: { response: { 201: DisplayLinkSchema } } },
    async (request, reply) =>
      reply.status(201).send(await pos.createDisplayLink(merchantOf(request))),
  );

  app.delete(
    '/pos/display-links/:id',
    { config: { permission: 'pos.sell' }, schema: { params: SaleParamsSchema } },
    async (request, reply) => {
      await pos.removeDisplayLink(merchantOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
