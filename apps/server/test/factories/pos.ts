import type { CreateProductInput, Product, Sale } from '@incasso/shared/pos';
import type { TestApp, TestMerchant } from './payments.ts';
import { sessionHeaders } from './users.ts';

// The point of sale's integration tests: calls as a merchant, products and sales made through
// the API, and small pictures whose first bytes are (or pretend to be) PNG, JPEG or WebP.

export function posCall(
  ctx: TestApp,
  who: { cookie: string },
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: sessionHeaders(who.cookie), payload });
}

export async function createProduct(
  ctx: TestApp,
  merchant: TestMerchant,
  overrides: Partial<CreateProductInput> = {},
): Promise<Product> {
  const response = await posCall(ctx, merchant, 'POST', '/api/products', {
    name: 'Espresso',
    priceCents: 150,
    currency: 'EUR',
    category: 'Coffee',
    ...overrides,
  });
  if (response.statusCode !== 201) throw new Error(`product not created: ${response.body}`);
  return response.json<Product>();
}

export async function createSale(
  ctx: TestApp,
  merchant: TestMerchant,
  body: object,
): Promise<Sale> {
  const response = await posCall(ctx, merchant, 'POST', '/api/pos/sales', {
    walletId: merchant.wallet.id,
    currency: 'usdt',
    fiatCurrency: 'EUR',
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`sale not created: ${response.body}`);
  return response.json<Sale>();
}

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
export const WEBP = Buffer.from('RIFF\u0004\u0000\u0000\u0000WEBPVP8 ', 'latin1');
