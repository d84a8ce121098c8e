import { eq } from 'drizzle-orm';
import type { PlanId } from '@incasso/shared/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/users.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';

type PaidPlan = Exclude<PlanId, 'free'>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every session route behind a plan feature, with the lowest plan whose default features open
 * it (issue 9, SPEC 2; decision note 047).
 */
const GATED_ROUTES: readonly [Method, string, PaidPlan][] = [
  ['GET', '/api/transactions', 'plus'],
  ['GET', `/api/transactions/${SOME_ID}`, 'plus'],
  ['GET', '/api/transactions/export', 'premium'],
  ['GET', '/api/insights', 'plus'],
  ['POST', '/api/insights/narrative', 'plus'],
  ['GET', '/api/assistant/messages', 'plus'],
  ['POST', '/api/assistant/messages', 'plus'],
  ['DELETE', '/api/assistant/messages', 'plus'],
  ['POST', `/api/assistant/proposals/${SOME_ID}/confirm`, 'plus'],
  ['POST', `/api/assistant/proposals/${SOME_ID}/dismiss`, 'plus'],
  ['GET', '/api/products', 'plus'],
  ['POST', '/api/products', 'plus'],
  ['PATCH', `/api/products/${SOME_ID}`, 'plus'],
  ['DELETE', `/api/products/${SOME_ID}`, 'plus'],
  ['PUT', `/api/products/${SOME_ID}/image`, 'plus'],
  ['DELETE', `/api/products/${SOME_ID}/image`, 'plus'],
  ['GET', `/api/products/${SOME_ID}/image`, 'plus'],
  ['POST', '/api/pos/sales', 'plus'],
  ['GET', `/api/pos/sales/${SOME_ID}`, 'plus'],
  ['POST', `/api/pos/sales/${SOME_ID}/receipt`, 'plus'],
  ['GET', '/api/pos/settings', 'plus'],
  ['PUT', '/api/pos/settings', 'plus'],
  ['GET', '/api/pos/summary', 'plus'],
  ['POST', '/api/pos/display-links', 'plus'],
  ['DELETE', `/api/pos/display-links/${SOME_ID}`, 'plus'],
  ['GET', '/api/invoices', 'plus'],
  ['POST', '/api/invoices', 'plus'],
  ['POST', '/api/invoices/from-prompt', 'plus'],
  ['GET', '/api/invoices/customers', 'plus'],
  ['GET', '/api/invoices/settings', 'plus'],
  ['PUT', '/api/invoices/settings', 'plus'],
  ['GET', `/api/invoices/${SOME_ID}`, 'plus'],
  ['PATCH', `/api/invoices/${SOME_ID}`, 'plus'],
  ['DELETE', `/api/invoices/${SOME_ID}`, 'plus'],
  ['POST', `/api/invoices/${SOME_ID}/send`, 'plus'],
  ['POST', `/api/invoices/${SOME_ID}/mark-paid`, 'plus'],
  ['POST', `/api/invoices/${SOME_ID}/void`, 'plus'],
  ['GET', `/api/invoices/${SOME_ID}/pdf`, 'plus'],
  ['GET', `/api/invoices/${SOME_ID}/fatturapa`, 'plus'],
  ['GET', '/api/recurring-payments', 'plus'],
  ['POST', '/api/recurring-payments', 'plus'],
  ['GET', `/api/recurring-payments/${SOME_ID}`, 'plus'],
  ['PATCH', `/api/recurring-payments/${SOME_ID}`, 'plus'],
  ['POST', `/api/recurring-payments/${SOME_ID}/pause`, 'plus'],
  ['POST', `/api/recurring-payments/${SOME_ID}/resume`, 'plus'],
  ['POST', `/api/recurring-payments/${SOME_ID}/cancel`, 'plus'],
  ['GET', '/api/developer/settings', 'premium'],
  ['PUT', '/api/developer/settings', 'premium'],
  ['GET', '/api/developer/keys', 'premium'],
  ['POST', '/api/developer/keys', 'premium'],
  ['DELETE', `/api/developer/keys/${SOME_ID}`, 'premium'],
  ['GET', '/api/developer/webhooks', 'premium'],
  ['POST', '/api/developer/webhooks', 'premium'],
  ['PATCH', `/api/developer/webhooks/${SOME_ID}`, 'premium'],
  ['DELETE', `/api/developer/webhooks/${SOME_ID}`, 'premium'],
  ['POST', `/api/developer/webhooks/${SOME_ID}/rotate-secret`, 'premium'],
  ['POST', `/api/developer/webhooks/${SOME_ID}/test`, 'premium'],
  ['GET', `/api/developer/webhooks/${SOME_ID}/deliveries`, 'premium'],
  ['POST', `/api/developer/webhook-deliveries/${SOME_ID}/retry`, 'premium'],
];

const PLAN_ORDER: readonly PlanId[] = ['free', 'plus', 'premium'];

describe('plan gating', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const cookies = {} as Record<PlanId, string>;

  beforeAll(async () => {
    ctx = await buildTestApp();
    for (const planId of PLAN_ORDER) {
      cookies[planId] = await signIn(ctx.app, await buildUser(ctx.db, { planId }));
    }
  });
  afterAll(() => ctx.close());

  const call = (method: Method, url: string, cookie: string | undefined) =>
    ctx.app.inject({
      method,
      url,
      headers: cookie ? sessionHeaders(cookie) : { 'sec-fetch-site': 'same-origin' },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  describe.each(GATED_ROUTES)('%s %s (from %s)', (method, url, lowest) => {
    it('answers 401 when signed out', async () => {
      expect((await call(method, url, undefined)).statusCode).toBe(401);
    });

    it.each(PLAN_ORDER)('for a %s merchant: 403 planRequired only below the plan', async (plan) => {
      const response = await call(method, url, cookies[plan]);
      const below = PLAN_ORDER.indexOf(plan) < PLAN_ORDER.indexOf(lowest);
      if (below) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toBe('planRequired');
      } else {
        // Past the gate the route answers on its own (200, 404 for the made-up id, 400 for the
        // empty body), never with the plan refusal.
        expect(response.json().error).not.toBe('planRequired');
        expect(response.statusCode).toBeLessThan(500);
      }
    });
  });

  it('a downgrade closes the gate on the very next request of an open session', async () => {
    const user = await buildUser(ctx.db, { planId: 'premium' });
    const cookie = await signIn(ctx.app, user);
    expect((await call('GET', '/api/developer/keys', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/transactions', cookie)).statusCode).toBe(200);

    await ctx.db.update(users).set({ planId: 'plus' }).where(eq(users.id, user.id));
    expect((await call('GET', '/api/developer/keys', cookie)).json().error).toBe('planRequired');
    expect((await call('GET', '/api/transactions', cookie)).statusCode).toBe(200);

    await ctx.db.update(users).set({ planId: 'free' }).where(eq(users.id, user.id));
    expect((await call('GET', '/api/transactions', cookie)).json().error).toBe('planRequired');
  });
});
