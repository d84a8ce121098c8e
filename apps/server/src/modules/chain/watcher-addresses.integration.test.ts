import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MONITORING_WINDOW_MS } from '@incasso/shared/payments';
import type { WatchList } from '#server/modules/payments/payments.module.ts';
import { buildTestApp } from '#test/build-test-app.ts';
import {
  blockTimesOf,
  buildMerchant,
  buildPayment,
  transferFor,
  type TestApp,
  type TestMerchant,
} from '#test/factories/payments.ts';
import { sessionHeaders } from '#test/factories/users.ts';
import { createWatchedAddresses } from './watcher-addresses.ts';

// The watched set over the real payments module and database (decision note 087): the set under
// test is not the running watcher's, so nothing but its own reads tells it of a request.
describe('the watched addresses, refreshed from what changed', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const payAndConfirm = async (payment: Parameters<typeof transferFor>[0]) => {
    const { matching, transact } = ctx.modules.payments;
    await transact((tx) =>
      matching.applyTransfers(tx, 'ethereum', [transferFor(payment)], {
        head: 100,
        blockTimes: blockTimesOf([{ blockNumber: 100 }]),
      }),
    );
    await transact((tx) => matching.applyConfirmations(tx, 'ethereum', 200));
  };
  const cancel = (merchant: TestMerchant, id: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/cancel`,
      headers: sessionHeaders(merchant.cookie),
    });

  it('picks up new and closed requests, reading only the addresses whose requests changed', async () => {
    let clock = new Date();
    const reads: { kind: 'full' | 'changes'; addresses: string[] }[] = [];
    const noted = (kind: 'full' | 'changes') => (list: WatchList) => {
      reads.push({ kind, addresses: list.entries.map((entry) => entry.address) });
      return list;
    };
    const matching = ctx.modules.payments.matching;
    const watched = createWatchedAddresses(
      {
        full: (now) => matching.watchList('ethereum', now).then(noted('full')),
        changes: (since, also, now) =>
          matching.watchChanges('ethereum', since, also, now).then(noted('changes')),
      },
      // The changes are committed before each read here, whatever the database.
      { now: () => clock, overlapMs: 0 },
    );

    const shops = await Promise.all([1, 2, 3, 4].map(() => buildMerchant(ctx)));
    const [paid, cancelled, steady, late] = shops as [
      TestMerchant,
      TestMerchant,
      TestMerchant,
      TestMerchant,
    ];
    const toPay = await buildPayment(ctx, paid, { fiatAmount: '4.00', currency: 'usdt' });
    const toCancel = await buildPayment(ctx, cancelled, { fiatAmount: '5.00' });
    await buildPayment(ctx, steady, { fiatAmount: '6.00' });
    await watched.reload();
    const address = (shop: TestMerchant) => shop.wallet.address.toLowerCase();
    for (const shop of [paid, cancelled, steady]) expect(watched.has(address(shop))).toBe(true);
    expect(watched.has(address(late))).toBe(false);

    await watched.refresh();
    expect(reads.at(-1)).toEqual({ kind: 'changes', addresses: [] });

    // A new request whose notice never reached the watcher; one paid; one cancelled.
    await buildPayment(ctx, late, { fiatAmount: '7.00' });
    await payAndConfirm(toPay);
    expect((await cancel(cancelled, toCancel.id)).statusCode).toBe(200);
    await watched.refresh();
    expect(reads.at(-1)?.kind).toBe('changes');
    expect(
      reads
        .at(-1)
        ?.addresses.map((a) => a.toLowerCase())
        .sort(),
    ).toEqual([address(late), address(paid), address(cancelled)].sort());
    expect(watched.has(address(late))).toBe(true);
    expect(watched.has(address(paid))).toBe(false);
    // A cancelled request's late payment is still looked for, until its monitoring ends.
    expect(watched.has(address(cancelled))).toBe(true);
    expect(watched.has(address(steady))).toBe(true);

    clock = new Date(clock.getTime() + 2 * PAYMENT_MONITORING_WINDOW_MS);
    await watched.refresh();
    expect(watched.has(address(cancelled))).toBe(false);
    expect(watched.has(address(steady))).toBe(true);
    expect(reads.filter((read) => read.kind === 'full')).toHaveLength(1);
  });
});
