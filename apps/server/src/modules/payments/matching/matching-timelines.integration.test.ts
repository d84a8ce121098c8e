import { CHAINS } from '@incasso/shared/chains';
import { applyChainOverrides } from '@incasso/shared/chain-overrides';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { PaymentRequest } from '@incasso/shared/payments';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { Hash } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, paymentTransfers } from '#server/db/schema/payments.ts';
import { transactions } from '#server/db/schema/transactions.ts';
import { unmatchedTransfers } from '#server/db/schema/unmatched-transfers.ts';
import { AppError } from '#server/lib/app-error.ts';
import { createWatcherStore } from '#server/modules/chain/watcher-store.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import {
  buildMerchant,
  randomAddress,
  randomTxHash,
  type TestApp,
} from '#test/factories/payments.ts';
import { simulatedChain, simulatedWatcher, type SentTransfer } from '#test/simulated-chain.ts';

// Issue 18 §1 as a property: over generated timelines (requests created, paid, expired and
// cancelled; transfers exact, partial, over, stale and in a foreign coin; the watcher stopped,
// restarted, lagging; reorgs), no request is credited by a transfer mined before it existed,
// every transfer on the chain ends credited to exactly one request or kept unmatched, and the
// ledger holds exactly what was credited. Time is the test's: the app's clock (Date) is set at
// each step, and every step lies 20 s or more after the last, beyond the 13 s that ethereum's
// block time and timestamp resolution allow. TIMELINE_RUNS goes deeper, TIMELINE_SEED elsewhere.

const RUNS = Number(process.env.TIMELINE_RUNS ?? 25);
const SEED = Number(process.env.TIMELINE_SEED ?? 20261118);
const CHAIN = 'ethereum';
const CONFIRMATIONS = 3;
const MINUTE = 60_000;

type Shape = 'exact' | 'partial' | 'over' | 'stale' | 'foreign';
type Step =
  | { kind: 'create'; currency: CurrencyId; cents: number }
  | { kind: 'pay'; shape: Shape; target: number; tenths: number; cents: number }
  | { kind: 'mine'; blocks: number }
  | { kind: 'cancel'; target: number }
  | { kind: 'expire' }
  | { kind: 'stop' }
  | { kind: 'start' }
  | { kind: 'lag'; blocks: number }
  | { kind: 'reorg'; depth: number; kept: boolean[] };

// Prices from a short list, so that money sent before a request may well be its very amount.
const centsArbitrary = fc.constantFrom(200, 500, 1_000, 2_500);

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      currency: fc.constantFrom<CurrencyId>('usdt', 'usdt', 'eth'),
      cents: centsArbitrary,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      shape: fc.constantFrom<Shape>('exact', 'partial', 'over', 'stale', 'foreign'),
      target: fc.nat(),
      tenths: fc.integer({ min: 1, max: 9 }),
      cents: centsArbitrary,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('mine' as const),
      blocks: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), target: fc.nat() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'expire' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'stop' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'start' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('lag' as const),
      blocks: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('reorg' as const),
      depth: fc.integer({ min: 1, max: 4 }),
      kept: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    }),
  },
);

const timelineArbitrary = fc.record({
  steps: fc.array(fc.tuple(stepArbitrary, fc.integer({ min: 20, max: 600 })), {
    minLength: 4,
    maxLength: 30,
  }),
  rangeSize: fc.integer({ min: 1, max: 4 }),
});
type Timeline = typeof timelineArbitrary extends fc.Arbitrary<infer T> ? T : never;

const NEVER_AGAIN = Array.from({ length: 8 }, () => false);

/** Timelines played before the generated ones: the ones that went wrong. */
const STORIES: Timeline[] = [
  // Issue 18: 5 USDT arrive while the watcher is down, then a 2 USD request is created.
  {
    steps: [
      [{ kind: 'stop' }, 60],
      [{ kind: 'pay', shape: 'stale', target: 0, tenths: 1, cents: 500 }, 60],
      [{ kind: 'create', currency: 'usdt', cents: 200 }, 60],
      [{ kind: 'start' }, 30],
    ],
    rangeSize: 2,
  },
  // A payment a reorg takes back for good once its request has expired: no ledger row is left.
  {
    steps: [
      [{ kind: 'create', currency: 'usdt', cents: 200 }, 30],
      [{ kind: 'pay', shape: 'exact', target: 0, tenths: 1, cents: 200 }, 30],
      [{ kind: 'expire' }, 30],
      [{ kind: 'reorg', depth: 1, kept: NEVER_AGAIN }, 30],
    ],
    rangeSize: 1,
  },
];

