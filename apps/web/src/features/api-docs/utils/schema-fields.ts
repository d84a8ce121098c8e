import type { JsonSchema, ParameterObject } from '@incasso/shared/openapi';
import { resolveSchema, type SchemaMap } from './operations';

export type ConstraintKind =
  'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'greaterThan' | 'lessThan' | 'default';

export interface Constraint {
  kind: ConstraintKind;
  value: string;
}

export interface FieldRow {
  /** Dotted for nested fields (`crypto.symbol`), `[]` for array items (`data[].status`). */
  name: string;
  type: string;
  isRequired: boolean;
  description?: string;
  constraints: Constraint[];
}

/** Nested objects shown below their field; deeper ones (or recursive schemas) stop here. */
const MAX_DEPTH = 3;

const quote = (value: unknown) => JSON.stringify(value);

/** A short type: `string (uuid)`, `"EUR" | "USD"`, `object[]`, `string | null`. */
export function typeLabel(schema: JsonSchema, schemas: SchemaMap): string {
  const resolved = resolveSchema(schema, schemas);
  if (resolved.const !== undefined) return quote(resolved.const);
  if (resolved.enum) return resolved.enum.map(quote).join(' | ');
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (branches)
    return [...new Set(branches.map((branch) => typeLabel(branch, schemas)))].join(' | ');
  if (resolved.allOf?.[0]) return typeLabel(resolved.allOf[0], schemas);
  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  if (types.length === 0) return 'any';
  return types
    .map((type) => {
      if (type === 'array')
        return `${resolved.items ? typeLabel(resolved.items, schemas) : 'any'}[]`;
      if (type === 'string' && resolved.format) return `string (${resolved.format})`;
      return type;
    })
    .join(' | ');
}

// zod writes the safe-integer bounds on every int; they say nothing to a reader.
const bound = (value: number | undefined) =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

function constraintsOf(schema: JsonSchema): Constraint[] {
  const values: [ConstraintKind, unknown][] = [
    // One character is what "required" already says.
    ['minLength', schema.minLength && schema.minLength > 1 ? schema.minLength : undefined],
    ['maxLength', schema.maxLength],
    ['minimum', bound(schema.minimum)],
    ['maximum', bound(schema.maximum)],
    ['greaterThan', bound(schema.exclusiveMinimum)],
    ['lessThan', bound(schema.exclusiveMaximum)],
    ['default', schema.default === undefined ? undefined : quote(schema.default)],
  ];
  return values.flatMap(([kind, value]) =>
    value === undefined ? [] : [{ kind, value: String(value) }],
  );
}

/** The object a field holds, also when it may be null (`anyOf: [object, null]`) or a list. */
function nestedObject(schema: JsonSchema, schemas: SchemaMap): JsonSchema | undefined {
  const resolved = resolveSchema(schema, schemas);
  if (resolved.properties) return resolved;
  for (const branch of resolved.anyOf ?? resolved.oneOf ?? resolved.allOf ?? []) {
    const object = nestedObject(branch, schemas);
    if (object) return object;
  }
  return undefined;
}

function arrayItems(schema: JsonSchema, schemas: SchemaMap): JsonSchema | undefined {
  const resolved = resolveSchema(schema, schemas);
  if (resolved.items) return resolved.items;
  return (resolved.anyOf ?? resolved.oneOf ?? [])
    .map((branch) => resolveSchema(branch, schemas).items)
    .find((items) => items !== undefined);
}

function fieldRow(
  name: string,
  schema: JsonSchema,
  isRequired: boolean,
  schemas: SchemaMap,
  description?: string,
): FieldRow {
  const resolved = resolveSchema(schema, schemas);
  return {
    name,
    type: typeLabel(schema, schemas),
    isRequired,
    description: description ?? resolved.description,
    constraints: constraintsOf(resolved),
  };
}

/** The operation's parameters found at `location` (path, query or header) as table rows. */
export function parameterFields(
  parameters: readonly ParameterObject[],
  location: ParameterObject['in'],
  schemas: SchemaMap,
): FieldRow[] {
  return parameters
    .filter((parameter) => parameter.in === location)
    .map((parameter) =>
      fieldRow(
        parameter.name,
        parameter.schema ?? {},
        parameter.required === true,
        schemas,
        parameter.description,
      ),
    );
}

/**
 * The fields of an object schema as table rows, nested objects and array items flattened
 * below their field, so a reader sees every property the API reads or writes.
 */
export function schemaFields(
  schema: JsonSchema,
  schemas: SchemaMap,
  prefix = '',
  depth = 0,
): FieldRow[] {
  if (depth > MAX_DEPTH) return [];
  const object = nestedObject(schema, schemas);
  if (!object?.properties) {
    // A list at the top (`[{…}]`): its items' fields, as `[].name`.
    const items = depth === 0 ? arrayItems(schema, schemas) : undefined;
    return items ? schemaFields(items, schemas, `${prefix}[].`, depth + 1) : [];
  }
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const row = fieldRow(name, property, required.has(key), schemas);
    const items = arrayItems(property, schemas);
    const nested = items
      ? schemaFields(items, schemas, `${name}[].`, depth + 1)
      : schemaFields(property, schemas, `${name}.`, depth + 1);
    return [row, ...nested];
  });
}
