import type { InsightSums } from './insight-sums.ts';

/** Confirmed payments per hour of the day (0–23) on the merchant's clock. */
export function busiestHours(quarters: InsightSums['quarterHours'], timeZone: string): number[] {
  const hourOf = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone });
  const hours = Array.from({ length: 24 }, () => 0);
  for (const { quarter, count } of quarters) {
    const hour = Number(hourOf.format(quarter)) % 24;
    hours[hour] = (hours[hour] ?? 0) + count;
  }
  return hours;
}
