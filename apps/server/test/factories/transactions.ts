import { eq, sql } from 'drizzle-orm';
import type { ChainId } from '@incasso/shared/chains';
import type { FiatCurrency } from '@incasso/shared/money';
import type { CreatePaymentInput } from '@incasso/shared/payments';
import type { Database } from '#server/db/client.ts';
import { transactions } from '#server/db/schema/transactions.ts';
import {
  blockTimesOf,
  buildPayment,
  randomAddress,
  transferFor,
  type TestApp,
  type TestMerchant,
} from './payments.ts';

/**
 * A request of the merchant paid by one transfer from `payer` (its amount and block 100 unless
 * told otherwise), recorded in the ledger as Pending.
 */
export async function buildPaidPayment(
  ctx: TestApp,
  merchant: TestMerchant,
  body: Partial<CreatePaymentInput> = {},
  options: { chain?: ChainId; payer?: string; blockNumber?: number; amount?: bigint } = {},
) {
  const payment = await buildPayment(ctx, merchant, { currency: 'usdt', ...body });
  const payer = options.payer ?? randomAddress();
  const blockNumber = options.blockNumber ?? 100;
  const [update] = await ctx.modules.payments.transact((tx) =>
    ctx.modules.payments.matching.applyTransfers(
      tx,
      options.chain ?? 'ethereum',
      [
        transferFor(payment, {
          from: payer,
          blockNumber,
          ...(options.amount !== undefined && { amount: options.amount }),
        }),
      ],
      { head: blockNumber, blockTimes: blockTimesOf([{ blockNumber }]) },
    ),
  );
  if (!update?.txHash) throw new Error(`payment ${payment.id} was not matched`);
  return { payment, payer, txHash: update.txHash };
}

/**
 * `count` paid requests of `userId` with their ledger rows, written by two set-based statements
 * (generate_series) rather than one request at a time: 100,000 take seconds, not an hour.
 * Row n (1-based) is paid n seconds after `start` divided into threes (so dates tie and the id
 * decides), for (n mod 1000) + 1 cents-hundreds (amounts tie too), half in EUR and half in USD,
 * every tenth one Failed; its hash, order id and payer address carry n in hex or decimal.
 */
export async function seedTransactions(
  db: Database,
  options: { userId: string; count: number; start?: Date },
): Promise<void> {
  const start = (options.start ?? new Date('2026-01-01T00:00:00Z')).toISOString();
  await db.execute(sql`
    with paid as (
      insert into payments (
        user_id, chain, address, currency, decimals, amount_base_units, paid_base_units,
        fiat_cents, fiat_currency, rate, rate_source, fee_bps, status, amount_reserved,
        tx_hash, block_number, confirmations, required_confirmations, order_id,
        expires_at, monitor_until, detected_at, confirmed_at, created_at
      )
      select
        ${options.userId}, 'ethereum', '0x00000000000000000000000000000000000000aa', 'usdt', 6,
        ((n % 1000) + 1) * 1000000, ((n % 1000) + 1) * 1000000,
        ((n % 1000) + 1) * 100, case when n % 2 = 0 then 'EUR' else 'USD' end, '1', 'demo', 75,
        case when n % 10 = 0 then 'TIMED_OUT' else 'CONFIRMED' end, false,
        '0x' || lpad(to_hex(n), 64, '0'), 100, 12, 12, 'ORDER-' || n,
        at + interval '15 minutes', at + interval '1 day', at, at, at
      from (
        select n, ${start}::timestamptz + (n / 3) * interval '1 second' as at
        from generate_series(1, ${options.count}::integer) as n
      ) as series
      returning id, user_id, fiat_cents, fiat_currency, status, tx_hash, order_id, detected_at,
        amount_base_units, paid_base_units, confirmations, required_confirmations, created_at,
        expires_at
    )
    insert into transactions (
      user_id, payment_id, chain, currency, decimals, crypto_base_units, fiat_cents,
      fiat_currency, fee_cents, status, tx_hash, order_id, payer_address, date, request
    )
    select
      user_id, id, 'ethereum', 'usdt', 6, fiat_cents * 10000, fiat_cents, fiat_currency,
      (fiat_cents * 75 + 5000) / 10000,
      case when status = 'TIMED_OUT' then 'Failed' else 'Completed' end,
      tx_hash, order_id, '0x' || right(tx_hash, 40), detected_at,
      jsonb_build_object(
        'status', status,
        'amountBaseUnits', amount_base_units::text,
        'paidBaseUnits', paid_base_units::text,
        'confirmations', confirmations,
        'requiredConfirmations', required_confirmations,
        'createdAt', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'expiresAt', to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'flags', jsonb_build_object(
          'paidLate', false, 'paidPartial', false, 'underpaid', false, 'overpaid', false
        )
      )
    from paid
  `);
  // Autovacuum would gather statistics after such a load a little later; until it does the
  // planner guesses a small table and sorts every page instead of walking the index.
  await db.execute(sql`analyze transactions`);
}

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
  const { payments } = ctx.modules;
  await payments.transact((tx) =>
    payments.matching.applyTransfers(tx, 'ethereum', [transferFor(payment)], {
      head: BLOCK,
      blockTimes: blockTimesOf([{ blockNumber: BLOCK }]),
    }),
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
