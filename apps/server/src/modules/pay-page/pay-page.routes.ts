import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimit } from '#server/plugins/rate-limit.ts';
import type { PayPageService } from './pay-page.service.ts';

/**
 * GET /pay/:id: the hosted pay page as HTML, rendered on the server (decision note 038). Any
 * id is taken: one that names no request gets the not-found page, as an unknown one does.
 */
export const payPageRoutes: FastifyPluginAsyncZod<{ pages: PayPageService }> = async (
  app,
  { pages },
) => {
  app.get(
    '/pay/:id',
    {
      // Public and rendered per request: bounded per address like the other public routes.
      preHandler: rateLimit('payPagePerIp'),
      schema: {
        hide: true,
        params: z.object({ id: z.string().max(64) }),
        querystring: z.object({ lng: z.string().max(16).optional() }),
      },
    },
    async (request, reply) => {
      const page = await pages.page({
        id: request.params.id,
        lng: request.query.lng,
        acceptLanguage: request.headers['accept-language'],
      });
      // The status is live: a reload must ask again, never show a stored copy.
      return reply
        .status(page.status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
};
