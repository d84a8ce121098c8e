import type { JsonSchema, OpenApiDocument, ResponseObject } from '@incasso/shared/openapi';
import { OPENAPI_DOCUMENT_PATH } from '@incasso/shared/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildApiKey } from '#test/factories/developer.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { openApiPath } from './operation-parameters.ts';

// Issue 21: an integrator generating a client from the document must find every status and
// error key the API answers. Each public operation is sent the requests that fail in the ways
// any of them can (no key, a bad key, a key without the scope, bad input, a body too large or
// not JSON, an unknown id, a bad cursor), and every answer is looked up in the document.

interface Answer {
  operation: string;
  status: number;
  error: string;
}

/** The error keys the document lists for this operation and status; null if none is listed. */
function documentedKeys(
  document: OpenApiDocument,
  path: string,
  method: string,
  status: number,
): string[] | null {
  const operation = (document.paths[path] as Record<string, { responses?: object }> | undefined)?.[
    method
  ];
  const response = (operation?.responses as Record<string, ResponseObject> | undefined)?.[
    String(status)
  ];
  const schema = response?.content?.['application/json']?.schema as JsonSchema | undefined;
  if (!schema) return null;
  const parts = (schema.allOf ?? [schema]) as JsonSchema[];
  for (const part of parts) {
    const error = (part.properties as Record<string, JsonSchema> | undefined)?.error;
    if (Array.isArray(error?.enum)) return error.enum as string[];
  }
  return [];
}

describe('the OpenAPI document lists every error the public API answers', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;
  let other: TestMerchant;
  let key: string;
  let readOnly: string;
  let theirPayment: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    merchant = await buildMerchant(ctx, { planId: 'premium' });
    other = await buildMerchant(ctx, { planId: 'premium' });
    key = (await buildApiKey(ctx, merchant)).key;
    readOnly = (await buildApiKey(ctx, merchant, ['payments:read'])).key;
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments',
      headers: { 'x-api-key': (await buildApiKey(ctx, other)).key },
      payload: { amount: 5, currency: 'EUR', walletId: other.wallet.id },
    });
    theirPayment = theirs.json<{ paymentId: string }>().paymentId;
  });
  afterAll(() => ctx.close());

  it('answers only statuses and keys the document names, on every operation', async () => {
    const document: OpenApiDocument = (await ctx.app.inject(OPENAPI_DOCUMENT_PATH)).json();
    const routes = ctx.app.routeCatalogue.filter(
      (route) => route.url.startsWith('/api/v1/') && !route.docs.hide,
    );
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const answers: (Answer & { path: string; method: string })[] = [];

    for (const route of routes) {
      const method = route.method as 'GET' | 'POST';
      // Another merchant's id: it must read as unknown, never as theirs.
      const url = route.url.replace(':id', theirPayment);
      const hasBody = route.schema.body !== undefined;
      const send = async (headers: Record<string, string>, payload?: string | object) => {
        const response = await ctx.app.inject({ method, url, headers, payload });
        if (response.statusCode < 400) return;
        answers.push({
          operation: `${method} ${route.url}`,
          path: openApiPath(route.url),
          method: method.toLowerCase(),
          status: response.statusCode,
          error: response.json<{ error: string }>().error,
        });
      };
      const scope = route.docs.scopes?.includes('payments:write') ? readOnly : key;
      await send({});
      await send({ 'x-api-key': 'inc_not-a-key' });
      if (scope === readOnly) await send({ 'x-api-key': readOnly }, hasBody ? {} : undefined);
      await send({ 'x-api-key': key }, hasBody ? { amount: 'x' } : undefined);
      if (hasBody) {
        await send({ 'x-api-key': key, 'content-type': 'application/json' }, '{"amount":');
        await send({ 'x-api-key': key, 'content-type': 'application/xml' }, '<amount>5</amount>');
        await send(
          { 'x-api-key': key, 'content-type': 'application/json' },
          JSON.stringify({ orderId: 'x'.repeat(1024 * 1024 + 1) }),
        );
      }
      if (method === 'GET' && !route.url.includes(':')) {
        await ctx.app
          .inject({ method, url: `${url}?cursor=not-a-cursor`, headers: { 'x-api-key': key } })
          .then((response) => {
            if (response.statusCode >= 400) {
              answers.push({
                operation: `${method} ${route.url} (cursor)`,
                path: openApiPath(route.url),
                method: 'get',
                status: response.statusCode,
                error: response.json<{ error: string }>().error,
              });
            }
          });
      }
    }

    const undocumented = answers
      .filter((answer) => {
        const keys = documentedKeys(document, answer.path, answer.method, answer.status);
        return keys === null || !keys.includes(answer.error);
      })
      .map(({ operation, status, error }) => `${operation}: ${status} ${error}`);
    expect(undocumented).toEqual([]);
    // The probes did reach each kind of refusal.
    const seen = new Set(answers.map((answer) => `${answer.status} ${answer.error}`));
    for (const expected of [
      '401 apiKeyRequired',
      '401 invalidApiKey',
      '403 insufficientScope',
      '400 invalidInput',
      '400 malformedJson',
      '413 payloadTooLarge',
      '415 unsupportedMediaType',
      '404 notFound',
      '400 invalidCursor',
    ]) {
      expect(seen, expected).toContain(expected);
    }
  });
});
