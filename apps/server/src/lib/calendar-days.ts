// A merchant's calendar days as instants: the revenue trend counts a payment on the day it was
// in the merchant's time zone, so a day starts at that zone's midnight, not UTC's. DST days
// last 23 or 25 hours, and where a zone skips midnight the day starts at its first instant.

const HOUR_MS = 3_600_000;
/** Every zone's offset lies within UTC−12 and UTC+14: a local midnight is this close to UTC's. */
const SEARCH_BEFORE_MS = 15 * HOUR_MS;
const SEARCH_AFTER_MS = 13 * HOUR_MS;

export interface Calendar {
  /** 'YYYY-MM-DD', oldest first, the last one being today in the zone. */
  days: string[];
  /** Where each day starts, plus where the day after the last one starts (days + 1 instants). */
  boundaries: Date[];
}

function dayFormat(timeZone: string): (instant: number) => string {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (instant) => {
    const parts = Object.fromEntries(
      format.formatToParts(instant).map((part) => [part.type, part.value]),
    );
    return `${parts['year']}-${parts['month']}-${parts['day']}`;
  };
}

/** The calendar day `offset` days after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The first millisecond whose local day is `day` (or later), by bisection. */
function startOf(day: string, localDay: (instant: number) => string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  let before = utcMidnight - SEARCH_BEFORE_MS;
  let after = utcMidnight + SEARCH_AFTER_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (localDay(middle) < day) before = middle;
    else after = middle;
  }
  return new Date(after);
}

/** Where `day` starts in `timeZone`: its local midnight, or its first instant past a DST gap. */
export function startOfDayIn(day: string, timeZone: string): Date {
  return startOf(day, dayFormat(timeZone));
}

/** The calendar day ('YYYY-MM-DD') of `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  return dayFormat(timeZone)(instant.getTime());
}

/** The last `count` days up to today in `timeZone` (a name Intl knows), with their limits. */
export function calendarDays(now: Date, timeZone: string, count: number): Calendar {
  const localDay = dayFormat(timeZone);
  const today = localDay(now.getTime());
  const days = Array.from({ length: count }, (_, index) => addDays(today, index - count + 1));
  const boundaries = [...days, addDays(today, 1)].map((day) => startOf(day, localDay));
  return { days, boundaries };
}
