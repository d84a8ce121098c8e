import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '#test/openapi-document.ts';
import { listOperations } from './operations';
import { parameterFields, schemaFields, typeLabel } from './schema-fields';

const document = buildOpenApiDocument();
const schemas = document.components?.schemas ?? {};
const [create, fetch] = listOperations(document);

describe('schemaFields', () => {
  it('turns a request body into rows with types, requirement and limits', () => {
    expect(schemaFields(create?.body?.schema ?? {}, schemas)).toEqual([
      {
        name: 'amount',
        type: 'string | number',
        isRequired: true,
        description: 'Price in the fiat currency.',
        constraints: [],
      },
      {
        name: 'currency',
        type: '"EUR" | "USD"',
        isRequired: true,
        description: undefined,
        constraints: [],
      },
      {
        name: 'orderId',
        type: 'string',
        isRequired: false,
        description: undefined,
        constraints: [
          { kind: 'minLength', value: '2' },
          { kind: 'maxLength', value: '200' },
        ],
      },
      {
        name: 'notify',
        type: 'boolean',
        isRequired: false,
        description: undefined,
        constraints: [{ kind: 'default', value: 'false' }],
      },
    ]);
  });

  it('flattens nullable objects and lists below their field', () => {
    const rows = schemaFields({ $ref: '#/components/schemas/Payment' }, schemas);
    expect(rows.map((row) => [row.name, row.type])).toEqual([
      ['paymentId', 'string (uuid)'],
      ['status', '"pending" | "done"'],
      ['owner', 'object | null'],
      ['owner.name', 'string'],
      ['tags', 'string[]'],
    ]);
    expect(
      schemaFields({ type: 'array', items: { $ref: '#/components/schemas/Payment' } }, schemas)[0],
    ).toMatchObject({ name: '[].paymentId' });
  });

  it('leaves out the safe-integer bounds zod writes on every integer', () => {
    const [row] = schemaFields(
      {
        type: 'object',
        properties: {
          count: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
        },
      },
      {},
    );
    expect(row?.constraints).toEqual([]);
  });

  it('describes parameters by location', () => {
    expect(parameterFields(fetch?.parameters ?? [], 'path', schemas)).toEqual([
      {
        name: 'id',
        type: 'string (uuid)',
        isRequired: true,
        description: undefined,
        constraints: [],
      },
    ]);
    expect(parameterFields(fetch?.parameters ?? [], 'query', schemas)).toMatchObject([
      { name: 'expand', type: 'boolean', isRequired: false, description: 'Include the owner.' },
    ]);
    expect(typeLabel({}, schemas)).toBe('any');
  });
});
