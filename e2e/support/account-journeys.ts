import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './accounts';
import type { Language } from './i18n';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * An address of the benchmarking range (198.18.0.0/15) for one new merchant. The e2e server
 * trusts X-Forwarded-For from localhost: each merchant registers from an address of its own, as
 * real ones do, so the whole suite stays inside the per-IP registration budget.
 */
export function merchantAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

/**
 * A fresh merchant registered through the API with its own cookie jar (the `request` fixture),
 * so the browser itself starts signed out.
 */
export async function registerAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
  { lang }: Language,
): Promise<Credentials> {
  const account = { email: `e2e-${randomUUID()}@example.com`, password: E2E_PASSWORD };
  const address = merchantAddress();
  // The CSRF guard wants API writes to come from our own origin, as the browser's do.
  const response = await request.post('/api/auth/register', {
    headers: { origin: baseURL ?? '', 'X-Forwarded-For': address },
    data: { ...account, accountType: 'private', locale: lang },
  });
  expect(response.status(), await response.text()).toBe(202);
  await confirmRegistration(request, baseURL, account.email, address);
  return account;
}

/**
 * Follows the emailed link of a new registration through `request`: the account becomes active
 * and that cookie jar is signed in.
 */
export async function confirmRegistration(
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
  address = merchantAddress(),
): Promise<void> {
  const token = new URL(await linkFromEmail(email, '/verify-email')).searchParams.get('token');
  const response = await request.post('/api/auth/verify-email', {
    headers: { origin: baseURL ?? '', 'X-Forwarded-For': address },
    data: { token },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The link in the latest email to `to` whose path starts with `path`, once one has arrived. */
export async function linkFromEmail(to: string, path: string): Promise<string> {
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set: run through global-setup');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailbox}/messages?to=${encodeURIComponent(to)}`);
        const messages = (await response.json()) as { links: string[] }[];
        link = messages
          .flatMap((message) => message.links)
          .findLast((url) => new URL(url).pathname === path);
        return link;
      },
      { message: `an email to ${to} with a ${path} link` },
    )
    .toBeDefined();
  return link as string;
}

/** Fills the sign-in form and submits it. */
export async function submitLogin(page: Page, { t }: Language, account: Credentials) {
  await page.getByLabel(t('auth.login.email')).fill(account.email);
  await page.getByLabel(t('auth.login.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
}

/** Logs out from the dashboard header and lands on /login. */
export async function logOut(page: Page, { t }: Language) {
  await page.getByRole('button', { name: t('nav.logout') }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: t('auth.login.title') })).toBeVisible();
}

/** A toast by its text: success ones are status messages, errors alerts. */
export function toast(page: Page, kind: 'status' | 'alert', text: string) {
  return page.getByRole(kind).filter({ hasText: text });
}
