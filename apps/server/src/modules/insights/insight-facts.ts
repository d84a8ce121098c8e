import { CHAINS } from '@incasso/shared/chains';
import { CURRENCIES } from '@incasso/shared/currencies';
import type { Anomaly, Insights } from '@incasso/shared/insights';
import { FORECAST_HORIZON_DAYS } from '@incasso/shared/insights';
import { formatDecimal } from '@incasso/shared/money/decimal';

// The figures a model may put in words, as it should write them: amounts in currency units,
// shares in percent, times in minutes. Everything derived (a change, a share) is computed here,
// so the model never has to.

const amount = (cents: number) => formatDecimal(BigInt(cents), 2, 2);
const percent = (bps: number | null) => (bps === null ? null : formatDecimal(BigInt(bps), 2));
const minutes = (seconds: number | null) =>
  seconds === null ? null : formatDecimal(BigInt(Math.round(seconds / 6)), 1);

/** (now − before) / before in basis points, rounded half away from zero; null without a base. */
function changeBps(now: number, before: number): number | null {
  if (before === 0) return null;
  const scaled = BigInt(now - before) * 10_000n;
  const base = BigInt(before);
  const rounded = (2n * (scaled < 0n ? -scaled : scaled) + base) / (2n * base);
  return Number(scaled < 0n ? -rounded : rounded);
}

function anomalyFacts(anomaly: Anomaly) {
  const f = anomaly.figures;
  const base = { kind: anomaly.kind, day: anomaly.at.slice(0, 10) };
  switch (anomaly.kind) {
    case 'unusualAmount':
      return {
        ...base,
        currency: anomaly.fiatCurrency,
        amount: amount(f.amountCents ?? 0),
        usualAmount: amount(f.medianCents ?? 0),
      };
    case 'unusualPayer':
      return { ...base, payer: anomaly.payerAddress, payments: f.count, withinMinutes: f.minutes };
    case 'timeoutBurst':
      return { ...base, expiredRequests: f.count, usualPerDay: f.usualCount };
    case 'conversionDrop':
      return {
        ...base,
        paidPercentLastWeek: percent(f.recentBps ?? 0),
        paidPercentFourWeeksBefore: percent(f.baselineBps ?? 0),
      };
  }
}

export function insightFacts(insights: Insights) {
  const peak = Math.max(...insights.busiestHours);
  const hour = insights.busiestHours.indexOf(peak);
  return {
    periodDays: insights.days,
    revenue: insights.revenue.map((row) => {
      const change = changeBps(row.revenueCents, row.previousRevenueCents);
      return {
        currency: row.fiatCurrency,
        revenue: amount(row.revenueCents),
        previousPeriodRevenue: amount(row.previousRevenueCents),
        changePercent:
          change === null ? null : `${change < 0 ? '-' : '+'}${percent(Math.abs(change))}`,
        payments: row.count,
        previousPeriodPayments: row.previousCount,
        averagePayment: row.averageTicketCents === null ? null : amount(row.averageTicketCents),
      };
    }),
    requests: {
      created: insights.conversion.created,
      paid: insights.conversion.confirmed,
      expiredUnpaid: insights.conversion.timedOut,
      cancelled: insights.conversion.cancelled,
      stillOpen: insights.conversion.open,
      paidPercentOfEnded: percent(insights.conversion.conversionBps),
    },
    minutesToConfirm: {
      median: minutes(insights.quality.medianSecondsToConfirm),
      slowestTenthFrom: minutes(insights.quality.p90SecondsToConfirm),
    },
    paidLatePercent: percent(insights.quality.lateBps),
    underpaidPercent: percent(insights.quality.underpaidBps),
    overpaidPercent: percent(insights.quality.overpaidBps),
    coins: insights.coins.map((row) => ({
      coin: CURRENCIES[row.currency].symbol,
      payments: row.count,
      sharePercent: percent(row.shareBps),
    })),
    networks: insights.chains.map((row) => ({
      network: CHAINS[row.chain].name,
      payments: row.count,
      sharePercent: percent(row.shareBps),
    })),
    busiestHour:
      peak > 0 ? { from: `${hour}:00`, payments: peak, timeZone: insights.timeZone } : null,
    forecast: insights.forecast.map((row) => ({
      nextDays: FORECAST_HORIZON_DAYS,
      currency: row.fiatCurrency,
      expected: amount(row.expectedCents),
      low: amount(row.lowCents),
      high: amount(row.highCents),
    })),
    anomalies: insights.anomalies.map(anomalyFacts),
  };
}

export type InsightFacts = ReturnType<typeof insightFacts>;
