import {
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type Reference,
} from '@incasso/shared/openapi';

export type SchemaMap = Readonly<Record<string, JsonSchema>>;

export interface ApiErrorResponse {
  status: string;
  description: string;
  /** The stable `error` keys the operation answers with at this status. */
  keys: string[];
}

export interface ApiSuccessResponse {
  status: string;
  description: string;
  schema?: JsonSchema;
}

/** One operation of the document, with its references followed, as the page shows it. */
export interface ApiOperation {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  isDeprecated: boolean;
  /** The API key scopes it needs, when the document names them. */
  scopes: string[];
  parameters: ParameterObject[];
  body?: { isRequired: boolean; schema: JsonSchema };
  responses: ApiSuccessResponse[];
  errors: ApiErrorResponse[];
}

const SCHEMA_REF = '#/components/schemas/';
const PARAMETER_REF = '#/components/parameters/';
const JSON_TYPE = 'application/json';

/** Follows a `#/components/schemas/…` reference; anything else is returned as it is. */
export function resolveSchema(schema: JsonSchema, schemas: SchemaMap): JsonSchema {
  let current = schema;
  // A few hops at most: components refer to each other, never in a loop without a body.
  for (let hop = 0; hop < 8 && current.$ref?.startsWith(SCHEMA_REF); hop += 1) {
    const target = schemas[current.$ref.slice(SCHEMA_REF.length)];
    if (!target) break;
    current = { ...target, ...(current.description && { description: current.description }) };
  }
  return current;
}

const isReference = (parameter: ParameterObject | Reference): parameter is Reference =>
  typeof parameter.$ref === 'string' && !('name' in parameter);

function errorKeys(schema: JsonSchema | undefined, schemas: SchemaMap): string[] {
  if (!schema) return [];
  const parts = [schema, ...(schema.allOf ?? [])].map((part) => resolveSchema(part, schemas));
  return parts.flatMap((part) =>
    (part.properties?.error?.enum ?? []).filter((key): key is string => typeof key === 'string'),
  );
}

function operationOf(
  document: OpenApiDocument,
  method: string,
  path: string,
  operation: OperationObject,
): ApiOperation {
  const schemas = document.components?.schemas ?? {};
  const shared = document.components?.parameters ?? {};
  const parameters = (operation.parameters ?? []).flatMap((parameter) => {
    if (!isReference(parameter)) return [parameter];
    const target = shared[parameter.$ref.slice(PARAMETER_REF.length)];
    return target ? [target] : [];
  });
  const responses = Object.entries(operation.responses);
  const isError = (status: string) => /^[45]/.test(status);
  const bodySchema = operation.requestBody?.content[JSON_TYPE]?.schema;
  return {
    operationId: operation.operationId ?? `${method}-${path}`,
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    description: operation.description,
    isDeprecated: operation.deprecated === true,
    scopes: [
      ...new Set((operation.security ?? []).flatMap((entry) => Object.values(entry).flat())),
    ],
    parameters,
    ...(bodySchema && {
      body: { isRequired: operation.requestBody?.required === true, schema: bodySchema },
    }),
    responses: responses
      .filter(([status]) => !isError(status))
      .map(([status, response]) => ({
        status,
        description: response.description,
        schema: response.content?.[JSON_TYPE]?.schema,
      })),
    errors: responses
      .filter(([status]) => isError(status))
      .map(([status, response]) => ({
        status,
        description: response.description,
        keys: errorKeys(response.content?.[JSON_TYPE]?.schema, schemas),
      })),
  };
}

// Creating comes first: it is where an integration starts. (Parsing orders an item's keys by
// the schema, so the server's registration order does not survive within one path.)
const READING_ORDER: readonly HttpMethod[] = [
  'post',
  'get',
  'put',
  'patch',
  'delete',
  'options',
  'trace',
];

/** Every operation: paths in the document's order, within a path creation first. */
export function listOperations(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    READING_ORDER.flatMap((method) => {
      const operation = item[method];
      return operation ? [operationOf(document, method, path, operation)] : [];
    }),
  );
}
