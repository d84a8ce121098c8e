import type { Invoice } from '@incasso/shared/invoices';
import type { PublicPayment } from '@incasso/shared/payments';
import type { LedgerChange } from '@incasso/shared/transactions';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '#server/db/schema/domain-events.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildSeller, createInvoice, invoiceCall } from '#test/factories/invoices.ts';
import {
  blockTimesOf,
  buildMerchant,
  transferFor,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';
import { connectSocket, listen, nextEvent, type TestSocket } from '#test/socket-client.ts';

// Issue 19 §5: one typed signal that a merchant's ledger changed, instead of the web matching
// notification keys; it arrives once what the payment set off (an invoice paid) is done.
describe('ledger:changed', () => {
  let ctx: TestApp;
  let baseUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    ctx = await buildTestApp();
    baseUrl = await listen(ctx.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await ctx.close();
  });

  async function socketOf(merchant: TestMerchant) {
    const socket = await connectSocket(baseUrl, { cookie: merchant.cookie });
    sockets.push(socket);
    const changes: LedgerChange[] = [];
    socket.on('ledger:changed', (change) => void changes.push(change));
    return { socket, changes };
  }

  it("reaches the merchant's sockets when a payment is recorded, and nobody else's", async () => {
    const shop = await buildMerchant(ctx, { planId: 'plus' });
    const other = await buildMerchant(ctx);
    const mine = await socketOf(shop);
    const theirs = await socketOf(other);

    const arrived = nextEvent(mine.socket, 'ledger:changed');
    const { payment } = await buildPaidPayment(ctx, shop, { fiatAmount: '12' });
    const change = await arrived;
    const listed = await ctx.app.inject({
      url: '/api/transactions',
      headers: { cookie: shop.cookie },
    });
    expect(change).toEqual({
      transactionId: listed.json().items[0].id,
      paymentId: payment.id,
      status: 'Pending',
    });

    // The other merchant's own payment is the next thing its socket hears: nothing before it.
    const theirsArrived = nextEvent(theirs.socket, 'ledger:changed');
    const { payment: otherPayment } = await buildPaidPayment(ctx, other, { fiatAmount: '7' });
    expect((await theirsArrived).paymentId).toBe(otherPayment.id);
    expect(theirs.changes.map((c) => c.paymentId)).toEqual([otherPayment.id]);
    expect(mine.changes.map((c) => c.paymentId)).toEqual([payment.id]);
  });

  it('arrives for a confirmed invoice payment once the invoice is paid', async () => {
    const seller = await buildSeller(ctx, { planId: 'plus', currencies: ['usdt'] });
    const draft = await createInvoice(ctx, seller, { locale: 'en' });
    const sent = await invoiceCall(ctx, seller.cookie, 'POST', `/api/invoices/${draft.id}/send`);
    const invoice = sent.json<Invoice>();
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: `/api/pay/${invoice.paymentId}/currency`,
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { currency: 'usdt' },
    });
    const payment = chosen.json<PublicPayment>();
    if (!payment.currency || !payment.amountBaseUnits) throw new Error('the request has no coin');
    const { socket } = await socketOf(seller);

    const { payments } = ctx.modules;
    const transfer = transferFor({
      address: payment.address,
      currency: payment.currency,
      amountBaseUnits: payment.amountBaseUnits,
    });
    await payments.transact((tx) =>
      payments.matching.applyTransfers(tx, 'ethereum', [transfer], {
        head: 100,
        blockTimes: blockTimesOf([transfer]),
      }),
    );
    const completed = new Promise<LedgerChange>((resolve) => {
      socket.on('ledger:changed', (change) => {
        if (change.status === 'Completed') resolve(change);
      });
    });
    await payments.transact((tx) =>
      payments.matching.applyConfirmations(tx, 'ethereum', 100 + payment.requiredConfirmations),
    );
    expect((await completed).paymentId).toBe(invoice.paymentId);
    // Fetched at once, as the web does on the signal: the paid listener has already run,
    // since the ledger's event is handed over after the payment's own.
    const detail = await invoiceCall(ctx, seller.cookie, 'GET', `/api/invoices/${draft.id}`);
    expect(detail.json<Invoice>().status).toBe('paid');
    const outbox = await ctx.db
      .select({ type: domainEvents.type, data: domainEvents.data })
      .from(domainEvents)
      .orderBy(asc(domainEvents.seq));
    const handedOver = outbox
      .filter(({ data }) => JSON.stringify(data).includes(invoice.paymentId ?? '-'))
      .map(({ type }) => type);
    expect(handedOver.indexOf('payment.confirmed')).toBeGreaterThanOrEqual(0);
    expect(handedOver.lastIndexOf('transaction.recorded')).toBeGreaterThan(
      handedOver.indexOf('payment.confirmed'),
    );
  });
});
