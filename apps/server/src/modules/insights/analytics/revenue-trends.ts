import { FIAT_CURRENCIES } from '@incasso/shared/money';
import type { RevenueTrend } from '@incasso/shared/insights';
import { confirmedIn, type PaymentFact, type Window } from './payment-facts.ts';

const sumCents = (facts: readonly PaymentFact[]) =>
  facts.reduce((sum, fact) => sum + fact.fiatCents, 0);

/** Revenue, count and average ticket per fiat currency, against the window before. */
export function revenueTrends(
  facts: readonly PaymentFact[],
  current: Window,
  previous: Window,
): RevenueTrend[] {
  const now = confirmedIn(facts, current);
  const before = confirmedIn(facts, previous);
  return FIAT_CURRENCIES.flatMap((fiatCurrency) => {
    const mine = now.filter((fact) => fact.fiatCurrency === fiatCurrency);
    const theirs = before.filter((fact) => fact.fiatCurrency === fiatCurrency);
    if (mine.length === 0 && theirs.length === 0) return [];
    const revenueCents = sumCents(mine);
    return [
      {
        fiatCurrency,
        revenueCents,
        previousRevenueCents: sumCents(theirs),
        count: mine.length,
        previousCount: theirs.length,
        averageTicketCents: mine.length === 0 ? null : Math.round(revenueCents / mine.length),
      },
    ];
  });
}
