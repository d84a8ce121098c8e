import type { PaymentRequest } from '@incasso/shared/payments';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnvilChain } from '#test/anvil-chain.ts';
import { PUBLIC_SOCKET_NAMESPACE, type PaymentStatus } from '@incasso/shared/events';
import { connectSocket } from '#test/socket-client.ts';
import {
  buildMerchant,
  buildPayment,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import {
  caughtUp,
  CONFIRMATIONS,
  mine,
  payerOf,
  recordUpdates,
  startWatchedMerchant,
  until,
} from '#test/factories/watcher.ts';

describe('chain watcher on anvil: payments from PENDING to CONFIRMED', () => {
  let env: AnvilChain;
  let ctx: TestApp & { baseUrl: string };
  let merchant: TestMerchant;
  let updates: ReturnType<typeof recordUpdates>;

  let stage: Awaited<ReturnType<typeof startWatchedMerchant>>;

  beforeAll(async () => {
    stage = await startWatchedMerchant({ currencies: ['usdt', 'dai', 'eth'] });
    ({ env, ctx, merchant, updates } = stage);
  });
  afterAll(() => stage.close());

  const pay = payerOf;
  const request = async (body: Parameters<typeof buildPayment>[2]) => {
    const payment = await buildPayment(ctx, merchant, body);
    await updates.watch(payment);
    return payment;
  };
  /** Mines one block and waits for `payment` to report `status`. */
  const mineUntil = async (payment: PaymentRequest, status: PaymentStatus) => {
    await mine(env);
    await until(() => updates.statuses(payment).includes(status), `${status} of ${payment.id}`);
  };
  /** Mines a few more blocks and waits until the watcher has processed them: no late events. */
  const settle = async () => {
    await mine(env, 2);
    await caughtUp(env, ctx, updates);
  };
  const current = (payment: PaymentRequest) =>
    ctx.modules.payments.payments.get(merchant.user.id, payment.id);
  const tokenOf = (currency: 'usdt' | 'dai'): Address => env[currency];

  it.each([
    ['USDT, a 6-decimal token', 'usdt'],
    ['DAI, an 18-decimal token', 'dai'],
    ['ETH, the native coin', 'eth'],
  ] as const)('takes %s through every status, one event each', async (_, currency) => {
    const payment = await request({ currency, fiatAmount: '25' });
    const amount = BigInt(payment.amountBaseUnits);
    const txHash =
      currency === 'eth'
        ? await pay(env).native(payment.address, amount)
        : await pay(env).token(tokenOf(currency), payment.address, amount);
    await mineUntil(payment, 'DETECTED');
    await mineUntil(payment, 'CONFIRMING');
    await mineUntil(payment, 'CONFIRMED');
    await settle();

    expect(updates.statuses(payment)).toEqual(['PENDING', 'DETECTED', 'CONFIRMING', 'CONFIRMED']);
    expect(updates.of(payment)[1]).toMatchObject({ txHash, confirmations: 1, required: 3 });
    expect(updates.of(payment)[3]).toMatchObject({ confirmations: CONFIRMATIONS });
    expect(await current(payment)).toMatchObject({ status: 'CONFIRMED', txHash });
  });

  it('gives two requests of one amount on one address distinct amounts, and matches each', async () => {
    const first = await request({ currency: 'usdt', fiatAmount: '12' });
    const second = await request({ currency: 'usdt', fiatAmount: '12' });
    expect(second.amountBaseUnits).not.toBe(first.amountBaseUnits);
    // Both in one block, the later request's payment first.
    await pay(env).token(env.usdt, second.address, BigInt(second.amountBaseUnits));
    await pay(env).token(env.usdt, first.address, BigInt(first.amountBaseUnits));
    await mineUntil(first, 'DETECTED');
    await mine(env, CONFIRMATIONS - 1);
    await until(() => updates.statuses(second).includes('CONFIRMED'), 'the second request');
    await settle();
    expect(updates.statuses(first).at(-1)).toBe('CONFIRMED');
    expect((await current(first)).txHash).not.toBe((await current(second)).txHash);
  });

  it('matches an overpayment and flags it', async () => {
    const payment = await request({ currency: 'usdt', fiatAmount: '13' });
    await pay(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits) + 2_000_000n);
    await mineUntil(payment, 'DETECTED');
    await mine(env, CONFIRMATIONS - 1);
    await until(() => updates.statuses(payment).includes('CONFIRMED'), 'CONFIRMED');
    expect(await current(payment)).toMatchObject({
      paidAmount: '15.00000000',
      flags: { overpaid: true, underpaid: false, paidPartial: false },
    });
  });

  it('keeps a short payment from confirming, and a second transfer makes it whole', async () => {
    const payment = await request({ currency: 'dai', fiatAmount: '14' });
    const amount = BigInt(payment.amountBaseUnits);
    await pay(env).token(env.dai, payment.address, amount - 4n * 10n ** 18n);
    await mineUntil(payment, 'DETECTED');
    await settle();
    await settle();
    expect(updates.statuses(payment)).toEqual(['PENDING', 'DETECTED']);
    expect(await current(payment)).toMatchObject({
      status: 'DETECTED',
      paidAmount: '10.00000000',
      flags: { paidPartial: true },
    });

    await pay(env).token(env.dai, payment.address, 4n * 10n ** 18n);
    await mine(env);
    await until(() => updates.statuses(payment).length === 3, 'the second transfer');
    await mineUntil(payment, 'CONFIRMING');
    await mineUntil(payment, 'CONFIRMED');
    await settle();
    // The second DETECTED is progress: the paid amount rose to the whole.
    expect(updates.statuses(payment)).toEqual([
      'PENDING',
      'DETECTED',
      'DETECTED',
      'CONFIRMING',
      'CONFIRMED',
    ]);
    expect((await current(payment)).flags).toMatchObject({ paidPartial: false, underpaid: false });
  });

  it('confirms a short payment within the merchant’s tolerance, flagged underpaid', async () => {
    const tolerant = await buildMerchant(ctx, { currencies: ['usdt'], toleranceBps: 100 });
    const payment = await buildPayment(ctx, tolerant, { currency: 'usdt', fiatAmount: '20' });
    // Watched as the pay page does, by id without a session.
    const payPage = await connectSocket(ctx.baseUrl, { namespace: PUBLIC_SOCKET_NAMESPACE });
    const seen = recordUpdates(payPage);
    await seen.watch(payment);
    // 19.90 of 20: half a per cent short, within 1 %.
    await pay(env).token(env.usdt, payment.address, BigInt(payment.amountBaseUnits) - 100_000n);
    await mine(env, CONFIRMATIONS);
    await until(() => seen.statuses(payment).includes('CONFIRMED'), 'CONFIRMED');
    payPage.close();
    expect(await ctx.modules.payments.payments.get(tolerant.user.id, payment.id)).toMatchObject({
      paidAmount: '19.90000000',
      flags: { underpaid: true, paidPartial: false },
    });
  });
});
