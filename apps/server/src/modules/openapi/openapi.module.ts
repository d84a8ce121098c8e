import { defineModule, type ModuleContext } from '../app-module.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { openApiRoutes } from './openapi.routes.ts';

/**
 * `GET /api/v1/openapi.json`: the public API described from the routes' own zod schemas. It reads
 * the route catalogue when first asked, once every module has registered its routes (so it comes
 * last in app.ts), and keeps the JSON: routes do not change while the process runs.
 */
export function createOpenApiModule(ctx: ModuleContext) {
  return defineModule({
    name: 'openapi',
    routes: async (api) => {
      let documentJson: string | undefined;
      await api.register(openApiRoutes, {
        documentJson: () =>
          (documentJson ??= JSON.stringify(
            buildOpenApiDocument(api.routeCatalogue, {
              title: 'Incasso API',
              version: '1.0.0',
              description: [
                'Create crypto payment requests priced in EUR or USD and follow them until they are paid.',
                'Every answer announces its rate limits in `RateLimit-Policy` and `RateLimit` (IETF httpapi draft); past one, 429 `rateLimited` with `Retry-After`.',
                'A method a path does not have answers 405 `methodNotAllowed` with `Allow`.',
              ].join('\n\n'),
              serverUrl: ctx.config.publicUrl,
            }),
          )),
      });
    },
  });
}
