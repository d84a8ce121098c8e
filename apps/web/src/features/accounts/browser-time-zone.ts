import { isTimeZone } from '@incasso/shared/time-zone';

/** The zone the browser runs in ('Europe/Rome'), or null if it reports none we can use. */
export function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : null;
}
