import type { RevenuePeriod, RevenueStats } from '@incasso/shared/stats';
import { countingTimeZone } from '@incasso/shared/time-zone';
import type { RevenueService } from '#server/modules/transactions/transactions.module.ts';
import { calendarDays } from '#server/lib/calendar-days.ts';
import { toRevenueSeries } from './revenue-series.ts';

export interface StatsDependencies {
  /** The transactions module's sums (decision note 030: no reading its table here). */
  revenue: Pick<RevenueService, 'completedByBucket' | 'firstPaymentAt'>;
  /** The accounts module's answer: the user's zone, null while none was set. */
  timeZoneOf(userId: string): Promise<string | null>;
  /** Tests fix the clock; "today" is today in the merchant's zone. */
  now?: () => Date;
}

/** The dashboard home's figures (decision note 041). */
export function createStatsService(deps: StatsDependencies) {
  const now = deps.now ?? (() => new Date());
  return {
    async revenue(userId: string, period: RevenuePeriod): Promise<RevenueStats> {
      const timeZone = countingTimeZone(await deps.timeZoneOf(userId));
      const { days, boundaries } = calendarDays(now(), timeZone, period);
      const [buckets, firstPaymentAt] = await Promise.all([
        deps.revenue.completedByBucket(userId, boundaries),
        deps.revenue.firstPaymentAt(userId),
      ]);
      return {
        days: period,
        timeZone,
        from: days[0] ?? '',
        to: days.at(-1) ?? '',
        series: toRevenueSeries(days, buckets),
        firstPaymentAt: firstPaymentAt?.toISOString() ?? null,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
