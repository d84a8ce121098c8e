import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenApiDocument, OperationObject, ParameterObject } from '@incasso/shared/openapi';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectValidOpenApi } from '#test/openapi-checks.ts';
import { registerRouteCatalogue } from '#server/plugins/route-catalogue.ts';
import { buildOpenApiDocument, defaultOperationId } from './openapi-document.ts';

// A small app with routes shaped like the public API's, so the generator is tested on its own.

const Currency = z.enum(['EUR', 'USD']).meta({ id: 'Currency', description: 'Fiat currency.' });
const Thing = z
  .object({
    id: z.string().describe('ID of the thing.'),
    amount: z.number(),
    currency: Currency,
    note: z.string().nullable(),
  })
  .meta({ id: 'Thing' });
interface Category {
  name: string;
  children: Category[];
}
const CategorySchema: z.ZodType<Category> = z.object({
  name: z.string(),
  get children() {
    return z.array(CategorySchema);
  },
});

const thingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/things',
    {
      schema: {
        summary: 'Create a thing',
        description: 'Creates a thing and returns it.',
        tags: ['Things'],
        operationId: 'createThing',
        scopes: ['things:write'],
        errors: { 404: ['walletNotFound'], 422: ['thingRefused'] },
        headers: z.object({ 'x-api-key': z.string().optional() }),
        body: z
          .strictObject({
            amount: z.union([z.string().max(32), z.number()]).describe('Amount, e.g. 25.5.'),
            currency: Currency,
            size: z.number().int().min(1).max(10).default(3),
            walletId: z.string().min(1),
          })
          .transform(({ amount, ...rest }) => ({ ...rest, amount: Number(amount) })),
        response: { 201: Thing },
      },
    },
    async (_request, reply) =>
      reply.status(201).send({ id: 't1', amount: 1, currency: 'EUR', note: null }),
  );
  app.get(
    '/v1/things',
    {
      schema: {
        summary: 'List things',
        tags: ['Things'],
        querystring: z.object({
          cursor: z.string().max(200).optional().describe('From the previous page.'),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: z.object({ data: z.array(Thing), nextCursor: z.string().nullable() }) },
      },
    },
    async () => ({ data: [], nextCursor: null }),
  );
  app.get(
    '/v1/things/:id',
    {
      schema: {
        operationId: 'getThing',
        params: z.object({ id: z.uuid() }),
        response: { 200: Thing },
      },
    },
    async () => ({ id: 't1', amount: 1, currency: 'EUR' as const, note: null }),
  );
  app.post(
    '/v1/things/:thingId/notes/:noteId',
    {
      schema: {
        headers: z.object({ 'idempotency-key': z.string().max(64).optional() }),
        body: z.object({ tree: CategorySchema }).optional(),
        response: { '2xx': z.object({ ok: z.boolean() }) },
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/v1/hidden', { schema: { hide: true } }, async () => 'hidden');
  app.get('/internal', { schema: { response: { 200: z.object({}) } } }, async () => ({}));
};

async function catalogueOf(routes: FastifyPluginAsyncZod) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  registerRouteCatalogue(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(routes, { prefix: '/api' });
  await app.ready();
  const catalogue = app.routeCatalogue;
  await app.close();
  return catalogue;
}

const INFO = { title: 'Test API', version: '1.0.0', serverUrl: 'https://pay.example' };

async function documentOf(routes: FastifyPluginAsyncZod = thingRoutes) {
  return buildOpenApiDocument(await catalogueOf(routes), INFO);
}

function op(document: OpenApiDocument, method: 'get' | 'post', path: string): OperationObject {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  return operation;
}

const named = (operation: OperationObject, name: string) =>
  operation.parameters?.find((p): p is ParameterObject => 'name' in p && p.name === name);

describe('buildOpenApiDocument', () => {
  it('describes the /api/v1 routes as a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf();
    await expectValidOpenApi(document);
    expect(document.openapi).toBe('3.1.1');
    expect(document.servers).toEqual([{ url: 'https://pay.example' }]);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/v1/things',
      '/api/v1/things/{id}',
      '/api/v1/things/{thingId}/notes/{noteId}',
    ]);
    expect(document.tags).toEqual([{ name: 'Things' }]);
  });

  it("copies the route's summary, description, tags, operationId and scopes", async () => {
    const create = op(await documentOf(), 'post', '/api/v1/things');
    expect(create).toMatchObject({
      operationId: 'createThing',
      summary: 'Create a thing',
      description: 'Creates a thing and returns it.',
      tags: ['Things'],
      security: [{ ApiKey: ['things:write'] }],
    });
    expect(defaultOperationId('GET', '/api/v1/things/:id')).toBe('getThingsById');
    expect(
      op(await documentOf(), 'post', '/api/v1/things/{thingId}/notes/{noteId}').operationId,
    ).toBe('postThingsByThingIdNotesByNoteId');
  });

  it('authenticates with the X-API-Key header and offers an Idempotency-Key on POSTs', async () => {
    const document = await documentOf();
    expect(document.security).toEqual([{ ApiKey: [] }]);
    expect(document.components?.securitySchemes?.ApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    expect(document.components?.parameters?.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      schema: { maxLength: 255 },
    });
    const create = op(document, 'post', '/api/v1/things');
    expect(named(create, 'x-api-key')).toBeUndefined();
    expect(create.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(op(document, 'get', '/api/v1/things').parameters).not.toContainEqual({
      $ref: '#/components/parameters/IdempotencyKey',
    });
    // A route that declares the header keeps its own rule instead.
    const note = op(document, 'post', '/api/v1/things/{thingId}/notes/{noteId}');
    expect(named(note, 'idempotency-key')?.schema).toMatchObject({ maxLength: 64 });
    expect(note.parameters).toHaveLength(3);
  });

  it('takes parameters from the params and querystring schemas, as clients send them', async () => {
    const document = await documentOf();
    expect(named(op(document, 'get', '/api/v1/things/{id}'), 'id')).toMatchObject({
      in: 'path',
      required: true,
      schema: { type: 'string', format: 'uuid' },
    });
    const list = op(document, 'get', '/api/v1/things');
    expect(named(list, 'cursor')).toMatchObject({
      in: 'query',
      required: false,
      description: 'From the previous page.',
      schema: { type: 'string', maxLength: 200 },
    });
    expect(named(list, 'limit')).toMatchObject({
      required: false,
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    });
    // A path parameter without a params schema is still declared.
    const note = op(document, 'post', '/api/v1/things/{thingId}/notes/{noteId}');
    expect(named(note, 'noteId')).toMatchObject({ in: 'path', required: true });
  });

  it('describes bodies as sent (before transforms) and responses as answered', async () => {
    const document = await documentOf();
    const create = op(document, 'post', '/api/v1/things');
    expect(create.requestBody).toMatchObject({ required: true });
    const body = create.requestBody?.content['application/json']?.schema;
    expect(body?.required).toEqual(['amount', 'currency', 'walletId']);
    expect(body?.properties?.amount).toMatchObject({
      anyOf: [{ type: 'string' }, { type: 'number' }],
      description: 'Amount, e.g. 25.5.',
    });
    expect(body?.properties?.size).toMatchObject({ type: 'integer', default: 3 });
    expect(create.responses['201']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Thing',
    });
    const note = op(document, 'post', '/api/v1/things/{thingId}/notes/{noteId}');
    expect(note.requestBody?.required).toBe(false);
    expect(note.responses['2XX']?.description).toBe('Response');
  });

  it('moves schemas with an id, and recursive ones, to components', async () => {
    const { components } = await documentOf();
    expect(components?.schemas?.Thing).toMatchObject({
      type: 'object',
      properties: { currency: { $ref: '#/components/schemas/Currency' } },
      required: ['id', 'amount', 'currency', 'note'],
    });
    expect(components?.schemas?.Currency).toEqual({
      type: 'string',
      enum: ['EUR', 'USD'],
      description: 'Fiat currency.',
    });
    expect(components?.schemas?.CurrencyInput).toEqual(components?.schemas?.Currency);
    const recursive = Object.entries(components?.schemas ?? {}).find(([name]) =>
      name.startsWith('Recursive'),
    );
    expect(recursive?.[1].properties?.children?.items?.$ref).toBe(
      `#/components/schemas/${recursive?.[0]}`,
    );
  });

  it('lists the error keys each operation may answer with, by status', async () => {
    const document = await documentOf();
    const keysOf = (operation: OperationObject, status: string) =>
      operation.responses[status]?.content?.['application/json']?.schema?.allOf?.[1]?.properties
        ?.error?.enum;
    const create = op(document, 'post', '/api/v1/things');
    expect(Object.keys(create.responses)).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
    ]);
    expect(keysOf(create, '400')).toEqual(['invalidApiKey', 'invalidInput', 'malformedJson']);
    expect(keysOf(create, '401')).toEqual(['apiKeyRequired', 'invalidApiKey']);
    expect(keysOf(create, '403')).toEqual([
      'accountSuspended',
      'insufficientScope',
      'planRequired',
    ]);
    expect(keysOf(create, '413')).toEqual(['payloadTooLarge']);
    expect(keysOf(create, '415')).toEqual(['unsupportedMediaType']);
    expect(keysOf(create, '404')).toEqual(['walletNotFound']);
    expect(keysOf(create, '409')).toEqual(['idempotencyConflict']);
    expect(keysOf(create, '422')).toEqual(['thingRefused']);
    expect(create.responses['429']?.headers?.['Retry-After']).toBeDefined();
    const list = op(document, 'get', '/api/v1/things');
    expect(Object.keys(list.responses)).toEqual(['200', '400', '401', '403', '429']);
    expect(keysOf(list, '400')).toEqual(['invalidApiKey', 'invalidInput']);
    expect(document.components?.schemas?.Error).toMatchObject({
      properties: { error: { type: 'string' }, message: { type: 'string' } },
      required: ['error', 'message'],
    });
  });

  it('names the route whose schema cannot be described', async () => {
    const routes = await catalogueOf(async (app) => {
      app.get(
        '/v1/dates',
        { schema: { response: { 200: z.object({ at: z.date() }) } } },
        async () => ({ at: new Date() }),
      );
    });
    expect(() => buildOpenApiDocument(routes, INFO)).toThrow(
      'GET /api/v1/dates response 200: the zod schema cannot be written as JSON Schema (output)',
    );
  });

  it('refuses two operations with one operationId', async () => {
    const routes = await catalogueOf(async (app) => {
      app.get('/v1/a', { schema: { operationId: 'same' } }, async () => 'a');
      app.get('/v1/b', { schema: { operationId: 'same' } }, async () => 'b');
    });
    expect(() => buildOpenApiDocument(routes, INFO)).toThrow('operationId same is used twice');
  });

  it('is checked by a validator that refuses a broken document', async () => {
    const document = await documentOf();
    const broken = structuredClone(document);
    op(broken, 'get', '/api/v1/things/{id}').responses['200'] = {
      description: 'OK',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Missing' } } },
    };
    await expect(expectValidOpenApi(broken)).rejects.toThrow();
    await expect(
      SwaggerParser.validate({ ...structuredClone(document), info: undefined } as never),
    ).rejects.toThrow();
  });
});
