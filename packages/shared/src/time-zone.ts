import { z } from 'zod';

// A merchant's days (the revenue chart's buckets) start at midnight in their own time zone, an
// IANA name as `Intl` knows it ('Europe/Rome'). The server and the browser both ask `Intl`, so a
// zone the browser reports is one the server can count in. Names are kept as given: `Intl`
// would turn some into older spellings ('Asia/Kolkata' into 'Asia/Calcutta').

/** The longest IANA name is 32 characters ('America/Argentina/ComodRivadavia'); room to spare. */
export const TIME_ZONE_MAX = 64;

/** Days are counted in UTC for an account that has no time zone yet. */
export const FALLBACK_TIME_ZONE = 'UTC';

/**
 * The zone to count an account's days in: its own, or UTC while it has none, or when a zone
 * saved under an older ICU is unknown to this one (counting in UTC beats failing).
 */
export function countingTimeZone(stored: string | null): string {
  return stored !== null && isTimeZone(stored) ? stored : FALLBACK_TIME_ZONE;
}

/** Whether `Intl` knows the zone. */
export function isTimeZone(name: string): boolean {
  if (name === '' || name.length > TIME_ZONE_MAX) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .trim()
  .max(TIME_ZONE_MAX, 'tooLong')
  .refine(isTimeZone, 'invalidTimeZone');
