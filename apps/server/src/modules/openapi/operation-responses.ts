import { STATUS_CODES } from 'node:http';
import type { JsonSchema, ResponseObject } from '@incasso/shared/openapi';
import { z } from 'zod';
import type { CataloguedRoute, ErrorStatus } from '#server/plugins/route-catalogue.ts';
import type { SchemaComponents } from './schema-components.ts';

export const ERROR_SCHEMA = 'Error';

/** On every answer of the public API (IETF httpapi draft, plugins/rate-limit.ts). */
const RATE_LIMIT_HEADERS = {
  'RateLimit-Policy': {
    description:
      'The limits this request counts against, e.g. `"publicApiPerKey";q=300;w=60`: `q` requests per `w` seconds, per API key (and, wider, per address).',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'Where each limit stands, e.g. `"publicApiPerKey";r=299;t=42`: `r` requests remain for the next `t` seconds.',
    schema: { type: 'string' },
  },
} as const;
const JSON_TYPE = 'application/json';

/**
 * Error keys every /api/v1 route may answer with, from the app-wide plugins and the API key
 * guard: validation and malformed JSON (plugins/errors.ts), a body too large (413) or not JSON
 * (415) on routes that take one, a missing or bad key (401), the Premium plan, the key's scope
 * and a suspended account (403), the rate limit (429, DESIGN sections 7 and 9), a repeated
 * Idempotency-Key with other parameters (409, DESIGN 9). On routes with an id in the path a 404
 * is always possible; its keys, and any other, come from the route's own `errors`. A test sends
 * each of these and compares the answers with the document.
 */
function appWideErrors(route: CataloguedRoute): Map<ErrorStatus, Set<string>> {
  const hasBody = route.schema.body !== undefined;
  const errors = new Map<ErrorStatus, Set<string>>([
    [
      400,
      new Set(
        hasBody
          ? ['invalidInput', 'malformedJson', 'invalidApiKey']
          : ['invalidInput', 'invalidApiKey'],
      ),
    ],
    [401, new Set(['apiKeyRequired', 'invalidApiKey'])],
    [403, new Set(['planRequired', 'insufficientScope', 'accountSuspended'])],
    [429, new Set(['rateLimited'])],
  ]);
  if (route.url.includes('/:')) errors.set(404, new Set());
  if (route.method === 'POST') errors.set(409, new Set(['idempotencyConflict']));
  if (hasBody) {
    errors.set(413, new Set(['payloadTooLarge']));
    errors.set(415, new Set(['unsupportedMediaType']));
  }
  return errors;
}

function errorResponse(status: ErrorStatus, keys: ReadonlySet<string>): ResponseObject {
  const body: JsonSchema = { $ref: `#/components/schemas/${ERROR_SCHEMA}` };
  // The stable keys this operation answers with at this status, for clients to match on.
  const schema: JsonSchema =
    keys.size > 0
      ? { allOf: [body, { properties: { error: { type: 'string', enum: [...keys].sort() } } }] }
      : body;
  const response: ResponseObject = {
    description: STATUS_CODES[status] ?? 'Error',
    headers: { ...RATE_LIMIT_HEADERS },
    content: { [JSON_TYPE]: { schema } },
  };
  if (status === 429) {
    response.headers = {
      ...RATE_LIMIT_HEADERS,
      'Retry-After': {
        description: 'Seconds to wait before sending the request again.',
        schema: { type: 'integer', minimum: 1 },
      },
    };
  }
  return response;
}

function errorResponses(route: CataloguedRoute): Record<string, ResponseObject> {
  const errors = appWideErrors(route);
  for (const [status, keys] of Object.entries(route.docs.errors ?? {})) {
    const known = errors.get(Number(status) as ErrorStatus) ?? new Set<string>();
    for (const key of keys ?? []) known.add(key);
    errors.set(Number(status) as ErrorStatus, known);
  }
  return Object.fromEntries(
    [...errors.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, keys]) => [String(status), errorResponse(status, keys)]),
  );
}

/** `200`, `'2xx'` or `'default'` as OpenAPI spells response keys. */
function statusKey(status: string): string {
  return /^[1-5]xx$/i.test(status) ? status.toUpperCase() : status;
}

function successResponse(
  status: string,
  schema: unknown,
  components: SchemaComponents,
  where: string,
): ResponseObject {
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`${where}: the ${status} response schema is not a zod schema`);
  }
  const json = components.convert(schema, 'output', `${where} response ${status}`);
  const description = json.description ?? STATUS_CODES[Number(status)] ?? 'Response';
  if (status === '204') return { description, headers: { ...RATE_LIMIT_HEADERS } };
  return {
    description,
    headers: { ...RATE_LIMIT_HEADERS },
    content: { [JSON_TYPE]: { schema: json } },
  };
}

/** The route's declared responses (zod, as sent) and the errors it may answer with. */
export function operationResponses(
  route: CataloguedRoute,
  components: SchemaComponents,
  where: string,
): Record<string, ResponseObject> {
  const declared = Object.entries(route.schema.response ?? {}).filter(
    ([status]) => !/^[45]/.test(status),
  );
  return {
    ...Object.fromEntries(
      declared.map(([status, schema]) => [
        statusKey(status),
        successResponse(status, schema, components, where),
      ]),
    ),
    ...errorResponses(route),
  };
}
