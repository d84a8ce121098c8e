import { randomUUID } from 'node:crypto';
import { CHAIN_IDS, CHAINS, tokenContractsOn } from '@incasso/shared/chains';
import { erc20Abi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import {
  buildMerchant,
  buildPayment,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { until } from '#test/factories/watcher.ts';
import { startDemoChains, type DemoChains } from './demo-chains.ts';
import { createDemoPayer } from './demo-payer.ts';
import { demoRoutes } from './demo.routes.ts';

describe('the demo: its chains and POST /api/demo/pay/:id', () => {
  let chains: DemoChains;
  let ctx: TestApp;
  let merchant: TestMerchant;
  let other: TestMerchant;

  beforeAll(async () => {
    chains = await startDemoChains();
    ctx = await buildTestApp({
      deps: { registry: chains.registry, chainWatcher: { chains: ['ethereum'] } },
    });
    const pay = createDemoPayer(chains);
    await ctx.app.register(demoRoutes, {
      prefix: '/api',
      payments: ctx.modules.payments.payments,
      pay,
    });
    merchant = await buildMerchant(ctx, { currencies: ['usdt', 'eth'] });
    other = await buildMerchant(ctx, { currencies: ['usdt'] });
  });
  afterAll(async () => {
    await ctx.close();
    await chains.stop();
  });

  const simulate = (id: string, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/demo/pay/${id}`,
      headers: cookie ? sessionHeaders(cookie) : { 'sec-fetch-site': 'same-origin' },
      payload: {},
    });

  it('runs each chain with its real chain id and tokens of the real decimals', async () => {
    for (const chain of CHAIN_IDS) {
      const { anvil, tokens } = chains.chains[chain];
      expect(await anvil.publicClient.getChainId()).toBe(CHAINS[chain].evmChainId);
      for (const token of tokenContractsOn(chain)) {
        const address = tokens[token.currency];
        if (!address) throw new Error(`no ${token.currency} on ${chain}`);
        const decimals = await anvil.publicClient.readContract({
          address,
          abi: erc20Abi,
          functionName: 'decimals',
        });
        expect({ chain, currency: token.currency, decimals }).toEqual({
          chain,
          currency: token.currency,
          decimals: token.decimals,
        });
      }
    }
  });

  it('pays the owner’s request, which the watcher then confirms; twice is refused', async () => {
    const payment = await buildPayment(ctx, merchant, { currency: 'usdt', fiatAmount: '5' });
    const response = await simulate(payment.id, merchant.cookie);
    expect(response.statusCode).toBe(202);
    expect(response.json<{ txHash: string }>().txHash).toMatch(/^0x[0-9a-f]{64}$/);
    await until(async () => {
      const { status } = await ctx.modules.payments.payments.get(merchant.user.id, payment.id);
      return status === 'CONFIRMED';
    }, 'CONFIRMED');
    expect((await simulate(payment.id, merchant.cookie)).json()).toMatchObject({
      error: 'paymentNotOpen',
    });
  });

  it('refuses a bad id, a signed-out caller and someone else’s request', async () => {
    const payment = await buildPayment(ctx, other, { currency: 'usdt', fiatAmount: '6' });
    expect((await simulate('not-a-uuid', merchant.cookie)).statusCode).toBe(400);
    expect((await simulate(payment.id)).statusCode).toBe(401);
    expect((await simulate(payment.id, merchant.cookie)).statusCode).toBe(404);
    expect((await simulate(randomUUID(), merchant.cookie)).statusCode).toBe(404);
  });
});
