import type { ChainId } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import { confirmedIn, shareBps, type PaymentFact, type Window } from './payment-facts.ts';

function countBy<K extends string>(keys: readonly K[]) {
  const counts = new Map<K, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  // Most used first; ties by name, so the order never depends on the rows' order.
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** Confirmed payments by coin and by chain, as counts and shares of the window's payments. */
export function paymentMix(facts: readonly PaymentFact[], window: Window) {
  const confirmed = confirmedIn(facts, window);
  const total = confirmed.length;
  const coins = countBy(
    confirmed.flatMap((fact) => (fact.currency ? [fact.currency] : [])) as CurrencyId[],
  ).map(([currency, count]) => ({ currency, count, shareBps: shareBps(count, total) ?? 0 }));
  const chains = countBy(confirmed.map((fact) => fact.chain) as ChainId[]).map(
    ([chain, count]) => ({ chain, count, shareBps: shareBps(count, total) ?? 0 }),
  );
  return { coins, chains };
}
