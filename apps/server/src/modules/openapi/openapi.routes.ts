import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPENAPI_DOCUMENT_PATH } from '@incasso/shared/openapi';

const PATH = OPENAPI_DOCUMENT_PATH.replace(/^\/api/, '');

/** The document as JSON text, built by the module; public, like the /api-docs page. */
export const openApiRoutes: FastifyPluginAsyncZod<{ documentJson: () => string }> = async (
  app,
  { documentJson },
) => {
  app.get(PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(documentJson()),
  );
};
