import type { ApiKeyScope, CreatedApiKey } from '@incasso/shared/developer';
import type { TestApp, TestMerchant } from './payments.ts';
import { sessionHeaders } from './users.ts';

/** An API key made through the developer settings, as a Premium merchant would. */
export async function buildApiKey(
  ctx: TestApp,
  merchant: TestMerchant,
  scopes: ApiKeyScope[] = ['payments:read', 'payments:write'],
): Promise<CreatedApiKey> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/developer/keys',
    headers: sessionHeaders(merchant.cookie),
    payload: { name: 'Shop', scopes },
  });
  if (response.statusCode !== 201) throw new Error(`key not created: ${response.body}`);
  return response.json<CreatedApiKey>();
}

/** A call to the public API the way a shop's server makes it: no cookie, no Origin. */
export function callApi(
  ctx: TestApp,
  key: string | undefined,
  request: {
    method?: 'GET' | 'POST';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  },
) {
  return ctx.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    payload: request.payload,
    headers: { ...(key && { 'x-api-key': key }), ...request.headers },
  });
}
