import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '#server/db/schema/admin-audit.ts';
import { unverifiableTransfers } from '#server/db/schema/chain.ts';
import { paymentTransfers } from '#server/db/schema/payments.ts';
import { transactions } from '#server/db/schema/transactions.ts';
import { createUnverifiableRepository } from '#server/modules/chain/unverifiable.repository.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import { buildMerchant, type TestApp, type TestMerchant } from '#test/factories/payments.ts';
import { buildPaidPayment } from '#test/factories/transactions.ts';
import { buildUser, sessionHeaders, signIn } from '#test/factories/users.ts';

describe('POST /api/admin/chains/unverifiable/:id', () => {
  let ctx: TestApp;
  let adminCookie: string;
  let merchant: TestMerchant;

  beforeAll(async () => {
    ctx = await buildTestApp();
    adminCookie = await signIn(ctx.app, await buildUser(ctx.db, { isAdmin: true }));
    merchant = await buildMerchant(ctx, { currencies: ['usdt'] });
  });
  afterAll(() => ctx.close());

  /** A CONFIRMED payment whose credit a deep reorg left unverifiable. */
  async function unverifiablePayment(fiatAmount: string) {
    const { payment } = await buildPaidPayment(ctx, merchant, { fiatAmount });
    await ctx.modules.payments.transact((tx) =>
      ctx.modules.payments.matching.applyConfirmations(tx, 'ethereum', 1_000),
    );
    const [credit] = await ctx.db
      .select()
      .from(paymentTransfers)
      .where(eq(paymentTransfers.paymentId, payment.id));
    if (!credit) throw new Error('no credit');
    await createUnverifiableRepository(ctx.db).add('ethereum', [credit]);
    const [mark] = await ctx.db
      .select()
      .from(unverifiableTransfers)
      .where(eq(unverifiableTransfers.paymentId, payment.id));
    if (!mark) throw new Error('no mark');
    return { payment, mark };
  }
  const resolve = (id: string, body: unknown, cookie = adminCookie) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/chains/unverifiable/${id}`,
      headers: sessionHeaders(cookie),
      payload: body as object,
    });
  const statusOf = async (id: string) =>
    (await ctx.modules.payments.payments.get(merchant.user.id, id)).status;
  const auditOf = (paymentId: string) =>
    ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, paymentId));

  it('keeps a payment the operator found on the chain: still CONFIRMED, resolved, audited', async () => {
    const { payment, mark } = await unverifiablePayment('21');
    expect(await statusOf(payment.id)).toBe('CONFIRMED');
    expect((await ctx.app.inject('/api/ready')).json()).toMatchObject({ status: 'degraded' });

    expect((await resolve(mark.id, { resolution: 'kept' })).statusCode).toBe(204);
    expect(await statusOf(payment.id)).toBe('CONFIRMED');
    expect(await auditOf(payment.id)).toMatchObject([
      { action: 'payment.keepAfterReorg', targetType: 'payment', after: { resolution: 'kept' } },
    ]);
    expect((await ctx.app.inject('/api/ready')).json()).toEqual({ status: 'ready' });

    const again = await resolve(mark.id, { resolution: 'undone' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'alreadyResolved' });
    expect(await statusOf(payment.id)).toBe('CONFIRMED');
  });

  it('undoes a payment whose transaction is not on the chain: its credit and ledger row go', async () => {
    const { payment, mark } = await unverifiablePayment('22');
    expect((await resolve(mark.id, { resolution: 'undone' })).statusCode).toBe(204);
    expect(await statusOf(payment.id)).toBe('PENDING');
    expect(
      await ctx.db
        .select()
        .from(paymentTransfers)
        .where(eq(paymentTransfers.paymentId, payment.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(transactions).where(eq(transactions.paymentId, payment.id)),
    ).toEqual([]);
    expect(await auditOf(payment.id)).toMatchObject([{ action: 'payment.undoAfterReorg' }]);
  });

  it('refuses a merchant, an unknown id and a resolution it does not know, changing nothing', async () => {
    const { payment, mark } = await unverifiablePayment('23');
    expect((await resolve(mark.id, { resolution: 'undone' }, merchant.cookie)).statusCode).toBe(
      403,
    );
    const unknown = await resolve('0190a0b0-0000-7000-8000-000000000009', { resolution: 'kept' });
    expect(unknown.statusCode).toBe(404);
    expect((await resolve(mark.id, { resolution: 'maybe' })).statusCode).toBe(400);
    expect((await resolve('not-a-uuid', { resolution: 'kept' })).statusCode).toBe(400);
    expect(await statusOf(payment.id)).toBe('CONFIRMED');
    expect(await auditOf(payment.id)).toEqual([]);
  });
});
