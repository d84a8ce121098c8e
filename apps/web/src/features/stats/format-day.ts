import type { Locale } from '@incasso/shared/locale';

/**
 * A calendar day ('2026-03-05') as '5 mar' or 'Mar 5'. The day is already the merchant's, so
 * it is formatted as a UTC date: the browser's own zone must not move it.
 */
export function formatDay(day: string, language: Locale, style: 'short' | 'long' = 'short') {
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    ...(style === 'long' && { weekday: 'short' }),
    timeZone: 'UTC',
  });
  return format.format(new Date(`${day}T00:00:00Z`));
}
