import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Permission } from '@incasso/shared/members';
import { permissionsOf } from './permissions.ts';

/** Statuses a route may list error keys for (DESIGN section 7). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** What the OpenAPI document says about a route besides its schemas (decision note 037). */
export interface RouteDocs {
  /** One line, English; the web page may translate it by operationId. */
  summary?: string;
  description?: string;
  tags?: readonly string[];
  /** Unique, camelCase (`createPayment`); without it one is made from method and path. */
  operationId?: string;
  deprecated?: boolean;
  /** Left out of the document. */
  hide?: boolean;
  /** The API key scopes the route needs (`payments:write`). */
  scopes?: readonly string[];
  /** Error keys the route itself may answer with, by status, besides the app-wide ones. */
  errors?: Readonly<Partial<Record<ErrorStatus, readonly string[]>>>;
}

// The same names as @fastify/swagger's, with compatible types, so either can read a route.
declare module 'fastify' {
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: readonly string[];
    operationId?: string;
    deprecated?: boolean;
    hide?: boolean;
    scopes?: readonly string[];
    errors?: RouteDocs['errors'];
  }
}

/** A route as registered, with the zod schemas it validates and answers with. */
export interface CataloguedRoute {
  method: string;
  url: string;
  schema: {
    body?: z.ZodType;
    querystring?: z.ZodType;
    params?: z.ZodType;
    headers?: z.ZodType;
    /** By status code (`200`, `'2xx'`); values as the route gave them. */
    response?: Readonly<Record<string, unknown>>;
  };
  docs: RouteDocs;
  /** What the member's role must hold (decision note 091); empty: no merchant permission. */
  permissions: readonly Permission[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route, its schemas and docs, in registration order (fuzz test, OpenAPI document). */
    routeCatalogue: CataloguedRoute[];
  }
}

type RouteSchema = CataloguedRoute['schema'] & RouteDocs;

function docsOf(schema: RouteSchema): RouteDocs {
  const { summary, description, tags, operationId, deprecated, hide, scopes, errors } = schema;
  const docs: RouteDocs = { summary, description, tags, operationId, deprecated, hide, scopes };
  if (errors) docs.errors = errors;
  return Object.fromEntries(
    Object.entries(docs).filter(([, value]) => value !== undefined),
  ) as RouteDocs;
}

/** Must run before any route is registered: it records each one as it is added. */
export function registerRouteCatalogue(app: FastifyInstance): void {
  const routes: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const schema = (route.schema ?? {}) as RouteSchema;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: {
          body: schema.body,
          querystring: schema.querystring,
          params: schema.params,
          headers: schema.headers,
          response: schema.response,
        },
        docs: docsOf(schema),
        permissions: permissionsOf(route.config?.permission),
      });
    }
  });
}
