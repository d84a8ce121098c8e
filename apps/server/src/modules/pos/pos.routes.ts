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
import { requireFeature, sessionUser } from '#server/plugins/auth.ts';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { PosService } from './pos.service.ts';

/** `/api/pos/*`: sales, settings and display links of the till, for Plus and Premium. */
export const posRoutes: FastifyPluginAsyncZod<{ pos: PosService }> = async (app, { pos }) => {
  app.addHook('onRequest', requireFeature('pos'));

  app.post(
    '/pos/sales',
    { schema: { body: CreateSaleInputSchema, response: { 201: SaleSchema } } },
    async (request, reply) =>
      reply.status(201).send(await pos.createSale(sessionUser(request).id, request.body)),
  );

  app.put(
    '/pos/cart',
    {
      preHandler: rateLimit('posCartPerUser'),
      schema: {
        body: TillCartInputSchema,
        response: { 200: z.object({ cart: DisplayCartSchema.nullable() }) },
      },
    },
    async (request) => ({ cart: await pos.saveCart(sessionUser(request).id, request.body) }),
  );

  app.get(
    '/pos/sales/:id',
    { schema: { params: SaleParamsSchema, response: { 200: SaleSchema } } },
    async (request) => pos.getSale(sessionUser(request).id, request.params.id),
  );

  app.post(
    '/pos/sales/:id/receipt',
    {
      preHandler: rateLimit('receiptEmailPerUser'),
      schema: { params: SaleParamsSchema, body: ReceiptEmailInputSchema },
    },
    async (request, reply) => {
      await pos.emailReceipt(sessionUser(request).id, request.params.id, request.body);
      return reply.status(202).send({ ok: true });
    },
  );

  app.get('/pos/settings', { schema: { response: { 200: PosSettingsSchema } } }, async (request) =>
    pos.settings(sessionUser(request).id),
  );

  app.put(
    '/pos/settings',
    { schema: { body: PosSettingsSchema, response: { 200: PosSettingsSchema } } },
    async (request) => pos.saveSettings(sessionUser(request).id, request.body),
  );

  app.get('/pos/summary', { schema: { response: { 200: PosSummarySchema } } }, async (request) =>
    pos.summary(sessionUser(request).id),
  );

  app.post(
    '/pos/display-links',
    { schema: { response: { 201: DisplayLinkSchema } } },
    async (request, reply) =>
      reply.status(201).send(await pos.createDisplayLink(sessionUser(request).id)),
  );

  app.delete(
    '/pos/display-links/:id',
    { schema: { params: SaleParamsSchema } },
    async (request, reply) => {
      await pos.removeDisplayLink(sessionUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
