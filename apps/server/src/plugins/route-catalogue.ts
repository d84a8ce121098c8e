import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** A route as registered, with the zod schemas it validates its input with. */
export interface CataloguedRoute {
  method: string;
  url: string;
  schema: { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route and its input schemas, in registration order (fuzz test, API docs). */
    routeCatalogue: CataloguedRoute[];
  }
}

/** Must run before any route is registered: it records each one as it is added. */
export function registerRouteCatalogue(app: FastifyInstance): void {
  const routes: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as CataloguedRoute['schema'];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
      });
    }
  });
}
