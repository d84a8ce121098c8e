import type { UnmatchedTransfer } from '@incasso/shared/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayment } from '#test/factories/payments.ts';
import { caughtUp, mine, payerOf, startWatchedMerchant, until } from '#test/factories/watcher.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import { creationToleranceMs } from './transfer-time.ts';

// Issue 18 §1 on a real chain: 5 USDT reach a merchant's address while the watcher is down; a
// 2 EUR request is created on that wallet afterwards; the watcher resumes and scans the block.
// The old transfer is not this payer's money: the request stays PENDING, the transfer waits
// among the unmatched ones for the merchant.

describe('a transfer mined before its request existed, on anvil', () => {
  let stage: Awaited<ReturnType<typeof startWatchedMerchant>>;

  beforeAll(async () => {
    stage = await startWatchedMerchant({ currencies: ['usdt'] });
  });
  afterAll(() => stage.close());

  it('leaves the new request PENDING and the old transfer unmatched', async () => {
    const { env, ctx, merchant, updates } = stage;
    await ctx.modules.chain.watchers.stop();
    const stale = await payerOf(env).token(env.usdt, merchant.wallet.address, 5_000_000n);
    await mine(env);
    const receipt = await env.anvil.publicClient.getTransactionReceipt({ hash: stale });
    const block = await env.anvil.publicClient.getBlock({ blockNumber: receipt.blockNumber });
    // The request comes after the block by more than the clock tolerance of the chain.
    const tolerance = creationToleranceMs(env.registry.ethereum.blockTimeMs);
    const clear = Number(block.timestamp) * 1_000 + tolerance;
    await until(() => Date.now() > clear, 'the clock to pass the block and its tolerance');

    const payment = await buildPayment(ctx, merchant, {
      currency: 'usdt',
      fiatAmount: '2',
      fiatCurrency: 'EUR',
    });
    await updates.watch(payment);
    ctx.modules.chain.watchers.start();
    await caughtUp(env, ctx, updates);

    expect(await ctx.modules.payments.payments.get(merchant.user.id, payment.id)).toMatchObject({
      status: 'PENDING',
      paidAmount: '0.00000000',
      txHash: null,
    });
    expect(updates.statuses(payment)).toEqual(['PENDING']);
    const unmatched = await ctx.app.inject({
      url: '/api/payments/unmatched',
      headers: sessionHeaders(merchant.cookie),
    });
    expect(unmatched.json<UnmatchedTransfer[]>()).toEqual([
      expect.objectContaining({ txHash: stale, amount: '5.00000000', symbol: 'USDT' }),
    ]);

    // The request's own payer still pays it, once the request exists.
    await payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
    await mine(env);
    await caughtUp(env, ctx, updates);
    expect(updates.statuses(payment)).toEqual(['PENDING', 'DETECTED']);
  });
});
