import type { InsightPeriod, Insights } from '@incasso/shared/insights';
import { countingTimeZone } from '@incasso/shared/time-zone';
import { computeInsights, insightSumsQuery } from './analytics/compute-insights.ts';
import type { InsightSums, InsightSumsQuery } from './analytics/insight-sums.ts';

export interface InsightsDependencies {
  /** The payments module's sums over a merchant's requests (decision notes 030, 086). */
  insightSums(userId: string, query: InsightSumsQuery): Promise<InsightSums>;
  /** The accounts module's answer: the user's zone, null while none was set. */
  timeZoneOf(userId: string): Promise<string | null>;
  now?: () => Date;
}

/** The analytics core over one merchant's own requests (decision notes 048, 086). */
export function createInsightsService(deps: InsightsDependencies) {
  const now = deps.now ?? (() => new Date());
  return {
    async insights(userId: string, days: InsightPeriod): Promise<Insights> {
      const query = insightSumsQuery(now(), days);
      const [sums, stored] = await Promise.all([
        deps.insightSums(userId, query),
        deps.timeZoneOf(userId),
      ]);
      return computeInsights({ sums, query, days, timeZone: countingTimeZone(stored) });
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
