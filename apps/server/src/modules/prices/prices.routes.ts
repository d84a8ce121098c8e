import { PriceQuerySchema, PriceResponseSchema } from '@incasso/shared/prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricesService } from './prices.service.ts';

/** `GET /api/price?chain=&crypto=&fiat=` (SPEC section 7). Public: it reveals nothing private. */
export const pricesRoutes: FastifyPluginAsyncZod<{ service: PricesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/price',
    { schema: { querystring: PriceQuerySchema, response: { 200: PriceResponseSchema } } },
    async (request) => {
      const { chain, crypto, fiat } = request.query;
      const quote = await service.getPrice(chain, crypto, fiat);
      return { rate: quote.rate, source: quote.source, fetchedAt: quote.fetchedAt.toISOString() };
    },
  );
};
