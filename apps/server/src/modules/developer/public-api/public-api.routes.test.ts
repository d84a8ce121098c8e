import { eq } from 'drizzle-orm';
import { CHAINS } from '@incasso/shared/chains';
import type { ApiKey, ApiPayment, ApiPaymentList, ApiWalletList } from '@incasso/shared/developer';
import type { PublicPayment } from '@incasso/shared/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '#server/db/schema/payments.ts';
import { users } from '#server/db/schema/users.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildApiKey, callApi } from '#test/factories/developer.ts';
import {
  blockTimesOf,
  buildMerchant,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { sessionHeaders } from '#test/factories/users.ts';

describe('the public API v1', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;
  let other: TestMerchant;
  let key: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
    merchant = await buildMerchant(ctx, { planId: 'premium', currencies: ['usdt', 'usdc'] });
    other = await buildMerchant(ctx, { planId: 'premium' });
    key = (await buildApiKey(ctx, merchant)).key;
  });
  afterAll(() => ctx.close());

  const create = (body: object, headers: Record<string, string> = {}, apiKey = key) =>
    callApi(ctx, apiKey, { method: 'POST', url: '/api/v1/payments', payload: body, headers });
  const validBody = () => ({ amount: 25.5, currency: 'EUR', walletId: merchant.wallet.id });

  describe('API keys', () => {
    it('shows a new key once, then only its prefix and last use', async () => {
      const created = await buildApiKey(ctx, merchant, ['payments:read']);
      expect(created.key).toMatch(/^inc_[\w-]{43}$/);
      expect(created.key.startsWith(created.prefix)).toBe(true);

      await callApi(ctx, created.key, { url: '/api/v1/payments' });
      const list = await ctx.app.inject({
        url: '/api/developer/keys',
        headers: { cookie: merchant.cookie },
      });
      const listed = list.json<ApiKey[]>().find((k) => k.id === created.id);
      expect(listed).toMatchObject({ prefix: created.prefix, scopes: ['payments:read'] });
      expect(listed?.lastUsedAt).not.toBeNull();
      expect(list.body).not.toContain(created.key);
    });

    it('is for Premium only: a Plus merchant gets planRequired', async () => {
      const plus = await buildMerchant(ctx, { planId: 'plus' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/developer/keys',
        headers: sessionHeaders(plus.cookie),
        payload: { name: 'x', scopes: ['payments:read'] },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'planRequired' });
    });

    it("cannot revoke another merchant's key", async () => {
      const theirs = await buildApiKey(ctx, other);
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/developer/keys/${theirs.id}`,
        headers: sessionHeaders(merchant.cookie),
      });
      expect(response.statusCode).toBe(404);
      expect((await callApi(ctx, theirs.key, { url: '/api/v1/payments' })).statusCode).toBe(200);
    });

    it('refuses a revoked key, a key of a merchant who left Premium, and a missing scope', async () => {
      const revoked = await buildApiKey(ctx, merchant);
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/developer/keys/${revoked.id}`,
        headers: sessionHeaders(merchant.cookie),
      });
      const readOnly = await buildApiKey(ctx, merchant, ['payments:read']);
      const downgraded = await buildMerchant(ctx, { planId: 'premium' });
      const downgradedKey = await buildApiKey(ctx, downgraded);
      await ctx.db.update(users).set({ planId: 'free' }).where(eq(users.id, downgraded.user.id));

      const cases = [
        { apiKey: undefined, status: 401, error: 'apiKeyRequired' },
        { apiKey: 'inc_not-a-key', status: 401, error: 'invalidApiKey' },
        { apiKey: revoked.key, status: 401, error: 'invalidApiKey' },
        { apiKey: readOnly.key, status: 403, error: 'insufficientScope' },
        { apiKey: downgradedKey.key, status: 403, error: 'planRequired' },
      ];
      for (const { apiKey, status, error } of cases) {
        const response = await callApi(ctx, apiKey, {
          method: 'POST',
          url: '/api/v1/payments',
          payload: validBody(),
        });
        expect({ status: response.statusCode, error: response.json().error }).toEqual({
          status,
          error,
        });
      }
      // A key in the URL is never read.
      const inUrl = await callApi(ctx, undefined, { url: `/api/v1/payments?apiKey=${key}` });
      expect(inUrl.statusCode).toBe(401);
    });
  });

  describe('POST /api/v1/payments', () => {
    it("answers SPEC's example: paymentId, pending, the fiat amount and the pay page", async () => {
      const response = await create({ ...validBody(), orderId: 'order-17' });
      expect(response.statusCode).toBe(201);
      const body = response.json<ApiPayment>();
      expect(body).toMatchObject({
        status: 'pending',
        amount: 25.5,
        currency: 'EUR',
        orderId: 'order-17',
        crypto: null,
      });
      expect(new URL(body.paymentUrl).pathname).toBe(`/pay/${body.paymentId}`);
      const [row] = await ctx.db.select().from(payments).where(eq(payments.id, body.paymentId));
      expect(row).toMatchObject({ currency: null, amountBaseUnits: null, fiatCents: 2550 });
    });

    it("refuses another merchant's wallet with one field error", async () => {
      const response = await create({ ...validBody(), walletId: other.wallet.id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'walletNotFound',
        message: 'Wallet not found or not yours.',
        fields: { walletId: 'walletNotFound' },
      });
    });

    it('refuses bad bodies with 400 and writes nothing', async () => {
      const before = await ctx.db
        .select()
        .from(payments)
        .where(eq(payments.userId, merchant.user.id));
      const bad = [
        { ...validBody(), amount: -1 },
        { ...validBody(), amount: 0 },
        { ...validBody(), currency: 'GBP' },
        { ...validBody(), redirectUrl: 'javascript:alert(1)' },
        { ...validBody(), orderId: 'x'.repeat(201) },
        { ...validBody(), extra: true },
        { currency: 'EUR', walletId: merchant.wallet.id },
      ];
      for (const body of bad) {
        const response = await create(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      const after = await ctx.db
        .select()
        .from(payments)
        .where(eq(payments.userId, merchant.user.id));
      expect(after.length).toBe(before.length);
    });

    it("keeps redirects on the merchant's hosts once they are restricted", async () => {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/developer/settings',
        headers: sessionHeaders(other.cookie),
        payload: { redirectHosts: ['shop.example'] },
      });
      expect(put.statusCode).toBe(200);
      const otherKey = (await buildApiKey(ctx, other)).key;
      const body = { amount: 10, currency: 'USD', walletId: other.wallet.id };
      const elsewhere = await create(
        { ...body, redirectUrl: 'https://evil.example/x' },
        {},
        otherKey,
      );
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().fields).toEqual({ redirectUrl: 'redirectUrlNotAllowed' });
      const below = await create(
        { ...body, redirectUrl: 'https://pay.shop.example/done' },
        {},
        otherKey,
      );
      expect(below.statusCode).toBe(201);
    });
  });

  describe('Idempotency-Key', () => {
    it('returns the stored answer byte for byte on a repeat, and creates one payment', async () => {
      const headers = { 'idempotency-key': 'order-42-attempt' };
      const body = { ...validBody(), orderId: 'order-42' };
      const first = await create(body, headers);
      const second = await create(body, headers);
      expect(second.statusCode).toBe(201);
      expect(second.body).toBe(first.body);
      expect(second.headers['idempotent-replayed']).toBe('true');
      const rows = await ctx.db.select().from(payments).where(eq(payments.orderId, 'order-42'));
      expect(rows).toHaveLength(1);
    });

    it('answers 409 idempotencyConflict for the same key with other parameters', async () => {
      const headers = { 'idempotency-key': 'reused-key' };
      expect((await create(validBody(), headers)).statusCode).toBe(201);
      const conflict = await create({ ...validBody(), amount: 99 }, headers);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().error).toBe('idempotencyConflict');
    });

    it('lets concurrent repeats wait for the first: one payment, identical answers', async () => {
      const headers = { 'idempotency-key': 'concurrent-key' };
      const body = { ...validBody(), orderId: 'order-concurrent' };
      const answers = await Promise.all(Array.from({ length: 5 }, () => create(body, headers)));
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      const rows = await ctx.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, 'order-concurrent'));
      expect(rows).toHaveLength(1);
    });

    it('keeps keys per merchant and refuses unusable ones', async () => {
      const otherKey = (await buildApiKey(ctx, other)).key;
      const headers = { 'idempotency-key': 'shared-name' };
      await create(validBody(), headers);
      const theirs = await create(
        { amount: 5, currency: 'USD', walletId: other.wallet.id },
        headers,
        otherKey,
      );
      expect(theirs.statusCode).toBe(201);
      const tooLong = await create(validBody(), { 'idempotency-key': 'k'.repeat(256) });
      expect(tooLong.json().error).toBe('invalidIdempotencyKey');
    });
  });

  describe('GET /api/v1/payments', () => {
    it("reads one payment, and not another merchant's", async () => {
      const created = (await create(validBody())).json<ApiPayment>();
      const read = await callApi(ctx, key, { url: `/api/v1/payments/${created.paymentId}` });
      expect(read.json<ApiPayment>()).toEqual(created);
      const otherKey = (await buildApiKey(ctx, other)).key;
      const theirs = await callApi(ctx, otherKey, {
        url: `/api/v1/payments/${created.paymentId}`,
      });
      expect(theirs.statusCode).toBe(404);
      const malformed = await callApi(ctx, key, { url: '/api/v1/payments/not-an-id' });
      expect(malformed.statusCode).toBe(404);
    });

    it('filters by orderId and status and pages with a cursor', async () => {
      for (let i = 0; i < 3; i += 1) await create({ ...validBody(), orderId: 'paged' });
      const first = await callApi(ctx, key, { url: '/api/v1/payments?orderId=paged&limit=2' });
      const page = first.json<ApiPaymentList>();
      expect(page.data).toHaveLength(2);
      expect(page.nextCursor).not.toBeNull();
      const rest = await callApi(ctx, key, {
        url: `/api/v1/payments?orderId=paged&limit=2&cursor=${encodeURIComponent(page.nextCursor ?? '')}`,
      });
      const last = rest.json<ApiPaymentList>();
      expect(last.data).toHaveLength(1);
      expect(last.nextCursor).toBeNull();
      const ids = [...page.data, ...last.data].map((p) => p.paymentId);
      expect(new Set(ids).size).toBe(3);

      const confirmed = await callApi(ctx, key, { url: '/api/v1/payments?status=confirmed' });
      expect(confirmed.json<ApiPaymentList>().data).toEqual([]);
      const future = await callApi(ctx, key, {
        url: '/api/v1/payments?createdFrom=9999-01-01T00:00:00Z',
      });
      expect(future.json<ApiPaymentList>().data).toEqual([]);
      const yearZero = await callApi(ctx, key, {
        url: '/api/v1/payments?createdFrom=0000-01-01T00:00:00Z',
      });
      expect(yearZero.statusCode).toBe(400);
    });
  });

  describe('hosted checkout: the payer picks the coin', () => {
    const choose = (id: string, currency: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/pay/${id}/currency`,
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: { currency },
      });

    it("offers the wallet's coins, prices the request on a pick, and lets the payer change it", async () => {
      const created = (await create(validBody())).json<ApiPayment>();
      const page = await ctx.app.inject({ url: `/api/pay/${created.paymentId}` });
      expect(page.json<PublicPayment>()).toMatchObject({
        amount: null,
        qrContent: null,
        fiatAmount: '25.50',
        currencyChoices: [
          { currency: 'usdt', symbol: 'USDT' },
          { currency: 'usdc', symbol: 'USDC' },
        ],
      });

      const usdt = await choose(created.paymentId, 'usdt');
      expect(usdt.statusCode).toBe(200);
      expect(usdt.json<PublicPayment>()).toMatchObject({ symbol: 'USDT', currency: 'usdt' });
      expect(usdt.json<PublicPayment>().qrContent).toContain(merchant.wallet.address);

      const usdc = await choose(created.paymentId, 'USDC');
      expect(usdc.json<PublicPayment>().symbol).toBe('USDC');
      const api = await callApi(ctx, key, { url: `/api/v1/payments/${created.paymentId}` });
      const { crypto } = api.json<ApiPayment>();
      const usdcContract = CHAINS.ethereum.assets.usdc;
      expect(usdcContract?.kind).toBe('token');
      const contract = usdcContract?.kind === 'token' ? usdcContract.address : '';
      // What a wallet needs to pay without parsing SPEC's text: chain id, contract, decimals, link.
      expect(crypto).toEqual({
        symbol: 'USDC',
        chain: 'ethereum',
        chainId: CHAINS.ethereum.evmChainId,
        tokenAddress: contract,
        decimals: usdcContract?.decimals,
        address: merchant.wallet.address,
        amount: usdc.json<PublicPayment>().amount,
        amountBaseUnits: usdc.json<PublicPayment>().amountBaseUnits,
        paidAmount: '0.00000000',
        rate: expect.any(String) as string,
        eip681: `ethereum:${contract}@${CHAINS.ethereum.evmChainId}/transfer?address=${merchant.wallet.address}&uint256=${usdc.json<PublicPayment>().amountBaseUnits}`,
      });
      expect(usdc.json<PublicPayment>().eip681).toBe(crypto?.eip681);
    });

    it('refuses a coin the wallet does not accept, and any change once paid', async () => {
      const created = (await create(validBody())).json<ApiPayment>();
      expect((await choose(created.paymentId, 'eth')).json().error).toBe('currencyNotAccepted');
      const priced = (await choose(created.paymentId, 'usdt')).json<PublicPayment>();
      await ctx.modules.payments.transact((tx) =>
        ctx.modules.payments.matching.applyTransfers(
          tx,
          'ethereum',
          [
            {
              currency: 'usdt',
              to: priced.address,
              from: other.wallet.address,
              amount: BigInt(priced.amountBaseUnits ?? '0'),
              txHash: `0x${'ab'.repeat(32)}`,
              logIndex: 0,
              blockNumber: 100,
              blockHash: `0x${'cd'.repeat(32)}`,
            },
          ],
          { head: 100, blockTimes: blockTimesOf([{ blockNumber: 100 }]) },
        ),
      );
      const late = await choose(created.paymentId, 'usdc');
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe('currencyLocked');
      const api = await callApi(ctx, key, { url: `/api/v1/payments/${created.paymentId}` });
      expect(api.json<ApiPayment>().status).toBe('detected');
    });

    it('never lets the payer re-price a request the merchant made', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: sessionHeaders(merchant.cookie),
        payload: {
          walletId: merchant.wallet.id,
          currency: 'usdt',
          fiatAmount: '5',
          fiatCurrency: 'EUR',
        },
      });
      const id = response.json<{ id: string }>().id;
      expect((await choose(id, 'usdc')).json().error).toBe('currencyLocked');
    });
  });

  describe('GET /api/v1/wallets', () => {
    it("lists only the caller's wallets, with the id createPayment needs and their coins", async () => {
      const response = await callApi(ctx, key, { url: '/api/v1/wallets' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<ApiWalletList>();
      expect(data.map((wallet) => wallet.id)).toEqual([merchant.wallet.id]);
      const usdt = CHAINS.ethereum.assets.usdt;
      expect(data[0]).toMatchObject({
        chain: 'ethereum',
        chainId: CHAINS.ethereum.evmChainId,
        address: merchant.wallet.address,
        coins: [
          {
            currency: 'usdt',
            symbol: 'USDT',
            tokenAddress: usdt?.kind === 'token' ? usdt.address : null,
            decimals: usdt?.decimals,
          },
          expect.objectContaining({ currency: 'usdc', symbol: 'USDC' }),
        ],
      });
      expect(response.body).not.toContain(other.wallet.id);
      // A read key may list them; no key may not.
      const readOnly = (await buildApiKey(ctx, merchant, ['payments:read'])).key;
      expect((await callApi(ctx, readOnly, { url: '/api/v1/wallets' })).statusCode).toBe(200);
      const anonymous = await ctx.app.inject({ url: '/api/v1/wallets' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().error).toBe('apiKeyRequired');
    });
  });

  describe('POST /api/v1/payments/:id/cancel', () => {
    const cancel = (id: string, apiKey = key) =>
      callApi(ctx, apiKey, { method: 'POST', url: `/api/v1/payments/${id}/cancel` });

    it('cancels a pending request, answers a repeat the same, and the pay page says so', async () => {
      const created = (await create(validBody())).json<ApiPayment>();
      const first = await cancel(created.paymentId);
      expect(first.statusCode).toBe(200);
      expect(first.json<ApiPayment>()).toMatchObject({
        paymentId: created.paymentId,
        status: 'cancelled',
      });
      const again = await cancel(created.paymentId);
      expect(again.statusCode).toBe(200);
      expect(again.json<ApiPayment>().status).toBe('cancelled');
      const page = await ctx.app.inject({ url: `/api/pay/${created.paymentId}` });
      expect(page.json<PublicPayment>().status).toBe('CANCELLED');
    });

    it("refuses another merchant's request, an unknown id, and a key without the write scope", async () => {
      const theirs = (
        await create(
          { amount: 5, currency: 'EUR', walletId: other.wallet.id },
          {},
          (await buildApiKey(ctx, other)).key,
        )
      ).json<ApiPayment>();
      const refused = await cancel(theirs.paymentId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toBe('notFound');
      expect((await cancel('not-a-request')).statusCode).toBe(404);
      const mine = (await create(validBody())).json<ApiPayment>();
      const readOnly = (await buildApiKey(ctx, merchant, ['payments:read'])).key;
      const scoped = await cancel(mine.paymentId, readOnly);
      expect(scoped.statusCode).toBe(403);
      expect(scoped.json().error).toBe('insufficientScope');
      const still = await callApi(ctx, key, { url: `/api/v1/payments/${theirs.paymentId}` });
      expect(still.statusCode).toBe(404);
    });

    it('refuses a request something was paid to: 409 paymentNotCancellable', async () => {
      const created = (await create(validBody())).json<ApiPayment>();
      const priced = (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/pay/${created.paymentId}/currency`,
          headers: { 'sec-fetch-site': 'same-origin' },
          payload: { currency: 'usdt' },
        })
      ).json<PublicPayment>();
      await ctx.modules.payments.transact((tx) =>
        ctx.modules.payments.matching.applyTransfers(
          tx,
          'ethereum',
          [
            {
              currency: 'usdt',
              to: priced.address,
              from: other.wallet.address,
              amount: BigInt(priced.amountBaseUnits ?? '0'),
              txHash: `0x${'ef'.repeat(32)}`,
              logIndex: 0,
              blockNumber: 101,
              blockHash: `0x${'cd'.repeat(32)}`,
            },
          ],
          { head: 101, blockTimes: blockTimesOf([{ blockNumber: 101 }]) },
        ),
      );
      const response = await cancel(created.paymentId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('paymentNotCancellable');
    });
  });

  describe('what every answer says of itself', () => {
    it('announces the rate limits on success and on refusal (IETF httpapi draft headers)', async () => {
      const fresh = (await buildApiKey(ctx, merchant)).key;
      const first = await callApi(ctx, fresh, { url: '/api/v1/payments' });
      expect(first.headers['ratelimit-policy']).toBe(
        '"publicApiPerIp";q=1200;w=60, "publicApiPerKey";q=300;w=60',
      );
      const state = String(first.headers.ratelimit);
      expect(state).toMatch(/^"publicApiPerIp";r=\d+;t=\d+, "publicApiPerKey";r=299;t=\d+$/);
      const second = await callApi(ctx, fresh, { url: '/api/v1/payments' });
      expect(String(second.headers.ratelimit)).toContain('"publicApiPerKey";r=298;');
      const refused = await ctx.app.inject({ url: '/api/v1/payments' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['ratelimit-policy']).toBe('"publicApiPerIp";q=1200;w=60');
    });

    it('answers a method a path does not have with 405 and Allow', async () => {
      const put = await callApi(ctx, key, { method: 'PUT' as 'POST', url: '/api/v1/payments' });
      expect(put.statusCode).toBe(405);
      expect(put.headers.allow).toBe('GET, HEAD, POST');
      expect(put.json().error).toBe('methodNotAllowed');
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/payments/${merchant.wallet.id}`,
      });
      expect(del.statusCode).toBe(405);
      expect(del.headers.allow).toBe('GET, HEAD');
      const unknown = await ctx.app.inject({ method: 'PUT', url: '/api/v1/nothing-here' });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
