import type { InsightPeriod, Insights } from '@incasso/shared/insights';
import { countingTimeZone } from '@incasso/shared/time-zone';
import { DAY_MS, type PaymentFact } from './analytics/payment-facts.ts';
import { computeInsights, historyDays } from './analytics/compute-insights.ts';

export interface InsightsDependencies {
  /** The payments module's history of a merchant's requests (decision note 030). */
  historySince(userId: string, since: Date): Promise<PaymentFact[]>;
  /** The accounts module's answer: the user's zone, null while none was set. */
  timeZoneOf(userId: string): Promise<string | null>;
  now?: () => Date;
}

/** The analytics core over one merchant's own requests (decision note 048). */
export function createInsightsService(deps: InsightsDependencies) {
  const now = deps.now ?? (() => new Date());
  return {
    async insights(userId: string, days: InsightPeriod): Promise<Insights> {
      const at = now();
      const since = new Date(at.getTime() - historyDays(days) * DAY_MS);
      const [facts, stored] = await Promise.all([
        deps.historySince(userId, since),
        deps.timeZoneOf(userId),
      ]);
      return computeInsights({ facts, now: at, days, timeZone: countingTimeZone(stored) });
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
