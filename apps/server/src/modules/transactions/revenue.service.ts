import type { FiatCurrency } from '@incasso/shared/money';
import type { Database } from '#server/db/client.ts';
import { createRevenueRepository } from './revenue.repository.ts';

/** Completed revenue of one fiat currency in one bucket of a caller's calendar. */
export interface RevenueBucket {
  /** 0-based: the bucket starting at `boundaries[index]`. */
  index: number;
  fiatCurrency: FiatCurrency;
  revenueCents: number;
  feeCents: number;
  count: number;
}

/** What other modules (stats) may read of the ledger's revenue: sums, never rows. */
export function createRevenueService(db: Database) {
  const repo = createRevenueRepository(db);
  return {
    /** Sums per bucket [boundaries[i], boundaries[i + 1]); buckets with nothing are absent. */
    async completedByBucket(userId: string, boundaries: readonly Date[]): Promise<RevenueBucket[]> {
      const rows = await repo.completedByBucket(userId, boundaries);
      return rows.map(({ bucket, ...sums }) => ({ index: bucket - 1, ...sums }));
    },

    /** When the merchant's first payment was seen, whatever became of it. */
    firstPaymentAt: (userId: string) => repo.firstDate(userId),
  };
}

export type RevenueService = ReturnType<typeof createRevenueService>;
