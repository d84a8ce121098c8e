import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, buildPayment, type TestApp } from '#test/factories/payments.ts';
import { buildUser, signIn } from '#test/factories/users.ts';
import { fieldSweep, inputArbitrary } from '#test/fuzz/schema-inputs.ts';
import type { CataloguedRoute } from '#server/plugins/route-catalogue.ts';

// Issue 7: no input may turn into a server error, on any route, now or added later. Every
// route the app registers is fuzzed from its own zod schemas (fast-check, fixed seed) as an
// anonymous visitor, a Premium merchant and an admin; FUZZ_RUNS goes deeper.

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = 20261124;
type Identity = 'anonymous' | 'merchant' | 'admin';

function queryString(value: unknown): string {
  if (value === undefined) return '';
  const params = new URLSearchParams();
  const text = (item: unknown) => (typeof item === 'object' ? JSON.stringify(item) : String(item));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    params.append('x', text(value));
  } else {
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      for (const one of Array.isArray(item) ? item : [item]) params.append(key, text(one));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Percent-encodes, sending a lone surrogate as the invalid UTF-8 bytes a hostile client would. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split(/([\uD800-\uDFFF])/)
      .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

function pathWith(url: string, params: unknown, knownId: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => {
    const value =
      typeof params === 'object' && params !== null && name in params
        ? (params as Record<string, unknown>)[name]
        : knownId;
    return encodeSegment(typeof value === 'object' ? JSON.stringify(value) : String(value));
  });
}

/**
 * A 503 that names what the feature needs (the assistant without a model) is an answer, not a
 * server error: this app has no model configured.
 */
const isDeliberate = (body: string) => body.includes('"error":"aiNotConfigured"');

describe('schema-driven fuzz of every route', { timeout: 600_000 }, () => {
  let ctx: TestApp;
  let knownIds: string[];
  let merchantId: string;
  let adminId: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const merchant = await buildMerchant(ctx, { planId: 'premium' });
    const payment = await buildPayment(ctx, merchant);
    merchantId = merchant.user.id;
    adminId = (await buildUser(ctx.db, { isAdmin: true })).id;
    knownIds = [merchant.wallet.id, payment.id];
  });
  afterAll(() => ctx.close());

  async function headersFor(identity: Identity): Promise<Record<string, string>> {
    const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
    // A fresh session each time: a fuzzed logout or password change must not end the run.
    if (identity === 'merchant') headers.cookie = await signIn(ctx.app, { id: merchantId });
    if (identity === 'admin') headers.cookie = await signIn(ctx.app, { id: adminId });
    return headers;
  }

  function routeArbitrary(route: CataloguedRoute) {
    return fc.record({
      identity: fc.constantFrom<Identity>('anonymous', 'merchant', 'admin'),
      params: fc.oneof(
        inputArbitrary(route.schema.params),
        fc.constantFrom(...knownIds).map((id) => ({ id })),
      ),
      query: inputArbitrary(route.schema.querystring),
      body: inputArbitrary(route.schema.body),
      knownId: fc.constantFrom(...knownIds),
    });
  }

  /**
   * Each field of each part swept with the critical values, as the identity the route serves
   * (so the input gets past its guards to the service and the database).
   */
  function sweepCases(route: CataloguedRoute) {
    const identity: Identity = route.url.startsWith('/api/admin') ? 'admin' : 'merchant';
    const base = { identity, knownId: knownIds[0] ?? '', params: undefined, query: undefined };
    return [
      ...fieldSweep(route.schema.params).map((params) => ({ ...base, params, body: undefined })),
      ...fieldSweep(route.schema.querystring).map((query) => ({ ...base, query, body: undefined })),
      ...fieldSweep(route.schema.body).map((body) => ({ ...base, body })),
    ];
  }

  it('answers no request with a 5xx', async () => {
    const routes = ctx.app.routeCatalogue.filter((route) => route.url.startsWith('/api/'));
    const failures: string[] = [];
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const random = fc.sample(routeArbitrary(route), { seed: SEED + index, numRuns: RUNS });
      for (const input of [...sweepCases(route), ...random]) {
        const url = pathWith(route.url, input.params, input.knownId) + queryString(input.query);
        const hasBody = !['GET', 'DELETE'].includes(route.method) && input.body !== undefined;
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: await headersFor(input.identity),
          ...(hasBody && { payload: JSON.stringify(input.body) }),
          ...(hasBody && {
            headers: { ...(await headersFor(input.identity)), 'content-type': 'application/json' },
          }),
        });
        sent += 1;
        if (response.statusCode >= 500 && !isDeliberate(response.body)) {
          failures.push(
            `${route.method} ${url} as ${input.identity} body=${JSON.stringify(input.body)?.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    console.info(
      `fuzz: ${routes.length} routes, ${sent} requests, ${failures.length} answered 5xx (runs per route: ${RUNS})`,
    );
    expect(failures).toEqual([]);
  });
});
