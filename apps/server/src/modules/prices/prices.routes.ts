import { PriceQuerySchema, PriceResponseSchema, type PriceResponse } from '@incasso/shared/prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PriceQuote, PricesService } from './prices.service.ts';

/** `GET /api/price?chain=&crypto=&fiat=` (SPEC section 7). Public: it reveals nothing private. */
export const pricesRoutes: FastifyPluginAsyncZod<{ service: PricesService }> = async (
  app,
  { service },
) => {
  // A cached quote is asked for thousands of times a minute: its answer is built once.
  const answers = new WeakMap<PriceQuote, PriceResponse>();
  const answerFor = (quote: PriceQuote): PriceResponse => {
    let answer = answers.get(quote);
    if (!answer) {
      answer = { rate: quote.rate, source: quote.source, fetchedAt: quote.fetchedAt.toISOString() };
      answers.set(quote, answer);
    }
    return answer;
  };

  app.get(
    '/price',
    { schema: { querystring: PriceQuerySchema, response: { 200: PriceResponseSchema } } },
    async (request) => {
      const { chain, crypto, fiat } = request.query;
      return answerFor(await service.getPrice(chain, crypto, fiat));
    },
  );
};
