import type { JsonSchema } from '@incasso/shared/openapi';
import { z } from 'zod';

export type SchemaIo = 'input' | 'output';

const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';
/** What zod calls the definitions it extracts without an id (recursive schemas). */
const ANONYMOUS_DEF = /^__schema\d+$/;

function rewriteRefs(node: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, names));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(DEFS_PREFIX)) {
        const name = names.get(value.slice(DEFS_PREFIX.length));
        if (name) return [key, `${COMPONENTS_PREFIX}${name}`];
      }
      return [key, rewriteRefs(value, names)];
    }),
  );
}

/**
 * Turns zod schemas into OpenAPI 3.1 schema objects (JSON Schema 2020-12) with zod's own
 * converter. zod puts each schema given an `id` (`.meta({ id: 'Payment' })`), and each
 * recursive one, in a `$defs` of the converted schema, referred to as `#/$defs/…`; in an OpenAPI
 * document `#` is the whole document, so they move to `components.schemas` and their refs
 * follow. One schema's input and output shapes differ (defaults, transforms, closed objects), so
 * an input definition is named `<id>Input`. zod keeps ids unique, so a name seen twice is the
 * same schema.
 */
export function createSchemaComponents() {
  const schemas: Record<string, JsonSchema> = {};
  let anonymous = 0;

  function componentName(defName: string, io: SchemaIo): string {
    if (ANONYMOUS_DEF.test(defName)) return `Recursive${++anonymous}`;
    const name = defName.replace(/[^A-Za-z0-9._-]/g, '_');
    return io === 'input' ? `${name}Input` : name;
  }

  /** `where` names the route and part for the error when a schema has no JSON Schema form. */
  function convert(schema: z.ZodType, io: SchemaIo, where: string): JsonSchema {
    let converted: Record<string, unknown>;
    try {
      converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'throw' });
    } catch (error) {
      throw new Error(`${where}: the zod schema cannot be written as JSON Schema (${io})`, {
        cause: error,
      });
    }
    const { $schema: _dialect, $defs, ...root } = converted;
    const defs = (typeof $defs === 'object' && $defs !== null ? $defs : {}) as Record<
      string,
      unknown
    >;
    const names = new Map(Object.keys(defs).map((name) => [name, componentName(name, io)]));
    for (const [defName, def] of Object.entries(defs)) {
      const name = names.get(defName) ?? defName;
      // zod's output is JSON Schema; the shared type names the part the docs page reads.
      schemas[name] ??= rewriteRefs(def, names) as JsonSchema;
    }
    return rewriteRefs(root, names) as JsonSchema;
  }

  return { convert, schemas };
}

export type SchemaComponents = ReturnType<typeof createSchemaComponents>;

/** Follows a `#/components/schemas/…` ref, for callers that need the object's properties. */
export function resolveSchema(schema: JsonSchema, components: SchemaComponents): JsonSchema {
  if (!schema.$ref?.startsWith(COMPONENTS_PREFIX)) return schema;
  return components.schemas[schema.$ref.slice(COMPONENTS_PREFIX.length)] ?? schema;
}
