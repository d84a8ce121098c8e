import type { Insights } from '@incasso/shared/insights';
import { centsToDecimalString } from '@incasso/shared/money';
import type { Transaction } from '@incasso/shared/transactions';
import { percentOf } from './tool-input.ts';

// What the tools answer the model: few fields, and money as a decimal string with its currency,
// so the model copies an amount rather than converting cents.

export const money = (cents: number, currency: string) =>
  `${centsToDecimalString(cents)} ${currency}`;

export function compactTransaction(row: Transaction) {
  return {
    date: row.date,
    amount: `${row.fiatAmount} ${row.fiatCurrency}`,
    fee: `${row.fee} ${row.fiatCurrency}`,
    paid: `${row.cryptoAmount} ${row.symbol}`,
    chain: row.chain,
    status: row.status,
    txHash: row.txHash,
    orderId: row.orderId,
    payer: row.payerAddress,
  };
}

export function compactInsights(insights: Insights) {
  const { conversionBps, ...conversion } = insights.conversion;
  return {
    from: insights.from,
    to: insights.to,
    timeZone: insights.timeZone,
    revenue: insights.revenue.map((row) => ({
      revenue: money(row.revenueCents, row.fiatCurrency),
      previousPeriodRevenue: money(row.previousRevenueCents, row.fiatCurrency),
      payments: row.count,
      previousPeriodPayments: row.previousCount,
      averageTicket:
        row.averageTicketCents === null ? null : money(row.averageTicketCents, row.fiatCurrency),
    })),
    conversion: { ...conversion, conversionRate: percentOf(conversionBps) },
    medianSecondsToConfirm: insights.quality.medianSecondsToConfirm,
    forecastNext7Days: insights.forecast.map((row) => ({
      expected: money(row.expectedCents, row.fiatCurrency),
      low: money(row.lowCents, row.fiatCurrency),
      high: money(row.highCents, row.fiatCurrency),
    })),
    anomalies: insights.anomalies.map(({ kind, at, fiatCurrency, figures }) => ({
      kind,
      at,
      fiatCurrency,
      figures,
    })),
  };
}
