import type { Locale } from '../locale';

// One date style per language (issue 20): Italian writes '27/11/2026', English 'Nov 27, 2026'
// (the month named, so no reader mistakes the day for the month). Times are 24-hour in Italian.

const DAY_OPTIONS: Record<Locale, Intl.DateTimeFormatOptions> = {
  it: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'short', year: 'numeric' },
};

// '09:03' in Italian, '9:03 AM' in English.
const HOUR: Record<Locale, '2-digit' | 'numeric'> = { it: '2-digit', en: 'numeric' };

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day ('2026-11-27', an invoice's date) as the language writes it. The day is
 * already the one meant, so it is formatted in UTC: no reader's zone can move it.
 */
export function formatDay(day: string, locale: Locale): string {
  if (!CALENDAR_DAY.test(day)) throw new RangeError(`Not a calendar day: ${day}`);
  return new Intl.DateTimeFormat(locale, { ...DAY_OPTIONS[locale], timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const instant = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);

/** The day of an instant in `timeZone` (the reader's own when omitted), in the same style. */
export function formatDate(at: string | Date, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { ...DAY_OPTIONS[locale], timeZone }).format(instant(at));
}

/** '27/11/2026, 14:53' (it) or 'Nov 27, 2026, 2:53 PM' (en); seconds when asked. */
export function formatDateTime(
  at: string | Date,
  locale: Locale,
  options: { timeZone?: string; seconds?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(locale, {
    ...DAY_OPTIONS[locale],
    hour: HOUR[locale],
    minute: '2-digit',
    ...(options.seconds && { second: '2-digit' }),
    timeZone: options.timeZone,
  }).format(instant(at));
}

/** '14:53' (it) or '2:53 PM' (en). */
export function formatTime(at: string | Date, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: HOUR[locale],
    minute: '2-digit',
    timeZone,
  }).format(instant(at));
}

/** The calendar day `days` after `day` ('2026-11-27' + 30 → '2026-12-27'). */
export function addDays(day: string, days: number): string {
  if (!CALENDAR_DAY.test(day)) throw new RangeError(`Not a calendar day: ${day}`);
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
