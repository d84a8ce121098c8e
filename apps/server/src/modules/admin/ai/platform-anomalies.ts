import {
  PLATFORM_ANOMALY_DAYS,
  PLATFORM_ANOMALY_MERCHANTS_MAX,
  type PlatformAnomalyFigures,
} from '@incasso/shared/admin';
import type { InsightPeriod, Insights } from '@incasso/shared/insights';
import { FIAT_CURRENCIES } from '@incasso/shared/money';
import { shareBps } from '#server/modules/insights/insights.module.ts';

export interface PlatformAnomaliesDeps {
  /** The payments module: who had requests since a date, most recently active first. */
  activeMerchantsSince(since: Date, limit: number): Promise<{ userIds: string[]; total: number }>;
  /** The insights module's analytics core over one merchant. */
  insights(userId: string, days: InsightPeriod): Promise<Insights>;
  emailOf(userId: string): Promise<string>;
  now?: () => Date;
}

const DAY_MS = 86_400_000;

/** Platform totals: the merchants' own figures added up, conversion over the sums. */
function platformTotals(all: readonly Insights[]) {
  const revenue = FIAT_CURRENCIES.map((fiatCurrency) => {
    const rows = all.flatMap((one) =>
      one.revenue.filter((row) => row.fiatCurrency === fiatCurrency),
    );
    return {
      fiatCurrency,
      revenueCents: rows.reduce((sum, row) => sum + row.revenueCents, 0),
      count: rows.reduce((sum, row) => sum + row.count, 0),
    };
  }).filter((row) => row.count > 0);
  const total = (key: 'created' | 'confirmed' | 'timedOut' | 'cancelled' | 'open') =>
    all.reduce((sum, one) => sum + one.conversion[key], 0);
  const [confirmed, timedOut, cancelled] = [
    total('confirmed'),
    total('timedOut'),
    total('cancelled'),
  ];
  return {
    revenue,
    conversion: {
      created: total('created'),
      confirmed,
      timedOut,
      cancelled,
      open: total('open'),
      conversionBps: shareBps(confirmed, confirmed + timedOut + cancelled),
    },
  };
}

/**
 * The anomaly analysis of recent platform transactions (decision note 051): the analytics
 * core's anomaly detection run over each merchant active in the last PLATFORM_ANOMALY_DAYS
 * (each against their own history, as their insights page does), newest first.
 */
export function createPlatformAnomalies(deps: PlatformAnomaliesDeps) {
  const now = deps.now ?? (() => new Date());
  return async function platformAnomalies(): Promise<PlatformAnomalyFigures> {
    const since = new Date(now().getTime() - PLATFORM_ANOMALY_DAYS * DAY_MS);
    const active = await deps.activeMerchantsSince(since, PLATFORM_ANOMALY_MERCHANTS_MAX);
    // One merchant at a time: PGlite has a single connection, and the list is capped.
    const merchants: { id: string; insights: Insights }[] = [];
    for (const id of active.userIds) {
      merchants.push({ id, insights: await deps.insights(id, PLATFORM_ANOMALY_DAYS) });
    }
    const anomalies = [];
    for (const merchant of merchants) {
      if (merchant.insights.anomalies.length === 0) continue;
      const email = await deps.emailOf(merchant.id);
      for (const anomaly of merchant.insights.anomalies) {
        anomalies.push({ ...anomaly, merchant: { id: merchant.id, email } });
      }
    }
    return {
      days: PLATFORM_ANOMALY_DAYS,
      activeMerchants: active.total,
      analysedMerchants: merchants.length,
      ...platformTotals(merchants.map((merchant) => merchant.insights)),
      anomalies: anomalies.sort((a, b) => b.at.localeCompare(a.at) || a.kind.localeCompare(b.kind)),
    };
  };
}
