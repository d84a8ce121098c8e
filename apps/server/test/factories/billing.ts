import type { BillingOverview, Checkout } from '@incasso/shared/billing';
import type { PublicPayment } from '@incasso/shared/payments';
import { and, eq } from 'drizzle-orm';
import { notifications } from '#server/db/schema/notifications.ts';
import { sessionHeaders } from './users.ts';
import { blockTimesOf, buildMerchant, transferFor, type TestApp } from './payments.ts';

// Shared by the billing integration tests: the platform account, checkouts and paying them as
// the chain watcher would, through the payments module's matching.

export async function buildPlatform(ctx: TestApp) {
  const platform = await buildMerchant(ctx, { currencies: ['usdt', 'usdc'] });
  await ctx.modules.billing.platform.setPlatformWallets(platform.user.id, [platform.wallet.id]);
  return platform;
}

export function billingCall(
  ctx: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: sessionHeaders(cookie), payload });
}

export async function overview(ctx: TestApp, cookie: string): Promise<BillingOverview> {
  const response = await billingCall(ctx, cookie, 'GET', '/api/billing');
  if (response.statusCode !== 200) throw new Error(`GET /api/billing: ${response.body}`);
  return response.json<BillingOverview>();
}

export async function checkout(
  ctx: TestApp,
  cookie: string,
  url: '/api/billing/upgrade' | '/api/billing/settle',
  payload: object,
): Promise<Checkout> {
  const response = await billingCall(ctx, cookie, 'POST', url, payload);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json<Checkout>();
}

let nextBlock = 1_000;

/** The payer picks USDT on the pay page: the request gets its coin and amount. */
export async function chooseUsdt(
  ctx: TestApp,
  paymentId: string,
): Promise<PublicPayment & { currency: 'usdt'; amountBaseUnits: string }> {
  const chosen = await ctx.app.inject({
    method: 'POST',
    url: `/api/pay/${paymentId}/currency`,
    headers: { 'sec-fetch-site': 'same-origin' },
    payload: { currency: 'usdt' },
  });
  if (chosen.statusCode !== 200) throw new Error(`choosing the coin: ${chosen.body}`);
  const priced = chosen.json<PublicPayment>();
  if (!priced.amountBaseUnits || priced.currency !== 'usdt') throw new Error('not priced');
  return { ...priced, currency: 'usdt', amountBaseUnits: priced.amountBaseUnits };
}

/** The payer picks USDT on the pay page, pays the exact amount, and the chain confirms it. */
export async function payOnPayPage(ctx: TestApp, paymentId: string): Promise<void> {
  const priced = await chooseUsdt(ctx, paymentId);
  const block = (nextBlock += 100);
  const transfer = transferFor(priced, { blockNumber: block });
  const { matching } = ctx.modules.payments;
  await ctx.modules.payments.transact((tx) =>
    matching.applyTransfers(tx, 'ethereum', [transfer], {
      head: block,
      blockTimes: blockTimesOf([transfer]),
    }),
  );
  await ctx.modules.payments.transact((tx) =>
    matching.applyConfirmations(tx, 'ethereum', block + 50),
  );
}

/** The notification keys a user got, as stored. */
export async function notificationCount(ctx: TestApp, userId: string, key: string) {
  const rows = await ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, key)));
  return rows.length;
}
