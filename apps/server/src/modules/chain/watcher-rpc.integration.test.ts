import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnvilChain } from '#test/anvil-chain.ts';
import { rpcError, startJsonRpcServer, type JsonRpcServer } from '#test/json-rpc-server.ts';
import { buildMerchant, buildPayment, type TestMerchant } from '#test/factories/payments.ts';
import {
  caughtUp,
  mine,
  payerOf,
  startWatchedApp,
  startWatchedChain,
  startWatchedMerchant,
  until,
  type recordUpdates,
} from '#test/factories/watcher.ts';
import { insertOpenRequests } from '#test/factories/watcher-requests.ts';

type WatchedApp = Awaited<ReturnType<typeof startWatchedApp>>;

describe('chain watcher on anvil: RPC failover and call counts', () => {
  let env: AnvilChain;
  let ctx: WatchedApp;
  let merchant: TestMerchant;
  let updates: ReturnType<typeof recordUpdates>;

  let stage: Awaited<ReturnType<typeof startWatchedMerchant>>;

  beforeAll(async () => {
    // The chain's default 12 s block time: heads come from the newHeads subscription alone,
    // so no head poll falls into a measurement.
    stage = await startWatchedMerchant({ currencies: ['usdt'], chain: { blockTimeMs: 12_000 } });
    ({ env, ctx, merchant, updates } = stage);
  });
  afterAll(() => stage.close());

  it('makes the same RPC calls per block for 1,000 open requests as for 1', async () => {
    const payment = await buildPayment(ctx, merchant, { currency: 'usdt', fiatAmount: '50' });
    const callsOverBlocks = async (blocks: number) => {
      const before = ctx.modules.chain.watchers.status('ethereum').rpcCalls;
      for (let i = 0; i < blocks; i += 1) {
        // A block with a transfer to a watched address: what costs most per block.
        await payerOf(env).token(env.usdt, payment.address, 1_000_000n);
        await mine(env);
        await caughtUp(env, ctx, updates);
      }
      const after = ctx.modules.chain.watchers.status('ethereum').rpcCalls;
      return Object.fromEntries(
        Object.entries(after)
          .map(([method, n]) => [method, n - (before[method] ?? 0)] as const)
          .filter(([, n]) => n > 0),
      );
    };

    const withOne = await callsOverBlocks(4);
    await insertOpenRequests(ctx.db, ctx.modules.chain.watchers, {
      userId: merchant.user.id,
      chain: 'ethereum',
      currency: 'usdt',
      decimals: 6,
      count: 999,
    });
    expect(ctx.modules.chain.watchers.status('ethereum').watched).toBe(1_000);
    const withThousand = await callsOverBlocks(4);

    // Per block: its header and its logs, and the receipt of the transfer to a watched address.
    expect(withOne).toEqual({
      eth_getBlockByNumber: 4,
      eth_getLogs: 4,
      eth_getTransactionReceipt: 4,
    });
    expect(withThousand).toEqual(withOne);
  });
});

describe('chain watcher on anvil: an RPC URL that fails', () => {
  let env: AnvilChain;
  let proxy: JsonRpcServer;
  let failing = false;
  let ctx: WatchedApp;

  beforeAll(async () => {
    env = await startWatchedChain();
    const anvilUrl = env.anvil.rpcUrl;
    proxy = await startJsonRpcServer(async (call) =>
      failing ? rpcError(call, -32603, 'internal error') : { forward: anvilUrl },
    );
    // The proxy first, anvil second; no WebSocket, so heads are polled over HTTP too.
    const overrides = { ethereum: { rpcHttp: [proxy.url, anvilUrl], rpcWs: [] } };
    env = { ...env, registry: applyChainOverrides(overrides, env.registry) };
    ctx = await startWatchedApp(env);
  });
  afterAll(async () => {
    await ctx.close();
    await proxy.close();
    await env.anvil.stop();
  });

  it('keeps watching through the second URL', async () => {
    const merchant = await buildMerchant(ctx, { currencies: ['usdt'] });
    const payment = await buildPayment(ctx, merchant, { currency: 'usdt', fiatAmount: '9' });
    const servedByProxy = proxy.calls.length;
    expect(servedByProxy).toBeGreaterThan(0);

    failing = true;
    await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
    await mine(env, 3);
    await until(async () => {
      const { status } = await ctx.modules.payments.payments.get(merchant.user.id, payment.id);
      return status === 'CONFIRMED';
    }, 'CONFIRMED through the second URL');
    expect(proxy.calls.length).toBeGreaterThan(servedByProxy);
    expect(ctx.modules.chain.watchers.status('ethereum').state).toBe('watching');
  });
});
