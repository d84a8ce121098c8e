import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';

// Inputs for the schema-driven fuzz test: from a route's own zod schema (as JSON Schema), a
// plausible valid value, then that value with one field replaced by a boundary or hostile
// value, a required field dropped, an unknown field added, or something else entirely.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const deep = (levels: number): unknown => (levels === 0 ? {} : { x: deep(levels - 1) });

/** Values no field should turn into a server error, whatever its type. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '',
  ' ',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  'x'.repeat(10_000),
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '1969-12-31',
  '9999-12-31T23:59:59Z',
  '2026-02-30',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '0x10',
  '9'.repeat(80),
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀'.repeat(60),
  '\u202Eevil',
  'javascript:alert(1)',
  -1,
  0,
  0.5,
  1e308,
  // Beyond Number.MAX_SAFE_INTEGER: JSON carries it, JavaScript rounds it.
  2 ** 53 + 2,
  true,
  null,
  [],
  ['a', 'b'],
  {},
  deep(60),
];

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type[0] : schema.type;
}

/** A value the schema most likely accepts (ids are random: valid, and nobody's). */
export function sampleValid(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleValid(variant);
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        const property = schema.properties?.[key];
        if (property) value[key] = sampleValid(property);
      }
      return value;
    }
    case 'array':
      return schema.items ? [sampleValid(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 10, 10));
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema);
    default:
      return 'x';
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
    case 'date':
      return '2026-03-01';
    case 'date-time':
      return '2026-03-01T10:00:00Z';
    case 'uri':
      return 'https://shop.example/thanks';
    default:
      return 'a'.repeat(Math.max(1, Math.min(schema.minLength ?? 1, schema.maxLength ?? 8)));
  }
}

/** Boundary values for one node: at and beyond its limits, its enum's edges, its format's. */
export function boundaryValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  if (schema.maxLength !== undefined) {
    values.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
  }
  if (schema.minLength !== undefined && schema.minLength > 0) {
    values.push('a'.repeat(schema.minLength - 1));
  }
  if (schema.minimum !== undefined) values.push(schema.minimum, schema.minimum - 1);
  if (schema.maximum !== undefined) values.push(schema.maximum, schema.maximum + 1);
  if (schema.enum) values.push(...schema.enum, 'notInTheList');
  if (schema.format === 'uuid') values.push(randomUUID(), 'not-a-uuid');
  if (schema.format === 'date' || schema.format === 'date-time') {
    values.push('0000-01-01', '9999-12-31', '2026-13-01');
  }
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    values.push(...boundaryValues(variant));
  }
  return values;
}

/** The values most likely to break storage: tried on every field, not left to chance. */
export const CRITICAL_VALUES: readonly unknown[] = [
  'a\u0000b',
  '\uD800',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  'x'.repeat(10_000),
  -1,
  1e308,
  null,
  [],
  {},
];

/**
 * For each field of the schema, the valid sample with that one field set to each critical and
 * boundary value: a systematic sweep beside the random cases.
 */
export function fieldSweep(zodSchema: z.ZodType | undefined): unknown[] {
  if (!zodSchema) return [];
  const schema = toJsonSchema(zodSchema);
  return fieldPaths(schema).flatMap(([path, node]) =>
    [...CRITICAL_VALUES, ...boundaryValues(node)].map((value) =>
      withValueAt(sampleValid(schema), path, value),
    ),
  );
}

/** Every field path of an object schema, nested objects included, with its node. */
function fieldPaths(schema: JsonSchema, prefix: string[] = []): [string[], JsonSchema][] {
  if (typeOf(schema) !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, node]) => {
    const path = [...prefix, key];
    return [[path, node] as [string[], JsonSchema], ...fieldPaths(node, path)];
  });
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const object = typeof base === 'object' && base !== null ? { ...base } : {};
  (object as Record<string, unknown>)[head] = withValueAt(
    (object as Record<string, unknown>)[head],
    rest,
    value,
  );
  return object;
}

/** An arbitrary input for one part (body, query, params) of a route. */
export function inputArbitrary(zodSchema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!zodSchema) return fc.constantFrom(undefined, {}, { unexpected: 'field' });
  const schema = toJsonSchema(zodSchema);
  const valid = fc.constant(null).map(() => sampleValid(schema));
  const fields = fieldPaths(schema);
  const choices: fc.Arbitrary<unknown>[] = [
    valid,
    fc.constantFrom(...HOSTILE_VALUES),
    valid.map((value) => ({ ...(value as object), unexpectedField: 'x' })),
  ];
  if (fields.length > 0) {
    const candidates = fields.map(([path, node]) => ({
      path,
      values: [...boundaryValues(node), ...HOSTILE_VALUES],
    }));
    choices.push(
      fc
        .tuple(fc.constantFrom(...candidates), fc.nat(), valid)
        .map(([{ path, values }, n, base]) => withValueAt(base, path, values[n % values.length])),
      fc
        .tuple(fc.constantFrom(...fields.map(([path]) => path)), valid)
        .map(([path, base]) => withValueAt(base, path, undefined)),
    );
  }
  return fc.oneof(...choices);
}
