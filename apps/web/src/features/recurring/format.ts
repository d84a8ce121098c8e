import type { Language } from '#i18n/index.ts';
import { dateTime, day } from '#lib/format.ts';

/** A day and time in the reader's language and zone: when a period falls due. */
export function formatDateTime(iso: string, language: Language): string {
  return dateTime(iso, { language });
}

/** A calendar day ('YYYY-MM-DD') as the reader writes it, without moving it across zones. */
export function formatCalendarDay(calendarDay: string, language: Language): string {
  return day(calendarDay, language);
}
