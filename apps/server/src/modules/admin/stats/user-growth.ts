const DAY_MS = 86_400_000;

/** The `days` UTC days ending with `today`'s, oldest first ('YYYY-MM-DD'). */
export function utcDaysEnding(today: Date, days: number): string[] {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(start - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * One entry per UTC day from `days - 1` days before `today` to `today`, oldest first, with the
 * signups of that day (0 for a day with none): the chart needs every day, not only busy ones.
 */
export function userGrowthSeries(
  signups: readonly { day: string; count: number }[],
  today: Date,
  days: number,
): { day: string; count: number }[] {
  const byDay = new Map(signups.map((row) => [row.day, row.count]));
  return utcDaysEnding(today, days).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

/** The first instant of the series' first day. */
export function growthStart(today: Date, days: number): Date {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(start - (days - 1) * DAY_MS);
}
