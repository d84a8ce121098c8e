import type { TransactionDetail, TransactionList } from '@incasso/shared/transactions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnvilChain } from '#test/anvil-chain.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { createProduct, createSale, posCall } from '#test/factories/pos.ts';
import {
  mine,
  payerOf,
  recordUpdates,
  startWatchedApp,
  startWatchedChain,
  until,
} from '#test/factories/watcher.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { connectSocket, type TestSocket } from '#test/socket-client.ts';

describe('a POS sale on anvil: from the cart to CONFIRMED', () => {
  let env: AnvilChain;
  let ctx: TestApp & { baseUrl: string };
  let merchant: TestMerchant;
  let socket: TestSocket;
  let updates: ReturnType<typeof recordUpdates>;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    env = await startWatchedChain();
    ctx = await startWatchedApp(env, {
      smtpUrl: smtp.url,
      mailFrom: 'Incasso <no-reply@incasso.test>',
    });
    merchant = await buildMerchant(ctx, {
      planId: 'plus',
      currencies: ['usdt'],
      displayName: 'Bar Centrale',
    });
    socket = await connectSocket(ctx.baseUrl, { cookie: merchant.cookie });
    updates = recordUpdates(socket);
  });
  afterAll(async () => {
    socket.close();
    await ctx.close();
    await env.anvil.stop();
    await smtp.close();
  });

  it('charges the cart, follows it live to CONFIRMED, and files it with its lines', async () => {
    const latte = await createProduct(ctx, merchant, { name: 'Latte', priceCents: 320 });
    const sale = await createSale(ctx, merchant, {
      lines: [
        { kind: 'product', productId: latte.id, quantity: 2 },
        { kind: 'custom', name: 'Cookie', unitCents: 180, quantity: 1 },
      ],
      tipPercent: 5,
    });
    // 6.40 + 1.80 = 8.20, and a 5 % tip of 0.41.
    expect(sale.payment).toMatchObject({ fiatCents: 861, source: 'pos', status: 'PENDING' });
    await updates.watch(sale.payment);

    const link = (await posCall(ctx, merchant, 'POST', '/api/pos/display-links')).json();
    const display = async () =>
      (await ctx.app.inject({ url: `/api/pos/display/${link.token}` })).json().sale?.status;
    expect(await display()).toBe('PENDING');

    await payerOf(env).token(env.usdt, sale.payment.address, BigInt(sale.payment.amountBaseUnits));
    await until(async () => {
      await mine(env);
      return updates.statuses(sale.payment).includes('CONFIRMED') || undefined;
    }, 'CONFIRMED');
    // CONFIRMING shows only when the watcher stepped between the first and the last
    // confirmation; a busy machine may bring it all the blocks at once.
    expect(updates.statuses(sale.payment).filter((status) => status !== 'CONFIRMING')).toEqual([
      'PENDING',
      'DETECTED',
      'CONFIRMED',
    ]);
    expect(await display()).toBe('CONFIRMED');

    const list = (await posCall(ctx, merchant, 'GET', '/api/transactions')).json<TransactionList>();
    const row = list.items.find((item) => item.paymentId === sale.payment.id);
    expect(row).toMatchObject({ source: 'pos', status: 'Completed', fiatCents: 861 });
    const detail = await posCall(ctx, merchant, 'GET', `/api/transactions/${row?.id}`);
    expect(detail.json<TransactionDetail>().lineItems.map((line) => line.name)).toEqual([
      'Latte',
      'Cookie',
      '5%',
    ]);

    const receipt = await posCall(
      ctx,
      merchant,
      'POST',
      `/api/pos/sales/${sale.payment.id}/receipt`,
      { email: 'buyer@example.com', locale: 'it' },
    );
    expect(receipt.statusCode).toBe(202);
    const mail = await smtp.next('buyer@example.com');
    // Intl puts a no-break space before the euro sign.
    const text = mail.text.replaceAll('\u00a0', ' ');
    expect(mail.subject).toBe('La tua ricevuta di Bar Centrale');
    for (const line of ['2 × Latte: 6,40 €', '1 × Cookie: 1,80 €', '1 × Mancia 5%: 0,41 €']) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Totale: 8,61 €');
    expect(mail.links).toContain(`http://localhost:3000/pay/${sale.payment.id}`);
  });
});
