import type { JsonSchema, ParameterObject, Reference } from '@incasso/shared/openapi';
import type { CataloguedRoute } from '#server/plugins/route-catalogue.ts';
import { resolveSchema, type SchemaComponents } from './schema-components.ts';

export const API_KEY_HEADER = 'X-API-Key';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PARAMETER = 'IdempotencyKey';

type Location = 'path' | 'query' | 'header';

const PATH_PARAM = /:(\w+)(?:\([^)]*\))?/g;

/** Fastify's `/payments/:id` (with an optional regex) as OpenAPI's `/payments/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(PATH_PARAM, '{$1}');
}

export function pathParamNames(url: string): string[] {
  return [...url.matchAll(PATH_PARAM)].map((match) => match[1] ?? '');
}

function parametersOf(
  schema: CataloguedRoute['schema']['params'],
  location: Location,
  components: SchemaComponents,
  where: string,
): ParameterObject[] {
  if (!schema) return [];
  const json = resolveSchema(
    components.convert(schema, 'input', `${where} ${location}`),
    components,
  );
  if (!json.properties) {
    throw new Error(`${where}: ${location} parameters must be a zod object, to name each one`);
  }
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([name, property]: [string, JsonSchema]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    ...(property.description && { description: property.description }),
    schema: property,
  }));
}

/**
 * Path, query and header parameters from the route's zod schemas. Every `{name}` in the path is
 * declared (OpenAPI requires it) even without a params schema; the API key header is the
 * security scheme's, not a parameter; a POST takes an Idempotency-Key unless it declares its own.
 */
export function operationParameters(
  route: CataloguedRoute,
  components: SchemaComponents,
  where: string,
): (ParameterObject | Reference)[] {
  const path = parametersOf(route.schema.params, 'path', components, where);
  for (const name of pathParamNames(route.url)) {
    if (!path.some((parameter) => parameter.name === name)) {
      path.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  const headers = parametersOf(route.schema.headers, 'header', components, where).filter(
    (header) => header.name.toLowerCase() !== API_KEY_HEADER.toLowerCase(),
  );
  const declaresIdempotency = headers.some(
    (header) => header.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER.toLowerCase(),
  );
  const idempotency: Reference[] =
    route.method === 'POST' && !declaresIdempotency
      ? [{ $ref: `#/components/parameters/${IDEMPOTENCY_KEY_PARAMETER}` }]
      : [];
  return [
    ...path,
    ...parametersOf(route.schema.querystring, 'query', components, where),
    ...headers,
    ...idempotency,
  ];
}
