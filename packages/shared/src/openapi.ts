import { z } from 'zod';

// The OpenAPI 3.1 document at GET /api/v1/openapi.json (decision note 037): the server builds it
// from the routes' zod schemas, the /api-docs page reads it. These schemas hold the part the page
// relies on; objects stay open, as the document may carry more than the page shows.

/** A JSON Schema 2020-12 object, as zod's `z.toJSONSchema` writes them. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export const JsonSchemaSchema: z.ZodType<JsonSchema> = z.looseObject({
  type: z.union([z.string(), z.array(z.string())]).optional(),
  format: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  enum: z.array(z.unknown()).optional(),
  const: z.unknown().optional(),
  default: z.unknown().optional(),
  examples: z.array(z.unknown()).optional(),
  get properties() {
    return z.record(z.string(), JsonSchemaSchema).optional();
  },
  required: z.array(z.string()).optional(),
  get additionalProperties() {
    return z.union([z.boolean(), JsonSchemaSchema]).optional();
  },
  get items() {
    return JsonSchemaSchema.optional();
  },
  get anyOf() {
    return z.array(JsonSchemaSchema).optional();
  },
  get oneOf() {
    return z.array(JsonSchemaSchema).optional();
  },
  get allOf() {
    return z.array(JsonSchemaSchema).optional();
  },
  $ref: z.string().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  exclusiveMinimum: z.number().optional(),
  exclusiveMaximum: z.number().optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  minItems: z.number().optional(),
  maxItems: z.number().optional(),
  pattern: z.string().optional(),
});

const ReferenceSchema = z.object({ $ref: z.string() });
export type Reference = z.infer<typeof ReferenceSchema>;

export const PARAMETER_LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

const ParameterSchema = z.looseObject({
  name: z.string(),
  in: z.enum(PARAMETER_LOCATIONS),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: JsonSchemaSchema.optional(),
});
export type ParameterObject = z.infer<typeof ParameterSchema>;

const MediaTypeSchema = z.looseObject({ schema: JsonSchemaSchema.optional() });

const HeaderSchema = z.looseObject({
  description: z.string().optional(),
  schema: JsonSchemaSchema.optional(),
});

const ResponseSchema = z.looseObject({
  description: z.string(),
  headers: z.record(z.string(), HeaderSchema).optional(),
  content: z.record(z.string(), MediaTypeSchema).optional(),
});
export type ResponseObject = z.infer<typeof ResponseSchema>;

const RequestBodySchema = z.looseObject({
  description: z.string().optional(),
  required: z.boolean().optional(),
  content: z.record(z.string(), MediaTypeSchema),
});
export type RequestBodyObject = z.infer<typeof RequestBodySchema>;

const SecurityRequirementSchema = z.record(z.string(), z.array(z.string()));
export type SecurityRequirement = z.infer<typeof SecurityRequirementSchema>;

const OperationSchema = z.looseObject({
  operationId: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  deprecated: z.boolean().optional(),
  security: z.array(SecurityRequirementSchema).optional(),
  parameters: z.array(z.union([ReferenceSchema, ParameterSchema])).optional(),
  requestBody: RequestBodySchema.optional(),
  responses: z.record(z.string(), ResponseSchema),
});
export type OperationObject = z.infer<typeof OperationSchema>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const PathItemSchema = z.looseObject(
  Object.fromEntries(HTTP_METHODS.map((method) => [method, OperationSchema.optional()])) as {
    [M in HttpMethod]: z.ZodOptional<typeof OperationSchema>;
  },
);
export type PathItemObject = z.infer<typeof PathItemSchema>;

const SecuritySchemeSchema = z.looseObject({
  type: z.string(),
  name: z.string().optional(),
  in: z.string().optional(),
  description: z.string().optional(),
});

export const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1.'),
  info: z.looseObject({
    title: z.string(),
    version: z.string(),
    description: z.string().optional(),
  }),
  servers: z.array(z.looseObject({ url: z.string() })).optional(),
  security: z.array(SecurityRequirementSchema).optional(),
  tags: z.array(z.looseObject({ name: z.string(), description: z.string().optional() })).optional(),
  paths: z.record(z.string(), PathItemSchema),
  /** What Incasso sends to the merchant's endpoints (OpenAPI 3.1 top-level webhooks). */
  webhooks: z.record(z.string(), PathItemSchema).optional(),
  components: z
    .looseObject({
      schemas: z.record(z.string(), JsonSchemaSchema).optional(),
      parameters: z.record(z.string(), ParameterSchema).optional(),
      securitySchemes: z.record(z.string(), SecuritySchemeSchema).optional(),
    })
    .optional(),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;

/** Where the document is served, relative to the API's origin. */
export const OPENAPI_DOCUMENT_PATH = '/api/v1/openapi.json';

/**
 * The key of a description's translation in the web app (`apiDocs.descriptions.<key>`): the
 * FNV-1a hash of its English text, so a description that changes in the schemas loses its old
 * translation (and the server's document test names it) instead of keeping a stale one.
 */
export function descriptionKey(english: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < english.length; i += 1) {
    hash ^= english.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
