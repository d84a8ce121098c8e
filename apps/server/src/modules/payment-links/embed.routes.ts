import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadEmbedScript } from './embed-script.ts';

/**
 * GET /embed/button.js: loaded by merchants' pages on other origins, so it says so (the pages'
 * resource policy is same-origin) and may be cached; it changes only with a release.
 */
export const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  const script = loadEmbedScript();
  app.get('/embed/button.js', { schema: { hide: true } }, async (request, reply) => {
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    reply
      .type('text/javascript; charset=utf-8')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'accept-encoding');
    if (gzip) reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? script.gzipped : script.source);
  });
};
