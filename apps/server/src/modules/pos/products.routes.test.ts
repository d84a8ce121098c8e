import type { Product } from '@incasso/shared/pos';
import { PRODUCT_IMAGE_MAX_BYTES } from '@incasso/shared/pos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { createProduct, JPEG, PNG, posCall, WEBP } from '#test/factories/pos.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('/api/products', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;
  let other: TestMerchant;
  beforeAll(async () => {
    ctx = await buildTestApp();
    merchant = await buildMerchant(ctx, { planId: 'plus' });
    other = await buildMerchant(ctx, { planId: 'premium' });
  });
  afterAll(() => ctx.close());

  const list = async (who: TestMerchant) =>
    (await posCall(ctx, who, 'GET', '/api/products')).json<Product[]>();
  const upload = (who: TestMerchant, id: string, contentType: string, bytes: Buffer) =>
    posCall(ctx, who, 'PUT', `/api/products/${id}/image`, {
      contentType,
      data: bytes.toString('base64'),
    });

  it('answers 401 without a session and 403 planRequired on the Free plan', async () => {
    const anonymous = await ctx.app.inject({
      url: '/api/products',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(anonymous.statusCode).toBe(401);
    const free = await buildMerchant(ctx, { planId: 'free' });
    const refused = await posCall(ctx, free, 'POST', '/api/products', {
      name: 'Tea',
      priceCents: 100,
      currency: 'EUR',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('planRequired');
  });

  it('creates, lists, edits and deletes a product, only for its merchant', async () => {
    const created = await createProduct(ctx, merchant, { description: 'Short and strong' });
    expect(created).toMatchObject({
      name: 'Espresso',
      priceCents: 150,
      currency: 'EUR',
      category: 'Coffee',
      description: 'Short and strong',
      active: true,
      imageUrl: null,
    });
    expect((await list(merchant)).map((p) => p.id)).toContain(created.id);
    expect(await list(other)).toEqual([]);

    const edited = await posCall(ctx, merchant, 'PATCH', `/api/products/${created.id}`, {
      priceCents: 170,
      active: false,
      category: null,
    });
    expect(edited.json()).toMatchObject({ priceCents: 170, active: false, category: null });

    for (const [method, payload] of [
      ['PATCH', { priceCents: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await posCall(ctx, other, method, `/api/products/${created.id}`, payload);
      expect(foreign.statusCode).toBe(404);
    }
    const missing = await posCall(ctx, merchant, 'DELETE', `/api/products/${SOME_ID}`);
    expect(missing.statusCode).toBe(404);

    const removed = await posCall(ctx, merchant, 'DELETE', `/api/products/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await list(merchant)).map((p) => p.id)).not.toContain(created.id);
  });

  it.each([
    ['a NUL byte', { name: 'Tea\u0000' }, 'invalidCharacters'],
    ['an over-long name', { name: 'x'.repeat(121) }, 'invalidInput'],
    ['an empty name', { name: '   ' }, 'invalidInput'],
    ['a negative price', { priceCents: -100 }, 'invalidInput'],
    ['a zero price', { priceCents: 0 }, 'invalidInput'],
    ['a fractional price', { priceCents: 1.5 }, 'invalidInput'],
    ['a huge price', { priceCents: 10_000_000_000 }, 'invalidInput'],
    ['an unknown currency', { currency: 'GBP' }, 'invalidInput'],
    ['an unknown field', { userId: SOME_ID }, 'invalidInput'],
  ])('refuses %s with 400 and writes nothing', async (_, overrides, error) => {
    const before = await list(merchant);
    const response = await posCall(ctx, merchant, 'POST', '/api/products', {
      name: 'Tea',
      priceCents: 100,
      currency: 'EUR',
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(await list(merchant)).toEqual(before);
  });

  it('refuses a malformed id with 400', async () => {
    const response = await posCall(ctx, merchant, 'PATCH', '/api/products/not-a-uuid', {
      name: 'x',
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['PNG', 'image/png', PNG],
    ['JPEG', 'image/jpeg', JPEG],
    ['WebP', 'image/webp', WEBP],
  ])('stores a %s picture and serves it to its merchant only', async (_, type, bytes) => {
    const product = await createProduct(ctx, merchant);
    const uploaded = await upload(merchant, product.id, type, bytes);
    expect(uploaded.statusCode).toBe(200);
    const imageUrl = uploaded.json<Product>().imageUrl;
    expect(imageUrl).toMatch(new RegExp(`^/api/products/${product.id}/image\\?v=\\d+$`));

    const served = await posCall(ctx, merchant, 'GET', imageUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    expect((await posCall(ctx, other, 'GET', imageUrl ?? '')).statusCode).toBe(404);
    expect((await upload(other, product.id, type, bytes)).statusCode).toBe(404);
  });

  const bigPng = Buffer.concat([PNG, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]);
  it.each([
    ['a type not accepted', 'image/gif', Buffer.from('GIF89a....'), 'invalidInput', 'contentType'],
    ['PNG bytes declared as JPEG', 'image/jpeg', PNG, 'imageTypeInvalid', 'imageTypeInvalid'],
    [
      'HTML declared PNG',
      'image/png',
      Buffer.from('<html>1</html>'),
      'imageTypeInvalid',
      'imageTypeInvalid',
    ],
    ['a file over 1 MiB', 'image/png', bigPng, 'invalidInput', 'imageTooLarge'],
  ])('refuses %s and keeps the product without a picture', async (_, type, bytes, error, field) => {
    const product = await createProduct(ctx, merchant);
    const response = await upload(merchant, product.id, type, bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect(JSON.stringify(response.json().fields)).toContain(field);
    const [stored] = (await list(merchant)).filter((p) => p.id === product.id);
    expect(stored?.imageUrl).toBeNull();
  });

  it('refuses a body far over the limit unread with 413', async () => {
    const product = await createProduct(ctx, merchant);
    const response = await upload(
      merchant,
      product.id,
      'image/png',
      Buffer.concat([PNG, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES * 2)]),
    );
    expect(response.statusCode).toBe(413);
  });
});
