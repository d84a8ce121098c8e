import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type { InsightSums } from './insight-sums.ts';
import { shareBps } from './windows.ts';

function countBy<K extends string>(rows: readonly { key: K | null; count: number }[]) {
  const counts = new Map<K, number>();
  for (const { key, count } of rows) {
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + count);
  }
  // Most used first; ties by name, so the order never depends on the rows' order.
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** Confirmed payments by coin and by chain, as counts and shares of the window's payments. */
export function paymentMix(sums: InsightSums) {
  const paid = sums.paid.filter((row) => row.current);
  const total = paid.reduce((sum, row) => sum + row.count, 0);
  const coins = countBy<CurrencyId>(
    paid.map((row) => ({ key: row.currency, count: row.count })),
  ).map(([currency, count]) => ({ currency, count, shareBps: shareBps(count, total) ?? 0 }));
  const chains = countBy<ChainId>(paid.map((row) => ({ key: row.chain, count: row.count }))).map(
    ([chain, count]) => ({ chain, count, shareBps: shareBps(count, total) ?? 0 }),
  );
  return { coins, chains };
}
