import {
  IDEMPOTENCY_KEY_MAX,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WebhookPayloadSchema,
} from '@incasso/shared/developer';
import { ErrorBodySchema } from '@incasso/shared/errors';
import type {
  HttpMethod,
  OpenApiDocument,
  OperationObject,
  PathItemObject,
  RequestBodyObject,
} from '@incasso/shared/openapi';
import type { CataloguedRoute } from '#server/plugins/route-catalogue.ts';
import {
  API_KEY_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PARAMETER,
  openApiPath,
  operationParameters,
} from './operation-parameters.ts';
import { ERROR_SCHEMA, operationResponses } from './operation-responses.ts';
import { createSchemaComponents, type SchemaComponents } from './schema-components.ts';

export const PUBLIC_API_PREFIX = '/api/v1/';
export const API_KEY_SCHEME = 'ApiKey';

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  /** The deployment's public origin; paths in the document start with /api/v1. */
  serverUrl: string;
}

/** `GET /api/v1/payments/:id` → `getPaymentsById`, for routes that name no operationId. */
export function defaultOperationId(method: string, url: string): string {
  const words = url
    .slice(PUBLIC_API_PREFIX.length)
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':') ? `By-${segment.slice(1).replace(/\(.*$/, '')}` : segment,
    )
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [
    method.toLowerCase(),
    ...words.map((word) => word[0]?.toUpperCase() + word.slice(1)),
  ].join('');
}

function requestBody(
  route: CataloguedRoute,
  components: SchemaComponents,
  where: string,
): RequestBodyObject | undefined {
  const body = route.schema.body;
  if (!body) return undefined;
  return {
    // zod marks a schema that takes a missing input (optional, defaulted); parsing `undefined`
    // instead would run the route's transforms.
    required: body._zod.optin === undefined,
    content: { 'application/json': { schema: components.convert(body, 'input', `${where} body`) } },
  };
}

function operation(route: CataloguedRoute, components: SchemaComponents): OperationObject {
  const where = `${route.method} ${route.url}`;
  const { summary, description, tags, deprecated, scopes } = route.docs;
  const body = requestBody(route, components, where);
  return {
    operationId: route.docs.operationId ?? defaultOperationId(route.method, route.url),
    ...(summary && { summary }),
    ...(description && { description }),
    ...(tags && { tags: [...tags] }),
    ...(deprecated && { deprecated }),
    ...(scopes && { security: [{ [API_KEY_SCHEME]: [...scopes] }] }),
    parameters: operationParameters(route, components, where),
    ...(body && { requestBody: body }),
    responses: operationResponses(route, components, where),
  };
}

function assertUniqueOperationIds(paths: Record<string, PathItemObject>): void {
  const seen = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const op of Object.values(item) as OperationObject[]) {
      if (!op.operationId) continue;
      if (seen.has(op.operationId)) throw new Error(`operationId ${op.operationId} is used twice`);
      seen.add(op.operationId);
    }
  }
}

/**
 * The public API (routes under /api/v1/) as an OpenAPI 3.1 document, from the zod schemas the
 * routes validate and answer with (decision note 037). Throws, naming the route, when a schema
 * cannot be described: a wrong document must fail the tests, not reach integrators.
 */
const SIGNATURE_HEADERS = [
  ['webhook-id', 'The delivery id, the same on every attempt: dedupe on it.'],
  ['webhook-timestamp', 'Unix seconds when this attempt was signed.'],
  [
    'webhook-signature',
    'Space-separated `v1,<base64 HMAC-SHA256>` signatures (two during a secret rotation).',
  ],
] as const;

/** One entry per event type: the signed POST each subscribed endpoint receives. */
function webhookItems(components: SchemaComponents): Record<string, PathItemObject> {
  const payload = components.convert(WebhookPayloadSchema, 'output', 'webhook payload');
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          summary: `${type}, signed per Standard Webhooks`,
          description: WEBHOOK_EVENT_DESCRIPTIONS[type],
          parameters: SIGNATURE_HEADERS.map(([name, description]) => ({
            name,
            in: 'header' as const,
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: { required: true, content: { 'application/json': { schema: payload } } },
          responses: {
            '2XX': { description: 'Received. Any other answer is retried for about 3 days.' },
          },
        },
      },
    ]),
  );
}

export function buildOpenApiDocument(
  routes: readonly CataloguedRoute[],
  info: OpenApiInfo,
): OpenApiDocument {
  const components = createSchemaComponents();
  const errorSchema = components.convert(ErrorBodySchema, 'output', 'error body');
  const paths: Record<string, PathItemObject> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    if (!route.url.startsWith(PUBLIC_API_PREFIX) || route.docs.hide) continue;
    const path = (paths[openApiPath(route.url)] ??= {});
    path[route.method.toLowerCase() as HttpMethod] = operation(route, components);
    for (const tag of route.docs.tags ?? []) tags.add(tag);
  }
  assertUniqueOperationIds(paths);
  const webhooks = webhookItems(components);
  return {
    openapi: '3.1.1',
    info: {
      title: info.title,
      version: info.version,
      ...(info.description && { description: info.description }),
    },
    servers: [{ url: info.serverUrl }],
    security: [{ [API_KEY_SCHEME]: [] }],
    ...(tags.size > 0 && { tags: [...tags].map((name) => ({ name })) }),
    paths,
    webhooks,
    components: {
      securitySchemes: {
        [API_KEY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description: 'An API key from the developer settings (Premium plan).',
        },
      },
      parameters: {
        [IDEMPOTENCY_KEY_PARAMETER]: {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description:
            'Any unique value, e.g. a UUID: a repeat within 24 hours returns the first response; the same key with other parameters is refused with 409.',
          schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
        },
      },
      schemas: { [ERROR_SCHEMA]: errorSchema, ...components.schemas },
    },
  };
}
