import type { AdminAnalytics, AdminAnalyticsPeriod } from '@incasso/shared/admin';
import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { FiatCurrency } from '@incasso/shared/money';
import type { TransactionStatus } from '@incasso/shared/transactions';
import { utcDaysEnding } from '../stats/user-growth.ts';

/** The ledger summed per UTC day, status, fiat currency, chain and coin (transactions module). */
export interface ActivityRow {
  day: string;
  status: TransactionStatus;
  fiatCurrency: FiatCurrency;
  chain: ChainId;
  currency: CurrencyId;
  count: number;
  fiatCents: number;
  feeCents: number;
}

export interface PlatformAnalyticsDeps {
  activity(
    from: Date,
    before: Date,
  ): Promise<{ rows: readonly ActivityRow[]; paidMerchants: number }>;
  now?: () => Date;
}

type Sums = AdminAnalytics['volume'];

/** Adds `cents` to the currency's line, keeping lines in the order currencies first appear. */
function add(sums: Sums, currency: FiatCurrency, cents: number): void {
  const line = sums.find((entry) => entry.currency === currency);
  if (line) line.cents += cents;
  else sums.push({ currency, cents });
}

/** Completed count and volume per key, for the by-chain and by-coin splits. */
function tally<K extends string>(rows: readonly ActivityRow[], keyOf: (row: ActivityRow) => K) {
  const byKey = new Map<K, { completed: number; volume: Sums }>();
  for (const row of rows) {
    const key = keyOf(row);
    const entry = byKey.get(key) ?? { completed: 0, volume: [] };
    entry.completed += row.count;
    add(entry.volume, row.fiatCurrency, row.fiatCents);
    byKey.set(key, entry);
  }
  return [...byKey].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * GET /api/admin/analytics: the platform's activity over the last 7, 30 or 90 UTC days, today
 * included. Sums stay per fiat currency (never converted); only Completed sales count as volume.
 */
export function createPlatformAnalytics(deps: PlatformAnalyticsDeps) {
  const now = deps.now ?? (() => new Date());
  return async function analytics(days: AdminAnalyticsPeriod): Promise<AdminAnalytics> {
    const dayList = utcDaysEnding(now(), days);
    const from = dayList[0] ?? '';
    const to = dayList.at(-1) ?? '';
    const before = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
    const { rows, paidMerchants } = await deps.activity(new Date(`${from}T00:00:00Z`), before);

    const counts = { completed: 0, pending: 0, failed: 0 };
    const volume: Sums = [];
    const fees: Sums = [];
    const daily = new Map(dayList.map((day) => [day, { day, completed: 0, volume: [] as Sums }]));
    const completed = rows.filter((row) => row.status === 'Completed');
    for (const row of rows) {
      if (row.status === 'Pending') counts.pending += row.count;
      if (row.status === 'Failed') counts.failed += row.count;
    }
    for (const row of completed) {
      counts.completed += row.count;
      add(volume, row.fiatCurrency, row.fiatCents);
      add(fees, row.fiatCurrency, row.feeCents);
      const day = daily.get(row.day);
      if (day) {
        day.completed += row.count;
        add(day.volume, row.fiatCurrency, row.fiatCents);
      }
    }
    return {
      days,
      from,
      to,
      transactions: counts,
      paidMerchants,
      volume,
      fees,
      daily: [...daily.values()],
      chains: tally(completed, (row) => row.chain).map(([chain, entry]) => ({ chain, ...entry })),
      coins: tally(completed, (row) => row.currency).map(([currency, entry]) => ({
        currency,
        ...entry,
      })),
    };
  };
}

export type PlatformAnalytics = ReturnType<typeof createPlatformAnalytics>;
