import type { JsonSchema } from '@incasso/shared/openapi';
import { resolveSchema, type SchemaMap } from './operations';

/** Recursive schemas stop here with an empty value. */
const MAX_DEPTH = 4;

/** `<walletId>`: a value the integrator must fill in, never mistaken for a real one. */
export const placeholder = (name: string) => `<${name}>`;

function formatted(format: string | undefined, name: string): string {
  if (format === 'date-time') return '2026-01-31T12:00:00Z';
  if (format === 'date') return '2026-01-31';
  if (format === 'email') return 'name@example.com';
  if (format === 'uri' || format === 'url') return 'https://example.com/';
  return placeholder(name);
}

function preferred(branches: JsonSchema[], schemas: SchemaMap): JsonSchema | undefined {
  const resolved = branches.map((branch) => resolveSchema(branch, schemas));
  // A number reads better than a numeric string; null is never the example.
  return (
    resolved.find((branch) => branch.type === 'number' || branch.type === 'integer') ??
    resolved.find((branch) => branch.type !== 'null')
  );
}

/**
 * A value for a request example: the schema's own example or default first, then its first
 * allowed value, then a placeholder. Objects hold their required fields only, so the example
 * is the smallest valid request.
 */
export function exampleValue(
  schema: JsonSchema,
  schemas: SchemaMap,
  name = 'value',
  depth = 0,
): unknown {
  const resolved = resolveSchema(schema, schemas);
  if (resolved.examples?.length) return resolved.examples[0];
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  const branch = preferred(resolved.anyOf ?? resolved.oneOf ?? resolved.allOf ?? [], schemas);
  if (branch) return exampleValue(branch, schemas, name, depth);
  const type = Array.isArray(resolved.type)
    ? resolved.type.find((t) => t !== 'null')
    : resolved.type;
  switch (type) {
    case 'object': {
      if (depth >= MAX_DEPTH) return {};
      const required = new Set(resolved.required ?? []);
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, property]) => [key, exampleValue(property, schemas, key, depth + 1)]),
      );
    }
    case 'array':
      return resolved.items && depth < MAX_DEPTH
        ? [exampleValue(resolved.items, schemas, name, depth + 1)]
        : [];
    case 'integer':
    case 'number':
      return resolved.minimum ?? (resolved.exclusiveMinimum ?? 0) + 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return formatted(resolved.format, name);
  }
}
