import { dateTime } from '#lib/format.ts';

/** A date and time in the reader's language (the app's one style, lib/format). */
export function formatWhen(iso: string, language: string): string {
  return dateTime(iso, { language: language === 'en' ? 'en' : 'it' });
}
