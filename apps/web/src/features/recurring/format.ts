import type { Language } from '#i18n/index.ts';

/** A day and time in the reader's language and zone: when a period falls due. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A calendar day ('YYYY-MM-DD') as the reader writes it, without moving it across zones. */
export function formatCalendarDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
