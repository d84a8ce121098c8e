import { FIAT_CURRENCIES } from '@incasso/shared/money';
import type { Anomaly } from '@incasso/shared/insights';
import { createdIn } from './conversion.ts';
import type { InsightSums } from './insight-sums.ts';
import {
  MAD_SCALE_X100,
  median,
  medianAbsoluteDeviation,
  robustScoreX100,
} from './robust-stats.ts';
import { DAY_MS, shareBps, type Window } from './windows.ts';

/** Below this many payments in a currency, no amount is called unusual. */
export const AMOUNT_BASELINE_MIN = 8;
/**
 * The usual amount is learnt from at most this many of a currency's latest confirmed payments
 * of the history: a robust median needs no more, and a view costs the same at any size.
 */
export const AMOUNT_BASELINE_MAX = 10_000;
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

/**
 * Confirmed payments this many MADs (times 100) or more from the median are sent back by the
 * database as candidates; a little below the exact threshold (350 / 67.45), so the exact score,
 * computed here, decides.
 */
export const AMOUNT_CANDIDATE_FLOOR = Math.floor((AMOUNT_SCORE_X100 * 100) / MAD_SCALE_X100) - 1;

/**
 * Amounts far from the currency's usual payment, by median and MAD over the history's latest
 * AMOUNT_BASELINE_MAX.
 */
function unusualAmounts(sums: InsightSums): Anomaly[] {
  return FIAT_CURRENCIES.flatMap((fiatCurrency) => {
    const spread = sums.amounts.find((row) => row.fiatCurrency === fiatCurrency);
    if (!spread || spread.count < AMOUNT_BASELINE_MIN) return [];
    const { medianCents, madCents } = spread;
    return sums.amountCandidates
      .filter((candidate) => candidate.fiatCurrency === fiatCurrency)
      .flatMap((candidate) => {
        const scoreX100 = robustScoreX100(candidate.fiatCents, medianCents, madCents);
        if (Math.abs(scoreX100) <= AMOUNT_SCORE_X100) return [];
        return [
          {
            kind: 'unusualAmount' as const,
            at: candidate.confirmedAt.toISOString(),
            paymentId: candidate.id,
            payerAddress: candidate.payerAddress,
            fiatCurrency,
            figures: { amountCents: candidate.fiatCents, medianCents, madCents },
          },
        ];
      });
  });
}

/** One address paying many times in a short while: a script, a test, or someone probing. */
function payerBursts(sums: InsightSums): Anomaly[] {
  return sums.payerBursts
    .filter((burst) => burst.count >= PAYER_BURST_COUNT)
    .map((burst) => ({
      kind: 'unusualPayer' as const,
      at: burst.at.toISOString(),
      paymentId: null,
      payerAddress: burst.payerAddress,
      fiatCurrency: null,
      figures: { count: burst.count, minutes: PAYER_BURST_MINUTES },
    }));
}

/** Days (24-hour stretches back from now) with many more timeouts than the usual day. */
function timeoutBursts(sums: InsightSums, window: Window, history: Window): Anomaly[] {
  const dayCount = Math.round((history.to.getTime() - history.from.getTime()) / DAY_MS);
  const perDay = Array.from({ length: dayCount }, () => 0);
  for (const { daysAgo, count } of sums.timeoutsByDay) {
    perDay[daysAgo] = (perDay[daysAgo] ?? 0) + count;
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

function conversionOf(created: InsightSums['created'], stretch: 'recent' | 'baseline') {
  const ended = createdIn(created, stretch, ['CONFIRMED', 'TIMED_OUT', 'CANCELLED']);
  const confirmed = createdIn(created, stretch, ['CONFIRMED']);
  return { ended, bps: shareBps(confirmed, ended) };
}

/** The last week's conversion well below the four weeks before it. */
function conversionDrop(created: InsightSums['created'], now: Date): Anomaly[] {
  const recent = conversionOf(created, 'recent');
  const baseline = conversionOf(created, 'baseline');
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
 * What stood out in the window, newest first. `history` is all the sums were read for (the
 * baseline); only anomalies inside `window` are reported.
 */
export function findAnomalies(sums: InsightSums, window: Window, history: Window): Anomaly[] {
  return [
    ...unusualAmounts(sums),
    ...payerBursts(sums),
    ...timeoutBursts(sums, window, history),
    ...conversionDrop(sums.created, window.to),
  ].sort(
    (a, b) =>
      b.at.localeCompare(a.at) ||
      a.kind.localeCompare(b.kind) ||
      (a.paymentId ?? a.payerAddress ?? '').localeCompare(b.paymentId ?? b.payerAddress ?? ''),
  );
}
