import type { Invoice } from '@incasso/shared/invoices';
import type { WebhookEndpointWithSecret } from '@incasso/shared/developer';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '#server/db/schema/domain-events.ts';
import { invoices } from '#server/db/schema/invoices.ts';
import { recurringPeriods } from '#server/db/schema/recurring.ts';
import { notificationKeys } from '#test/account-flows.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildPlatform, checkout, chooseUsdt, overview } from '#test/factories/billing.ts';
import { createInvoice, invoiceCall, buildSeller } from '#test/factories/invoices.ts';
import {
  blockTimesOf,
  buildMerchant,
  buildPayment,
  randomTxHash,
  transferFor,
  type TestApp,
} from '#test/factories/payments.ts';
import { buildMember } from '#test/factories/members.ts';
import { createSchedule, scheduleDetail } from '#test/factories/recurring.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import { startSmtpCapture, type SmtpCapture } from '#test/smtp-capture.ts';
import { startWebhookReceiver } from '#test/webhook-receiver.ts';
import type { IncomingTransfer } from '../matching/matching.service.ts';

// Issue 25 §2: a reorg that takes back a detected or confirmed payment is told (webhooks, the
// merchant's notification, an email for a confirmation) and what followed the confirmation is
// undone (an invoice, a recurring period) or kept and flagged (a plan). The chain is played
// through the matching functions, each test in blocks above the last one's: a reorg takes back
// every credit from its block up.

