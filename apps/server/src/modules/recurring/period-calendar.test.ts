import { describe, expect, it } from 'vitest';
import {
  firstIndexAfter,
  firstIndexFrom,
  isPastEnd,
  periodDay,
  periodTimes,
} from './period-calendar.ts';

const never = { kind: 'never' } as const;

describe('periodDay', () => {
  it('keeps the 31st, falling on the last day of shorter months', () => {
    const days = [0, 1, 2, 3, 4].map((i) => periodDay('2027-01-31', 'monthly', i));
    expect(days).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
  });

  it('gives 29 February in leap years only', () => {
    expect(periodDay('2028-01-31', 'monthly', 1)).toBe('2028-02-29');
    const years = [0, 1, 2, 3, 4].map((i) => periodDay('2028-02-29', 'yearly', i));
    expect(years).toEqual(['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });

  it('steps quarters across a year end and weeks across a month end', () => {
    expect(periodDay('2027-11-30', 'quarterly', 1)).toBe('2028-02-29');
    expect(periodDay('2027-11-30', 'quarterly', 2)).toBe('2028-05-30');
    expect(periodDay('2027-12-29', 'weekly', 1)).toBe('2028-01-05');
  });
});

describe('periodTimes', () => {
  it('falls due at midnight in the schedule’s zone, DST included', () => {
    const rome = {
      interval: 'monthly',
      startDate: '2027-03-28',
      timeZone: 'Europe/Rome',
      end: never,
    } as const;
    expect(periodTimes(rome, 0).dueAt.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    // Rome moved to summer time on 28 March 2027: April's midnight is at 22:00 UTC.
    expect(periodTimes(rome, 1).dueAt.toISOString()).toBe('2027-04-27T22:00:00.000Z');
    const auckland = { ...rome, startDate: '2027-01-31', timeZone: 'Pacific/Auckland' };
    expect(periodTimes(auckland, 1).dueAt.toISOString()).toBe('2027-02-27T11:00:00.000Z');
    expect(periodTimes(auckland, 1).windowEndsAt.toISOString()).toBe('2027-03-06T11:00:00.000Z');
  });
});

describe('ends and resumption', () => {
  const base = { interval: 'monthly', startDate: '2027-01-31', timeZone: 'UTC' } as const;

  it('stops after N payments or after the end day', () => {
    expect(isPastEnd({ ...base, end: { kind: 'afterPayments', payments: 3 } }, 2)).toBe(false);
    expect(isPastEnd({ ...base, end: { kind: 'afterPayments', payments: 3 } }, 3)).toBe(true);
    const onDate = { ...base, end: { kind: 'onDate', date: '2027-04-30' } } as const;
    expect(isPastEnd(onDate, 3)).toBe(false);
    expect(isPastEnd(onDate, 4)).toBe(true);
    expect(isPastEnd({ ...base, end: never }, 10_000)).toBe(false);
  });

  it('resumes at the first period due from now on', () => {
    const calendar = { ...base, end: never };
    expect(firstIndexFrom(calendar, new Date('2027-03-15T00:00:00Z'), 1)).toBe(2);
    expect(firstIndexFrom(calendar, new Date('2027-03-31T00:00:00Z'), 1)).toBe(2);
    expect(firstIndexFrom(calendar, new Date('2027-01-01T00:00:00Z'), 1)).toBe(1);
    // Passing over what is due: a period due at that very instant is passed over too.
    expect(firstIndexAfter(calendar, new Date('2027-03-31T00:00:00Z'), 1)).toBe(3);
  });
});
