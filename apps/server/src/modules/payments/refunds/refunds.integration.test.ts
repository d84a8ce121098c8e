import type { PaymentRequest } from '@incasso/shared/payments';
import type { Refund, RefundList } from '@incasso/shared/refunds';
import type { RevenueStats } from '@incasso/shared/stats';
import type { TransactionList } from '@incasso/shared/transactions';
import { erc20Abi, getAddress, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnvilChain } from '#test/anvil-chain.ts';
import { defined } from '#test/defined.ts';
import { buildApiKey, callApi } from '#test/factories/developer.ts';
import { startWebhookReceiver } from '#test/webhook-receiver.ts';
import { buildMerchant, requestPayment, type TestMerchant } from '#test/factories/payments.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';
import {
  CONFIRMATIONS,
  mine,
  payerOf,
  startWatchedApp,
  startWatchedChain,
  until,
} from '#test/factories/watcher.ts';

// Issue 21 section 5 on anvil, end to end: a confirmed payment, a refund asked for, the
// transfer signed by the merchant's own key (anvil's third account), and the watcher taking the
// refund PENDING → SENT → CONFIRMED; the ledger and revenue net of it.

describe('refunds on anvil', () => {
  let env: AnvilChain;
  let ctx: Awaited<ReturnType<typeof startWatchedApp>>;
  let merchant: TestMerchant;
  let merchantAddress: Address;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let apiKey: string;

  beforeAll(async () => {
    env = await startWatchedChain();
    ctx = await startWatchedApp(env, { webhookAllowPrivate: true });
    merchantAddress = defined(env.anvil.accounts[2], 'the merchant');
    const user = await buildUser(ctx.db, { planId: 'premium' });
    const cookie = await signIn(ctx.app, user);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets',
      headers: sessionHeaders(cookie),
      payload: {
        name: 'Shop',
        address: merchantAddress,
        chainId: 'ethereum',
        acceptedCurrencyIds: ['usdt', 'eth'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    merchant = { user, cookie, wallet: created.json() };
    apiKey = (await buildApiKey(ctx, merchant)).key;
    receiver = await startWebhookReceiver();
    const endpoint = await call('POST', '/api/developer/webhooks', {
      url: receiver.url,
      eventTypes: ['payment.refunded'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    receiver.useSecret(endpoint.json<{ secret: string }>().secret);
  });
  afterAll(async () => {
    await receiver.close();
    await ctx.close();
    await env.anvil.stop();
  });

  const merchantWallet = () => defined(env.anvil.walletClients[2], 'the merchant wallet');
  const call = (method: 'GET' | 'POST', url: string, payload?: object, who = merchant) =>
    ctx.app.inject({ method, url, headers: sessionHeaders(who.cookie), payload });
  const refundsOf = async (payment: { id: string }) =>
    (await call('GET', `/api/payments/${payment.id}/refunds`)).json<RefundList>();
  const refundNow = async (payment: { id: string }, refund: Refund) =>
    defined(
      (await refundsOf(payment)).items.find((r) => r.id === refund.id),
      'the refund',
    );

  async function confirmedPayment(currency: 'usdt' | 'eth', fiatAmount: string) {
    const response = await requestPayment(ctx, merchant, { currency, fiatAmount });
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json<PaymentRequest>();
    const amount = BigInt(payment.amountBaseUnits);
    if (currency === 'eth') await payerOf(env).native(payment.address, amount);
    else await payerOf(env).token(env.usdt, payment.address, amount);
    await mine(env, CONFIRMATIONS);
    await until(
      async () =>
        (await ctx.modules.payments.payments.get(merchant.user.id, payment.id)).status ===
        'CONFIRMED',
      'the payment confirmed',
    );
    return payment;
  }

  /** Mines until the refund reaches `status`. */
  async function mineUntil(payment: { id: string }, refund: Refund, status: Refund['status']) {
    return until(async () => {
      await mine(env);
      const now = await refundNow(payment, refund);
      return now.status === status ? now : undefined;
    }, `refund ${status}`);
  }

  it('prepares a partial USDT refund to the payer, sees it sent, then confirmed', async () => {
    const payment = await confirmedPayment('usdt', '25');
    const before = await refundsOf(payment);
    expect(before).toMatchObject({
      items: [],
      refundable: '25.00000000',
      payerAddress: getAddress(env.payer),
    });

    const asked = await call('POST', `/api/payments/${payment.id}/refunds`, { amount: '10' });
    expect(asked.statusCode, asked.body).toBe(201);
    const refund = asked.json<Refund>();
    expect(refund).toMatchObject({
      status: 'PENDING',
      toAddress: getAddress(env.payer),
      fromAddress: merchantAddress,
      amount: '10.00000000',
      amountBaseUnits: '10000000',
      fiatCents: 1000,
      txHash: null,
    });
    expect(refund.eip681).toBe(
      `ethereum:${env.usdt}@${env.anvil.chainId}/transfer?address=${getAddress(env.payer)}&uint256=10000000`,
    );

    // More than is left (25 paid, 10 on its way) is refused, and nothing is recorded.
    const over = await call('POST', `/api/payments/${payment.id}/refunds`, { amount: '15.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('refundExceedsPaid');
    expect((await refundsOf(payment)).items).toHaveLength(1);

    // A transfer of another amount to the payer does not settle it.
    await merchantWallet().writeContract({
      address: env.usdt,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [getAddress(env.payer), 9_000_000n],
    });
    await mine(env, 2);
    const txHash = await merchantWallet().writeContract({
      address: env.usdt,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [getAddress(env.payer), 10_000_000n],
    });
    const sent = await mineUntil(payment, refund, 'SENT');
    // Seen in a block: one confirmation, or two when the block after it came before the poll.
    expect(sent).toMatchObject({ txHash });
    expect(sent.confirmations).toBeGreaterThanOrEqual(1);
    const confirmed = await mineUntil(payment, refund, 'CONFIRMED');
    expect(confirmed.confirmations).toBeGreaterThanOrEqual(CONFIRMATIONS);
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(await refundsOf(payment)).toMatchObject({ refundable: '15.00000000' });

    const ledger = (await call('GET', '/api/transactions')).json<TransactionList>();
    expect(ledger.items.find((t) => t.paymentId === payment.id)).toMatchObject({
      fiatCents: 2500,
      refundedCents: 1000,
      refundedAmount: '10',
    });
    const stats = (await call('GET', '/api/stats/revenue?days=7')).json<RevenueStats>();
    expect(JSON.stringify(stats)).toContain('"revenueCents":1500');

    // Signed and delivered through the webhooks outbox, verified as an integrator would.
    const [hook] = await receiver.waitFor(1);
    expect(hook).toMatchObject({ type: 'payment.refunded', paymentId: payment.id });
    expect(JSON.parse(hook?.body ?? '{}').data.refund).toMatchObject({
      refundId: refund.id,
      status: 'confirmed',
      txHash,
      amount: '10.00000000',
      fiatAmount: 10,
    });
  });

  it('refunds the native coin to an address the merchant types', async () => {
    const payment = await confirmedPayment('eth', '30');
    const elsewhere = defined(env.anvil.accounts[3], 'another address');
    const paid = BigInt(payment.amountBaseUnits);
    const asked = await call('POST', `/api/payments/${payment.id}/refunds`, {
      amount: (await refundsOf(payment)).refundable,
      address: elsewhere.toLowerCase(),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const refund = asked.json<Refund>();
    expect(refund).toMatchObject({ toAddress: elsewhere, amountBaseUnits: paid.toString() });
    expect(refund.eip681).toBe(`ethereum:${elsewhere}@${env.anvil.chainId}?value=${paid}`);
    const txHash = await merchantWallet().sendTransaction({ to: elsewhere, value: paid });
    expect(await mineUntil(payment, refund, 'CONFIRMED')).toMatchObject({ txHash });
    expect(await refundsOf(payment)).toMatchObject({ refundable: '0.00000000' });
  });

  it('refuses a bad address, a wrong checksum, too many decimals and an unpaid request', async () => {
    const payment = await confirmedPayment('usdt', '5');
    const url = `/api/payments/${payment.id}/refunds`;
    for (const body of [
      { amount: '1', address: '0x1234' },
      // Mixed case, so a checksum, and a wrong one.
      { amount: '1', address: `0x${'aB'.repeat(20)}` },
      { amount: '1.0000001' },
      { amount: '-1' },
      { amount: '0' },
      { amount: '1', address: merchantAddress },
    ]) {
      const response = await call('POST', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const open = (await requestPayment(ctx, merchant, { fiatAmount: '7' })).json<PaymentRequest>();
    const unpaid = await call('POST', `/api/payments/${open.id}/refunds`, { amount: '1' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toBe('paymentNotRefundable');
  });

  it('cancels a pending refund once, freeing its amount, and hides the payment from others', async () => {
    const payment = await confirmedPayment('usdt', '8');
    const url = `/api/payments/${payment.id}/refunds`;
    const refund = (await call('POST', url, { amount: '8' })).json<Refund>();
    expect((await call('POST', url, { amount: '1' })).statusCode).toBe(409);
    const cancel = `${url}/${refund.id}/cancel`;
    const cancelled = await call('POST', cancel);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Refund>()).toMatchObject({ status: 'CANCELLED' });
    const again = await call('POST', cancel);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('refundNotCancellable');
    expect((await call('POST', url, { amount: '8' })).statusCode).toBe(201);

    const other = await buildMerchant(ctx, { planId: 'premium' });
    expect((await call('GET', url, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', url, { amount: '1' }, other)).statusCode).toBe(404);
    expect((await call('POST', cancel, undefined, other)).statusCode).toBe(404);
  });

  it('takes refunds through the public API, idempotently, for the key’s own payments only', async () => {
    const payment = await confirmedPayment('usdt', '6');
    const url = `/api/v1/payments/${payment.id}/refunds`;
    const ask = (key: string, amount: string, idempotencyKey = crypto.randomUUID()) =>
      callApi(ctx, key, {
        method: 'POST',
        url,
        payload: { amount },
        headers: { 'idempotency-key': idempotencyKey },
      });
    const once = crypto.randomUUID();
    const created = await ask(apiKey, '2', once);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      paymentId: payment.id,
      status: 'pending',
      toAddress: getAddress(env.payer),
      amountBaseUnits: '2000000',
      fiatAmount: 2,
    });
    const replay = await ask(apiKey, '2', once);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(created.body);
    const over = await ask(apiKey, '4.5');
    expect([over.statusCode, over.json().error]).toEqual([409, 'refundExceedsPaid']);
    const list = await callApi(ctx, apiKey, { url });
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(1);

    const other = await buildMerchant(ctx, { planId: 'premium' });
    const otherKey = (await buildApiKey(ctx, other)).key;
    expect((await ask(otherKey, '1')).statusCode).toBe(404);
    expect((await callApi(ctx, otherKey, { url })).statusCode).toBe(404);
    expect((await callApi(ctx, apiKey, { url: '/api/v1/payments/nope/refunds' })).statusCode).toBe(
      404,
    );
    const readOnly = (await buildApiKey(ctx, merchant, ['payments:read'])).key;
    expect((await ask(readOnly, '1')).statusCode).toBe(403);
  });
});
