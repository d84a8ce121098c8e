import type { FiatCurrency } from '@incasso/shared/money';
import { eq } from 'drizzle-orm';
import { transactions } from '#server/db/schema/transactions.ts';
import { buildPayment, transferFor, type TestApp, type TestMerchant } from './payments.ts';

const BLOCK = 100;
/** Far enough past BLOCK for any chain's confirmations. */
const CONFIRMED_HEAD = 200;

/**
 * A ledger entry made the way production makes one (request, transfer seen, confirmed), then
 * moved to `date`: the day a payment lands on is what revenue tests are about. Confirming
 * confirms every payment of the app seen so far, so make the pending ones last.
 */
export async function buildLedgerEntry(
  ctx: TestApp,
  merchant: TestMerchant,
  entry: { fiatAmount: string; fiatCurrency: FiatCurrency; date: Date; confirmed?: boolean },
) {
  const payment = await buildPayment(ctx, merchant, {
    fiatAmount: entry.fiatAmount,
    fiatCurrency: entry.fiatCurrency,
    currency: 'usdt',
  });
  const { payments } = ctx.app;
  await payments.transact((tx) =>
    payments.matching.applyTransfers(tx, 'ethereum', [transferFor(payment)], { head: BLOCK }),
  );
  if (entry.confirmed ?? true) {
    await payments.transact((tx) =>
      payments.matching.applyConfirmations(tx, 'ethereum', CONFIRMED_HEAD),
    );
  }
  await ctx.db
    .update(transactions)
    .set({ date: entry.date })
    .where(eq(transactions.paymentId, payment.id));
  return payment;
}
