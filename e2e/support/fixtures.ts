import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { confirmRegistration, merchantAddress } from './account-journeys';
import { E2E_ADMIN, E2E_PASSWORD } from './accounts';

export interface Account {
  email: string;
  password: string;
}

async function post(
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
  data: object,
  address?: string,
) {
  // The CSRF guard wants API writes to come from our own origin, as the browser's do.
  const headers = { origin: baseURL ?? '', ...(address && { 'X-Forwarded-For': address }) };
  const response = await request.post(path, { headers, data });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

/**
 * Sessions made through the real API. page.request shares the page's cookie jar, so the page
 * starts signed in. `account`: a fresh merchant (registered, then its emailed link followed);
 * `admin`: the admin the server created at start.
 */
export const test = base.extend<{ account: Account; admin: Account }>({
  account: async ({ page, baseURL }, use) => {
    const account = { email: `e2e-${randomUUID()}@example.com`, password: E2E_PASSWORD };
    const address = merchantAddress();
    const registration = { ...account, accountType: 'private' };
    await post(page.request, baseURL, '/api/auth/register', registration, address);
    await confirmRegistration(page.request, baseURL, account.email, address);
    await use(account);
  },
  admin: async ({ page, baseURL }, use) => {
    await post(page.request, baseURL, '/api/auth/login', E2E_ADMIN);
    await use(E2E_ADMIN);
  },
});

export { expect };
export type { Page } from '@playwright/test';
