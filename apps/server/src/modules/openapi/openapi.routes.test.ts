import { readFile } from 'node:fs/promises';
import {
  descriptionKey,
  OPENAPI_DOCUMENT_PATH,
  type OpenApiDocument,
} from '@incasso/shared/openapi';
import { WEBHOOK_EVENT_TYPES } from '@incasso/shared/developer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { expectValidOpenApi } from '#test/openapi-checks.ts';
import { openApiPath } from './operation-parameters.ts';

describe('GET /api/v1/openapi.json', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ config: { publicUrl: 'https://pay.example' } });
  });
  afterAll(() => ctx.close());

  it('serves a valid OpenAPI 3.1 document of the public API, without a session', async () => {
    const response = await ctx.app.inject(OPENAPI_DOCUMENT_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const document: OpenApiDocument = response.json();
    await expectValidOpenApi(document);
    expect(document.info.title).toBe('Incasso API');
    expect(document.servers).toEqual([{ url: 'https://pay.example' }]);
  });

  it('describes every public route the app registers, and nothing else', async () => {
    const document: OpenApiDocument = (await ctx.app.inject(OPENAPI_DOCUMENT_PATH)).json();
    const publicRoutes = ctx.app.routeCatalogue
      .filter((route) => route.url.startsWith('/api/v1/') && !route.docs.hide)
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`);
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual(publicRoutes.sort());
    expect(document.paths[OPENAPI_DOCUMENT_PATH]).toBeUndefined();
  });

  it('names the Payment and Wallet schemas, with a description on every field', async () => {
    const document: OpenApiDocument = (await ctx.app.inject(OPENAPI_DOCUMENT_PATH)).json();
    const schemas = document.components?.schemas ?? {};
    for (const name of ['Payment', 'PaymentCrypto', 'Wallet']) {
      const properties = (schemas[name]?.properties ?? {}) as Record<
        string,
        { description?: string }
      >;
      expect(Object.keys(properties).length, name).toBeGreaterThan(3);
      for (const [field, schema] of Object.entries(properties)) {
        if (name === 'Wallet' && field === 'coins') continue;
        expect(schema.description ?? '', `${name}.${field}`).not.toBe('');
      }
    }
    expect(schemas.PaymentCrypto?.properties).toHaveProperty('eip681');
    const get = document.paths['/api/v1/payments/{id}']?.get;
    expect(JSON.stringify(get?.responses['200'])).toContain('#/components/schemas/Payment');
    expect(document.paths['/api/v1/wallets']?.get?.operationId).toBe('listWallets');
    expect(document.paths['/api/v1/payments/{id}/cancel']?.post?.operationId).toBe('cancelPayment');
  });

  it('describes the signed webhook each event type sends', async () => {
    const document: OpenApiDocument = (await ctx.app.inject(OPENAPI_DOCUMENT_PATH)).json();
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const confirmed = document.webhooks?.['payment.confirmed']?.post;
    expect(confirmed?.parameters?.map((p) => ('name' in p ? p.name : ''))).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    // A reorg's undoing is documented with the status it carries now.
    expect(document.webhooks?.['payment.confirmation_reverted']?.post).toMatchObject({
      description: expect.stringContaining('`status` is where it stands now'),
    });
    expect(document.webhooks?.['payment.detection_reverted']?.post?.description).toContain(
      'A later `payment.detected` is a new detection.',
    );
  });

  it('answers every request with the document it built first', async () => {
    const first = await ctx.app.inject(OPENAPI_DOCUMENT_PATH);
    const second = await ctx.app.inject(OPENAPI_DOCUMENT_PATH);
    expect(second.body).toBe(first.body);
  });

  it('has every description translated for the API docs page (issue 20)', async () => {
    const document: OpenApiDocument = (await ctx.app.inject(OPENAPI_DOCUMENT_PATH)).json();
    const descriptions = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'description' && typeof value === 'string') descriptions.add(value);
          else collect(value);
        }
      }
    };
    collect(document);
    expect(descriptions.size).toBeGreaterThan(50);
    const translated = async (language: 'it' | 'en') => {
      const file = new URL(`../../../../web/src/i18n/locales/${language}.json`, import.meta.url);
      const locale = JSON.parse(await readFile(file, 'utf8')) as {
        apiDocs: { descriptions: Record<string, string> };
      };
      return locale.apiDocs.descriptions;
    };
    const [italian, english] = [await translated('it'), await translated('en')];
    const untranslated = [...descriptions].filter(
      (text) => !italian[descriptionKey(text)] || english[descriptionKey(text)] !== text,
    );
    expect(untranslated).toEqual([]);
  });
});
