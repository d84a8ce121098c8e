import { CHAINS } from '@incasso/shared/chains';
import { CURRENCIES } from '@incasso/shared/currencies';
import type { Anomaly, Insights } from '@incasso/shared/insights';
import { FORECAST_HORIZON_DAYS } from '@incasso/shared/insights';

// The figures a model may put in words (grounded-text.ts reads them by their keys: …Cents,
// …Bps, …Minutes). Everything derived (a change, a time in minutes) is computed here, so the
// model never has to.

/** (now − before) / before in basis points, rounded half away from zero; null without a base. */
export function changeBps(now: number, before: number): number | null {
  if (before === 0) return null;
  const scaled = BigInt(now - before) * 10_000n;
  const base = BigInt(before);
  const rounded = (2n * (scaled < 0n ? -scaled : scaled) + base) / (2n * base);
  return Number(scaled < 0n ? -rounded : rounded);
}

const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 60));

function anomalyFacts(anomaly: Anomaly) {
  const f = anomaly.figures;
  const base = { kind: anomaly.kind, day: anomaly.at.slice(0, 10) };
  switch (anomaly.kind) {
    case 'unusualAmount':
      return {
        ...base,
        currency: anomaly.fiatCurrency,
        amountCents: f.amountCents,
        usualAmountCents: f.medianCents,
      };
    case 'unusualPayer':
      return { ...base, payer: anomaly.payerAddress, payments: f.count, withinMinutes: f.minutes };
    case 'timeoutBurst':
      return { ...base, expiredRequests: f.count, usualPerDay: f.usualCount };
    case 'conversionDrop':
      return {
        ...base,
        paidLastWeekBps: f.recentBps,
        paidFourWeeksBeforeBps: f.baselineBps,
      };
  }
}

export function insightFacts(insights: Insights) {
  const peak = Math.max(...insights.busiestHours);
  const hour = insights.busiestHours.indexOf(peak);
  return {
    periodDays: insights.days,
    revenue: insights.revenue.map((row) => ({
      currency: row.fiatCurrency,
      revenueCents: row.revenueCents,
      previousPeriodRevenueCents: row.previousRevenueCents,
      changeBps: changeBps(row.revenueCents, row.previousRevenueCents),
      payments: row.count,
      previousPeriodPayments: row.previousCount,
      averagePaymentCents: row.averageTicketCents,
    })),
    requests: {
      created: insights.conversion.created,
      paid: insights.conversion.confirmed,
      expiredUnpaid: insights.conversion.timedOut,
      cancelled: insights.conversion.cancelled,
      stillOpen: insights.conversion.open,
      paidOfEndedBps: insights.conversion.conversionBps,
    },
    confirmation: {
      medianMinutes: minutes(insights.quality.medianSecondsToConfirm),
      slowestTenthFromMinutes: minutes(insights.quality.p90SecondsToConfirm),
      paidLateBps: insights.quality.lateBps,
      underpaidBps: insights.quality.underpaidBps,
      overpaidBps: insights.quality.overpaidBps,
    },
    coins: insights.coins.map((row) => ({
      coin: CURRENCIES[row.currency].symbol,
      payments: row.count,
      shareBps: row.shareBps,
    })),
    networks: insights.chains.map((row) => ({
      network: CHAINS[row.chain].name,
      payments: row.count,
      shareBps: row.shareBps,
    })),
    busiestHour:
      peak > 0 ? { from: `${hour}:00`, payments: peak, timeZone: insights.timeZone } : null,
    forecast: insights.forecast.map((row) => ({
      nextDays: FORECAST_HORIZON_DAYS,
      currency: row.fiatCurrency,
      expectedCents: row.expectedCents,
      lowCents: row.lowCents,
      highCents: row.highCents,
    })),
    anomalies: insights.anomalies.map(anomalyFacts),
  };
}

export type InsightFacts = ReturnType<typeof insightFacts>;
