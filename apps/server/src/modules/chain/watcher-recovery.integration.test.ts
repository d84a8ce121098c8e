import type { PaymentStatus } from '@incasso/shared/events';
import type { PaymentRequest } from '@incasso/shared/payments';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnvilChain } from '#test/anvil-chain.ts';
import { paymentEvents, payments, paymentTransfers } from '#server/db/schema/payments.ts';
import { buildPayment, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import {
  caughtUp,
  mine,
  payerOf,
  reorgChain,
  revertChain,
  startWatchedMerchant,
  until,
  type recordUpdates,
} from '#test/factories/watcher.ts';

describe('chain watcher on anvil: reorgs, expiry and restarts', () => {
  let env: AnvilChain;
  let ctx: TestApp & { baseUrl: string };
  let merchant: TestMerchant;
  let updates: ReturnType<typeof recordUpdates>;

  let stage: Awaited<ReturnType<typeof startWatchedMerchant>>;

  beforeAll(async () => {
    stage = await startWatchedMerchant({ currencies: ['usdt', 'eth'] });
    ({ env, ctx, merchant, updates } = stage);
  });
  afterAll(() => stage.close());

  const request = async (fiatAmount: string) => {
    const payment = await buildPayment(ctx, merchant, { currency: 'usdt', fiatAmount });
    await updates.watch(payment);
    return payment;
  };
  const payInFull = (payment: PaymentRequest) =>
    payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
  const reached = (payment: PaymentRequest, status: PaymentStatus, times = 1) =>
    until(
      () => updates.statuses(payment).filter((s) => s === status).length >= times,
      `${status} of ${payment.id}`,
    );
  const watcher = () => ctx.modules.chain.watchers.status('ethereum');
  const settled = () => caughtUp(env, ctx, updates);
  const current = (payment: PaymentRequest) =>
    ctx.modules.payments.payments.get(merchant.user.id, payment.id);
  const transitions = async (payment: PaymentRequest) =>
    (
      await ctx.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.paymentId, payment.id))
        .orderBy(asc(paymentEvents.at))
    ).map((e) => `${e.fromStatus}>${e.toStatus}`);

  it('returns a request to PENDING when a reorg drops its transaction', async () => {
    const payment = await request('31');
    const snapshot = await env.anvil.testClient.snapshot();
    const txHash = await payInFull(payment);
    await mine(env);
    await reached(payment, 'DETECTED');

    await revertChain(env, snapshot);
    await env.anvil.testClient.dropTransaction({ hash: txHash });
    // The other fork grows longer than the one the payment was in.
    await mine(env, 2);
    await reached(payment, 'PENDING', 2);
    await mine(env, 3);
    await settled();

    expect(updates.statuses(payment)).toEqual(['PENDING', 'DETECTED', 'PENDING']);
    expect(await current(payment)).toMatchObject({ status: 'PENDING', txHash: null });
    expect(await transitions(payment)).toEqual(['PENDING>DETECTED', 'DETECTED>PENDING']);
  });

  it('times a request out, then takes a late payment as DETECTED, paidLate', async () => {
    const payment = await request('32');
    await ctx.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(payments.id, payment.id));
    await ctx.modules.payments.expireDue();
    await reached(payment, 'TIMED_OUT');

    await payInFull(payment);
    await mine(env);
    await reached(payment, 'DETECTED');
    expect(await current(payment)).toMatchObject({ status: 'DETECTED', flags: { paidLate: true } });
    await mine(env);
    await reached(payment, 'CONFIRMING');
    await mine(env);
    await reached(payment, 'CONFIRMED');
    expect(updates.statuses(payment)).toEqual([
      'PENDING',
      'TIMED_OUT',
      'DETECTED',
      'CONFIRMING',
      'CONFIRMED',
    ]);
  });

  it('resumes from its cursor after a stop: nothing lost, no event twice', async () => {
    const detected = await request('33');
    await payInFull(detected);
    await mine(env);
    await reached(detected, 'DETECTED');

    // Killed between detection and confirmation; meanwhile a block confirms the first request
    // and holds the payment of a second one.
    await ctx.modules.chain.watchers.stop();
    const paidMeanwhile = await request('34');
    await payInFull(paidMeanwhile);
    await mine(env);
    const stoppedAt = watcher();
    expect(stoppedAt.state).toBe('off');

    ctx.modules.chain.watchers.start();
    await reached(detected, 'CONFIRMING');
    await reached(paidMeanwhile, 'DETECTED');
    await mine(env);
    await reached(detected, 'CONFIRMED');
    await mine(env, 3);
    await settled();

    expect(updates.statuses(detected)).toEqual(['PENDING', 'DETECTED', 'CONFIRMING', 'CONFIRMED']);
    expect(updates.statuses(paidMeanwhile)).toEqual([
      'PENDING',
      'DETECTED',
      'CONFIRMING',
      'CONFIRMED',
    ]);
    expect(await transitions(detected)).toEqual([
      'PENDING>DETECTED',
      'DETECTED>CONFIRMING',
      'CONFIRMING>CONFIRMED',
    ]);
  });

  it('undoes a confirmation whose block a reorg replaced while it was stopped, and confirms the transfer sent again', async () => {
    // Blocks processed below the payment's: the reorg stays within the blocks kept.
    await mine(env, 3);
    await settled();
    const payment = await request('35');
    await payInFull(payment);
    await mine(env, 3);
    await reached(payment, 'CONFIRMED');
    await settled();

    // Down while the chain replaces the payment's block and the three above it (anvil drops
    // what they held); the payer's wallet sends the transfer again.
    await ctx.modules.chain.watchers.stop();
    await reorgChain(env, 4);
    await payInFull(payment);
    await mine(env, 4);

    ctx.modules.chain.watchers.start();
    await reached(payment, 'CONFIRMED', 2);
    await settled();
    // CONFIRMING shows or not as the scans fall; the undoing and the second confirmation must.
    expect(updates.statuses(payment).filter((status) => status !== 'CONFIRMING')).toEqual([
      'PENDING',
      'DETECTED',
      'CONFIRMED',
      'PENDING',
      'DETECTED',
      'CONFIRMED',
    ]);
    const credits = await ctx.db
      .select()
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentId, payment.id));
    expect(credits).toHaveLength(1);
    const block = await env.anvil.publicClient.getBlock({
      blockNumber: BigInt(credits[0]?.blockNumber ?? 0),
    });
    expect(credits[0]?.blockHash).toBe(block.hash);
  });
});
