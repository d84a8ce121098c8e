import { asc, eq, inArray } from 'drizzle-orm';
import type { PaymentRequest } from '@incasso/shared/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/build-test-app.ts';
import { notificationKeys } from '#test/account-flows.ts';
import { paymentEvents, payments } from '#server/db/schema/payments.ts';
import { transactions } from '#server/db/schema/transactions.ts';
import type { IncomingTransfer } from './matching.service.ts';
import {
  blockTimesOf,
  buildMerchant,
  buildPayment,
  transferFor,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';

const MINUTE = 60_000;

// Reorgs and confirmations act on the whole chain, so tests that reorg use blocks (300+) that
// no other test pays in.

describe('payment matching', () => {
  let ctx: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    ctx = await buildTestApp();
    merchant = await buildMerchant(ctx);
  });
  afterAll(() => ctx.close());

  const matching = () => ctx.modules.payments.matching;
  const apply = (transfers: IncomingTransfer[], head = 100, now?: Date) =>
    ctx.modules.payments.transact((tx) =>
      matching().applyTransfers(tx, 'ethereum', transfers, {
        head,
        now,
        blockTimes: blockTimesOf(transfers, now),
      }),
    );
  const confirm = (head: number) =>
    ctx.modules.payments.transact((tx) => matching().applyConfirmations(tx, 'ethereum', head));
  const reorg = (fromBlock: number, now?: Date) =>
    ctx.modules.payments.transact((tx) => matching().applyReorg(tx, 'ethereum', fromBlock, now));
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
  const ledger = async (payment: PaymentRequest) =>
    (await ctx.db.select().from(transactions).where(eq(transactions.paymentId, payment.id)))[0];

  it('takes an exact payment from DETECTED through CONFIRMING to CONFIRMED', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '25' });
    const transfer = transferFor(payment, { blockNumber: 100 });
    const detected = await apply([transfer], 100);
    expect(detected).toEqual([
      expect.objectContaining({
        paymentId: payment.id,
        from: 'PENDING',
        status: 'DETECTED',
        confirmations: 1,
        required: 12,
        txHash: transfer.txHash,
      }),
    ]);
    expect(await ledger(payment)).toMatchObject({
      status: 'Pending',
      feeCents: 25,
      fiatCents: 2500,
      cryptoBaseUnits: 25_000_000n,
    });

    expect(await confirm(101)).toEqual([
      expect.objectContaining({ from: 'DETECTED', status: 'CONFIRMING', confirmations: 2 }),
    ]);
    expect(await confirm(105)).toEqual([
      expect.objectContaining({ from: null, status: 'CONFIRMING', confirmations: 6 }),
    ]);
    expect(await confirm(105)).toEqual([]);
    expect(await confirm(111)).toEqual([
      expect.objectContaining({ from: 'CONFIRMING', status: 'CONFIRMED', confirmations: 12 }),
    ]);
    expect(await current(payment)).toMatchObject({
      status: 'CONFIRMED',
      paidAmount: '25.00000000',
      txHash: transfer.txHash,
    });
    expect(await transitions(payment)).toEqual([
      'PENDING>DETECTED',
      'DETECTED>CONFIRMING',
      'CONFIRMING>CONFIRMED',
    ]);
    expect((await ledger(payment))?.status).toBe('Completed');
    expect((await notificationKeys(ctx.db, merchant.user.id)).slice(0, 2)).toEqual([
      'payments.confirmed',
      'payments.detected',
    ]);
  });

  it("confirms early once the node's finalized block reaches the payment", async () => {
    const shop = await buildMerchant(ctx);
    const payment = await buildPayment(ctx, shop, { fiatAmount: '31' });
    await apply([transferFor(payment, { blockNumber: 250 })], 250);
    const finalize = (finalized: number) =>
      ctx.modules.payments.transact((tx) =>
        matching().applyConfirmations(tx, 'ethereum', 253, { finalized }),
      );
    expect(await finalize(249)).toContainEqual(
      expect.objectContaining({ paymentId: payment.id, status: 'CONFIRMING', confirmations: 4 }),
    );
    expect(await finalize(250)).toContainEqual(
      expect.objectContaining({ paymentId: payment.id, from: 'CONFIRMING', status: 'CONFIRMED' }),
    );
  });

  it('flags more than asked as overpaid and still confirms', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '26' });
    await apply([transferFor(payment, { amount: 26_500_000n })]);
    await confirm(111);
    expect(await current(payment)).toMatchObject({
      status: 'CONFIRMED',
      flags: { overpaid: true, paidPartial: false },
    });
  });

  it('keeps a short payment partial without tolerance, and two transfers add up', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '27' });
    await apply([transferFor(payment, { amount: 20_000_000n, blockNumber: 100 })], 100);
    await confirm(150);
    expect(await current(payment)).toMatchObject({
      status: 'DETECTED',
      paidAmount: '20.00000000',
      flags: { paidPartial: true },
    });

    const rest = await apply([transferFor(payment, { amount: 7_000_000n, blockNumber: 160 })], 160);
    expect(rest).toEqual([
      expect.objectContaining({ from: null, status: 'DETECTED', confirmations: 1 }),
    ]);
    // Confirmations count from the block that made the payment enough: 160 + 11 is not yet 12.
    expect(await confirm(170)).toEqual([
      expect.objectContaining({ status: 'CONFIRMING', confirmations: 11 }),
    ]);
    await confirm(171);
    expect(await current(payment)).toMatchObject({
      status: 'CONFIRMED',
      paidAmount: '27.00000000',
      flags: { paidPartial: false },
    });
    expect((await ledger(payment))?.cryptoBaseUnits).toBe(27_000_000n);
  });

  it("confirms a short payment within the merchant's tolerance as underpaid", async () => {
    const tolerant = await buildMerchant(ctx, { toleranceBps: 50 });
    const payment = await buildPayment(ctx, tolerant, { fiatAmount: '100' });
    await apply([transferFor(payment, { amount: 99_500_000n })]);
    await confirm(111);
    const paid = await ctx.modules.payments.payments.get(tolerant.user.id, payment.id);
    expect(paid).toMatchObject({
      status: 'CONFIRMED',
      flags: { underpaid: true, paidPartial: false },
    });

    const tooShort = await buildPayment(ctx, tolerant, { fiatAmount: '100' });
    await apply([transferFor(tooShort, { amount: 99_499_999n })]);
    await confirm(111);
    expect(
      (await ctx.modules.payments.payments.get(tolerant.user.id, tooShort.id)).flags.paidPartial,
    ).toBe(true);
  });

  it('times out an unpaid request, then takes a late payment to DETECTED with paidLate', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '28' });
    const later = new Date(Date.parse(payment.expiresAt) + MINUTE);
    const expired = await ctx.modules.payments.expireDue(later);
    expect(expired).toContainEqual(
      expect.objectContaining({ paymentId: payment.id, from: 'PENDING', status: 'TIMED_OUT' }),
    );
    expect(await ctx.modules.payments.expireDue(later)).not.toContainEqual(
      expect.objectContaining({ paymentId: payment.id }),
    );
    expect(await matching().watchedAddresses('ethereum', later)).toContain(payment.address);

    expect(await apply([transferFor(payment)], 100, later)).toEqual([
      expect.objectContaining({ from: 'TIMED_OUT', status: 'DETECTED' }),
    ]);
    expect(await current(payment)).toMatchObject({ status: 'DETECTED', flags: { paidLate: true } });
    expect(await transitions(payment)).toEqual(['PENDING>TIMED_OUT', 'TIMED_OUT>DETECTED']);
  });

  it('returns a payment dropped by a reorg to PENDING, or to TIMED_OUT once expired', async () => {
    const payment = await buildPayment(ctx, merchant, { fiatAmount: '29' });
    await apply([transferFor(payment, { blockNumber: 300 })], 302);
    await confirm(302);
    expect(await reorg(301)).toEqual([]);
    expect(await reorg(300)).toEqual([
      expect.objectContaining({ from: 'CONFIRMING', status: 'PENDING', confirmations: 0 }),
    ]);
    expect(await current(payment)).toMatchObject({
      status: 'PENDING',
      paidAmount: '0.00000000',
      txHash: null,
    });
    expect(await ledger(payment)).toBeUndefined();

    await apply([transferFor(payment, { blockNumber: 310 })], 310);
    const afterExpiry = new Date(Date.parse(payment.expiresAt) + MINUTE);
    expect(await reorg(305, afterExpiry)).toEqual([
      expect.objectContaining({ from: 'DETECTED', status: 'TIMED_OUT' }),
    ]);
    // Nothing arrived after all: no transaction, as for a request back to PENDING.
    expect(await ledger(payment)).toBeUndefined();
  });

  it("holds a reopened request's amount again: the next request gets another one", async () => {
    const shop = await buildMerchant(ctx);
    const statusOf = async (payment: PaymentRequest) =>
      (await ctx.modules.payments.payments.get(shop.user.id, payment.id)).status;
    const first = await buildPayment(ctx, shop, { fiatAmount: '40' });
    const paid = transferFor(first, { blockNumber: 320 });
    await apply([paid], 320);
    await confirm(331);
    expect(await statusOf(first)).toBe('CONFIRMED');
    await reorg(320);
    expect(await statusOf(first)).toBe('PENDING');

    const next = await buildPayment(ctx, shop, { fiatAmount: '40' });
    expect(next.amountBaseUnits).not.toBe(first.amountBaseUnits);
    await apply([transferFor(next, { blockNumber: 335 })], 335);
    expect(await statusOf(next)).toBe('DETECTED');
    expect(await statusOf(first)).toBe('PENDING');
    // The first payer's transaction, mined again on the new branch, pays the first request.
    await apply([{ ...paid, blockNumber: 336, blockHash: transferFor(first).blockHash }], 336);
    expect(await ctx.modules.payments.payments.get(shop.user.id, first.id)).toMatchObject({
      status: 'DETECTED',
      txHash: paid.txHash,
    });
  });

  it('leaves the amount to a newer request that took it after the confirmation', async () => {
    const shop = await buildMerchant(ctx);
    const first = await buildPayment(ctx, shop, { fiatAmount: '41' });
    await apply([transferFor(first, { blockNumber: 340 })], 340);
    await confirm(351);
    const next = await buildPayment(ctx, shop, { fiatAmount: '41' });
    expect(next.amountBaseUnits).toBe(first.amountBaseUnits);

    expect(await reorg(340)).toContainEqual(
      expect.objectContaining({ paymentId: first.id, from: 'CONFIRMED', status: 'PENDING' }),
    );
    const reserved = await ctx.db
      .select({ id: payments.id, reserved: payments.amountReserved })
      .from(payments)
      .where(inArray(payments.id, [first.id, next.id]));
    expect(Object.fromEntries(reserved.map((row) => [row.id, row.reserved]))).toEqual({
      [first.id]: false,
      [next.id]: true,
    });
  });

  it('changes nothing when the same transfer is applied twice', async () => {
    const shop = await buildMerchant(ctx);
    const payment = await buildPayment(ctx, shop, { fiatAmount: '30' });
    const transfer = transferFor(payment, { amount: 10_000_000n });
    expect(await apply([transfer])).toHaveLength(1);
    expect(await apply([transfer])).toEqual([]);
    expect(await apply([{ ...transfer, blockHash: transferFor(payment).blockHash }])).toEqual([]);
    expect((await ctx.modules.payments.payments.get(shop.user.id, payment.id)).paidAmount).toBe(
      '10.00000000',
    );
    expect(await transitions(payment)).toEqual(['PENDING>DETECTED']);
  });

  it('keeps an unmatched transfer for the merchant, who assigns it by hand', async () => {
    const shop = await buildMerchant(ctx);
    const small = await buildPayment(ctx, shop, { fiatAmount: '10' });
    const large = await buildPayment(ctx, shop, { fiatAmount: '20' });
    const stray = transferFor(small, { amount: 15_000_000n });
    expect(await apply([stray])).toEqual([]);
    expect(await apply([stray])).toEqual([]);

    const listed = await ctx.app.inject({
      url: '/api/payments/unmatched',
      headers: { cookie: shop.cookie },
    });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        txHash: stray.txHash,
        amount: '15.00000000',
        address: small.address,
        symbol: 'USDT',
      }),
    ]);
    // Requests made up to ethereum's block time and a second after the block could be meant.
    const { receivedAt, requestsCreatedBy } = listed.json()[0];
    expect(Date.parse(requestsCreatedBy) - Date.parse(receivedAt)).toBe(13_000);
    const transferId = listed.json()[0].id;
    expect(
      (
        await ctx.app.inject({
          url: '/api/payments/unmatched',
          headers: { cookie: merchant.cookie },
        })
      ).json(),
    ).toEqual([]);

    const assign = (paymentId: string, cookie: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/payments/${paymentId}/assign`,
        payload: { transferId },
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
    expect((await assign(large.id, merchant.cookie)).statusCode).toBe(404);
    const assigned = await assign(large.id, shop.cookie);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      status: 'DETECTED',
      paidAmount: '15.00000000',
      flags: { paidPartial: true },
    });
    expect(
      (
        await ctx.app.inject({ url: '/api/payments/unmatched', headers: { cookie: shop.cookie } })
      ).json(),
    ).toEqual([]);
    expect((await assign(small.id, shop.cookie)).statusCode).toBe(404);
  });

  it('credits nothing by a block of unknown time unless a block before it bounds it', async () => {
    const shop = await buildMerchant(ctx);
    const payment = await buildPayment(ctx, shop);
    const applyAt = (transfer: IncomingTransfer, blockTimes: Map<number, Date>) =>
      ctx.modules.payments.transact((tx) =>
        matching().applyTransfers(tx, 'ethereum', [transfer], { head: 202, blockTimes }),
      );
    const unknown = transferFor(payment, { blockNumber: 200 });
    expect(await applyAt(unknown, new Map())).toEqual([]);
    const listed = await ctx.app.inject({
      url: '/api/payments/unmatched',
      headers: { cookie: shop.cookie },
    });
    expect(listed.json()).toEqual([expect.objectContaining({ txHash: unknown.txHash })]);

    // Block 201 was made after the request existed, so block 202 was too.
    const bounded = transferFor(payment, { blockNumber: 202 });
    expect(await applyAt(bounded, new Map([[201, new Date()]]))).toEqual([
      expect.objectContaining({ paymentId: payment.id, status: 'DETECTED' }),
    ]);
  });

  it('stores nothing and announces nothing when the batch rolls back', async () => {
    const shop = await buildMerchant(ctx);
    const payment = await buildPayment(ctx, shop);
    const failing = ctx.modules.payments.transact(async (tx) => {
      await matching().applyTransfers(tx, 'ethereum', [transferFor(payment)], {
        head: 100,
        blockTimes: blockTimesOf([{ blockNumber: 100 }]),
      });
      throw new Error('cursor write failed');
    });
    await expect(failing).rejects.toThrow('cursor write failed');
    expect((await ctx.modules.payments.payments.get(shop.user.id, payment.id)).status).toBe(
      'PENDING',
    );
    expect(await notificationKeys(ctx.db, shop.user.id, 'payments.')).toEqual([]);

    await apply([transferFor(payment)]);
    expect(await notificationKeys(ctx.db, shop.user.id, 'payments.')).toEqual([
      'payments.detected',
    ]);
  });

  it('watches open addresses and timed-out ones until the monitoring window ends', async () => {
    const shop = await buildMerchant(ctx);
    const payment = await buildPayment(ctx, shop);
    expect(await matching().watchedAddresses('ethereum')).toContain(payment.address);
    expect(await matching().watchedAddresses('bsc')).not.toContain(payment.address);
    const afterWindow = new Date(Date.parse(payment.monitorUntil) + MINUTE);
    await ctx.modules.payments.expireDue(afterWindow);
    expect(await matching().watchedAddresses('ethereum', afterWindow)).not.toContain(
      payment.address,
    );
  });
});
