import { randomBytes } from 'node:crypto';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { getAddress } from 'viem';
import type { Database } from '#server/db/client.ts';
import { payments, type NewPaymentRow } from '#server/db/schema/payments.ts';
import type { ChainWatchers } from '#server/modules/chain/watcher-supervisor.ts';

const BATCH = 1_000;

/**
 * `count` open requests, each on its own random address, stored in batches and announced to
 * the watcher as the payments module does on creation. For load: the API would take minutes
 * for 100,000 (price lookups, one insert each), and the watcher only sees rows and addresses.
 */
export async function insertOpenRequests(
  db: Database,
  watchers: Pick<ChainWatchers, 'watch'>,
  options: {
    userId: string;
    chain: ChainId;
    currency: CurrencyId;
    decimals: number;
    count: number;
  },
): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < options.count; start += BATCH) {
    const rows: NewPaymentRow[] = Array.from(
      { length: Math.min(BATCH, options.count - start) },
      () => ({
        userId: options.userId,
        chain: options.chain,
        address: getAddress(`0x${randomBytes(20).toString('hex')}`),
        currency: options.currency,
        decimals: options.decimals,
        amountBaseUnits: 10n ** BigInt(options.decimals),
        fiatCents: 100,
        fiatCurrency: 'USD',
        rate: '1',
        rateSource: 'demo',
        feeBps: 0,
        requiredConfirmations: 3,
        expiresAt: new Date(now + 3_600_000),
        monitorUntil: new Date(now + 2 * 3_600_000),
      }),
    );
    await db.insert(payments).values(rows);
    for (const row of rows) await watchers.watch(options.chain, row.address);
    // PGlite answers without leaving the microtask queue: without this, 100 batches would
    // starve sockets (and their heartbeats) for as long as they take.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