describe('a payment taken back by a reorg', { timeout: 120_000 }, () => {
  let smtp: SmtpCapture;
  let ctx: TestApp;
  let clock = new Date('2027-01-20T10:00:00Z');
  let block = 10_000;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    ctx = await buildTestApp({
      config: {
        smtpUrl: smtp.url,
        mailFrom: 'Incasso <no-reply@incasso.test>',
        webhookAllowPrivate: true,
      },
      deps: {
        clock: () => clock,
        timings: { webhooks: { retryBaseMs: 300, timeoutMs: 2_000 } },
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const matching = () => ctx.modules.payments.matching;
  const apply = (transfer: IncomingTransfer, head: number) =>
    ctx.modules.payments.transact((tx) =>
      matching().applyTransfers(tx, 'ethereum', [transfer], {
        head,
        blockTimes: blockTimesOf([transfer]),
      }),
    );
  const confirmUpTo = (head: number) =>
    ctx.modules.payments.transact((tx) => matching().applyConfirmations(tx, 'ethereum', head));

  /** Mined in a new block and confirmed (ethereum asks 12 confirmations). */
  async function payAndConfirm(
    payment: Parameters<typeof transferFor>[0],
  ): Promise<IncomingTransfer> {
    block += 100;
    const transfer = transferFor(payment, { blockNumber: block });
    await apply(transfer, block);
    await confirmUpTo(block + 11);
    return transfer;
  }
  /** The block of `transfer` leaves the chain. */
  const takeBack = (transfer: IncomingTransfer) =>
    ctx.modules.payments.transact((tx) =>
      matching().applyReorg(tx, 'ethereum', transfer.blockNumber),
    );
  /** The same transaction in a block of the new branch, confirmed again. */
  async function mineAgain(transfer: IncomingTransfer) {
    block += 100;
    await apply({ ...transfer, blockNumber: block, blockHash: randomTxHash() }, block);
    await confirmUpTo(block + 11);
  }
  const eventTypes = async (paymentId: string) =>
    (
      await ctx.db
        .select({ type: domainEvents.type })
        .from(domainEvents)
        .where(eq(domainEvents.aggregateId, paymentId))
        .orderBy(asc(domainEvents.seq))
    ).map((row) => row.type);
  it('tells integrators, the merchant in the app and by email, then confirms afresh', async () => {
    const merchant = await buildMerchant(ctx, { planId: 'premium', currencies: ['usdt'] });
    // Goods may have left on the confirmation: the shop's managers hear of it too, its till not.
    const manager = await buildMember(ctx, merchant.user.id, 'manager');
    const cashier = await buildMember(ctx, merchant.user.id, 'cashier');
    const receiver = await startWebhookReceiver();
    // Subscribed to the confirmation only: its undoing reaches it all the same.
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: sessionHeaders(merchant.cookie),
      payload: { url: receiver.url, eventTypes: ['payment.confirmed'] },
    });
    receiver.useSecret(created.json<WebhookEndpointWithSecret>().secret);
    const payment = await buildPayment(ctx, merchant, { orderId: 'order-77' });

    const transfer = await payAndConfirm(payment);
    const taken = await takeBack(transfer);
    expect(taken).toEqual([
      expect.objectContaining({ paymentId: payment.id, from: 'CONFIRMED', status: 'PENDING' }),
    ]);
    await mineAgain(transfer);

    expect(await eventTypes(payment.id)).toEqual([
      'payment.created',
      'payment.detected',
      'payment.confirmed',
      'payment.confirmation_reverted',
      'payment.detected',
      'payment.confirmed',
    ]);
    const hooks = await receiver.waitFor(3);
    expect(hooks.map((hook) => hook.type)).toEqual([
      'payment.confirmed',
      'payment.confirmation_reverted',
      'payment.confirmed',
    ]);
    expect(JSON.parse(hooks[1]?.body ?? '{}')).toMatchObject({
      type: 'payment.confirmation_reverted',
      data: { paymentId: payment.id, status: 'pending', txHash: null, orderId: 'order-77' },
    });
    expect(await notificationKeys(ctx.db, merchant.user.id, 'payments.')).toEqual([
      'payments.confirmed',
      'payments.detected',
      'payments.confirmationReverted',
      'payments.confirmed',
      'payments.detected',
    ]);
    const mail = await smtp.next(merchant.user.email);
    expect(mail.subject).toBe('Pagamento confermato annullato dalla chain: richiesta order-77');
    expect(mail.text).toContain(`${payment.amount} USDT`);
    expect(mail.text).toContain('in attesa di pagamento');
    const managersMail = await smtp.next(manager.person.email);
    expect(managersMail.subject).toBe(mail.subject);
    expect(smtp.messages.filter((m) => m.to.includes(cashier.person.email))).toEqual([]);
    await receiver.close();
  });

  it('tells of a detection taken back in the app only, and detects it again after', async () => {
    const merchant = await buildMerchant(ctx, { currencies: ['usdt'] });
    const payment = await buildPayment(ctx, merchant);
    block += 100;
    const transfer = transferFor(payment, { blockNumber: block });
    await apply(transfer, block);
    expect(await takeBack(transfer)).toEqual([
      expect.objectContaining({ from: 'DETECTED', status: 'PENDING', reverted: true }),
    ]);
    block += 100;
    await apply({ ...transfer, blockNumber: block, blockHash: randomTxHash() }, block);

    expect(await eventTypes(payment.id)).toEqual([
      'payment.created',
      'payment.detected',
      'payment.detection_reverted',
      'payment.detected',
    ]);
    expect(await notificationKeys(ctx.db, merchant.user.id, 'payments.')).toEqual([
      'payments.detected',
      'payments.detectionReverted',
      'payments.detected',
    ]);
  });

  it('opens an invoice again that the payment paid, and pays it when it confirms again', async () => {
    const merchant = await buildSeller(ctx, { planId: 'plus', currencies: ['usdt'] });
    const draft = await createInvoice(ctx, merchant, { locale: 'en' });
    const sent = await invoiceCall(ctx, merchant.cookie, 'POST', `/api/invoices/${draft.id}/send`);
    const invoice = sent.json<Invoice>();
    const stored = async () =>
      (await ctx.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0];

    const transfer = await payAndConfirm(await chooseUsdt(ctx, invoice.paymentId ?? ''));
    expect(await stored()).toMatchObject({ status: 'paid', txHash: transfer.txHash });
    await takeBack(transfer);
    expect(await stored()).toMatchObject({ status: 'sent', paidAt: null, txHash: null });
    await mineAgain(transfer);
    expect(await stored()).toMatchObject({ status: 'paid', txHash: transfer.txHash });
  });

  /** A monthly schedule's first period, opened by the sweep, with its request. */
  async function firstPeriod(startDate: string) {
    const merchant = await buildSeller(ctx, { planId: 'plus', currencies: ['usdt'] });
    const schedule = await createSchedule(ctx, merchant, { startDate });
    clock = new Date(`${startDate}T08:00:00Z`);
    await ctx.modules.recurring.runs.run();
    const [period] = (await scheduleDetail(ctx, merchant, schedule.id)).periods;
    const paymentId = period?.paymentId ?? '';
    const status = async () =>
      (
        await ctx.db
          .select({ status: recurringPeriods.status, paidAt: recurringPeriods.paidAt })
          .from(recurringPeriods)
          .where(eq(recurringPeriods.paymentId, paymentId))
      )[0];
    return { merchant, paymentId, status };
  }

  it('opens a recurring period again that the payment paid', async () => {
    const { paymentId, status } = await firstPeriod('2027-01-31');
    const transfer = await payAndConfirm(await chooseUsdt(ctx, paymentId));
    expect((await status())?.status).toBe('paid');
    await takeBack(transfer);
    expect(await status()).toEqual({ status: 'open', paidAt: null });
    await mineAgain(transfer);
    expect((await status())?.status).toBe('paid');
  });

  it('leaves a period paid late missed again, without telling the merchant twice', async () => {
    const { merchant, paymentId, status } = await firstPeriod('2027-03-31');
    const missedNotices = async () =>
      (await notificationKeys(ctx.db, merchant.user.id)).filter(
        (key) => key === 'recurring.periodMissed',
      ).length;
    const payment = await chooseUsdt(ctx, paymentId);
    // The window closes unpaid: missed, and the merchant is told once.
    clock = new Date('2027-04-30T08:00:00Z');
    await ctx.modules.recurring.runs.run();
    expect((await status())?.status).toBe('missed');
    expect(await missedNotices()).toBe(1);
    const transfer = await payAndConfirm(payment);
    expect((await status())?.status).toBe('paid');

    await takeBack(transfer);
    expect(await status()).toEqual({ status: 'missed', paidAt: null });
    await ctx.modules.recurring.runs.run();
    expect(await missedNotices()).toBe(1);
  });

  it('keeps a plan the payment bought, flagged for the administrator until it confirms again', async () => {
    await buildPlatform(ctx);
    const merchant = await buildMerchant(ctx);
    const order = await checkout(ctx, merchant.cookie, '/api/billing/upgrade', {
      planId: 'plus',
      interval: 'monthly',
    });
    const transfer = await payAndConfirm(await chooseUsdt(ctx, order.paymentId));
    expect(await overview(ctx, merchant.cookie)).toMatchObject({
      plan: 'plus',
      history: [expect.objectContaining({ reversedAt: null })],
    });

    await takeBack(transfer);
    const flagged = await overview(ctx, merchant.cookie);
    expect(flagged).toMatchObject({ plan: 'plus', status: 'active' });
    expect(flagged.history[0]?.reversedAt).toEqual(expect.any(String));

    await mineAgain(transfer);
    expect((await overview(ctx, merchant.cookie)).history).toEqual([
      expect.objectContaining({ reversedAt: null }),
    ]);
  });
});
