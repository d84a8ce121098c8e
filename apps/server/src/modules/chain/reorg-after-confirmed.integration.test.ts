import type { AdminStats } from '@incasso/shared/admin';
import type { PaymentStatus } from '@incasso/shared/events';
import type { PaymentRequest } from '@incasso/shared/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processedBlocks, unverifiableTransfers } from '#server/db/schema/chain.ts';
import { transactions } from '#server/db/schema/transactions.ts';
import type { AnvilChain } from '#test/anvil-chain.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';
import {
  buildMerchant,
  buildPayment,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
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

// Reorgs that reach payments already CONFIRMED (issue 25 §3, issue 18 §7): within the blocks
// kept the books follow the chain at once, whatever its height; deeper, the watcher goes on
// and leaves the confirmed payments it can no longer check to an operator.
describe('chain watcher on anvil: reorgs after CONFIRMED', () => {
  let env: AnvilChain;
  let ctx: TestApp & { baseUrl: string };
  let merchant: TestMerchant;
  let updates: ReturnType<typeof recordUpdates>;
  let stage: Awaited<ReturnType<typeof startWatchedMerchant>>;

  beforeAll(async () => {
    stage = await startWatchedMerchant({ currencies: ['usdt'] });
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
  const statusOf = async (payment: PaymentRequest, owner = merchant) =>
    (await ctx.modules.payments.payments.get(owner.user.id, payment.id)).status;
  // After a 64-block reorg a loaded two-core machine (four anvils and three test workers) took
  // over the default 10 s to confirm the next payment, with the outbox before and after note 103.
  const becomes = (payment: PaymentRequest, status: PaymentStatus, owner = merchant) =>
    until(
      async () => (await statusOf(payment, owner)) === status,
      `${status} of ${payment.id}`,
      30_000,
    );
  const ledgerRows = (payment: PaymentRequest) =>
    ctx.db.select().from(transactions).where(eq(transactions.paymentId, payment.id));
  const confirm = async (payment: PaymentRequest) => {
    await payInFull(payment);
    await mine(env, 3);
    await becomes(payment, 'CONFIRMED');
  };
  const dropPending = () =>
    env.anvil.testClient.request({ method: 'anvil_dropAllTransactions' } as never);

  it('rolls a CONFIRMED payment back as soon as the chain turns shorter, without waiting for it to grow', async () => {
    const payment = await request('41');
    const snapshot = await env.anvil.testClient.snapshot();
    await confirm(payment);
    await mine(env, 2);
    await caughtUp(env, ctx, updates);

    // The other fork is two blocks shorter than the one processed, and nothing is mined after.
    await revertChain(env, snapshot);
    await dropPending();
    await mine(env, 3);
    await becomes(payment, 'PENDING');
    expect(await ledgerRows(payment)).toEqual([]);
    await until(() => updates.statuses(payment).at(-1) === 'PENDING', 'PENDING pushed live');
  });

  it('follows a 64-block reorg that took a CONFIRMED payment away', async () => {
    const payment = await request('42');
    await confirm(payment);
    expect(await ledgerRows(payment)).toMatchObject([{ status: 'Completed' }]);
    // The payment's block ends up 64 deep: the whole reorg replaces it.
    await mine(env, 61);
    await caughtUp(env, ctx, updates);

    await reorgChain(env, 64);
    await dropPending();
    await becomes(payment, 'PENDING');
    expect(await ledgerRows(payment)).toEqual([]);
    await caughtUp(env, ctx, updates);
    expect(ctx.modules.chain.watchers.status('ethereum').state).toBe('watching');
  });

  it('goes on watching after a reorg deeper than the blocks kept, and leaves the confirmed payments it cannot check to an operator', async () => {
    const confirmed = await request('43');
    await confirm(confirmed);
    // Half paid, on an address of its own: it stays DETECTED however deep its block is.
    const other = await buildMerchant(ctx, { currencies: ['usdt'] });
    const detected = await buildPayment(ctx, other, { currency: 'usdt', fiatAmount: '44' });
    await payerOf(env).token(env.usdt, detected.address, BigInt(detected.amountBaseUnits) / 2n);
    await mine(env);
    await becomes(detected, 'DETECTED', other);
    await mine(env, 100);
    await caughtUp(env, ctx, updates);
    expect(await ctx.app.inject('/api/ready').then((r) => r.json())).toEqual({ status: 'ready' });

    await reorgChain(env, 110);
    await dropPending();
    // The unconfirmed one is undone as in any reorg; the confirmed one stays, marked.
    await becomes(detected, 'PENDING', other);
    const marks = await until(async () => {
      const rows = await ctx.db
        .select()
        .from(unverifiableTransfers)
        .where(eq(unverifiableTransfers.paymentId, confirmed.id));
      return rows.length > 0 ? rows : undefined;
    }, 'the confirmed payment marked');
    expect(marks).toMatchObject([{ chain: 'ethereum', resolvedAt: null }]);
    expect(await statusOf(confirmed)).toBe('CONFIRMED');
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      chains: [{ chain: 'ethereum', unverifiablePayments: 1 }],
    });

    const admin = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
    const stats = await ctx.app.inject({
      url: '/api/admin/stats',
      headers: sessionHeaders(admin),
    });
    const ethereum = stats.json<AdminStats>().chains.find((c) => c.chain === 'ethereum');
    expect(ethereum?.unverifiable).toMatchObject([{ paymentId: confirmed.id }]);

    // New blocks are still watched: a new request is paid and confirmed.
    const after = await request('45');
    await confirm(after);
    expect(ctx.modules.chain.watchers.status('ethereum').state).toBe('watching');
  });
});

// Found by the chaos bench (issue 18 §7): a watcher that began a few blocks ago meets a reorg
// that replaces every block it has processed. That is deeper than its watching, not than the
// 65 blocks it keeps: an ordinary reorg, the confirmed payment rolled back and confirmed again
// on the new chain, not left CONFIRMED on a block the chain no longer has.
describe('chain watcher on anvil: a reorg deeper than the watching, within the window', () => {
  let env: AnvilChain;
  let ctx: TestApp & { baseUrl: string };
  let merchant: TestMerchant;
  let updates: ReturnType<typeof recordUpdates>;
  let stage: Awaited<ReturnType<typeof startWatchedMerchant>>;

  beforeAll(async () => {
    stage = await startWatchedMerchant({ currencies: ['usdt'], minedBefore: 2 });
    ({ env, ctx, merchant, updates } = stage);
  });
  afterAll(() => stage.close());

  it('rolls a CONFIRMED payment back when every processed block left the chain, and confirms it again', async () => {
    const payment = await buildPayment(ctx, merchant, { currency: 'usdt', fiatAmount: '46' });
    await updates.watch(payment);
    const pay = () =>
      payerOf(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits));
    const status = async () =>
      (await ctx.modules.payments.payments.get(merchant.user.id, payment.id)).status;
    await pay();
    await mine(env, 3);
    await until(async () => (await status()) === 'CONFIRMED', 'CONFIRMED');
    await caughtUp(env, ctx, updates);
    const processed = await ctx.db
      .select()
      .from(processedBlocks)
      .where(eq(processedBlocks.chain, 'ethereum'));
    expect(processed.length).toBeLessThan(20);

    // Every block processed is replaced, the empty one below them kept.
    await reorgChain(env, processed.length);
    await env.anvil.testClient.request({ method: 'anvil_dropAllTransactions' } as never);
    await until(async () => (await status()) === 'PENDING', 'rolled back to PENDING');
    expect(
      await ctx.db.select().from(transactions).where(eq(transactions.paymentId, payment.id)),
    ).toEqual([]);
    expect(
      await ctx.db
        .select()
        .from(unverifiableTransfers)
        .where(eq(unverifiableTransfers.paymentId, payment.id)),
    ).toEqual([]);

    // The payer's wallet sends it again: confirmed on the blocks the chain has now.
    await pay();
    await mine(env, 3);
    await until(async () => (await status()) === 'CONFIRMED', 'CONFIRMED again');
    expect(ctx.modules.chain.watchers.status('ethereum').state).toBe('watching');
  });
});
