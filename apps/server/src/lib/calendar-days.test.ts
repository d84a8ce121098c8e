import { describe, expect, it } from 'vitest';
import { addDays, calendarDays } from './calendar-days.ts';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('calendarDays', () => {
  it("counts the days up to today in the zone, which need not be UTC's today", () => {
    // 03:00 UTC on the 15th is still the evening of the 14th in New York.
    const now = new Date('2026-01-15T03:00:00Z');
    expect(calendarDays(now, 'America/New_York', 3).days).toEqual([
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
    ]);
    expect(calendarDays(now, 'Europe/Rome', 1).days).toEqual(['2026-01-15']);
  });

  it("starts each day at the zone's midnight, including half-hour offsets", () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(iso(calendarDays(now, 'Europe/Rome', 2).boundaries)).toEqual([
      '2026-01-08T23:00:00.000Z',
      '2026-01-09T23:00:00.000Z',
      '2026-01-10T23:00:00.000Z',
    ]);
    expect(iso(calendarDays(now, 'Asia/Kolkata', 1).boundaries)).toEqual([
      '2026-01-09T18:30:00.000Z',
      '2026-01-10T18:30:00.000Z',
    ]);
    expect(iso(calendarDays(now, 'UTC', 1).boundaries)).toEqual([
      '2026-01-10T00:00:00.000Z',
      '2026-01-11T00:00:00.000Z',
    ]);
  });

  it('gives the day clocks spring forward 23 hours and the day they fall back 25', () => {
    // Rome moves to summer time on 29 March 2026 and back on 25 October.
    const spring = calendarDays(new Date('2026-03-30T12:00:00Z'), 'Europe/Rome', 2).boundaries;
    expect(iso(spring)).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
      '2026-03-30T22:00:00.000Z',
    ]);
    const autumn = calendarDays(new Date('2026-10-25T12:00:00Z'), 'Europe/Rome', 1).boundaries;
    const hours = ((autumn[1]?.getTime() ?? 0) - (autumn[0]?.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBe(25);
  });

  it('starts a day whose midnight does not exist at its first instant', () => {
    // Santiago jumps from 00:00 to 01:00 on 6 September 2026: the day begins at 01:00 (UTC−3).
    const [start] = calendarDays(
      new Date('2026-09-06T12:00:00Z'),
      'America/Santiago',
      1,
    ).boundaries;
    expect(start?.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('steps across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(calendarDays(new Date('2026-03-02T12:00:00Z'), 'UTC', 30).days[0]).toBe('2026-02-01');
  });
});