describe('matching over generated timelines', { timeout: 600_000 }, () => {
  let ctx: TestApp;
  // Each timeline mines above the last one's blocks: a reorg rolls back a whole chain's credits.
  let nextBlock = 1_000_000;
  let clock = Date.now();

  beforeAll(async () => {
    const registry = applyChainOverrides({ [CHAIN]: { confirmations: CONFIRMATIONS } }, CHAINS);
    ctx = await buildTestApp({ deps: { registry } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => ctx.close());

  async function play(timeline: Timeline): Promise<void> {
    vi.useRealTimers();
    const merchant = await buildMerchant(ctx, { currencies: ['usdt', 'eth'] });
    const userId = merchant.user.id;
    // The app's clock only moves forward, from now on: expiry jobs it schedules never come due.
    clock = Math.max(clock, Date.now());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    const now = () => new Date(clock);

    const chain = simulatedChain(CHAIN, nextBlock, now());
    const store = createWatcherStore({ chain: CHAIN, payments: ctx.modules.payments, keep: 64 });
    const watcher = simulatedWatcher(chain, store, timeline.rangeSize);
    const requests: PaymentRequest[] = [];
    const sent = (currency: CurrencyId, amount: bigint): SentTransfer => ({
      currency,
      to: merchant.wallet.address as SentTransfer['to'],
      from: randomAddress(),
      amount: amount > 0n ? amount : 1n,
      txHash: randomTxHash() as Hash,
      logIndex: currency === 'eth' ? null : 0,
    });

    async function act(step: Step) {
      switch (step.kind) {
        case 'create':
          requests.push(
            await ctx.modules.payments.payments.create(userId, {
              walletId: merchant.wallet.id,
              currency: step.currency,
              fiatCents: step.cents,
              fiatCurrency: 'USD',
            }),
          );
          return;
        case 'pay': {
          const target = requests[step.target % Math.max(1, requests.length)];
          if (!target || step.shape === 'stale') {
            // Money nobody has asked for yet (USDT at 1 USD): a later request must not take it.
            chain.mine(now(), [sent('usdt', BigInt(step.cents) * 10_000n)]);
            return;
          }
          const expected = BigInt(target.amountBaseUnits);
          const amount = {
            exact: expected,
            partial: (expected * BigInt(step.tenths)) / 10n,
            over: expected + (expected * BigInt(step.tenths)) / 10n,
            foreign: expected,
          }[step.shape];
          const currency = step.shape === 'foreign' ? otherCoin(target.currency) : target.currency;
          chain.mine(now(), [sent(currency, amount)]);
          return;
        }
        case 'mine':
          for (let i = 0; i < step.blocks; i += 1) chain.mine(now());
          return;
        case 'cancel': {
          const target = requests[step.target % Math.max(1, requests.length)];
          if (!target) return;
          await ctx.modules.payments.payments.cancel(userId, target.id).catch((error: unknown) => {
            // Only an unpaid pending request can be cancelled.
            if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
          });
          return;
        }
        case 'expire':
          clock += 31 * MINUTE;
          vi.setSystemTime(clock);
          await ctx.modules.payments.expireDue(now());
          return;
        case 'stop':
          watcher.running = false;
          return;
        case 'start':
          watcher.running = true;
          return;
        case 'lag':
          watcher.lag = step.blocks;
          return;
        case 'reorg': {
          const fromBlock = chain.reorg(step.depth, now(), (_, i) => step.kept[i % 8] ?? true);
          if (fromBlock !== null) watcher.reorganised(fromBlock);
          return;
        }
      }
    }

    for (const [step, gapSeconds] of timeline.steps) {
      clock += gapSeconds * 1_000;
      vi.setSystemTime(clock);
      await act(step);
      await watcher.step();
    }
    // The watcher comes back and catches up with the chain as it stands.
    clock += MINUTE;
    vi.setSystemTime(clock);
    Object.assign(watcher, { running: true, lag: 0 });
    await watcher.step();
    nextBlock = chain.head + 1;

    await checkBooks(userId, merchant.wallet.address, chain.transfers());
  }

  /** The three properties of issue 18 §1, over what the database holds for this merchant. */
  async function checkBooks(
    userId: string,
    address: string,
    onChain: (SentTransfer & { at: Date })[],
  ) {
    const rows = await ctx.db.select().from(payments).where(eq(payments.userId, userId));
    const ids = rows.map((row) => row.id);
    const credits =
      ids.length === 0
        ? []
        : await ctx.db
            .select()
            .from(paymentTransfers)
            .where(inArray(paymentTransfers.paymentId, ids));
    const unmatched = await ctx.db
      .select()
      .from(unmatchedTransfers)
      .where(eq(unmatchedTransfers.toAddress, address));
    const ledger = await ctx.db.select().from(transactions).where(eq(transactions.userId, userId));
    const mined = new Map(onChain.map((transfer) => [transfer.txHash, transfer]));

    for (const credit of credits) {
      const transfer = mined.get(credit.txHash as Hash);
      const request = rows.find((row) => row.id === credit.paymentId);
      expect(transfer, `credit ${credit.txHash} is on the chain`).toBeDefined();
      expect(
        transfer && request && transfer.at >= request.createdAt,
        `request ${credit.paymentId} (created ${request?.createdAt.toISOString()}) credited by ${credit.txHash} mined ${transfer?.at.toISOString()}`,
      ).toBe(true);
    }
    for (const kept of unmatched) {
      expect(mined.has(kept.txHash as Hash), `unmatched ${kept.txHash} is on the chain`).toBe(true);
    }
    for (const transfer of onChain) {
      const places =
        credits.filter((credit) => credit.txHash === transfer.txHash).length +
        unmatched.filter((kept) => kept.txHash === transfer.txHash).length;
      expect(places, `transfer ${transfer.txHash} credited once or unmatched`).toBe(1);
    }
    for (const row of rows) {
      const credited = credits
        .filter((credit) => credit.paymentId === row.id)
        .reduce((sum, credit) => sum + credit.amountBaseUnits, 0n);
      const entry = ledger.find((line) => line.paymentId === row.id);
      expect(row.paidBaseUnits, `paid on ${row.id}`).toBe(credited);
      expect(entry?.cryptoBaseUnits ?? 0n, `ledger of ${row.id} (${row.status})`).toBe(credited);
    }
  }

  it('credits a request only with money sent after it existed, each transfer once', async () => {
    await fc.assert(fc.asyncProperty(timelineArbitrary, play), {
      examples: STORIES.map((story) => [story]),
      numRuns: RUNS,
      seed: SEED,
    });
  });
});

function otherCoin(currency: CurrencyId | null): CurrencyId {
  return currency === 'eth' ? 'usdt' : 'eth';
}
