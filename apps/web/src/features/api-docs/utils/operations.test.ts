import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '#test/openapi-document.ts';
import { listOperations } from './operations';

describe('listOperations', () => {
  it('lists the operations with their references followed', () => {
    const [create, fetch] = listOperations(buildOpenApiDocument());
    expect(create).toMatchObject({
      operationId: 'createPayment',
      method: 'POST',
      path: '/api/v1/payments',
      scopes: ['payments:write'],
      body: { isRequired: true },
      responses: [{ status: '201', schema: { $ref: '#/components/schemas/Payment' } }],
    });
    expect(create?.parameters).toEqual([expect.objectContaining({ name: 'Idempotency-Key' })]);
    expect(fetch).toMatchObject({ operationId: 'fetchPaymentById', method: 'GET', scopes: [] });
  });

  it('reads the stable error keys of each error status', () => {
    const [create, fetch] = listOperations(buildOpenApiDocument());
    expect(create?.errors).toEqual([
      { status: '400', description: 'Bad Request', keys: ['invalidInput', 'malformedJson'] },
      { status: '401', description: 'Unauthorized', keys: [] },
      { status: '409', description: 'Conflict', keys: ['idempotencyConflict'] },
      { status: '429', description: 'Too Many Requests', keys: ['rateLimited'] },
    ]);
    expect(fetch?.errors).toEqual([
      { status: '404', description: 'Not Found', keys: ['paymentNotFound'] },
    ]);
  });

  it('puts creation first within a path', () => {
    const document = buildOpenApiDocument();
    const create = document.paths['/api/v1/payments']?.post;
    const fetch = document.paths['/api/v1/payments/{id}']?.get;
    document.paths = { '/api/v1/payments': { get: fetch, post: create } };
    expect(listOperations(document).map((operation) => operation.method)).toEqual(['POST', 'GET']);
  });

  it('is empty for a document without paths', () => {
    expect(listOperations({ ...buildOpenApiDocument(), paths: {} })).toEqual([]);
  });
});
