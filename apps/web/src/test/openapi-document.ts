import type { OpenApiDocument } from '@incasso/shared/openapi';

const error = (keys?: string[]) => ({
  content: {
    'application/json': {
      schema: keys
        ? {
            allOf: [
              { $ref: '#/components/schemas/Error' },
              { properties: { error: { type: 'string', enum: keys } } },
            ],
          }
        : { $ref: '#/components/schemas/Error' },
    },
  },
});

/**
 * A small document shaped as GET /api/v1/openapi.json writes it (modules/openapi on the server):
 * one operation that creates with a body and an Idempotency-Key (with a translated
 * summary), one that reads by id (without one).
 */
export function buildOpenApiDocument(): OpenApiDocument {
  return {
    openapi: '3.1.1',
    info: { title: 'Incasso API', version: '1.0.0' },
    servers: [{ url: 'https://pay.example' }],
    security: [{ ApiKey: [] }],
    paths: {
      '/api/v1/payments': {
        post: {
          operationId: 'createPayment',
          summary: 'Create a payment request',
          description: 'Creates a request and returns the pay page link.',
          security: [{ ApiKey: ['payments:write'] }],
          parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    amount: {
                      anyOf: [{ type: 'string', maxLength: 32 }, { type: 'number' }],
                      description: 'Price in the fiat currency.',
                    },
                    currency: { $ref: '#/components/schemas/CurrencyInput' },
                    orderId: { type: 'string', minLength: 2, maxLength: 200 },
                    notify: { type: 'boolean', default: false },
                  },
                  required: ['amount', 'currency'],
                  additionalProperties: false,
                },
              },
            },
          },
          responses: {
            '201': {
              description: 'Created',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/Payment' } },
              },
            },
            '400': { description: 'Bad Request', ...error(['invalidInput', 'malformedJson']) },
            '401': { description: 'Unauthorized', ...error() },
            '409': { description: 'Conflict', ...error(['idempotencyConflict']) },
            '429': {
              description: 'Too Many Requests',
              headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
              ...error(['rateLimited']),
            },
          },
        },
      },
      '/api/v1/payments/{id}': {
        get: {
          operationId: 'fetchPaymentById',
          summary: 'Fetch one payment',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
            {
              name: 'expand',
              in: 'query',
              required: false,
              description: 'Include the owner.',
              schema: { type: 'boolean' },
            },
          ],
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': { schema: { $ref: '#/components/schemas/Payment' } },
              },
            },
            '404': { description: 'Not Found', ...error(['paymentNotFound']) },
          },
        },
      },
    },
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'Any unique value.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          properties: {
            error: { type: 'string' },
            message: { type: 'string' },
            fields: { type: 'object', additionalProperties: { type: 'string' } },
          },
          required: ['error', 'message'],
        },
        CurrencyInput: { type: 'string', enum: ['EUR', 'USD'] },
        Payment: {
          type: 'object',
          properties: {
            paymentId: { type: 'string', format: 'uuid', description: 'ID of the payment.' },
            status: { type: 'string', enum: ['pending', 'done'] },
            owner: {
              anyOf: [
                {
                  type: 'object',
                  properties: { name: { type: 'string' } },
                  required: ['name'],
                },
                { type: 'null' },
              ],
            },
            tags: { type: 'array', items: { type: 'string' } },
          },
          required: ['paymentId', 'status', 'owner', 'tags'],
        },
      },
    },
  };
}
