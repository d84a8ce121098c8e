import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DisplayStateSchema, DisplayTokenParamsSchema } from '@incasso/shared/pos';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { PosService } from './pos.service.ts';

/**
 * `/api/pos/display/:token`: public and read-only, for the customer's screen. The token is the
 * only key (192 random bits, stored hashed), it expires, and each address is budgeted.
 */
export const posDisplayRoutes: FastifyPluginAsyncZod<{ pos: PosService }> = async (
  app,
  { pos },
) => {
  app.get(
    '/pos/display/:token',
    {
      preHandler: rateLimit('posDisplayPerIp'),
      schema: { params: DisplayTokenParamsSchema, response: { 200: DisplayStateSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pos.display(request.params.token);
    },
  );
};
