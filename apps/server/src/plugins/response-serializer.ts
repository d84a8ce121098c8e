import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ResponseSchema = z.ZodType | { properties: z.ZodType };
const zodSerializer = createSerializerCompiler();

const zodOf = (schema: ResponseSchema): z.ZodType =>
  schema instanceof z.ZodType ? schema : schema.properties;

/** fast-json-stringify from the schema's JSON Schema, or undefined if it has none (transforms). */
function compiled(schema: z.ZodType): ((data: unknown) => string) | undefined {
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
    });
    return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    return undefined;
  }
}

/**
 * Responses leave as the route's zod schema says, and only what it declares (a raw row's extra
 * columns never leak). fast-json-stringify writes them from the schema's JSON Schema: zod's
 * encode-then-stringify cost a tenth of a cached read. With `check`, the zod schema also
 * verifies each response first (tests and development: a presenter's slip fails loudly);
 * production trusts the types the compiler checked.
 */
export function responseSerializer(options: {
  check: boolean;
}): FastifySerializerCompiler<ResponseSchema> {
  return (route) => {
    const schema = zodOf(route.schema);
    const stringify = compiled(schema);
    if (!stringify) return zodSerializer(route);
    if (!options.check) return stringify;
    return (data) => {
      const result = z.safeEncode(schema, data);
      if (!result.success) {
        throw new Error(`response of ${route.method} ${route.url} breaks its schema`, {
          cause: result.error,
        });
      }
      return stringify(result.data);
    };
  };
}
