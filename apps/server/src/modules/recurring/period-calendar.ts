import {
  PERIOD_WINDOW_DAYS,
  type RecurringInterval,
  type ScheduleEnd,
} from '@incasso/shared/recurring';
import { addDays, startOfDayIn } from '#server/lib/calendar-days.ts';

// When a schedule's periods fall due. Pure calendar arithmetic on 'YYYY-MM-DD' days, never
// adding milliseconds, so DST and month lengths cannot drift a schedule: period n is computed
// from the start day, not from period n − 1 (a 31st that fell on 28 February comes back on
// 31 March).

const MONTHS: Record<Exclude<RecurringInterval, 'weekly'>, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ScheduleCalendar {
  interval: RecurringInterval;
  startDate: string;
  timeZone: string;
  end: ScheduleEnd;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The day period `index` (0 for the first) falls due. */
export function periodDay(startDate: string, interval: RecurringInterval, index: number): string {
  if (interval === 'weekly') return addDays(startDate, 7 * index);
  const [year = 0, month = 1, day = 1] = startDate.split('-').map(Number);
  const months = month - 1 + MONTHS[interval] * index;
  const targetYear = year + Math.floor(months / 12);
  const targetMonth = months % 12;
  // The month's last day stands in for a day it does not have (31 → 30 April, 29 → 28 February).
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1, 2)}-${pad(targetDay, 2)}`;
}

/** Whether the schedule's end comes before period `index`. */
export function isPastEnd(calendar: ScheduleCalendar, index: number): boolean {
  const { end } = calendar;
  if (end.kind === 'afterPayments') return index >= end.payments;
  if (end.kind === 'onDate')
    return periodDay(calendar.startDate, calendar.interval, index) > end.date;
  return false;
}

export interface PeriodTimes {
  dueAt: Date;
  /** The request's expiry: unpaid by then, the period is missed. */
  windowEndsAt: Date;
}

/** Period `index` falls due at midnight of its day in the schedule's zone. */
export function periodTimes(calendar: ScheduleCalendar, index: number): PeriodTimes {
  const day = periodDay(calendar.startDate, calendar.interval, index);
  const dueAt = startOfDayIn(day, calendar.timeZone);
  return { dueAt, windowEndsAt: new Date(dueAt.getTime() + PERIOD_WINDOW_DAYS * DAY_MS) };
}

/** The first period due at or after `at`: where a resumed schedule carries on. */
export function firstIndexFrom(calendar: ScheduleCalendar, at: Date, fromIndex: number): number {
  let index = fromIndex;
  while (periodTimes(calendar, index).dueAt < at) index += 1;
  return index;
}

/** The first period due strictly after `at`: what is due by then is passed over. */
export function firstIndexAfter(calendar: ScheduleCalendar, at: Date, fromIndex: number): number {
  return firstIndexFrom(calendar, new Date(at.getTime() + 1), fromIndex);
}
