import { FIAT_CURRENCIES } from '@incasso/shared/money';
import type { Anomaly } from '@incasso/shared/insights';
import {
  confirmedIn,
  DAY_MS,
  isConfirmed,
  shareBps,
  windowEndingAt,
  within,
  type PaymentFact,
  type Window,
} from './payment-facts.ts';
import { median, medianAbsoluteDeviation, robustScoreX100 } from './robust-stats.ts';

/** Below this many payments in a currency, no amount is called unusual. */
export const AMOUNT_BASELINE_MIN = 8;
/** A modified z-score above 3.5 (Iglewicz and Hoaglin), times 100. */
export const AMOUNT_SCORE_X100 = 350;
/** One payer address paying this often within PAYER_BURST_MINUTES stands out. */
export const PAYER_BURST_COUNT = 5;
export const PAYER_BURST_MINUTES = 60;
/** A day with at least this many timeouts, well above the usual day, stands out. */
export const TIMEOUT_BURST_MIN = 3;
/** Conversion compared between the last week and the four weeks before it. */
export const CONVERSION_RECENT_DAYS = 7;
export const CONVERSION_BASELINE_DAYS = 28;
export const CONVERSION_ENDED_MIN = 10;
export const CONVERSION_DROP_BPS = 2_000;

/** Amounts far from the currency's usual payment, by median and MAD over all the history. */
function unusualAmounts(facts: readonly PaymentFact[], window: Window): Anomaly[] {
  const confirmed = facts.filter(isConfirmed);
  return FIAT_CURRENCIES.flatMap((fiatCurrency) => {
    const amounts = confirmed.filter((fact) => fact.fiatCurrency === fiatCurrency);
    if (amounts.length < AMOUNT_BASELINE_MIN) return [];
    const cents = amounts.map((fact) => fact.fiatCents);
    const medianCents = median(cents) ?? 0;
    const madCents = medianAbsoluteDeviation(cents) ?? 0;
    return amounts
      .filter((fact) => within(fact.confirmedAt, window))
      .flatMap((fact) => {
        const scoreX100 = robustScoreX100(fact.fiatCents, medianCents, madCents);
        if (Math.abs(scoreX100) <= AMOUNT_SCORE_X100) return [];
        return [
          {
            kind: 'unusualAmount' as const,
            at: fact.confirmedAt.toISOString(),
            paymentId: fact.id,
            payerAddress: fact.payerAddress,
            fiatCurrency,
            figures: { amountCents: fact.fiatCents, medianCents, madCents },
          },
        ];
      });
  });
}

/** One address paying many times in a short while: a script, a test, or someone probing. */
function payerBursts(facts: readonly PaymentFact[], window: Window): Anomaly[] {
  const byPayer = new Map<string, Date[]>();
  for (const fact of confirmedIn(facts, window)) {
    if (!fact.payerAddress) continue;
    const payer = fact.payerAddress.toLowerCase();
    byPayer.set(payer, [...(byPayer.get(payer) ?? []), fact.confirmedAt]);
  }
  const span = PAYER_BURST_MINUTES * 60_000;
  return [...byPayer].flatMap(([payerAddress, times]) => {
    const sorted = times.sort((a, b) => a.getTime() - b.getTime());
    let best = { count: 0, end: sorted[0] ?? window.to };
    for (let start = 0, end = 0; end < sorted.length; end += 1) {
      while ((sorted[end]?.getTime() ?? 0) - (sorted[start]?.getTime() ?? 0) > span) start += 1;
      const count = end - start + 1;
      if (count > best.count) best = { count, end: sorted[end] ?? window.to };
    }
    if (best.count < PAYER_BURST_COUNT) return [];
    return [
      {
        kind: 'unusualPayer' as const,
        at: best.end.toISOString(),
        paymentId: null,
        payerAddress,
        fiatCurrency: null,
        figures: { count: best.count, minutes: PAYER_BURST_MINUTES },
      },
    ];
  });
}

/** Days (24-hour stretches back from now) with many more timeouts than the usual day. */
function timeoutBursts(facts: readonly PaymentFact[], window: Window, history: Window): Anomaly[] {
  const dayCount = Math.round((history.to.getTime() - history.from.getTime()) / DAY_MS);
  const perDay = Array.from({ length: dayCount }, () => 0);
  for (const fact of facts) {
    if (fact.status !== 'TIMED_OUT' || !within(fact.createdAt, history)) continue;
    const daysAgo = Math.floor((history.to.getTime() - fact.createdAt.getTime()) / DAY_MS);
    perDay[daysAgo] = (perDay[daysAgo] ?? 0) + 1;
  }
  const usual = median(perDay) ?? 0;
  const spread = Math.max(1, medianAbsoluteDeviation(perDay) ?? 0);
  return perDay.flatMap((count, daysAgo) => {
    const end = new Date(history.to.getTime() - daysAgo * DAY_MS);
    if (end <= window.from || count < TIMEOUT_BURST_MIN || count <= usual + 3 * spread) return [];
    return [
      {
        kind: 'timeoutBurst' as const,
        at: end.toISOString(),
        paymentId: null,
        payerAddress: null,
        fiatCurrency: null,
        figures: { count, usualCount: usual },
      },
    ];
  });
}

function conversionOf(facts: readonly PaymentFact[], window: Window) {
  const ended = facts.filter(
    (fact) =>
      within(fact.createdAt, window) &&
      (fact.status === 'CONFIRMED' || fact.status === 'TIMED_OUT' || fact.status === 'CANCELLED'),
  );
  const confirmed = ended.filter((fact) => fact.status === 'CONFIRMED').length;
  return { ended: ended.length, bps: shareBps(confirmed, ended.length) };
}

/** The last week's conversion well below the four weeks before it. */
function conversionDrop(facts: readonly PaymentFact[], now: Date): Anomaly[] {
  const recentWindow = windowEndingAt(now, CONVERSION_RECENT_DAYS);
  const recent = conversionOf(facts, recentWindow);
  const baseline = conversionOf(facts, windowEndingAt(recentWindow.from, CONVERSION_BASELINE_DAYS));
  if (recent.bps === null || baseline.bps === null) return [];
  if (recent.ended < CONVERSION_ENDED_MIN || baseline.ended < CONVERSION_ENDED_MIN) return [];
  if (baseline.bps - recent.bps < CONVERSION_DROP_BPS) return [];
  return [
    {
      kind: 'conversionDrop',
      at: now.toISOString(),
      paymentId: null,
      payerAddress: null,
      fiatCurrency: null,
      figures: { recentBps: recent.bps, baselineBps: baseline.bps, recentEnded: recent.ended },
    },
  ];
}

/**
 * What stood out in the window, newest first. `history` is all the facts were read for (the
 * baseline); only anomalies inside `window` are reported.
 */
export function findAnomalies(
  facts: readonly PaymentFact[],
  window: Window,
  history: Window,
): Anomaly[] {
  return [
    ...unusualAmounts(facts, window),
    ...payerBursts(facts, window),
    ...timeoutBursts(facts, window, history),
    ...conversionDrop(facts, window.to),
  ].sort((a, b) => b.at.localeCompare(a.at) || a.kind.localeCompare(b.kind));
}
